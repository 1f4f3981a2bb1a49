import Foundation
@testable import SpotsApp
import XCTest

/// Runs the built `spots` executable as a user would.
final class CommandLineTests: XCTestCase {
    private var scratch: TemporaryFolder!

    override func setUp() {
        super.setUp()
        scratch = TemporaryFolder("spots-cli")
    }

    override func tearDown() {
        scratch = nil
        super.tearDown()
    }

    private var executable: URL {
        // The test runner sits in the build products folder, beside the executable.
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("spots")
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("spots executable not built at \(executable.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    private func write(_ text: String, name: String) throws -> String {
        scratch.write(text, to: name)
    }

    func testInspectShowsASpots1PayloadAsOneListWithTitlesInOrder() throws {
        let path = try write("""
        {"components": [{"type": "list", "span": "1", "items": [
          {"title": "Ada", "type": "profile"}, {"title": "Grace", "type": "profile"}, {"title": "Linus", "type": "profile"}
        ]}]}
        """, name: "legacy.json")
        let result = try run(["inspect", path, "--json", "--width", "480"])
        XCTAssertEqual(result.status, 0, result.stderr)
        struct Inspection: Decodable {
            struct Component: Decodable { var kind: String; var gtkClass: String; var items: [Item] }
            struct Item: Decodable { var title: String; var kind: String }
            var components: [Component]
        }
        let inspection = try JSONDecoder().decode(Inspection.self, from: Data(result.stdout.utf8))
        XCTAssertEqual(inspection.components.count, 1)
        XCTAssertEqual(inspection.components[0].kind, "list")
        XCTAssertEqual(inspection.components[0].gtkClass, "GtkListBox")
        XCTAssertEqual(inspection.components[0].items.map(\.title), ["Ada", "Grace", "Linus"])
        XCTAssertEqual(inspection.components[0].items.map(\.kind), ["profile", "profile", "profile"])
    }

    func testInspectShowsCarouselHeaderAndNestedChildrenWithFormulaWidths() throws {
        let path = try write("""
        {"components": [
          {"kind": "carousel", "header": {"title": "Top picks"},
           "layout": {"span": 2, "item-spacing": 10, "inset": {"left": 20, "right": 20}},
           "items": [{"title": "One"}, {"title": "Two"}, {"title": "Three"}]},
          {"kind": "list", "items": [{"title": "Parent", "children": [
            {"kind": "grid", "layout": {"span": 4, "item-spacing": 5}, "items": [{"title": "a"}, {"title": "b"}]}
          ]}]}
        ]}
        """, name: "rich.json")
        let result = try run(["inspect", path, "--width", "600"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.contains("kind=carousel GtkFlowBox in GtkScrolledWindow") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.contains("header \"Top picks\" HeaderView") }, result.stdout)
        // (600 - 20 - 20) / 2 - 10 = 270
        XCTAssertEqual(lines.filter { $0.contains("\"One\"") || $0.contains("\"Two\"") }.filter { $0.contains(" 270×") }.count, 2, result.stdout)
        // Nested grid inside a flush list row 600 wide: 600 / 4 - 5 = 145
        XCTAssertTrue(lines.contains { $0.contains("item 0 \"a\"") && $0.contains(" 145×") }, result.stdout)
    }

    func testBrokenJSONPrintsFileLineAndColumnAndFails() throws {
        let path = try write("{\n  \"components\": [\n    {\"kind\": \"list\",}\n  ]\n}\n", name: "broken.json")
        let result = try run(["inspect", path])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("\(path):3:"), result.stderr)
    }

    func testValidateExitCodes() throws {
        let good = try write(#"{"components": []}"#, name: "good.json")
        let bad = try write(#"{"components": [{"items": {}}]}"#, name: "bad.json")
        XCTAssertEqual(try run(["validate", good]).status, 0)
        let failed = try run(["validate", good, bad])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdout.contains("\(bad):1:"), failed.stdout)
        XCTAssertTrue(failed.stdout.contains("components[0].items"), failed.stdout)
    }

    func testValidateWarnsAboutMissingFilesWithPositionsAndSpeaksJSON() throws {
        let path = try write("""
        {"stylesheet": "nope.css",
         "components": [{"items": [
           {"title": "ok"},
           {"title": "gone", "image": "images/missing.png"}
         ]}]}
        """, name: "warnings.json")
        let result = try run(["validate", path])
        XCTAssertEqual(result.status, 0, "warnings do not fail a file")
        XCTAssertTrue(result.stdout.contains("\(path):4:31: warning: image \"images/missing.png\" not found"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\(path):1:16: warning: stylesheet \"nope.css\" not found"), result.stdout)
        let json = try run(["validate", "--json", path])
        struct Report: Decodable { var file: String; var valid: Bool; var problems: [Problem] }
        struct Problem: Decodable { var severity: String; var line: Int?; var column: Int?; var message: String }
        let reports = try JSONDecoder().decode([Report].self, from: Data(json.stdout.utf8))
        XCTAssertEqual(reports.first?.valid, true)
        XCTAssertEqual(reports.first?.problems.map(\.severity), ["warning", "warning"])
        XCTAssertEqual(try run(["validate"]).status, 2, "wrong usage")
        XCTAssertEqual(try run(["validate", "--no-such-flag", path]).status, 2, "wrong usage")
    }

    func testValidateJSONIsExactlyWhatJSONEncoderWrites() throws {
        // Written as each file is checked, not encoded at the end: the bytes must still be
        // JSONEncoder's, escapes included (keys with quotes, backslashes, control characters).
        let tricky = try write(#"""
        {"components": [{"items": [{"title": "a", "we\"ird\\key\t/é😀": 1, "ctl\u0001\u001f": 2}]}],
         "stylesheet": "gone/nope.css"}
        """#, name: "tricky.json")
        let clean = try write(#"{"components": [{"items": [{"title": "fine"}]}]}"#, name: "clean.json")
        let broken = try write(#"{"components": [{"items": [}"#, name: "broken.json")
        let result = try run(["validate", "--json", tricky, clean, broken])
        XCTAssertEqual(result.status, 1, "one file is not valid")
        struct Report: Codable { var file: String; var valid: Bool; var problems: [Problem] }
        struct Problem: Codable { var severity: String; var line: Int?; var column: Int?; var path: String; var message: String }
        let reports = try JSONDecoder().decode([Report].self, from: Data(result.stdout.utf8))
        XCTAssertEqual(reports.map(\.valid), [true, true, false])
        XCTAssertEqual(reports[1].problems.count, 0)
        XCTAssertTrue(reports[0].problems.contains { $0.message.contains("we\"ird\\key\t/é😀") }, result.stdout)
        XCTAssertTrue(reports[0].problems.contains { $0.message.contains("ctl\u{01}\u{1F}") }, result.stdout)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        XCTAssertEqual(result.stdout, String(decoding: try encoder.encode(reports), as: UTF8.self) + "\n")
    }

    func testSnapshotWritesAPNGOfTheWholeContent() throws {
        let output = scratch.path("demo.png")
        let result = try run(["snapshot", "-o", output, "--width", "640"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file")
        // IHDR: width and height, big-endian, at bytes 16..<24.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 640)
        XCTAssertGreaterThan(height, 800, "the whole demo, not one window's worth")
    }

    func testMissingFileIsAClearError() throws {
        let result = try run(["snapshot", "/nonexistent/x.json", "-o", scratch.path("x.png")])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("/nonexistent/x.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("no such file"), result.stderr)
    }

    /// After `--` an argument is a file even when it starts with a dash (issue 25): the app opens
    /// `-x.json` (broken here, so it says where) instead of "Unknown option -x.json".
    func testAFileNamedLikeAnOptionOpensAfterDoubleDash() throws {
        try RunningApp.checkAvailable()
        scratch.write(#"{"components": ["#, to: "-x.json")
        let app = try RunningApp(arguments: ["--", "-x.json"], in: scratch.url)
        let opened = app.waitForOutput(containing: "-x.json:1:17: error", timeout: 20)
        XCTAssertTrue(opened, "the app did not report the file's error: \(app.text)")
        XCTAssertFalse(app.text.contains("Unknown option"), app.text)
        XCTAssertTrue(app.isRunning, "the window stays open on the broken file: \(app.text)")
    }

    // MARK: - Hostile input (issue 11)

    func testValidateAMissingFileSaysSoWithoutABogusPosition() throws {
        let result = try run(["validate", scratch.url.appendingPathComponent("absent.json").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("absent.json: error: cannot read the file: no such file\n"), result.stdout)
    }

    func testValidateAFIFOReturnsAtOnce() throws {
        let fifo = scratch.url.appendingPathComponent("pipe.json").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let start = Date()
        let result = try run(["validate", fifo])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(result.stdout, "\(fifo): error: cannot read the file: it is a named pipe (FIFO), not a regular file\n")
    }

    func testValidateInspectAndSnapshotFetchURLs() throws {
        let site = TemporaryFolder("spots-cli-site")
        site.write(#"{"components": [{"layout": {"inset": {"left": 40000}}, "items": [{"title": "remote", "image": "/etc/passwd"}]}]}"#, to: "s.json")
        let server = try LoopbackServer(serving: site.url)
        let url = server.url("s.json").absoluteString
        let validated = try run(["validate", url])
        XCTAssertEqual(validated.status, 0, validated.stdout + validated.stderr)
        XCTAssertEqual(validated.stdout, """
        \(url):1:47: warning: left 40000 is larger than the largest margin GTK accepts, 32767; using 32767 (at components[0].layout.inset.left)
        \(url):1:95: warning: a remote screen cannot read local files: image "/etc/passwd" is refused (at components[0].items[0].image)

        """)
        let missing = try run(["validate", server.url("absent.json").absoluteString])
        XCTAssertEqual(missing.stdout, "\(server.url("absent.json").absoluteString): error: the server answered 404 Not Found\n")

        let inspected = try run(["inspect", url, "--json"])
        if inspected.status == 0 {
            XCTAssertTrue(inspected.stdout.contains("\"remote\""), inspected.stdout)
            let png = scratch.url.appendingPathComponent("s.png").path
            let snapshot = try run(["snapshot", url, "-o", png, "--width", "300"])
            XCTAssertEqual(snapshot.status, 0, snapshot.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: png))
        } else {
            XCTAssertTrue(inspected.stderr.contains("display"), inspected.stderr) // no display: inspect says so
        }
    }
}
