import Foundation
import SpotsDiff
import SpotsModel
import XCTest

/// Data-bound items: `data` with `template`/`templates`, one item per element identified by its
/// `id` (or `identity`), strings bound only when shown (`Item.presented`), data changes seen by
/// the diff as item changes, and positioned problems.
final class DataBoundItemsTests: XCTestCase {
    private func decode(_ json: String) throws -> DecodedScreen {
        try ScreenDecoder().decode(Data(json.utf8), file: "data.json")
    }

    private let fruits = #"""
    {"variables": {"unit": "kg", "fruits": [{"id": "a", "name": "Apple", "ripe": true}, {"id": "b", "name": "Banana", "ripe": false}]},
     "components": [{"data": "${fruits}",
                     "templates": [{"when": "${it.ripe}", "item": {"kind": "ripe", "title": "${it.name}", "subtitle": "#${index} per ${unit}"}},
                                   {"item": {"title": "${upper(it.name)}", "size": {"height": 40}}}]}]}
    """#

    func testEachElementIsAnItemOfTheFirstMatchingTemplateBoundWhenShown() throws {
        let screen = try decode(fruits).screen
        let (components, problems) = ScreenBinding(screen: screen).present(screen.variables)
        XCTAssertEqual(problems, [])
        let items = components[0].items
        XCTAssertEqual(items.map(\.identifier), ["a", "b"])
        XCTAssertEqual(items.map(\.kind), ["ripe", ""])
        XCTAssertEqual(items[1].size.height, 40)
        XCTAssertTrue(items.allSatisfy(\.isDataBound))
        XCTAssertEqual(items[0].title, "${it.name}", "made, not bound: strings are bound when a view shows the item")
        let shown = items.map { $0.presented() }
        XCTAssertEqual(shown.map(\.title), ["Apple", "BANANA"])
        XCTAssertEqual(shown[0].subtitle, "#0 per kg")
        XCTAssertEqual(shown.map(\.identifier), ["a", "b"])
        XCTAssertFalse(shown[0].isDataBound)
    }

    func testAChangedElementIsOneItemUpdateForTheDiff() throws {
        let screen = try decode(fruits).screen
        let binding = ScreenBinding(screen: screen)
        let before = binding.present(screen.variables).components
        var variables = screen.variables
        func fruit(_ id: String, _ name: String, ripe: Bool) -> JSONValue {
            .object(["id": .string(id), "name": .string(name), "ripe": .bool(ripe)])
        }
        variables["fruits"] = .array([fruit("a", "Apple", ripe: true), fruit("b", "Blueberry", ripe: false), fruit("c", "Cherry", ripe: true)])
        let after = binding.present(variables, changed: ["fruits"]).components
        XCTAssertEqual(after[0].items[1].presented().title, "BLUEBERRY")
        let changes = Diff.changeset(from: before[0].items, to: after[0].items)
        XCTAssertEqual(changes.insertions, [2])
        XCTAssertEqual(changes.updates.map(\.to), [1])
        XCTAssertEqual(changes.deletions, [])
        XCTAssertEqual(changes.moves, [])
        // Unchanged data and variables make equal items: nothing to draw.
        XCTAssertEqual(binding.present(variables, changed: ["unit"]).components[0].items.count, 3)
        let again = ScreenBinding(screen: screen).present(screen.variables).components
        XCTAssertEqual(again[0].items, before[0].items, "presenting the same data again gives equal items")
    }

    func testInlineDataIdentityAndTemplateRoundTrip() throws {
        let json = #"""
        {"components": [{"data": [{"code": 7, "n": "x"}, {"code": 8, "n": "y"}], "identity": "${it.code}",
                         "template": {"title": "${it.n}", "action": {"set": {"picked": "${it.n}"}}}},
                        {"items": [{"title": "go", "action": {"open": "next.json", "variables": {"v": "${picked}"}}}]}],
         "variables": {"picked": ""}}
        """#
        let decoded = try decode(json)
        XCTAssertEqual(decoded.warnings, [])
        let items = decoded.screen.presentedComponents[0].items
        XCTAssertEqual(items.map(\.identifier), [7, 8])
        XCTAssertEqual(items[1].presented().assignments, ["picked": .string("y")], "an action reading the element is computed with it")
        XCTAssertEqual(decoded.screen.components[1].items[0].action, "open:next.json")
        XCTAssertEqual(decoded.screen.components[1].items[0].passedVariables, ["v": .string("${picked}")])
        let written = ScreenEncoder().encode(decoded.screen)
        XCTAssertEqual(try ScreenDecoder().decode(written, file: "again.json").screen, decoded.screen)
    }

    func testProblemsArePositionedAndCountedOncePerPlace() throws {
        let json = """
        {"variables": {"list": 3},
         "components": [{"data": [{"id": 1}, {"id": 2}, {"id": 3}],
                         "templates": [{"when": "${it.kind == 'x'}", "item": {"title": "x"}}]},
                        {"data": "${list}", "template": {"title": "${it}"}}]}
        """
        let decoded = try decode(json)
        let (_, problems) = ScreenBinding(screen: decoded.screen).present(decoded.screen.variables)
        let found = problems.map { $0.diagnostic(file: "data.json", positions: DocumentPositions(Data(json.utf8))) }
        XCTAssertEqual(found.map(\.path), ["components[0].templates[0].when", "components[0].data", "components[1].data"])
        XCTAssertEqual(found[0].message, "data[0]: there is no \"kind\" in the object (and 2 more elements)")
        XCTAssertEqual(found[0].line, 3)
        XCTAssertEqual(found[1].message, "no template matches data[0] (and 2 more); it is not shown")
        XCTAssertEqual(found[2].message, "\"data\" needs an array, not a number")
        XCTAssertEqual(found[2].line, 4)
    }

    func testProblemsOfABoundRowGoToTheSinkOncePerPlace() throws {
        let json = #"{"components": [{"data": [{"id": 1}, {"id": 2}], "template": {"title": "${it.name}"}}]}"#
        let screen = try decode(json).screen
        let binding = ScreenBinding(screen: screen)
        var received: [BindingProblem] = []
        binding.lateProblems.handler = { received += $0 }
        let items = binding.present(screen.variables).components[0].items
        XCTAssertEqual(items.map { $0.presented().title }, ["", ""])
        XCTAssertEqual(received.map(\.path), ["components[0].template.title"])
        XCTAssertEqual(received.first?.message, "data[0]: there is no \"name\" in the object")
    }

    func testDataWithoutTemplateAndItemsBesideDataWarn() throws {
        let decoded = try decode(#"{"components": [{"data": [1], "items": [{"title": "a"}]}, {"template": {"title": "t"}}]}"#)
        XCTAssertEqual(decoded.warnings.map(\.message), [
            "\"data\" needs \"template\" (an item) or \"templates\" to make its items; it shows nothing",
            "\"items\" are ignored: the items are made from \"data\"",
            "\"template\" needs \"data\": an array, or \"${…}\" naming an array variable; it is ignored",
        ])
    }

    func testAHundredThousandElementsAreMadeWithoutBindingTheirStrings() throws {
        let elements = (0..<100_000).map { #"{"id": \#($0), "name": "Row \#($0)"}"# }.joined(separator: ",")
        let screen = try decode(#"{"components": [{"data": [\#(elements)], "template": {"title": "${it.name}", "subtitle": "${index}"}}]}"#).screen
        let start = Date()
        let items = ScreenBinding(screen: screen).present(screen.variables).components[0].items
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(items.count, 100_000)
        XCTAssertEqual(items[99_999].presented().title, "Row 99999")
        XCTAssertLessThan(elapsed, 2, "made in \(elapsed) s")
    }

    func testADataURLIsFetchedLaterAndFillsEveryComponentThatNamesIt() throws {
        let decoded = try decode(#"""
        {"components": [{"data-url": "fruits.json", "template": {"title": "${it.name}"}},
                        {"items": [{"title": "Box", "children": [{"data-url": "fruits.json", "template": {"title": "${it.name}"}}]}]},
                        {"data": [], "data-url": "other.json", "template": {"title": "${it.name}"}}]}
        """#)
        XCTAssertEqual(decoded.warnings.map(\.message), ["\"data-url\" is ignored because \"data\" is given"])
        var screen = decoded.screen
        XCTAssertEqual(screen.dataURLs.map(\.reference), ["fruits.json"])
        XCTAssertEqual(screen.dataURLs.map(\.path), ["components[0].data-url"])
        XCTAssertEqual(ScreenBinding(screen: screen).present(screen.variables).components[0].items, [], "no rows before it arrives")
        let written = String(decoding: ScreenEncoder().encode(screen), as: UTF8.self)
        XCTAssertTrue(written.contains(#""data-url""#) && written.contains(#""fruits.json""#), written)
        let elements = try DataURLBody.elements(Data(#"[{"id": 1, "name": "Apple"}]"#.utf8), file: "fruits.json")
        screen.fillData(from: "fruits.json", with: elements)
        XCTAssertEqual(screen.dataURLs.count, 0)
        let shown = ScreenBinding(screen: screen).present(screen.variables).components
        XCTAssertEqual(shown[0].items.map { $0.presented().title }, ["Apple"])
        XCTAssertEqual(shown[1].items[0].children[0].items.map { $0.presented().title }, ["Apple"])
    }

    func testADataURLBodyThatIsNotAnArrayIsAPositionedError() {
        XCTAssertThrowsError(try DataURLBody.elements(Data("\n  {\"fruits\": []}".utf8), file: "f.json")) { error in
            XCTAssertEqual((error as? Diagnostic)?.description, "f.json:2:3: error: \"data-url\" needs a JSON array, not an object")
        }
        XCTAssertThrowsError(try DataURLBody.elements(Data("[1,".utf8), file: "f.json")) { error in
            XCTAssertEqual((error as? Diagnostic)?.line, 1)
        }
    }

    /// A probe that knows no file: every local reference is missing.
    private struct NoFiles: FileProbe {
        func kind(atPath path: String) -> LocalFile.Kind { .missing }
    }

    func testTemplateFilesAndALocalDataURLAreCheckedLikeItems() throws {
        let json = #"""
        {"components": [
          {"data": [{"id": 1}], "template": {"title": "x", "image": "missing.png"}},
          {"data": [{"id": 1}], "templates": [{"item": {"title": "y", "action": "open:nowhere.json", "image": "${it.pic}"}}]},
          {"data-url": "absent.json", "template": {"title": "${it.name}"}}]}
        """#
        let problems = try ScreenValidator.problems(in: Data(json.utf8), file: "s.json", location: .file(URL(fileURLWithPath: "/screens/s.json")),
                                                    files: NoFiles())
        XCTAssertEqual(problems.map(\.path), ["components[0].template.image", "components[1].templates[0].item.action", "components[2].data-url"])
        XCTAssertEqual(problems.map(\.line), [2, 3, 4])
    }

    func testDidYouMeanNamesAKeyThatHoldsASemicolonWhole() throws {
        let json = #"{"components": [{"data": [{"id": 1, "abc; def": 1}], "template": {"title": "${it.abcdef}"}}]}"#
        let problems = try ScreenValidator.problems(in: Data(json.utf8), file: "s.json", location: ResourceLocation())
        XCTAssertEqual(problems.map(\.message), [#"there is no "abcdef" in the object; did you mean "abc; def"?"#])
    }

    func testElementsWithTheSameIdentifierAreOneWarning() throws {
        let json = #"""
        {"variables": {"rows": [{"code": "x"}, {"code": "y"}, {"code": "x"}, {"code": "y"}]},
         "components": [{"data": [{"id": 1}, {"id": 2}, {"id": 1}], "template": {"title": "${it.id}"}},
                        {"data": "${rows}", "identity": "${it.code}", "template": {"title": "${it.code}"}},
                        {"data": [{"id": 1}, {"id": "1"}, {"name": "no id"}, {"name": "no id"}], "template": {"title": "fine"}}]}
        """#
        let problems = try ScreenValidator.problems(in: Data(json.utf8), file: "s.json", location: ResourceLocation())
        XCTAssertEqual(problems.map(\.description), [
            #"s.json:2:26: warning: data[0] and data[2] have the same identifier 1; each element needs its own "id" (or "identity") for the diff to tell them apart (at components[0].data)"#,
            #"s.json:3:49: warning: data[0] and data[2] (and 1 more) have the same identifier x; each element needs its own "id" (or "identity") for the diff to tell them apart (at components[1].identity)"#,
        ])
    }
}
