import Foundation
import XCTest
@testable import SpotsModel

/// The current format: every key, its default, and the accepted roots.
final class ScreenDecodingTests: XCTestCase {
    static let designExample = """
    {
      "components": [
        {
          "identifier": "featured",
          "kind": "carousel",
          "header": {"title": "Featured"},
          "layout": {"span": 2, "item-spacing": 10, "line-spacing": 10,
                     "inset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
          "interaction": {"paginate": "item"},
          "meta": {"theme": "dark"},
          "items": [
            {"identifier": 1, "title": "A", "subtitle": "B", "text": "C", "image": "images/a.png",
             "kind": "card", "action": "open:details.json", "size": {"height": 180},
             "meta": {"badge": "new"},
             "children": [{"kind": "grid", "items": [{"title": "nested"}]}]}
          ]
        }
      ]
    }
    """

    func testDesignExample() throws {
        let decoded = try decode(Self.designExample)
        XCTAssertEqual(decoded.warnings, [])
        let nested = ComponentModel(kind: .grid, items: [Item(title: "nested")])
        let item = Item(
            identifier: 1, title: "A", subtitle: "B", text: "C", image: "images/a.png", kind: "card",
            action: "open:details.json", size: Size(height: 180), meta: ["badge": .string("new")], children: [nested])
        let expected = ComponentModel(
            identifier: "featured", kind: .carousel, header: Item(title: "Featured"),
            layout: Layout(span: 2, itemSpacing: 10, lineSpacing: 10, inset: Inset(all: 10)),
            interaction: Interaction(paginate: .item), items: [item], meta: ["theme": .string("dark")])
        XCTAssertEqual(decoded.screen, Screen(components: [expected]))
    }

    func testEmptyScreens() throws {
        XCTAssertEqual(try decode("{}").screen, Screen())
        XCTAssertEqual(try decode(#"{"components": []}"#).screen, Screen())
        XCTAssertEqual(try decode(#"{"components": null}"#).screen, Screen())
        XCTAssertEqual(try decode("[]").screen, Screen())
        XCTAssertEqual(try decode("{}").warnings, [])
    }

    func testScreenKeysAreTypedAndSchemaStaysInMetaSilently() throws {
        let decoded = try decode("""
        {"$schema": "https://example.org/spots.json", "title": "Home", "pagination": {"next": "2.json"},
         "templates": {"card": "card.ui"}, "stylesheet": "style.css", "components": []}
        """)
        XCTAssertEqual(decoded.warnings, [])
        XCTAssertEqual(decoded.screen.title, "Home")
        XCTAssertEqual(decoded.screen.pagination, Pagination(next: "2.json"))
        XCTAssertEqual(decoded.screen.templates, ["card": "card.ui"])
        XCTAssertEqual(decoded.screen.stylesheet, "style.css")
        XCTAssertEqual(decoded.screen.meta, ["$schema": .string("https://example.org/spots.json")])
    }

    /// A screen key of the wrong shape is ignored, with a warning at its value.
    func testScreenKeysOfTheWrongShapeAreIgnoredWithAPositionedWarning() throws {
        let decoded = try decode("""
        {"templates": ["card.ui"], "stylesheet": 3,
         "pagination": {"next": 2, "nxt": "x"}, "components": []}
        """, file: "t.json")
        XCTAssertEqual(decoded.screen.templates, [:])
        XCTAssertNil(decoded.screen.stylesheet)
        XCTAssertNil(decoded.screen.pagination)
        XCTAssertEqual(decoded.warnings.map(\.description), [
            "t.json:1:15: warning: \"templates\" should be an object mapping item kinds to .ui file names; it is ignored (at templates)",
            "t.json:1:42: warning: \"stylesheet\" should be a file name; it is ignored (at stylesheet)",
            "t.json:2:25: warning: \"pagination\" should be an object with a \"next\" screen; it is ignored (at pagination.next)",
            "t.json:2:28: warning: unknown key \"nxt\" in pagination; did you mean \"next\"? (at pagination.nxt)",
        ])
    }

    func testComponentDefaults() {
        XCTAssertEqual(decodeComponent(#"{"components": [{}]}"#), ComponentModel())
        let defaults = ComponentModel()
        XCTAssertNil(defaults.identifier)
        XCTAssertEqual(defaults.kind, .list)
        XCTAssertNil(defaults.header)
        XCTAssertNil(defaults.footer)
        XCTAssertEqual(defaults.items, [])
        XCTAssertEqual(defaults.meta, [:])
        XCTAssertNil(defaults.size)
        XCTAssertEqual(defaults.amountOfItemsToCache, 0)
    }

    func testComponentKeys() {
        let component = decodeComponent("""
        {"components": [{"identifier": "c1", "kind": "grid", "header": {"title": "H"}, "footer": {"title": "F"},
          "meta": {"a": [1, true, null, "s", {"b": 2.5}]}, "size": {"width": 300, "height": 200},
          "amountOfItemsToCache": 20, "items": [{"title": "x"}]}]}
        """)
        XCTAssertEqual(component, ComponentModel(
            identifier: "c1", kind: .grid, header: Item(title: "H"), footer: Item(title: "F"), items: [Item(title: "x")],
            meta: ["a": .array([.number(1), .bool(true), .null, .string("s"), .object(["b": .number(2.5)])])],
            size: Size(width: 300, height: 200), amountOfItemsToCache: 20))
    }

    func testAmountOfItemsToCacheKebabSpelling() {
        XCTAssertEqual(decodeComponent(#"{"components": [{"amount-of-items-to-cache": 5}]}"#).amountOfItemsToCache, 5)
    }

    func testAnyKindNameIsKeptWithoutWarning() throws {
        let decoded = try decode(#"{"components": [{"kind": "my-fancy-kind"}]}"#)
        XCTAssertEqual(decoded.screen.components[0].kind, ComponentKind("my-fancy-kind"))
        XCTAssertEqual(decoded.warnings, [])
    }

    func testLayoutDefaults() {
        let layout = decodeComponent(#"{"components": [{"layout": {}}]}"#).layout
        XCTAssertEqual(layout, Layout())
        XCTAssertEqual(layout.span, 0)
        XCTAssertEqual(layout.itemsPerRow, 1)
        XCTAssertEqual(layout.itemSpacing, 0)
        XCTAssertEqual(layout.lineSpacing, 0)
        XCTAssertEqual(layout.inset, .zero)
        XCTAssertFalse(layout.dynamicSpan)
        XCTAssertTrue(layout.dynamicHeight)
        XCTAssertEqual(layout.headerMode, .default)
        XCTAssertNil(layout.pageIndicatorPlacement)
        XCTAssertFalse(layout.infiniteScrolling)
        XCTAssertFalse(layout.showEmptyComponent)
    }

    func testLayoutKeys() throws {
        let decoded = try decode("""
        {"components": [{"kind": "carousel", "layout": {"span": 3, "items-per-row": 2, "item-spacing": 8, "line-spacing": 4.5,
          "inset": {"top": 1, "left": 2}, "dynamic-span": true, "dynamic-height": false, "header-mode": "sticky",
          "page-indicator": "overlay", "infinite-scrolling": true, "show-empty-component": true}}]}
        """)
        XCTAssertEqual(decoded.warnings, [])
        XCTAssertEqual(decoded.screen.components[0].layout, Layout(
            span: 3, itemsPerRow: 2, itemSpacing: 8, lineSpacing: 4.5, inset: Inset(top: 1, left: 2),
            dynamicSpan: true, dynamicHeight: false, headerMode: .sticky, pageIndicatorPlacement: .overlay,
            infiniteScrolling: true, showEmptyComponent: true))
    }

    func testInteractionDefaultsAndKeys() throws {
        XCTAssertEqual(decodeComponent(#"{"components": [{"interaction": {}}]}"#).interaction, Interaction())
        XCTAssertEqual(Interaction(), Interaction(paginate: .disabled, scrollDirection: .horizontal, mouseClick: .single))
        let decoded = try decode("""
        {"components": [{"interaction": {"paginate": "page", "scroll-direction": "vertical", "mouse-click": "double"}}]}
        """)
        XCTAssertEqual(decoded.warnings, [])
        XCTAssertEqual(decoded.screen.components[0].interaction,
                       Interaction(paginate: .page, scrollDirection: .vertical, mouseClick: .double))
    }

    func testEnumNamesIgnoreCase() {
        let component = decodeComponent(#"{"components": [{"interaction": {"paginate": "Item"}, "layout": {"header-mode": "STICKY"}}]}"#)
        XCTAssertEqual(component.interaction.paginate, .item)
        XCTAssertEqual(component.layout.headerMode, .sticky)
    }

    func testItemDefaults() {
        let item = decodeComponent(#"{"components": [{"items": [{}]}]}"#).items[0]
        XCTAssertEqual(item, Item())
        XCTAssertNil(item.identifier)
        XCTAssertEqual([item.title, item.subtitle, item.text, item.image, item.kind], ["", "", "", "", ""])
        XCTAssertNil(item.action)
        XCTAssertEqual(item.size, .unspecified)
        XCTAssertEqual(item.meta, [:])
        XCTAssertEqual(item.relations, [:])
        XCTAssertEqual(item.children, [])
    }

    func testItemIdentifiers() throws {
        let items = decodeComponent("""
        {"components": [{"items": [{"identifier": 7}, {"identifier": "seven"}, {"identifier": 3.0}, {"identifier": "8"}]}]}
        """).items
        XCTAssertEqual(items.map(\.identifier), [.number(7), .string("seven"), .number(3), .string("8")])
        assertError(#"{"components": [{"items": [{"identifier": 2.5}]}]}"#,
                    "expected an integer or a string, found number 2.5", line: 1, column: 43,
                    path: "components[0].items[0].identifier")
        assertError(#"{"components": [{"items": [{"identifier": true}]}]}"#,
                    "expected an integer or a string, found true", line: 1, column: 43,
                    path: "components[0].items[0].identifier")
    }

    func testComponentIdentifierNumberIsStringified() {
        XCTAssertEqual(decodeComponent(#"{"components": [{"identifier": 42}]}"#).identifier, "42")
        XCTAssertEqual(decodeComponent(#"{"components": [{"identifier": 4.5}]}"#).identifier, "4.5")
    }

    func testTextFieldsAcceptNumbers() {
        let item = decodeComponent("""
        {"components": [{"items": [{"title": 2024, "subtitle": 1.5, "text": -3, "image": 0, "kind": 7, "action": 9}]}]}
        """).items[0]
        XCTAssertEqual(item, Item(title: "2024", subtitle: "1.5", text: "-3", image: "0", kind: "7", action: "9"))
        assertError(#"{"components": [{"items": [{"title": false}]}]}"#, "expected a string, found false",
                    line: 1, column: 38, path: "components[0].items[0].title")
    }

    func testNullMeansAbsent() throws {
        let decoded = try decode("""
        {"title": null, "components": [{"identifier": null, "kind": null, "header": null, "footer": null,
          "layout": null, "interaction": null, "meta": null, "size": null, "amountOfItemsToCache": null,
          "span": null, "title": null, "items": [{"identifier": null, "title": null, "subtitle": null, "text": null,
          "image": null, "kind": null, "action": null, "size": {"width": null}, "meta": null, "relations": null,
          "children": null}]}]}
        """)
        XCTAssertEqual(decoded.warnings, [])
        XCTAssertEqual(decoded.screen, Screen(components: [ComponentModel(items: [Item()])]))
    }

    func testItemKeys() {
        let item = decodeComponent("""
        {"components": [{"items": [{"identifier": "p1", "title": "T", "subtitle": "S", "text": "X", "image": "/a.png",
          "kind": "profile", "action": "https://example.org", "size": {"width": 120.5},
          "meta": {"followers": 10}, "relations": {"friends": [{"title": "F1"}, {"title": "F2"}], "empty": []},
          "children": [{"kind": "carousel"}, {"kind": "grid"}]}]}]}
        """).items[0]
        XCTAssertEqual(item, Item(
            identifier: "p1", title: "T", subtitle: "S", text: "X", image: "/a.png", kind: "profile",
            action: "https://example.org", size: Size(width: 120.5), meta: ["followers": .number(10)],
            relations: ["friends": [Item(index: 0, title: "F1"), Item(index: 1, title: "F2")], "empty": []],
            children: [ComponentModel(index: 0, kind: .carousel), ComponentModel(index: 1, kind: .grid)]))
    }

    func testIndexesAreArrayPositionsAtEveryLevel() {
        let screen = decodeScreen("""
        {"components": [{}, {"items": [{}, {}, {"children": [{}, {"items": [{}, {"relations": {"r": [{}, {}]}}]}]}]}]}
        """)
        XCTAssertEqual(screen.components.map(\.index), [0, 1])
        XCTAssertEqual(screen.components[1].items.map(\.index), [0, 1, 2])
        let children = screen.components[1].items[2].children
        XCTAssertEqual(children.map(\.index), [0, 1])
        XCTAssertEqual(children[1].items.map(\.index), [0, 1])
        XCTAssertEqual(children[1].items[1].relations["r"]?.map(\.index), [0, 1])
    }

    func testHeaderAndFooterIndexesAreZero() {
        let component = decodeComponent(#"{"components": [{"header": {"title": "H"}, "footer": {"kind": "more"}}]}"#)
        XCTAssertEqual(component.header, Item(index: 0, title: "H"))
        XCTAssertEqual(component.footer, Item(index: 0, kind: "more"))
    }

    func testBareArrayRootIsAListOfComponents() throws {
        let decoded = try decode(#"[{"kind": "grid"}, {"kind": "carousel", "items": [{"title": "a"}]}]"#)
        XCTAssertEqual(decoded.screen.components.map(\.kind), [.grid, .carousel])
        XCTAssertEqual(decoded.screen.components.map(\.index), [0, 1])
        assertError(#"[{"items": 3}]"#, "expected an array of items, found number 3", line: 1, column: 12, path: "[0].items")
    }

    func testSingleComponentRoot() throws {
        let decoded = try decode(#"{"kind": "grid", "title": "Photos", "items": [{"title": "a"}]}"#)
        XCTAssertEqual(decoded.warnings, [])
        XCTAssertEqual(decoded.screen, Screen(components: [
            ComponentModel(kind: .grid, header: Item(title: "Photos"), items: [Item(title: "a")]),
        ]))
        // With "components", the same keys are a screen's, and "items" is unknown there.
        let screen = try decode(#"{"title": "Photos", "components": [], "items": []}"#)
        XCTAssertEqual(screen.screen.title, "Photos")
        XCTAssertEqual(screen.warnings.map(\.message), [#"unknown key "items" in the screen (kept in its meta)"#])
    }

    func testRootOfTheWrongType() {
        assertError(#""hello""#, #"expected a screen object or an array of components, found string "hello""#, line: 1, column: 1)
        assertError("  42", "expected a screen object or an array of components, found number 42", line: 1, column: 3)
    }

    func testHeaderAndFooterAsItems() {
        let component = decodeComponent("""
        {"components": [{"header": {"kind": "hero", "title": "Big", "image": "h.png"}, "footer": {"title": "See all", "action": "open:all.json"}}]}
        """)
        XCTAssertEqual(component.header, Item(title: "Big", image: "h.png", kind: "hero"))
        XCTAssertEqual(component.footer, Item(title: "See all", action: "open:all.json"))
    }

    func testUnicodeTextSurvives() {
        let item = decodeComponent(#"{"components": [{"items": [{"title": "Grüße 👋", "text": "line\nbreak \u00e9"}]}]}"#).items[0]
        XCTAssertEqual(item.title, "Grüße 👋")
        XCTAssertEqual(item.text, "line\nbreak é")
    }
}
