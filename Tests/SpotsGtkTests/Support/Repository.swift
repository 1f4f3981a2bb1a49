import Foundation

/// The repository's folders, from this file's place in it (Tests/SpotsGtkTests/Support/).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> URL { root.appendingPathComponent(relative).standardizedFileURL }
}

extension Repository {
    /// Compiles the translations into .build/locale, where the built `spots` finds them
    /// (Scripts/compile-translations.sh): a test run alone has them as the whole suite does.
    static func compileCatalogs() throws {
        let (status, output) = try runTool(path("Scripts/compile-translations.sh"), [])
        guard status == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "compile-translations.sh failed: \(output)"])
        }
    }

    /// Runs `tool` (nil `environment`: this process's) and returns its status and what it wrote
    /// to standard output and error together.
    static func runTool(_ tool: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
