import Foundation
@testable import SpotsApp
import XCTest

/// `spots validate` with standard input, folders, missing `open:` targets and legacy keys.
final class ValidateInputsTests: XCTestCase {
    private var scratch: TemporaryFolder!

    override func setUp() {
        super.setUp()
        scratch = TemporaryFolder("spots-validate")
    }

    override func tearDown() {
        scratch = nil
        super.tearDown()
    }

    private func run(_ arguments: [String], input: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try SpotsProcess.run(arguments, input: input, in: scratch.url)
        return (result.status, result.stdout, result.stderr)
    }

    func testStandardInputIsReadForADash() throws {
        let good = try run(["validate", "-"], input: #"{"components": [{"type": "gird", "items": [{"title": "A", "action": "open:b.json"}]}]}"#)
        XCTAssertEqual(good.status, 0, good.stderr)
        let lines = good.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, good.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("<stdin>:1:26: warning: unknown component kind \"gird\"") }, "legacy type keeps its position: \(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("<stdin>:1:69: warning: the screen to open \"b.json\" not found at \(scratch.path("b.json"))") }, "\(lines)")

        let broken = try run(["validate", "-"], input: "{\"components\": [")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.hasPrefix("<stdin>:1:17: error:"), broken.stdout)
    }

    func testAFolderChecksItsJSONFilesEachOnce() throws {
        try FileManager.default.createDirectory(atPath: scratch.path("screens"), withIntermediateDirectories: true)
        let a = scratch.write(#"{"components": [{"kind": "list", "items": [{"titel": "A"}]}]}"#, to: "screens/a.json")
        scratch.write(#"{"components": []}"#, to: "screens/b.json")
        scratch.write("not a screen", to: "screens/notes.txt")
        let result = try run(["validate", scratch.path("screens"), a, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        struct Report: Decodable { var file: String; var valid: Bool; var problems: [Problem] }
        struct Problem: Decodable { var message: String; var line: Int? }
        let reports = try JSONDecoder().decode([Report].self, from: Data(result.stdout.utf8))
        XCTAssertEqual(reports.map { ($0.file as NSString).lastPathComponent }, ["a.json", "b.json"], "each screen once, no .txt")
        XCTAssertEqual(reports[0].problems.count, 1)
        XCTAssertEqual(reports[0].problems.first?.line, 1)
    }

    func testEveryProblemOfABrokenFileIsPrintedOnce() throws {
        let path = scratch.write("{\"components\": [{\"kind\": \"list\", \"titel\": 1, \"items\": [}]}", to: "broken.json")
        let result = try run(["validate", path])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, Set(lines).count, "no problem twice: \(lines)")
        XCTAssertTrue(lines.contains { $0.contains("error:") }, "\(lines)")
    }
}
