import Foundation

/// simdjson's DOM parse of a file, touching every item's title: the ceiling the decode rows are
/// measured against. Built from Benchmarks/json-baseline/simdjson-parse.cpp by
/// Scripts/build-json-baseline.sh when missing or older than its source.
///
/// The child parses once each time it is asked, so the decode row takes turns with
/// it: one decode of ours, then one parse of simdjson's, and so on. Both are then measured under
/// the same load: on a shared machine the speed of both drifts by half or more over seconds,
/// which all of one side's runs before all of the other's turned into the ratio.
final class JSONBaseline {
    private static let baseline = BuiltBaseline(executable: ".build/json-baseline",
                                                source: "Benchmarks/json-baseline/simdjson-parse.cpp",
                                                script: "Scripts/build-json-baseline.sh", quietBuild: true)

    private let process = Process()
    private let requests = Pipe()
    private let answers = Pipe()
    private var received = Data()
    private let file: URL
    /// How many titles simdjson read in its warm-up parse.
    private(set) var titles = 0

    /// The child, started on `data` (written to a temporary file first) and warmed up; nil when the
    /// baseline cannot be built or run.
    init?(parsing data: Data) {
        guard let executable = Self.baseline.prepared() else { return nil }
        // A child that has gone makes a write to it fail instead of ending the benchmark.
        signal(SIGPIPE, SIG_IGN)
        file = FileManager.default.temporaryDirectory.appendingPathComponent("spots-bench-decode-\(getpid()).json")
        guard (try? data.write(to: file)) != nil else { return nil }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [file.path]
        process.standardInput = requests
        process.standardOutput = answers
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        // READY titles=COUNT title_bytes=BYTES after the warm-up parse.
        guard let ready = nextLine(), ready.hasPrefix("READY "), let count = numericFields(of: ready.dropFirst(6))["titles"] else {
            finish()
            return nil
        }
        titles = Int(count)
    }

    /// The processor time (ms, the child's thread) of one more parse; nil if the child has gone.
    func sample() -> Double? {
        guard (try? requests.fileHandleForWriting.write(contentsOf: Data("parse\n".utf8))) != nil else { return nil }
        // SAMPLE cpu=MS titles=COUNT
        guard let line = nextLine(), line.hasPrefix("SAMPLE ") else { return nil }
        return numericFields(of: line.dropFirst(7))["cpu"]
    }

    /// Ends the child and removes its file.
    func finish() {
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: file)
    }

    private func nextLine() -> String? {
        while true {
            if let newline = received.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: received[..<newline], as: UTF8.self)
                received.removeSubrange(...newline)
                return line
            }
            let more = answers.fileHandleForReading.availableData
            guard !more.isEmpty else { return nil }
            received.append(more)
        }
    }
}
