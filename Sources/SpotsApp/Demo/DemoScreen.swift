import Foundation
import SpotsGtk

/// The demo screen shown when `spots` starts without a file.
public enum DemoScreen {
    public static let fileName = "screen.json"

    /// The screen JSON.
    public static var data: Data { Data((DemoFiles.contents[fileName] ?? "").utf8) }

    /// Every embedded file by its path relative to the screen (e.g. `images/dunes.svg`).
    public static var files: [String: Data] {
        DemoFiles.contents.mapValues { Data($0.utf8) }
    }

    /// Where the demo's relative image paths resolve: the embedded files.
    public static var location: ResourceLocation { location(for: fileName) }

    /// Where relative paths of the embedded screen at `path` resolve.
    public static func location(for path: String) -> ResourceLocation {
        ResourceLocation(baseDirectory: nil, embedded: files, embeddedFolder: (path as NSString).deletingLastPathComponent)
    }

    /// The embedded file at `path`, if there is one.
    public static func file(_ path: String) -> Data? {
        DemoFiles.contents[path].map { Data($0.utf8) }
    }
}
