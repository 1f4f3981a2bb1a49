import Foundation
@testable import SpotsApp
import SpotsGtk
import XCTest

/// A session's variables: `set` actions change them and the window is told to draw the screen
/// again (through the diff), binding problems are positioned in the problems list, and a reload
/// keeps what the reader did unless the author changed that variable's declared value.
final class ScreenSessionVariablesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-variables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult private func write(_ name: String, _ json: String) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        return path
    }

    private func counter(declaring count: Int, label: String = "Count") -> String {
        #"{"variables": {"count": \#(count), "name": "Ana"}, "components": [{"identifier": "c", "items": ["#
            + #"{"title": "\#(label): ${count}"}, {"title": "Add", "action": {"set": {"count": "${count + 1}"}}},"#
            + #"{"title": "Reset", "visible-if": "${count > 0}", "action": {"set": {"count": 0}}}]}]}"#
    }

    @MainActor private func titles(_ session: ScreenSession) -> [String] { session.models.flatMap(\.items).map(\.title) }

    func testASetActionChangesTheVariableAndTheWindowDrawsTheDifference() { MainActor.assumeIsolated {
        let path = write("counter.json", counter(declaring: 0))
        let session = ScreenSession()
        let recorder = ScreenSessionTests.Recorder()
        session.delegate = recorder
        session.open(.file(path))
        XCTAssertEqual(titles(session), ["Count: 0", "Add"])
        let add = session.models[0].items[1]
        session.perform(add.assignments)
        session.perform(add.assignments)
        XCTAssertEqual(session.variables["count"], .number(2))
        XCTAssertEqual(titles(session), ["Count: 2", "Add", "Reset"])
        XCTAssertEqual(recorder.rebuilds.suffix(2), [false, false], "a variable change is drawn through the diff, not rebuilt")
        XCTAssertEqual(session.current?.screen.components[0].items[0].title, "Count: ${count}", "the model stays as written")
        session.perform(session.models[0].items[2].assignments)
        XCTAssertEqual(titles(session), ["Count: 0", "Add"])
        session.close()
    } }

    func testAReloadKeepsValuesWhoseDeclarationDidNotChange() { MainActor.assumeIsolated {
        let path = write("counter.json", counter(declaring: 0))
        let session = ScreenSession()
        session.open(.file(path))
        session.perform(["count": .string("${count + 5}"), "name": .string("Bo")])
        XCTAssertEqual(session.variables, ["count": .number(5), "name": .string("Bo")])
        write("counter.json", counter(declaring: 0, label: "Total"))
        session.refresh()
        XCTAssertEqual(titles(session).first, "Total: 5", "the author's edit shows and the reader's count stays")
        write("counter.json", counter(declaring: 10, label: "Total"))
        session.refresh()
        XCTAssertEqual(session.variables, ["count": .number(10), "name": .string("Bo")],
                       "a changed declaration wins; the other variable keeps its value")
        session.close()
    } }

    func testBindingProblemsArePositionedAndFollowTheValues() { MainActor.assumeIsolated {
        let path = write("broken.json", """
        {"variables": {"count": 1},
         "components": [{"items": [{"title": "${10 / count}"}, {"title": "Zero", "action": {"set": {"count": 0}}}]}]}
        """)
        let session = ScreenSession()
        session.open(.file(path))
        XCTAssertEqual(session.problems, [])
        session.perform(session.models[0].items[1].assignments)
        XCTAssertEqual(titles(session), ["", "Zero"], "a failed expression is empty text")
        XCTAssertEqual(session.problems.map(\.description), ["\(path):2:41: error: division by zero (at components[0].items[0].title)"])
        session.perform(["count": .number(2)])
        XCTAssertEqual(session.problems, [], "the problem goes when the value is good again")
        XCTAssertEqual(titles(session).first, "5")
        session.close()
    } }

    func testWritingAnUndeclaredVariableIsAWarningAndChangesNothing() { MainActor.assumeIsolated {
        let path = write("counter.json", counter(declaring: 0))
        let session = ScreenSession()
        session.open(.file(path))
        session.perform(["cuont": .number(1)])
        XCTAssertEqual(session.variables["count"], .number(0))
        XCTAssertEqual(session.problems.map(\.message),
                       [#""set" writes "cuont", which the screen's "variables" do not declare; it is ignored"#])
        session.close()
    } }

    func testAnAppendActionAddsAnElementAndTheListGetsOneItem() { MainActor.assumeIsolated {
        let path = write("fruits.json", """
        {"variables": {"added": 0, "fruits": [{"id": "a", "name": "Apple"}]},
         "components": [{"identifier": "list", "data": "${fruits}", "template": {"title": "${it.name}"}},
                        {"items": [{"title": "Add", "action": {"set": {"added": "${added + 1}"},
                                    "append": {"fruits": {"id": "${'n' + string(added)}", "name": "Fruit ${added + 1}"}}}}]}]}
        """)
        let session = ScreenSession()
        let recorder = ScreenSessionTests.Recorder()
        session.delegate = recorder
        session.open(.file(path))
        let add = session.models[1].items[0]
        session.perform(add.assignments, appending: add.appends)
        session.perform(add.assignments, appending: add.appends)
        XCTAssertEqual(session.problems, [])
        XCTAssertEqual(session.models[0].items.map(\.identifier), ["a", "n0", "n1"])
        XCTAssertEqual(session.models[0].items.map { $0.presented().title }, ["Apple", "Fruit 1", "Fruit 2"])
        XCTAssertEqual(recorder.rebuilds.suffix(2), [false, false], "drawn through the diff")
        session.perform([:], appending: ["added": .number(1)])
        XCTAssertEqual(session.problems.map(\.message),
                       [#""append" adds to "added", which is not an array variable of the screen; it is ignored"#])
        session.close()
    } }

    func testAProblemOfABoundRowIsListedAtItsTemplateWhenTheRowIsShown() { MainActor.assumeIsolated {
        let path = write("rows.json", """
        {"components": [{"data": [{"id": 1, "name": "Ann"}, {"id": 2}],
                         "template": {"title": "${it.name}"}}]}
        """)
        let session = ScreenSession()
        session.open(.file(path))
        XCTAssertEqual(session.problems, [], "nothing is bound before a row is shown; some element has a name")
        _ = session.models[0].items[1].presented()
        _ = session.models[0].items[1].presented()
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(session.problems.map(\.description),
                       ["\(path):2:43: error: data[1]: there is no \"name\" in the object (at components[0].template.title)"])
        session.close()
    } }

    func testAnOpenActionPassesValuesToTheNextScreen() throws { MainActor.assumeIsolated {
        write("detail.json", #"{"variables": {"name": "", "count": 0}, "components": [{"items": [{"title": "${name}: ${count}"}]}]}"#)
        let path = write("list.json", """
        {"variables": {"picked": 2},
         "components": [{"data": [{"id": 1, "name": "Apple"}, {"id": 2, "name": "Pear"}],
                         "template": {"title": "${it.name}",
                                      "action": {"open": "detail.json", "variables": {"name": "${it.name}", "count": "${picked * 10}", "other": 1}}}}]}
        """)
        let session = ScreenSession()
        session.open(.file(path))
        let pear = session.models[0].items[1].presented()
        XCTAssertEqual(pear.action, "open:detail.json")
        XCTAssertNil(session.follow("detail.json", passing: pear.passedVariables))
        XCTAssertEqual(session.variables, ["name": .string("Pear"), "count": .number(20)])
        XCTAssertEqual(session.models[0].items.map(\.title), ["Pear: 20"])
        XCTAssertEqual(session.problems.map(\.message),
                       [#"the screen that opened this one passes "other", which this screen's "variables" do not declare; it is ignored"#])
        session.goBack()
        XCTAssertNil(session.follow("detail.json"))
        XCTAssertEqual(session.variables, ["name": .string(""), "count": .number(0)], "opened without values: as declared")
        session.close()
    } }
}
