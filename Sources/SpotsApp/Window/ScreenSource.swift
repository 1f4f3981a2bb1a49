import Foundation
import SpotsGtk

/// Where a screen comes from: a file, a URL, or a file compiled into the app (the demo).
public enum ScreenSource: Hashable, Sendable, CustomStringConvertible {
    case file(String)
    case url(URL)
    /// A path inside the built-in demo files, e.g. `screen.json` or `trips/lisbon.json`.
    case embedded(String)

    /// Reads a command-line argument: an http(s) URL, a `file://` URI, or a path.
    public init(argument: String) {
        if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            self = .url(url)
        } else if argument.hasPrefix("file://"), let url = URL(string: argument) {
            self = .file(url.path)
        } else {
            self = .file(argument)
        }
    }

    /// A screen named relative to this one (an `open:` action, a `pagination.next`).
    /// Absolute http(s) URLs are followed from anywhere; other schemes are refused.
    public func resolve(_ target: String) -> ScreenSource? {
        let trimmed = target.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let url = URL(string: trimmed), let scheme = url.scheme?.lowercased() {
            switch scheme {
            case "http", "https": return .url(url)
            case "file": return RemotePolicy.refusal(ofTarget: trimmed, from: self) == nil ? .file(url.path) : nil
            default: return nil
            }
        }
        switch self {
        case .file(let path):
            if trimmed.hasPrefix("/") { return .file(trimmed) }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            return .file(folder.appendingPathComponent(trimmed).standardizedFileURL.path)
        case .url(let base):
            return URL(string: trimmed, relativeTo: base).map { .url($0.absoluteURL) }
        case .embedded(let path):
            let folder = (path as NSString).deletingLastPathComponent
            let joined = URL(fileURLWithPath: "/" + folder).appendingPathComponent(trimmed).standardizedFileURL.path
            return .embedded(String(joined.dropFirst()))
        }
    }

    /// The name shown in the header bar's subtitle and in messages.
    public var displayName: String {
        switch self {
        case .file(let path): return (path as NSString).lastPathComponent
        case .url(let url): return ScreenLoader.displayName(of: url)
        case .embedded(let path): return path == DemoScreen.fileName ? translated("Demo") : (path as NSString).lastPathComponent
        }
    }

    public var description: String {
        switch self {
        case .file(let path): return path
        case .url(let url): return url.absoluteString
        case .embedded(let path): return "demo/\(path)"
        }
    }
}
