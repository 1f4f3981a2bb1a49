import Foundation

/// simdjson's DOM parse of a file, touching every item's title: the ceiling the decode rows are
/// measured against. Built from Benchmarks/json-baseline/simdjson-parse.cpp by
/// Scripts/build-json-baseline.sh when missing or older than its source.
enum JSONBaseline {
    private static let baseline = BuiltBaseline(executable: ".build/json-baseline",
                                                source: "Benchmarks/json-baseline/simdjson-parse.cpp",
                                                script: "Scripts/build-json-baseline.sh", quietBuild: true)

    /// simdjson's processor times (ms, its thread's) of `runs` parses of `data` (written to a
    /// temporary file first) and how many titles it read; nil when the baseline cannot be built or run.
    static func samples(parsing data: Data, runs: Int) -> (samples: [Double], titles: Int)? {
        guard let executable = baseline.prepared() else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spots-bench-decode-\(getpid()).json")
        guard (try? data.write(to: file)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [file.path, String(runs)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // RESULT ms=MEDIAN titles=COUNT title_bytes=BYTES samples=MS,… cpu_samples=MS,…
        guard process.terminationStatus == 0,
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RESULT ") }) else { return nil }
        let fields = line.split(separator: " ")
        func field(_ name: String) -> Substring? {
            fields.first { $0.hasPrefix(name + "=") }?.dropFirst(name.count + 1)
        }
        guard let list = field("cpu_samples"), let titles = field("titles").flatMap({ Int($0) }) else { return nil }
        let samples = list.split(separator: ",").compactMap { Double($0) }
        return samples.isEmpty ? nil : (samples, titles)
    }
}
