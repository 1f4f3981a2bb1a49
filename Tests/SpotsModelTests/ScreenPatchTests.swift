import Foundation
import SpotsModel
import XCTest

/// Patch documents: decoded with positions, applied in order, all or nothing.
final class ScreenPatchTests: XCTestCase {
    private let screenJSON = #"""
    {"variables": {"count": 1},
     "components": [{"identifier": "cart", "items": [{"identifier": "apple", "title": "Apple"}, {"identifier": 2, "title": "Pear",
                      "children": [{"identifier": "inner", "items": [{"identifier": "seed", "title": "Seed"}]}]}]},
                    {"identifier": "banner", "items": [{"title": "Sale"}]}]}
    """#

    private func screen() throws -> Screen { try ScreenDecoder().decode(Data(screenJSON.utf8)).screen }

    private func patch(_ json: String) throws -> ScreenPatch { try PatchDecoder().decode(Data(json.utf8), file: "p.json").patch }

    func testEveryKindOfChangeAppliesInOrder() throws {
        let patched = try screen().applying(try patch(#"""
        {"patch": [{"identifier": "apple", "item": {"title": "Green apple"}},
                   {"insert-after": "apple", "items": [{"identifier": "kiwi", "title": "Kiwi"}]},
                   {"identifier": "seed", "item": {"title": "Pip"}},
                   {"identifier": "banner", "items": [{"title": "Closed"}]},
                   {"remove": 2}],
         "variables": {"count": 3}}
        """#))
        XCTAssertEqual(patched.components[0].items.map(\.title), ["Green apple", "Kiwi"])
        XCTAssertEqual(patched.components[0].items.map(\.index), [0, 1])
        XCTAssertEqual(patched.components[0].items[0].identifier, "apple", "a replaced item keeps its identifier")
        XCTAssertEqual(patched.components[1].items.map(\.title), ["Closed"])
        XCTAssertEqual(patched.variables, ["count": .number(3)])
        let nested = try screen().applying(try patch(#"{"patch": [{"identifier": "seed", "item": {"title": "Pip"}}]}"#))
        XCTAssertEqual(nested.components[0].items[1].children[0].items[0].title, "Pip", "nested components are searched too")
        let removed = try screen().applying(try patch(#"{"patch": [{"remove": "banner"}]}"#))
        XCTAssertEqual(removed.components.map(\.identifier), ["cart"])
    }

    func testAChangeThatFindsNothingAppliesNoneAndIsPositioned() throws {
        let json = "{\"patch\": [{\"identifier\": \"apple\", \"item\": {\"title\": \"X\"}},\n  {\"insert-after\": \"plum\", \"items\": []}]}"
        let patch = try patch(json)
        XCTAssertThrowsError(try screen().applying(patch)) { error in
            let problem = (error as! PatchProblem).diagnostic(file: "p.json", positions: DocumentPositions(Data(json.utf8)))
            XCTAssertEqual(problem.description, "p.json:2:3: error: the screen has no item \"plum\"; the patch is not applied (at patch[1])")
        }
        XCTAssertThrowsError(try screen().applying(try self.patch(#"{"patch": [], "variables": {"cuont": 1}}"#))) { error in
            XCTAssertEqual((error as! PatchProblem).path, "variables.cuont")
        }
    }

    func testAPatchThatFailsInPlaceUndoesEveryChangeBeforeIt() throws {
        let original = try screen()
        let changes = [#"{"identifier": "apple", "item": {"title": "X"}}"#, #"{"insert-after": "apple", "items": [{"title": "Kiwi"}]}"#,
                       #"{"identifier": "seed", "item": {"title": "Pip"}}"#, #"{"identifier": "inner", "items": []}"#,
                       #"{"remove": "seed"}"#, #"{"remove": "inner"}"#, #"{"identifier": "banner", "items": [{"title": "Closed"}]}"#,
                       #"{"remove": 2}"#, #"{"remove": "banner"}"#]
        for change in changes {
            var screen = original
            XCTAssertThrowsError(try screen.apply(try patch(#"{"patch": [\#(change), {"remove": "plum"}]}"#)), change)
            XCTAssertEqual(screen, original, "undone: \(change)")
            var failing = original
            XCTAssertThrowsError(try failing.apply(try patch(#"{"patch": [\#(change)], "variables": {"cuont": 1}}"#)), change)
            XCTAssertEqual(failing, original, "undone when a variable fails: \(change)")
            XCTAssertEqual(try original.applying(try patch(#"{"patch": [\#(change)]}"#)).components.isEmpty, false)
        }
        var screen = original
        XCTAssertThrowsError(try screen.apply(try patch(#"{"patch": \#("[" + changes.joined(separator: ",") + ", {\"remove\": \"plum\"}]")}"#)))
        XCTAssertEqual(screen, original, "all of them undone, in reverse order")
    }

    func testAPatchTellsWhichItemsItTouched() throws {
        var screen = try screen()
        XCTAssertEqual(try screen.apply(try patch(#"{"patch": [{"identifier": "apple", "item": {"title": "X"}}]}"#)),
                       TouchedComponents([0: .init(prefix: 0, suffix: 1)]))
        XCTAssertEqual(try screen.apply(try patch(#"{"patch": [{"insert-after": "apple", "items": [{"title": "A"}, {"title": "B"}]}]}"#)),
                       TouchedComponents([0: .init(prefix: 1, suffix: 1)]))
        XCTAssertEqual(screen.components[0].items.map(\.index), [0, 1, 2, 3])
        XCTAssertEqual(try screen.apply(try patch(#"{"patch": [{"identifier": "seed", "item": {"title": "Pip"}}, {"identifier": "banner", "items": []}]}"#)),
                       TouchedComponents([0: .init(prefix: 3, suffix: 0), 1: .all]), "a nested change touches the item that holds it")
        XCTAssertEqual(try screen.apply(try patch(#"{"patch": [{"remove": 2}, {"identifier": "apple", "item": {"title": "Y"}}]}"#)),
                       TouchedComponents([0: .init(prefix: 0, suffix: 0)]))
        XCTAssertNil(try screen.apply(try patch(#"{"patch": [{"remove": "banner"}]}"#)), "a component removed: no items to name")
        XCTAssertEqual(screen.components.map(\.identifier), ["cart"])
    }

    func testMalformedPatchesArePositionedErrors() throws {
        XCTAssertThrowsError(try patch("{\"patch\": [\n {\"identifier\": 1}]}")) { error in
            XCTAssertEqual((error as! Diagnostic).description,
                           "p.json:2:2: error: a change with \"identifier\" needs \"item\": {…} or \"items\": [ … ] (at patch[0])")
        }
        XCTAssertThrowsError(try patch(#"{"components": []}"#))
        XCTAssertThrowsError(try patch(#"{"patch": [{"remove": "a"}"#))
        XCTAssertTrue(PatchDecoder.isPatch(Data(#"{"patch": []}"#.utf8)))
        XCTAssertFalse(PatchDecoder.isPatch(Data(#"{"components": []}"#.utf8)))
    }
}
