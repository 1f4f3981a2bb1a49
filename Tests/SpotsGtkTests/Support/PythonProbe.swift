import Foundation
import XCTest

/// A Python probe (Tests/Accessibility, Tests/Desktop) that drives the built app from outside,
/// run under a D-Bus session of its own (`dbus-run-session`), as a desktop session would host the
/// app. A probe prints one `PASS name` or `FAIL name: why` line per check and exits 1 when any
/// failed; its standard error is dropped (GTK's and AT-SPI's chatter).
struct PythonProbe {
    /// The probe's output and exit status, and its checks in the order they ran.
    struct Result {
        let output: String
        let status: Int32

        var passed: [String] { lines.filter { $0.hasPrefix("PASS ") }.map { String($0.dropFirst(5)) } }
        var failed: [String] { lines.filter { $0.hasPrefix("FAIL ") } }
        private var lines: [String] { output.split(separator: "\n").map(String.init) }
    }

    let script: URL
    let arguments: [String]
    /// Added to the test's environment; a nil value removes the variable.
    var environment: [String: String?] = [:]
    /// Each wait in a probe is bounded; this ends a probe that hangs anyway.
    var backstop: TimeInterval = 120

    /// A probe that reads the app over AT-SPI: the suite sets NO_AT_BRIDGE for in-process GTK,
    /// and the app must reach the accessibility bus.
    static func accessibility(_ script: URL, _ arguments: [String], backstop: TimeInterval = 120) -> PythonProbe {
        PythonProbe(script: script, arguments: arguments, environment: ["NO_AT_BRIDGE": nil], backstop: backstop)
    }

    func run() throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        process.arguments = ["--", "/usr/bin/python3", script.path] + arguments
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + backstop, execute: killer)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        killer.cancel()
        return Result(output: text, status: process.terminationStatus)
    }

    /// Runs the probe and fails the test unless exactly `expected` passed, in order, none failed
    /// and it exited 0.
    @discardableResult
    func expectPasses(_ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        let result = try run()
        XCTAssertEqual(result.failed, [], "the probe's failures (full output below)\n\(result.output)", file: file, line: line)
        XCTAssertEqual(result.passed, expected, "checks that did not pass or did not run\n\(result.output)", file: file, line: line)
        XCTAssertEqual(result.status, 0, "probe exit status\n\(result.output)", file: file, line: line)
        return result
    }
}
