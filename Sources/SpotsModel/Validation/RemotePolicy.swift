import Foundation

/// A screen fetched over http(s) never reads local files: `file:` URLs and absolute paths in it
/// (images, templates, stylesheets, `open:` targets, `pagination.next`) are refused with a message.
/// Relative references in it stay on its server.
public enum RemotePolicy {
    /// Whether `reference` names a local file by itself: a `file:` URL, an absolute path or `~`.
    public static func namesLocalFile(_ reference: String) -> Bool {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("/") || trimmed.hasPrefix("~") || trimmed.hasPrefix("\\") { return true }
        if let colon = trimmed.firstIndex(of: ":") {
            let scheme = trimmed[..<colon].lowercased()
            return scheme == "file" || scheme == "resource" || scheme == "trash" || scheme == "smb" || scheme == "sftp"
        }
        return false
    }

    /// `text`, cut to 80 characters for a message.
    public static func shortened(_ text: String) -> String {
        text.count > 80 ? text.prefix(80) + "…" : text
    }
}
