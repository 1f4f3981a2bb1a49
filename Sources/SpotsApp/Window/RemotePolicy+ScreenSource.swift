import Foundation
import SpotsGtk

/// What a remote screen may open in the app: never a local file or a built-in screen.
extension RemotePolicy {
    /// Why `source` may not open `destination`, or nil when it may: a remote screen cannot open a
    /// local file or a built-in screen.
    public static func refusal(toOpen destination: ScreenSource, from source: ScreenSource?) -> String? {
        guard case .url(let url)? = source else { return nil }
        switch destination {
        case .url: return nil
        case .file(let path):
            return translated("a screen from {host} cannot open the local file {path}", ["host": host(of: url), "path": path])
        case .embedded(let path):
            return translated("a screen from {host} cannot open the built-in screen {path}", ["host": host(of: url), "path": path])
        }
    }

    /// Why a remote screen's `open:` action or `pagination.next` `target` is refused, or nil.
    public static func refusal(ofTarget target: String, from source: ScreenSource?) -> String? {
        guard case .url(let url)? = source, namesLocalFile(target) else { return nil }
        return translated("a screen from {host} cannot open local files (\"{target}\")", ["host": host(of: url), "target": shortened(target)])
    }

    private static func host(of url: URL) -> String {
        // Translators: stands for the server in "a screen from {host} cannot open …" when its URL names none.
        url.host ?? translated("the network")
    }
}
