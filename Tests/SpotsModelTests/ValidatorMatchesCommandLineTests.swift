import Foundation
import SpotsModel
import XCTest

/// A tool that depends on SpotsModel alone gets the problems `spots validate` prints, byte for
/// byte: missing images and `open:` targets, unknown kinds, typos with "did you mean", clamps,
/// broken JSON. This target links no GTK; it runs the built `spots` beside it to compare.
final class ValidatorMatchesCommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-validator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var spots: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("spots")
    }

    /// What `spots validate FILE` prints, one problem a line, and its exit status.
    private func commandLine(_ path: String) throws -> (lines: [String], status: Int32) {
        guard FileManager.default.isExecutableFile(atPath: spots.path) else {
            throw XCTSkip("spots is not built at \(spots.path)")
        }
        let process = Process()
        process.executableURL = spots
        process.arguments = ["validate", path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return (lines.filter { !$0.hasSuffix(": ok") && !$0.hasPrefix("ok ") }, process.terminationStatus)
    }

    /// What SpotsModel's validator finds in the same file.
    private func model(_ path: String) throws -> (lines: [String], valid: Bool) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let report = ScreenValidator.validate(data, file: path, location: .file(URL(fileURLWithPath: path).standardizedFileURL))
        return (report.problems.map(\.description), report.isValid)
    }

    private func assertSame(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let cli = try commandLine(path)
        let pure = try model(path)
        XCTAssertEqual(pure.lines, cli.lines, path, file: file, line: line)
        XCTAssertEqual(pure.valid, cli.status == 0, "valid in both or in neither: \(path)", file: file, line: line)
    }

    func testEveryKindOfProblemMatchesWithLineAndColumn() throws {
        try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(to: folder.appendingPathComponent("here.svg"))
        let path = folder.appendingPathComponent("screen.json").path
        try Data("""
        {
          "componets": [],
          "stylesheet": "missing.css",
          "templates": {"card": "missing.ui"},
          "pagination": {"next": "page-2.json"},
          "components": [
            {"kind": "shelf", "layuot": {"span": 2}, "items": [
              {"title": "Here", "image": "here.svg"},
              {"title": "Gone", "image": "gone.png", "action": "open:nowhere.json"},
              {"title": "Nested", "children": [{"kind": "gird", "items": [{"image": "gone.png"}]}]}
            ]},
            {"layout": {"span": -3, "items-per-row": 1e19}, "items": [{"titel": "typo"}]}
          ]
        }
        """.utf8).write(to: URL(fileURLWithPath: path))
        try assertSame(path)

        let lines = try model(path).lines
        func has(_ text: String) -> Bool { lines.contains { $0.contains(text) } }
        XCTAssertTrue(has("screen.json:2:3: warning: unknown key \"componets\" in the screen (kept in its meta); did you mean \"components\"?"), "\(lines)")
        XCTAssertTrue(has("did you mean \"layout\"?"))
        XCTAssertTrue(has("did you mean \"title\"?"))
        XCTAssertTrue(has("unknown component kind \"shelf\", shown as a list"))
        XCTAssertTrue(has("unknown component kind \"gird\", shown as a list"))
        XCTAssertTrue(has("image \"gone.png\" not found at"))
        XCTAssertTrue(has("the screen to open \"nowhere.json\" not found at"))
        XCTAssertTrue(has("the next page \"page-2.json\" not found at"))
        XCTAssertTrue(has("stylesheet \"missing.css\" not found at"))
        XCTAssertTrue(has("template \"missing.ui\" not found at"))
        XCTAssertFalse(has("here.svg"), "an image that is there is no problem")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix(path + ":") }, "every problem has a line and column: \(lines)")
    }

    /// Expressions are checked before the screen is shown: syntax, unknown variables (with "did
    /// you mean"), types that must fail, and `set` actions, each at its character.
    func testExpressionProblemsMatchAtTheirCharacter() throws {
        let path = folder.appendingPathComponent("state.json").path
        try Data("""
        {
          "variables": {"count": 0, "user": {"name": "Ana"}, "on": true},
          "components": [
            {"visible-if": "${count}", "items": [
              {"title": "Hello ${usr.name}", "subtitle": "${user.age}"},
              {"title": "${count +}", "visible-if": "${on && count > 1}"},
              {"title": "${'a' - 1}", "size": {"height": "${on}"}},
              {"title": "x", "action": {"set": {"cuont": 1, "on": "${count + 1}"}}},
              {"title": "go", "action": "open:${user.name}.json"}
            ]}
          ]
        }
        """.utf8).write(to: URL(fileURLWithPath: path))
        try assertSame(path)
        XCTAssertEqual(try model(path).lines.map { String($0.dropFirst(path.count)) }, [
            ":4:21: error: visible-if needs a boolean, not a number (at components[0].visible-if)",
            #":5:26: error: there is no variable "usr"; did you mean "user"? (at components[0].items[0].title)"#,
            #":5:53: error: there is no "age" in the object (at components[0].items[0].subtitle)"#,
            ":6:27: error: the expression ends where a value was expected (at components[0].items[1].title)",
            #":7:20: error: "-" takes numbers, not a string and a number (at components[0].items[2].title)"#,
            ":7:51: error: size.height needs a number, not a boolean (at components[0].items[2].size.height)",
            #":8:50: error: "set" writes an undeclared variable "cuont" (at components[0].items[3].action.set.cuont)"#,
            #":8:59: warning: "on" is declared as a boolean but "set" writes a number (at components[0].items[3].action.set.on)"#,
        ])
    }

    /// A data-bound component's problems, before it is shown: `it` typed from the elements (a
    /// field none has, with "did you mean"), `when` needing a boolean, `data` needing an array,
    /// and elements no template matches.
    func testDataBoundProblemsMatchAtTheirCharacter() throws {
        let path = folder.appendingPathComponent("data.json").path
        try Data("""
        {
          "variables": {"count": 0, "fruits": [{"id": 1, "name": "Apple", "ripe": true}, {"id": 2, "name": "Kiwi"}]},
          "components": [
            {"data": "${fruits}", "templates": [
              {"when": "${it.ripe}", "item": {"title": "${it.nam}", "subtitle": "${index + 1}. ${it.name}"}},
              {"when": "${it.name}", "item": {"title": "${it.name}"}}
            ]},
            {"data": "${count}", "template": {"title": "${it}"}},
            {"data": [{"id": "a", "kind": "x"}, {"id": "b", "kind": "y"}, {"id": "c", "kind": "y"}],
             "templates": [{"when": "${it.kind == 'x'}", "item": {"title": "X ${it.id}"}}]}
          ]
        }
        """.utf8).write(to: URL(fileURLWithPath: path))
        try assertSame(path)
        XCTAssertEqual(try model(path).lines.map { String($0.dropFirst(path.count)) }, [
            ":4:14: warning: no template matches data[1]; it is not shown (at components[0].data)",
            #":5:51: error: there is no "nam" in the object; did you mean "name"? (at components[0].templates[0].item.title)"#,
            #":6:17: error: "when" needs a boolean, not a string (at components[0].templates[1].when)"#,
            ":8:15: error: \"data\" needs an array, not a number (at components[1].data)",
            ":9:14: warning: no template matches data[1] (and 1 more); it is not shown (at components[2].data)",
        ])
    }

    func testBrokenJSONMatches() throws {
        let path = folder.appendingPathComponent("broken.json").path
        try Data("{\"components\": [{\"itemz\": []}, ".utf8).write(to: URL(fileURLWithPath: path))
        try assertSame(path)
        XCTAssertFalse(try model(path).valid)
    }

    func testTheShippedScreensMatch() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let screens = try ["Data/examples", "Tests/Fixtures/hostile"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".json") }.sorted().map { root.appendingPathComponent(folder).appendingPathComponent($0).path }
        }
        XCTAssertGreaterThan(screens.count, 20)
        for screen in screens { try assertSame(screen) }
    }
}
