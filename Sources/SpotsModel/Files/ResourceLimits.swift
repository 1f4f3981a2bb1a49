/// How large the files a screen is read from and names may be: larger ones are refused with a
/// message, never read (a screen, the files it names and its server may be hostile).
public enum ResourceLimits {
    /// A local screen file (a remote one has `FetchLimits.maximumBodySize`).
    public static let screenFile = 256 * 1024 * 1024
    /// An image: images are decoded at 1024 px at most.
    public static let image = 32 * 1024 * 1024
    /// A `.ui` template or a stylesheet.
    public static let templateOrStylesheet = 4 * 1024 * 1024

    /// "32 MB", "512 KB", "100 bytes".
    public static func describe(bytes: Int) -> String {
        if bytes >= 1024 * 1024, bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return "\(bytes) bytes"
    }
}
