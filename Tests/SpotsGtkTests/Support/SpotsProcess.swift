import Foundation
@testable import SpotsApp
import XCTest

/// The built `spots` executable, run as a user would, with extra environment variables.
enum SpotsProcess {
    struct Result {
        var status: Int32
        /// True when the process ended on a signal (a trap is SIGILL, 132 in a shell).
        var crashed: Bool
        var stdout: String
        var stderr: String
    }

    static var executable: URL {
        // The test runner sits in the build products folder, beside the executable.
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("spots")
    }

    /// Runs it with `arguments`, `input` on its standard input (closed at once when nil) and, when
    /// given, `directory` as its current folder.
    static func run(_ arguments: [String], environment extra: [String: String] = [:], input: String? = nil,
                    in directory: URL? = nil) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("spots executable not built at \(executable.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        stdin.fileHandleForWriting.closeFile()
        // Read both pipes at once: a full stderr pipe must not stall the process.
        let stderr = LockedData()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { stderr.value = err.fileHandleForReading.readDataToEndOfFile() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                      stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr.value, as: UTF8.self))
    }
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    var value: Data {
        get { lock.lock(); defer { lock.unlock() }; return data }
        set { lock.lock(); data = newValue; lock.unlock() }
    }
}
