import Foundation
import XCTest
@testable import SpotsModel

/// Wrong types are errors and unknown things are warnings, all with path, line and column.
final class DiagnosticsTests: XCTestCase {
    func testWrongTypesAreErrorsWithPathAndPosition() {
        assertError(#"{"components": {}}"#, "expected an array of components, found an object",
                    line: 1, column: 16, path: "components")
        assertError(#"{"components": [{"items": {}}]}"#, "expected an array of items, found an object",
                    line: 1, column: 27, path: "components[0].items")
        assertError(#"{"components": [{}, 3]}"#, "expected a component object, found number 3",
                    line: 1, column: 21, path: "components[1]")
        assertError(#"{"components": [{"items": [{}, null]}]}"#, "expected an item object, found null",
                    line: 1, column: 32, path: "components[0].items[1]")
        assertError(#"{"components": [{"header": 5}]}"#, "expected an item object or a string, found number 5",
                    line: 1, column: 28, path: "components[0].header")
        assertError(#"{"components": [{"meta": [1]}]}"#, "expected an object, found an array",
                    line: 1, column: 26, path: "components[0].meta")
        assertError(#"{"components": [{"layout": "wide"}]}"#, #"expected a layout object, found string "wide""#,
                    line: 1, column: 28, path: "components[0].layout")
        assertError(#"{"components": [{"layout": {"inset": 4}}]}"#, "expected an inset object, found number 4",
                    line: 1, column: 38, path: "components[0].layout.inset")
        assertError(#"{"components": [{"interaction": true}]}"#, "expected an interaction object, found true",
                    line: 1, column: 33, path: "components[0].interaction")
        assertError(#"{"components": [{"items": [{"relations": {"r": {}}}]}]}"#, "expected an array of items, found an object",
                    line: 1, column: 48, path: "components[0].items[0].relations.r")
        assertError(#"{"components": [{"items": [{"children": {}}]}]}"#, "expected an array of components, found an object",
                    line: 1, column: 41, path: "components[0].items[0].children")
        assertError(#"{"title": ["a"]}"#, #"expected a string, found an array"#, line: 1, column: 11, path: "title")
    }

    func testWrongTypeDeepInAMultiLineFile() {
        let json = """
        {
          "components": [
            {"kind": "list"},
            {
              "kind": "grid",
              "items": [
                {"title": "ok"},
                {"title": "Größe", "size": {"width": 10, "height": "tall"}}
              ]
            }
          ]
        }
        """
        assertError(json, #"expected a number, found string "tall""#, line: 8, column: 60,
                    path: "components[1].items[1].size.height")
    }

    func testUnknownKeysAreWarningsWithPositions() throws {
        let json = """
        {"components": [{"colour": "red",
          "layout": {"spam": 1, "inset": {"middle": 2}},
          "interaction": {"swipe": true},
          "items": [{"titel": "typo", "size": {"depth": 3}}]}],
         "version": 2}
        """
        let decoded = try decode(json, file: "home.json")
        XCTAssertEqual(decoded.warnings.map(\.severity), Array(repeating: .warning, count: 7))
        XCTAssertEqual(decoded.warnings.map(\.description), [
            #"home.json:1:18: warning: unknown key "colour" in a component (at components[0].colour)"#,
            #"home.json:2:14: warning: unknown key "spam" in a layout; did you mean "span"? (at components[0].layout.spam)"#,
            #"home.json:2:35: warning: unknown key "middle" in an inset (at components[0].layout.inset.middle)"#,
            #"home.json:3:19: warning: unknown key "swipe" in an interaction (at components[0].interaction.swipe)"#,
            #"home.json:4:14: warning: unknown key "titel" in an item; did you mean "title"? (at components[0].items[0].titel)"#,
            #"home.json:4:40: warning: unknown key "depth" in a size (at components[0].items[0].size.depth)"#,
            #"home.json:5:2: warning: unknown key "version" in the screen (kept in its meta) (at version)"#,
        ])
        XCTAssertEqual(decoded.screen.meta["version"], .number(2))
    }

    func testUnknownEnumValuesWarnAndUseTheDefault() throws {
        let decoded = try decode("""
        {"components": [{"interaction": {"paginate": "sideways", "scroll-direction": "diagonal", "mouse-click": "triple"},
          "layout": {"header-mode": "floating", "page-indicator": "above"}}]}
        """)
        XCTAssertEqual(decoded.screen.components[0].interaction, Interaction())
        XCTAssertEqual(decoded.screen.components[0].layout, Layout())
        XCTAssertEqual(decoded.warnings.map(\.message), [
            #"unknown value "sideways" for paginate; expected disabled, item or page; using disabled"#,
            #"unknown value "diagonal" for scroll-direction; expected horizontal or vertical; using horizontal"#,
            #"unknown value "triple" for mouse-click; expected single or double; using single"#,
            #"unknown value "floating" for header-mode; expected default or sticky; using default"#,
            #"unknown value "above" for page-indicator; expected below or overlay; using none"#,
        ])
        XCTAssertEqual(decoded.warnings.first?.line, 1)
        XCTAssertEqual(decoded.warnings.first?.column, 46)
        XCTAssertEqual(decoded.warnings.first?.path, "components[0].interaction.paginate")
    }

    func testOutOfRangeValuesWarnAndClamp() throws {
        let decoded = try decode("""
        {"components": [{"amountOfItemsToCache": -5, "span": -2,
          "layout": {"items-per-row": 0, "item-spacing": -1, "line-spacing": -3, "inset": {"left": -4}},
          "items": [{"size": {"width": -10, "height": 20}}]}]}
        """)
        let component = decoded.screen.components[0]
        XCTAssertEqual(component.amountOfItemsToCache, 0)
        XCTAssertEqual(component.layout, Layout())
        XCTAssertEqual(component.items[0].size, Size(height: 20))
        XCTAssertEqual(decoded.warnings.map(\.message), [
            "amountOfItemsToCache must not be negative; using 0",
            "span must not be negative; using 0",
            "items-per-row must be at least 1; using 1",
            "item-spacing must not be negative; using 0",
            "line-spacing must not be negative; using 0",
            "left must not be negative; using 0",
            "width must not be negative; ignoring it",
        ])
        XCTAssertEqual(decoded.warnings.map(\.path)[2], "components[0].layout.items-per-row")
    }

    func testDuplicateKeysWarnAndTheLastWins() throws {
        let decoded = try decode("""
        {"components": [{"items": [{"title": "first", "title": "second", "meta": {"a": 1, "a": 2},
          "relations": {"r": [], "r": [{}]}}]}]}
        """)
        let item = decoded.screen.components[0].items[0]
        XCTAssertEqual(item.title, "second")
        XCTAssertEqual(item.meta, ["a": .number(2)])
        XCTAssertEqual(item.relations, ["r": [Item()]])
        XCTAssertEqual(decoded.warnings.map(\.message), [
            #"duplicate key "title"; the last one wins"#,
            #"duplicate key "a"; the last one wins"#,
            #"duplicate key "r"; the last one wins"#,
        ])
        XCTAssertEqual(decoded.warnings.map(\.column), [47, 83, 26])
        XCTAssertEqual(decoded.warnings.map(\.path), [
            "components[0].items[0].title", "components[0].items[0].meta.a", "components[0].items[0].relations.r",
        ])
    }

    func testDuplicateRootKeys() throws {
        let decoded = try decode(#"{"title": "A", "title": "B", "x": 1, "x": 2}"#)
        XCTAssertEqual(decoded.screen.title, "B")
        XCTAssertEqual(decoded.screen.meta, ["x": .number(2)])
        XCTAssertEqual(decoded.warnings.map(\.message), [
            #"duplicate key "title"; the last one wins"#,
            #"unknown key "x" in the screen (kept in its meta)"#,
            #"duplicate key "x"; the last one wins"#,
        ])
    }

    /// `levels` components, each nested in the first item of the one above.
    private func nestedComponents(_ levels: Int) -> String {
        var json = "{}"
        for _ in 1..<levels { json = #"{"items": [{"children": [\#(json)]}]}"# }
        return #"{"components": [\#(json)]}"#
    }

    func testComponentNestingUpToTheLimit() {
        var component = decodeComponent(nestedComponents(ScreenDecoder.maximumComponentNesting))
        var levels = 1
        while let child = component.items.first?.children.first {
            component = child
            levels += 1
        }
        XCTAssertEqual(levels, 32)
    }

    func testComponentNestingBeyondTheLimitIsAnError() {
        let error = decodingError(nestedComponents(33))
        XCTAssertEqual(error?.message, "nesting deeper than 32 levels of components")
        XCTAssertEqual(error?.path, "components[0]" + String(repeating: ".items[0].children[0]", count: 32))
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 16 + 25 * 32 + 1)
    }

    /// An item whose relations nest `levels` deep.
    private func nestedRelations(_ levels: Int) -> String {
        var json = "{}"
        for _ in 0..<levels { json = #"{"relations": {"r": [\#(json)]}}"# }
        return #"{"components": [{"items": [\#(json)]}]}"#
    }

    func testRelationNestingUpToTheLimit() throws {
        var item = try XCTUnwrap(decodeComponent(nestedRelations(ScreenDecoder.maximumRelationNesting)).items.first)
        var levels = 0
        while let related = item.relations["r"]?.first {
            item = related
            levels += 1
        }
        XCTAssertEqual(levels, 32)
    }

    func testRelationNestingBeyondTheLimitIsAnError() {
        let error = decodingError(nestedRelations(33))
        XCTAssertEqual(error?.message, "nesting deeper than 32 levels of relations")
        XCTAssertEqual(error?.path, "components[0].items[0]" + String(repeating: ".relations.r[0]", count: 32) + ".relations")
        XCTAssertEqual(error?.column, 28 + 21 * 32 + 14)
    }

    func testWorstCaseNestingDecodes() throws {
        // 32 levels of relations around 32 levels of components: the deepest the builder recurses.
        var json = "{}"
        for _ in 1..<31 { json = #"{"items": [{"children": [\#(json)]}]}"# }
        json = #"{"children": [\#(json)]}"#
        for _ in 0..<32 { json = #"{"relations": {"r": [\#(json)]}}"# }
        XCTAssertNoThrow(try decode(#"{"components": [{"items": [\#(json)]}]}"#))
    }

    func testWarningsCarryTheFile() throws {
        let warnings = try decode(#"{"components": [{"bogus": 1}]}"#, file: "/tmp/a.json").warnings
        XCTAssertEqual(warnings.map(\.file), ["/tmp/a.json"])
    }

    func testValidateReportsEveryProblemInDocumentOrder() {
        let json = """
        {"components": [
          {"kind": "grid", "layout": {"span": "wide", "colour": 1}},
          {"items": {}, "extra": true},
          {"items": [{"title": []}]}
        ]}
        """
        let diagnostics = ScreenDecoder().validate(Data(json.utf8), file: "v.json")
        XCTAssertEqual(diagnostics.map(\.description), [
            #"v.json:2:39: error: expected a number, found string "wide" (at components[0].layout.span)"#,
            #"v.json:2:47: warning: unknown key "colour" in a layout (at components[0].layout.colour)"#,
            #"v.json:3:13: error: expected an array of items, found an object (at components[1].items)"#,
            #"v.json:3:17: warning: unknown key "extra" in a component (at components[1].extra)"#,
            #"v.json:4:24: error: expected a string, found an array (at components[2].items[0].title)"#,
        ])
        XCTAssertEqual(SpotsModel.validate(Data(json.utf8), file: "v.json"), diagnostics)
    }

    func testValidateReportsASyntaxError() {
        let diagnostics = validate(Data("{\"components\": [}".utf8), file: "bad.json")
        XCTAssertEqual(diagnostics.map(\.description), ["bad.json:1:17: error: expected a value, found '}'"])
    }

    func testValidateOfACleanFileIsEmpty() {
        XCTAssertEqual(validate(Data(ScreenDecodingTests.designExample.utf8), file: nil), [])
    }

    func testValidateReportsTooDeepComponentsOnce() {
        var json = "{}"
        for _ in 1..<34 { json = #"{"items": [{"children": [\#(json)]}]}"# }
        let diagnostics = validate(Data(#"{"components": [\#(json)]}"#.utf8), file: nil)
        XCTAssertEqual(diagnostics.map(\.message), ["nesting deeper than 32 levels of components"])
    }
}
