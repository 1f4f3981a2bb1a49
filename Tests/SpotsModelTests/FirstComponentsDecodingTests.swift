import Foundation
@testable import SpotsModel
import XCTest

/// Decoding only a screen's first components (a large file's first frame): how many are built,
/// that the rest of the document is still read, and what stepping over the others checks.
final class FirstComponentsDecodingTests: XCTestCase {
    private func component(_ index: Int, items: Int = 3, extra: String = "") -> String {
        let list = (0..<items).map { #"{"title": "Item \#($0) of \#(index)"}"# }.joined(separator: ", ")
        return #"{"identifier": "c\#(index)", "kind": "list"\#(extra), "items": [\#(list)]}"#
    }

    private func screen(_ components: [String], after: String = #", "title": "After", "variables": {"count": 2}"#) -> Data {
        Data(#"{"components": [\#(components.joined(separator: ",\n"))]\#(after)}"#.utf8)
    }

    func testOnlyTheFirstComponentsAreBuiltAndTheKeysAfterThemAreRead() throws {
        let data = screen((0..<100).map { component($0) })
        let decoded = try ScreenDecoder().decode(data, file: "s.json", firstComponents: FirstComponentsLimit(components: 10, items: 1_000))
        XCTAssertEqual(decoded.screen.components.map(\.identifier), (0..<10).map { "c\($0)" })
        XCTAssertEqual(decoded.omittedComponents, 90)
        XCTAssertEqual(decoded.screen.title, "After")
        XCTAssertEqual(decoded.screen.variables["count"], .number(2))
    }

    func testItemsCountTowardsTheLimitAndTheFirstComponentIsAlwaysWhole() throws {
        let data = screen((0..<6).map { component($0, items: 50) })
        let limit = FirstComponentsLimit(components: 100, items: 120)
        let decoded = try ScreenDecoder().decode(data, firstComponents: limit)
        XCTAssertEqual(decoded.screen.components.map(\.items.count), [50, 50, 50], "50, 100, then 150 ≥ 120 stops")
        XCTAssertEqual(decoded.omittedComponents, 3)
        let one = try ScreenDecoder().decode(data, firstComponents: FirstComponentsLimit(components: 1, items: 1))
        XCTAssertEqual(one.screen.components.map(\.items.count), [50])
    }

    func testAScreenWithinTheLimitIsDecodedWhole() throws {
        let data = screen((0..<5).map { component($0, extra: $0 == 4 ? #", "colour": "red""# : "") })
        let limited = try ScreenDecoder().decode(data, file: "s.json", firstComponents: FirstComponentsLimit(components: 5, items: 1_000))
        let whole = try ScreenDecoder().decode(data, file: "s.json")
        XCTAssertEqual(limited.omittedComponents, 0)
        XCTAssertEqual(limited.screen, whole.screen)
        XCTAssertEqual(limited.warnings, whole.warnings)
        XCTAssertEqual(limited.warnings.count, 1, "the unknown key of the last component")
    }

    func testSteppingOverStringsThatLookLikeStructure() throws {
        // Quotes, brackets and braces inside strings, escapes, non-ASCII text and numbers in the
        // components stepped over: the keys after them are still found.
        let tricky = #"{"identifier": "x", "title": "a \" ] } [ { \\", "subtitle": "åäö — 日本 \u005D", "size": {"height": -1.5e3}, "items": [[], {}, null, true]}"#
        let data = screen([component(0), tricky, tricky, component(3)])
        let decoded = try ScreenDecoder().decode(data, firstComponents: FirstComponentsLimit(components: 1, items: 1_000))
        XCTAssertEqual(decoded.omittedComponents, 3)
        XCTAssertEqual(decoded.screen.title, "After")
    }

    func testABrokenStructureAfterTheFirstComponentsIsAPositionedError() {
        let data = screen([component(0), component(1), #"{"title": "never ends}"#], after: "")
        XCTAssertThrowsError(try ScreenDecoder().decode(data, file: "s.json", firstComponents: FirstComponentsLimit(components: 1, items: 10))) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertNotNil(diagnostic?.line, "\(error)")
            XCTAssertEqual(diagnostic?.severity, .error)
        }
        // Unbalanced brackets too.
        let unbalanced = Data(#"{"components": [{"items": []}, {"items": [}]}"#.utf8)
        XCTAssertThrowsError(try ScreenDecoder().decode(unbalanced, firstComponents: FirstComponentsLimit(components: 1, items: 10)))
    }

    func testABadTokenInAComponentSteppedOverIsLeftToTheWholeDecode() throws {
        // Stepping over checks the structure only: the whole decode finds the bad literal.
        let data = screen([component(0), #"{"identifier": "bad", "items": [{"title": tru}]}"#])
        let first = try ScreenDecoder().decode(data, firstComponents: FirstComponentsLimit(components: 1, items: 10))
        XCTAssertEqual(first.omittedComponents, 1)
        XCTAssertThrowsError(try ScreenDecoder().decode(data, file: "s.json")) { error in
            XCTAssertTrue("\(error)".contains("tru"), "\(error)")
        }
    }

    func testARepeatedComponentsKeyCountsTheLastOne() throws {
        let text = #"{"components": [\#(component(0)), \#(component(1))], "components": [\#((0..<4).map { component($0 + 10) }.joined(separator: ","))]}"#
        let decoded = try ScreenDecoder().decode(Data(text.utf8), firstComponents: FirstComponentsLimit(components: 2, items: 100))
        XCTAssertEqual(decoded.screen.components.map(\.identifier), ["c10", "c11"])
        XCTAssertEqual(decoded.omittedComponents, 2)
    }

    func testARootArrayOfComponents() throws {
        let data = Data("[\((0..<7).map { component($0) }.joined(separator: ","))]".utf8)
        let decoded = try ScreenDecoder().decode(data, firstComponents: FirstComponentsLimit(components: 3, items: 100))
        XCTAssertEqual(decoded.screen.components.count, 3)
        XCTAssertEqual(decoded.omittedComponents, 4)
    }
}
