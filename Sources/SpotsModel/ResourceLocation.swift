import Foundation

/// Where a screen's relative image paths point: a folder on disk, files compiled into the app, or
/// (for a screen fetched over http) the screen's URL, in which case local files are never read.
public struct ResourceLocation: Equatable, Sendable {
    public var baseDirectory: URL?
    /// Files keyed by their path from the root of the built-in files (e.g. `images/a.svg`).
    public var embedded: [String: Data]
    /// The built-in screen's folder inside `embedded` (e.g. `trips`); its references are relative to it.
    public var embeddedFolder: String
    /// The URL of a remote screen: relative references resolve against it; absolute paths and
    /// `file:` URLs are refused (see `RemotePolicy`).
    public var remoteBase: URL?

    public init(baseDirectory: URL? = nil, embedded: [String: Data] = [:], embeddedFolder: String = "", remoteBase: URL? = nil) {
        self.baseDirectory = baseDirectory
        self.embedded = embedded
        self.embeddedFolder = embeddedFolder
        self.remoteBase = remoteBase
    }

    /// Whether this is a remote screen's location (no local file is ever read).
    public var isRemote: Bool { remoteBase != nil }

    /// The key in `embedded` for a reference made by a screen in `embeddedFolder`.
    public func embeddedKey(_ reference: String) -> String {
        let joined = URL(fileURLWithPath: "/" + embeddedFolder).appendingPathComponent(reference).standardizedFileURL.path
        return String(joined.dropFirst())
    }

    /// The location of the screen file at `url`.
    public static func file(_ url: URL) -> ResourceLocation {
        ResourceLocation(baseDirectory: url.deletingLastPathComponent())
    }

    /// The location of a screen fetched from `url`.
    public static func remote(_ url: URL) -> ResourceLocation {
        ResourceLocation(remoteBase: url)
    }
}
