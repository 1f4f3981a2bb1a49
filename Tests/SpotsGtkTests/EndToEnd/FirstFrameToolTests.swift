import Foundation
import XCTest

/// `Tools/first-frame.sh` and the GTK module it builds (`Tools/firstframe.c`), the timer the
/// published first-frame figures come from: run on the built app as docs/performance.md runs it.
final class FirstFrameToolTests: XCTestCase {
    func testItTimesTheAppsFirstFrameAndScrollsItsPage() throws {
        try RunningApp.checkAvailable()
        let folder = TemporaryFolder("spots-first-frame")
        let items = (0..<300).map { #"{"title": "Row \#($0)", "subtitle": "Subtitle \#($0)"}"# }.joined(separator: ", ")
        let screen = folder.write(#"{"components": [{"kind": "list", "items": [\#(items)]}]}"#, to: "long.json")

        let result = try run(Repository.path("Tools/first-frame.sh").path,
                             ["--runs", "2", "--scroll", "30", "--step", "200", "--", RunningApp.executable.path, screen])
        XCTAssertEqual(result.status, 0, result.output)

        let firstFrames = result.output.split(separator: "\n").filter { $0.hasPrefix("FIRSTFRAME ") }
        XCTAssertEqual(firstFrames.count, 2, "one line a run: \(result.output)")
        for line in firstFrames {
            let figures = Self.figures(line)
            let elapsed = try XCTUnwrap(figures["ms"].flatMap(Double.init), String(line))
            XCTAssertGreaterThan(elapsed, 0, String(line))
            XCTAssertLessThan(elapsed, 60_000, "measured from the launch, not from the epoch: \(line)")
            XCTAssertGreaterThan(figures["rows"].flatMap(Int.init) ?? 0, 0, "the frame shows the list's rows: \(line)")
            XCTAssertLessThan(figures["rows"].flatMap(Int.init) ?? .max, 300, "only the window's rows have widgets: \(line)")
            XCTAssertGreaterThan(figures["hwm_kb"].flatMap(Int.init) ?? 0, 0, String(line))
            XCTAssertEqual(figures["t0"], "env", "the script gives the launch time")
        }
        let work = result.output.split(separator: "\n").filter { $0.hasPrefix("SCROLL frame_work_ms ") }
        XCTAssertEqual(work.count, 2, result.output)
        for line in work {
            XCTAssertEqual(Self.figures(line)["n"], "30", "every scrolled frame is counted: \(line)")
        }
    }

    /// `key=value` pairs of one line of the module's output.
    private static func figures(_ line: Substring) -> [String: String] {
        var figures: [String: String] = [:]
        for pair in line.split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { figures[String(parts[0])] = String(parts[1]) }
        }
        return figures
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
