import Foundation
@testable import SpotsApp
import XCTest

/// The built `spots` app running in a process of its own on the test's X display, as a user starts
/// it: its output is collected as it comes, and it is ended when the test lets go of it.
final class RunningApp {
    let process = Process()
    private let output = Output()

    /// The executable beside the test runner in the build products folder.
    static var executable: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("spots")
    }

    /// Skips the test when there is no display or no built app.
    static func checkAvailable() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no X display: run the suite under xvfb-run -a (Scripts/run-tests.sh)")
        }
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("spots executable not built at \(executable.path)")
        }
    }

    init(arguments: [String], in folder: URL? = nil, environment extra: [String: String] = [:]) throws {
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_BACKEND"] = "x11"
        environment["GSETTINGS_BACKEND"] = "memory"
        // Its own instance: without a session bus GApplication runs unregistered, whatever else runs.
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = output
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { output.append(data) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Everything the app wrote to standard output and standard error so far.
    var text: String { output.text }

    var isRunning: Bool { process.isRunning }

    /// Waits until the app's output contains `expected` (true) or `timeout` passes or it exits (false).
    @discardableResult
    func waitForOutput(containing expected: String, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if text.contains(expected) { return true }
            if !process.isRunning {
                Thread.sleep(forTimeInterval: 0.2) // the last output may still be in the pipe
                return text.contains(expected)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return text.contains(expected)
    }

    private final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()

        func append(_ more: Data) { lock.withLock { data.append(more) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }
}
