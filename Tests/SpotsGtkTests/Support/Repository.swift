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
        let process = Process()
        process.executableURL = path("Scripts/compile-translations.sh")
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "compile-translations.sh failed: \(text)"])
        }
    }
}
