import Foundation

/// The repository's folders, from this file's place in it (Tests/SpotsGtkTests/Support/).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> URL { root.appendingPathComponent(relative).standardizedFileURL }
}
