import Foundation

/// A baseline program in C or C++ the bench runs beside our code: built by its script into
/// `.build` when missing or older than its source.
struct BuiltBaseline {
    /// The repository this benchmark was built from.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let executable: String
    let source: String
    let script: URL
    /// Whether the script's complaints are kept off the terminal (the row says when it failed).
    let quietBuild: Bool

    init(executable: String, source: String, script: String, quietBuild: Bool = false) {
        self.executable = Self.repository.appendingPathComponent(executable).path
        self.source = Self.repository.appendingPathComponent(source).path
        self.script = Self.repository.appendingPathComponent(script)
        self.quietBuild = quietBuild
    }

    /// The executable, built first if needed; nil when it cannot be (its library or compiler missing).
    func prepared() -> String? {
        let files = FileManager.default
        let built = (try? files.attributesOfItem(atPath: executable)[.modificationDate]) as? Date
        let written = (try? files.attributesOfItem(atPath: source)[.modificationDate]) as? Date
        if let built, let written, built >= written { return executable }
        let process = Process()
        process.executableURL = script
        process.arguments = [executable]
        if quietBuild { process.standardError = FileHandle.nullDevice }
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? executable : nil
    }
}
