import Foundation
import XCTest
@testable import SpotsModel

/// Older Spots payloads: `type`, component `span`/`title`, string headers, layout in `meta`,
/// 5.8's insets, camelCase keys, and values written as strings.
final class LegacyFormatTests: XCTestCase {
    func testSpots1Payload() throws {
        let decoded = try decode("""
        {"components":[{"type":"list","span":"1","items":[{"title":"A","type":"profile"},{"title":"B","type":"profile"}]}]}
        """)
        XCTAssertEqual(decoded.warnings, [])
        XCTAssertEqual(decoded.screen.components.count, 1)
        let list = decoded.screen.components[0]
        XCTAssertEqual(list.kind, .list)
        XCTAssertEqual(list.layout.span, 1)
        XCTAssertEqual(list.items.map(\.title), ["A", "B"])
        XCTAssertEqual(list.items.map(\.kind), ["profile", "profile"])
    }

    func testTypeMeansKind() {
        let component = decodeComponent(#"{"components": [{"type": "grid", "items": [{"type": "card"}]}]}"#)
        XCTAssertEqual(component.kind, .grid)
        XCTAssertEqual(component.items[0].kind, "card")
    }

    func testKindAndTypeTogetherWarnAndTheLastWins() throws {
        let decoded = try decode(#"{"components": [{"kind": "grid", "type": "carousel"}]}"#)
        XCTAssertEqual(decoded.screen.components[0].kind, .carousel)
        XCTAssertEqual(decoded.warnings.map(\.message), [#""type" sets the same as "kind"; the last one wins"#])
        XCTAssertEqual(decoded.warnings.first?.path, "components[0].type")
        XCTAssertEqual(decoded.warnings.first?.column, 34)
    }

    func testComponentSpanGoesToLayout() {
        XCTAssertEqual(decodeComponent(#"{"components": [{"span": 3}]}"#).layout, Layout(span: 3))
        // The layout object says more precisely what it wants.
        XCTAssertEqual(decodeComponent(#"{"components": [{"span": 3, "layout": {"span": 2}}]}"#).layout.span, 2)
        XCTAssertEqual(decodeComponent(#"{"components": [{"span": 3, "layout": {"item-spacing": 2}}]}"#).layout,
                       Layout(span: 3, itemSpacing: 2))
    }

    func testComponentTitleBecomesTheHeader() {
        XCTAssertEqual(decodeComponent(#"{"components": [{"title": "Recent"}]}"#).header, Item(title: "Recent"))
        XCTAssertEqual(decodeComponent(#"{"components": [{"title": "Recent", "header": {"kind": "big"}}]}"#).header,
                       Item(title: "Recent", kind: "big"))
    }

    func testComponentTitleDoesNotReplaceAHeaderTitle() throws {
        let decoded = try decode(#"{"components": [{"title": "Old", "header": {"title": "New"}}]}"#)
        XCTAssertEqual(decoded.screen.components[0].header, Item(title: "New"))
        XCTAssertEqual(decoded.warnings.map(\.message), [#""title" is ignored because the header has its own title"#])
    }

    func testStringHeaderIsAHeaderKind() {
        XCTAssertEqual(decodeComponent(#"{"components": [{"header": "hero"}]}"#).header, Item(kind: "hero"))
        XCTAssertEqual(decodeComponent(#"{"components": [{"header": "hero", "title": "Hi"}]}"#).header,
                       Item(title: "Hi", kind: "hero"))
        XCTAssertEqual(decodeComponent(#"{"components": [{"footer": "more"}]}"#).footer, Item(kind: "more"))
        XCTAssertNil(decodeComponent(#"{"components": [{"header": ""}]}"#).header)
    }

    func testLayoutInMeta() {
        let component = decodeComponent("""
        {"components": [{"meta": {"inset-top": 1, "inset-left": 2, "inset-bottom": 3, "inset-right": 4,
          "item-spacing": 5, "line-spacing": 6, "span": "2", "items-per-row": 3, "theme": "dark"}}]}
        """)
        XCTAssertEqual(component.layout, Layout(
            span: 2, itemsPerRow: 3, itemSpacing: 5, lineSpacing: 6, inset: Inset(top: 1, left: 2, bottom: 3, right: 4)))
        XCTAssertEqual(component.meta["inset-top"], .number(1))  // left in meta too
        XCTAssertEqual(component.meta["theme"], .string("dark"))
    }

    func testLayoutInMetaIsIgnoredWhenThereIsALayout() {
        let component = decodeComponent(#"{"components": [{"layout": {"line-spacing": 1}, "meta": {"span": 4}}]}"#)
        XCTAssertEqual(component.layout, Layout(lineSpacing: 1))
        // A null layout counts as absent.
        XCTAssertEqual(decodeComponent(#"{"components": [{"layout": null, "meta": {"span": 4}}]}"#).layout.span, 4)
    }

    func testComponentSpanOverridesSpanInMeta() {
        XCTAssertEqual(decodeComponent(#"{"components": [{"span": 1, "meta": {"span": 4}}]}"#).layout.span, 1)
    }

    func testBadLayoutValueInMetaIsAnError() {
        assertError(#"{"components": [{"meta": {"span": "wide"}}]}"#, #"expected a number, found string "wide""#,
                    line: 1, column: 35, path: "components[0].meta.span")
    }

    func testContentAndSectionInsetAddUp() {
        let inComponent = decodeComponent("""
        {"components": [{"content-inset": {"top": 1, "left": 2}, "section-inset": {"top": 10, "right": 5}}]}
        """)
        XCTAssertEqual(inComponent.layout.inset, Inset(top: 11, left: 2, bottom: 0, right: 5))
        let inLayout = decodeComponent("""
        {"components": [{"layout": {"content-inset": {"bottom": 3}, "section-inset": {"bottom": 4, "left": 1}}}]}
        """)
        XCTAssertEqual(inLayout.layout.inset, Inset(top: 0, left: 1, bottom: 7, right: 0))
        let oneOfThem = decodeComponent(#"{"components": [{"layout": {"section-inset": {"top": 8}}}]}"#)
        XCTAssertEqual(oneOfThem.layout.inset, Inset(top: 8))
    }

    func testLegacyInsetsInLayoutOverrideTheComponentLevelOnes() {
        let component = decodeComponent(#"{"components": [{"content-inset": {"top": 1}, "layout": {"content-inset": {"top": 2}}}]}"#)
        XCTAssertEqual(component.layout.inset, Inset(top: 2))
    }

    func testInsetWinsOverLegacyInsetsWithAWarning() throws {
        let decoded = try decode(#"{"components": [{"layout": {"inset": {"top": 3}, "section-inset": {"top": 9}}}]}"#)
        XCTAssertEqual(decoded.screen.components[0].layout.inset, Inset(top: 3))
        XCTAssertEqual(decoded.warnings.map(\.message), [#""section-inset" is ignored because "inset" is set"#])
        XCTAssertEqual(decoded.warnings.map(\.path), ["components[0].layout.section-inset"])
    }

    func testCamelCaseKeysFromSpotsSwiftEncoder() throws {
        let decoded = try decode("""
        {"components": [{"kind": "carousel", "layout": {"itemSpacing": 1, "itemsPerRow": 2, "lineSpacing": 3, "dynamicSpan": true,
          "dynamicHeight": false, "headerMode": "sticky", "pageIndicatorPlacement": "below", "infiniteScrolling": true,
          "showEmptyComponent": true, "contentInset": {"left": 4}, "sectionInset": {"left": 5}},
          "interaction": {"paginate": "item", "scrollDirection": "vertical", "mouseClick": "double"}}]}
        """)
        XCTAssertEqual(decoded.warnings, [])
        let component = decoded.screen.components[0]
        XCTAssertEqual(component.layout, Layout(
            itemsPerRow: 2, itemSpacing: 1, lineSpacing: 3, inset: Inset(left: 9), dynamicSpan: true,
            dynamicHeight: false, headerMode: .sticky, pageIndicatorPlacement: .below, infiniteScrolling: true,
            showEmptyComponent: true))
        XCTAssertEqual(component.interaction, Interaction(paginate: .item, scrollDirection: .vertical, mouseClick: .double))
    }

    func testCamelAndKebabSpellingsTogetherWarn() throws {
        let decoded = try decode(#"{"components": [{"layout": {"item-spacing": 1, "itemSpacing": 2}}]}"#)
        XCTAssertEqual(decoded.screen.components[0].layout.itemSpacing, 2)
        XCTAssertEqual(decoded.warnings.map(\.message), [#""itemSpacing" sets the same as "item-spacing"; the last one wins"#])
    }

    func testPaginateBooleans() {
        func paginate(_ value: String) -> Interaction.Paginate {
            decodeComponent(#"{"components": [{"interaction": {"paginate": \#(value)}}]}"#).interaction.paginate
        }
        XCTAssertEqual(paginate("true"), .page)
        XCTAssertEqual(paginate("false"), .disabled)
        XCTAssertEqual(paginate(#""true""#), .page)
        XCTAssertEqual(paginate("1"), .page)
        XCTAssertEqual(paginate("0"), .disabled)
    }

    func testNumbersAndBooleansWrittenAsStrings() throws {
        let decoded = try decode("""
        {"components": [{"kind": "carousel", "amountOfItemsToCache": "12", "layout": {"span": "2", "items-per-row": "3", "item-spacing": "4.5",
          "inset": {"top": "6"}, "dynamic-span": "true", "dynamic-height": "false", "infinite-scrolling": "1",
          "show-empty-component": "0"}, "size": {"width": "120.5"},
          "items": [{"size": {"height": " 44 "}}]}]}
        """)
        XCTAssertEqual(decoded.warnings, [])
        let component = decoded.screen.components[0]
        XCTAssertEqual(component.layout, Layout(
            span: 2, itemsPerRow: 3, itemSpacing: 4.5, inset: Inset(top: 6), dynamicSpan: true, dynamicHeight: false,
            infiniteScrolling: true, showEmptyComponent: false))
        XCTAssertEqual(component.amountOfItemsToCache, 12)
        XCTAssertEqual(component.size, Size(width: 120.5))
        XCTAssertEqual(component.items[0].size, Size(height: 44))
    }
}

/// `"meta": []`, as Spots' own README of 2016 wrote it, and positions found through legacy spellings.
final class LegacyMetaAndPositionTests: XCTestCase {
    func testEmptyArrayMetaIsEmptyMetaWithAPositionedWarning() throws {
        let decoded = try decode("""
        {"components": [{"kind": "list", "meta": [],
          "items": [{"title": "A", "meta": []}]}]}
        """)
        XCTAssertEqual(decoded.screen.components[0].meta, [:])
        XCTAssertEqual(decoded.screen.components[0].items[0].meta, [:])
        XCTAssertEqual(decoded.warnings.count, 2)
        XCTAssertEqual(decoded.warnings.first?.line, 1)
        XCTAssertEqual(decoded.warnings.first?.column, 42)
        XCTAssertTrue(decoded.warnings.allSatisfy { $0.severity == .warning && $0.message.contains("empty array") })
    }

    func testANonEmptyArrayMetaIsStillAnError() {
        XCTAssertThrowsError(try decode(#"{"components": [{"meta": [1]}]}"#))
    }

    func testPositionsOfModelPathsFollowLegacySpellings() throws {
        let data = Data("{\"components\": [\n  {\"type\": \"gird\", \"items\": [{\"title\": \"A\"}]}\n]}".utf8)
        let positions = try XCTUnwrap(DocumentPositions(data))
        let kind = try XCTUnwrap(positions.location(ofPath: "components[0].kind"))
        XCTAssertEqual(kind.line, 2)
        XCTAssertEqual(kind.column, 12)
    }
}
