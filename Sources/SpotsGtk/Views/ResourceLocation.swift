import Foundation

/// Where a screen's relative image paths point: a folder on disk, or files compiled into the app.
public struct ResourceLocation: Equatable, Sendable {
    public var baseDirectory: URL?
    /// Files keyed by their path from the root of the built-in files (e.g. `images/a.svg`).
    public var embedded: [String: Data]
    /// The built-in screen's folder inside `embedded` (e.g. `trips`); its references are relative to it.
    public var embeddedFolder: String

    public init(baseDirectory: URL? = nil, embedded: [String: Data] = [:], embeddedFolder: String = "") {
        self.baseDirectory = baseDirectory
        self.embedded = embedded
        self.embeddedFolder = embeddedFolder
    }

    /// The key in `embedded` for a reference made by a screen in `embeddedFolder`.
    func embeddedKey(_ reference: String) -> String {
        let joined = URL(fileURLWithPath: "/" + embeddedFolder).appendingPathComponent(reference).standardizedFileURL.path
        return String(joined.dropFirst())
    }

    /// The location of the screen file at `url`.
    public static func file(_ url: URL) -> ResourceLocation {
        ResourceLocation(baseDirectory: url.deletingLastPathComponent())
    }
}
