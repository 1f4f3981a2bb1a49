import Foundation
@testable import SpotsApp
import SpotsGtk
import XCTest

/// Input items in a session: what the user enters is written to the variable as entered (never
/// evaluated), the screen is drawn again through the diff, an undeclared name is a variable with
/// the input's value, and a live reload keeps what was entered unless the author changed it.
final class ScreenSessionInputsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ name: String, _ json: String) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        return path
    }

    private func form(value: String = "", greeting: String = "Hello") -> String {
        #"{"variables": {"agree": false}, "components": [{"items": ["#
            + #"{"kind": "text-field", "name": "who", "label": "Who", "value": "\#(value)"},"#
            + #"{"kind": "check", "name": "agree", "label": "Agree"},"#
            + #"{"title": "\#(greeting), ${who}", "visible-if": "${agree}"}]}]}"#
    }

    @MainActor private func titles(_ session: ScreenSession) -> [String] { session.models.flatMap(\.items).map(\.title) }

    func testAnInputWritesItsVariableAndTheScreenFollows() { MainActor.assumeIsolated {
        let session = ScreenSession()
        let recorder = ScreenSessionTests.Recorder()
        session.delegate = recorder
        session.open(.file(write("form.json", form())))
        XCTAssertEqual(session.variables["who"], .string(""), "an undeclared name is a variable")
        XCTAssertEqual(session.problems, [], "expressions may read it")
        let field = session.models[0].items[0].input!
        session.input(field, changedTo: .string("${1 + 1}"))
        XCTAssertEqual(session.variables["who"], .string("${1 + 1}"), "typed text is never evaluated")
        session.input(field, changedTo: .string("Ana"))
        session.input(session.models[0].items[1].input!, changedTo: .bool(true))
        XCTAssertEqual(titles(session), ["", "", "Hello, Ana"])
        XCTAssertEqual(session.models[0].items[0].input?.value, .string("Ana"), "the input shows its variable")
        XCTAssertEqual(recorder.rebuilds.suffix(3), [false, false, false], "drawn through the diff")
        session.close()
    } }

    func testALiveReloadKeepsWhatWasEnteredUnlessTheAuthorChangedIt() { MainActor.assumeIsolated {
        let path = write("form.json", form())
        let session = ScreenSession()
        session.open(.file(path))
        session.input(session.models[0].items[0].input!, changedTo: .string("Ana"))
        session.input(session.models[0].items[1].input!, changedTo: .bool(true))
        write("form.json", form(greeting: "Hi"))
        session.refresh()
        XCTAssertEqual(titles(session).last, "Hi, Ana", "the author's edit shows and the entered values stay")
        write("form.json", form(value: "Bo", greeting: "Hi"))
        session.refresh()
        XCTAssertEqual(session.variables["who"], .string("Bo"), "a changed value in the file wins")
        XCTAssertEqual(session.variables["agree"], .bool(true))
        session.close()
    } }
}
