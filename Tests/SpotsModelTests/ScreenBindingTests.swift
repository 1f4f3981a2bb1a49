import Foundation
import SpotsModel
import XCTest

/// Screens that hold state: `variables` decoded, `${…}` presented against them (typed where the
/// string is one expression), `visible-if`, `set` actions, positioned problems, and only the
/// places that read a changed variable evaluated again.
final class ScreenBindingTests: XCTestCase {
    private func decode(_ json: String) throws -> Screen {
        try ScreenDecoder().decode(Data(json.utf8), file: "state.json").screen
    }

    func testVariablesAreDecodedTypedAndBadNamesWarn() throws {
        let json = #"{"variables": {"count": 2, "user": {"name": "Ana"}, "on": true, "it": 1, "2x": 0}, "components": []}"#
        let decoded = try ScreenDecoder().decode(Data(json.utf8), file: "state.json")
        XCTAssertEqual(decoded.screen.variables, ["count": .number(2), "user": .object(["name": .string("Ana")]), "on": .bool(true)])
        XCTAssertEqual(decoded.warnings.map(\.path), ["variables.it", "variables.2x"])
        XCTAssertEqual(decoded.warnings.first?.line, 1)
    }

    func testStringsAreEvaluatedAndTheModelStaysAsWritten() throws {
        let screen = try decode(#"""
        {"variables": {"count": 3, "user": {"name": "Ana"}},
         "components": [{"header": {"title": "${user.name}'s list"},
                         "items": [{"title": "Count: ${count}", "subtitle": "${count * 2}", "text": "plain"}]}]}
        """#)
        let (components, problems) = ScreenBinding(screen: screen).present(screen.variables)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(components[0].header?.title, "Ana's list")
        XCTAssertEqual(components[0].items[0].title, "Count: 3")
        XCTAssertEqual(components[0].items[0].subtitle, "6")
        XCTAssertEqual(components[0].items[0].text, "plain")
        XCTAssertEqual(screen.components[0].items[0].title, "Count: ${count}")
    }

    func testOneExpressionKeepsItsTypeForSpanSizesAndHidden() throws {
        let screen = try decode(#"""
        {"variables": {"columns": 3, "tall": 120, "quiet": true},
         "components": [{"kind": "grid", "layout": {"span": "${columns}"},
                         "items": [{"title": "A", "size": {"height": "${tall}", "width": "${tall / 2}"},
                                    "accessibility": {"hidden": "${quiet}"}}]}]}
        """#)
        XCTAssertEqual(screen.components[0].expressions, [.span: "${columns}"])
        XCTAssertEqual(screen.components[0].items[0].expressions, [.height: "${tall}", .width: "${tall / 2}", .hidden: "${quiet}"])
        let (components, problems) = ScreenBinding(screen: screen).present(screen.variables)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(components[0].layout.span, 3)
        XCTAssertEqual(components[0].items[0].size, Size(width: 60, height: 120))
        XCTAssertTrue(components[0].items[0].accessibility.hidden)
    }

    func testAFailureIsEmptyTextAndAProblemAtItsLineAndColumn() throws {
        let json = """
        {"variables": {"count": 0},
         "components": [{"items": [
           {"title": "Total: ${count / 0} items"},
           {"title": "x", "size": {"height": "${'tall'}"}}
         ]}]}
        """
        let data = Data(json.utf8)
        let screen = try ScreenDecoder().decode(data, file: "state.json").screen
        let (components, problems) = ScreenBinding(screen: screen).present(screen.variables)
        XCTAssertEqual(components[0].items[0].title, "Total:  items")
        XCTAssertEqual(components[0].items[1].size, .unspecified)
        let diagnostics = problems.map { $0.diagnostic(file: "state.json", positions: DocumentPositions(data)) }
        XCTAssertEqual(diagnostics.map(\.description), [
            "state.json:3:24: error: division by zero (at components[0].items[0].title)",
            "state.json:4:39: error: size.height needs a number, not a string (tall) (at components[0].items[1].size.height)",
        ])
    }

    func testVisibleIfLeavesItemsAndComponentsOut() throws {
        let screen = try decode(#"""
        {"variables": {"count": 0},
         "components": [{"items": [{"title": "a"}, {"title": "b", "visible-if": "${count > 0}"}, {"title": "c"}]},
                        {"identifier": "more", "visible-if": "${count > 1}", "items": [{"title": "d"}]},
                        {"identifier": "last", "visible-if": true, "items": [{"title": "e"}]}]}
        """#)
        let binding = ScreenBinding(screen: screen)
        var (components, _) = binding.present(["count": .number(0)])
        XCTAssertEqual(components.map(\.identifier), [nil, "last"])
        XCTAssertEqual(components[0].items.map(\.title), ["a", "c"])
        XCTAssertEqual(components[0].items.map(\.index), [0, 1])
        XCTAssertEqual(components[1].index, 1)
        (components, _) = binding.present(["count": .number(2)], changed: ["count"])
        XCTAssertEqual(components.map(\.identifier), [nil, "more", "last"])
        XCTAssertEqual(components[0].items.map(\.title), ["a", "b", "c"])
    }

    func testOnlyPlacesThatReadAChangedVariableAreEvaluatedAgain() throws {
        let screen = try decode(#"""
        {"variables": {"count": 0, "name": "Ana"},
         "components": [{"items": [{"title": "${count}"}, {"title": "${name}"}]}, {"items": [{"title": "plain"}]}]}
        """#)
        let binding = ScreenBinding(screen: screen)
        _ = binding.present(screen.variables)
        // `count` changed too, but only `name` is said to: the count row keeps its last value,
        // which shows that it was not evaluated again.
        let (components, _) = binding.present(["count": .number(5), "name": .string("Bo")], changed: ["name"])
        XCTAssertEqual(components[0].items.map(\.title), ["0", "Bo"])
        XCTAssertEqual(binding.variablesRead, ["count", "name"])
    }

    func testASetActionIsDecodedAndWrittenBack() throws {
        let screen = try decode(#"""
        {"variables": {"count": 0},
         "components": [{"layout": {"span": "${count}"}, "items": [
           {"title": "Add", "action": {"set": {"count": "${count + 1}"}}, "visible-if": "${count < 9}"}]}]}
        """#)
        let item = screen.components[0].items[0]
        XCTAssertNil(item.action)
        XCTAssertTrue(item.isActivatable)
        XCTAssertEqual(item.assignments, ["count": .string("${count + 1}")])
        let encoded = ScreenEncoder().encode(screen)
        let again = try ScreenDecoder().decode(encoded).screen
        XCTAssertEqual(again, screen)
    }

    func testSyntaxErrorsArePositionedInTheirString() throws {
        let json = #"{"variables": {}, "components": [{"items": [{"title": "Hi ${name +}"}]}]}"#
        let data = Data(json.utf8)
        let screen = try ScreenDecoder().decode(data).screen
        let (components, problems) = ScreenBinding(screen: screen).present([:])
        XCTAssertEqual(components[0].items[0].title, "")
        XCTAssertEqual(problems.count, 1)
        let diagnostic = problems[0].diagnostic(file: "s.json", positions: DocumentPositions(data))
        XCTAssertEqual(diagnostic.column, json.distance(from: json.startIndex, to: json.range(of: "}\"}")!.lowerBound) + 1)
    }
}
