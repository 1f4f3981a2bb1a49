import CSpotsGtk
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

/// Loads item images once per path and keeps the decoded pixbufs.
///
/// Local paths (relative to the screen, absolute, or `file://`) are decoded with GdkPixbuf.
/// Remote images are not fetched yet: they show the placeholder, never block.
@MainActor
public final class ImageLoader {
    public let location: ResourceLocation
    private var cache: [String: OpaquePointer?] = [:]
    /// Longest side images are decoded at; keeps memory bounded for huge photos.
    static let maximumDecodedSide: Int32 = 1024

    public init(location: ResourceLocation = ResourceLocation()) {
        self.location = location
    }

    isolated deinit {
        for case let pixbuf? in cache.values { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    }

    /// The decoded image for `reference`, or nil when it is missing, remote or broken.
    public func pixbuf(for reference: String) -> OpaquePointer? {
        if reference.isEmpty { return nil }
        if let cached = cache[reference] { return cached }
        let loaded = load(reference)
        cache[reference] = loaded
        return loaded
    }

    /// The local file a reference names, if any.
    public func fileURL(for reference: String) -> URL? {
        if reference.hasPrefix("file://") { return URL(string: reference) }
        if reference.contains("://") { return nil }
        if reference.hasPrefix("/") { return URL(fileURLWithPath: reference) }
        return location.baseDirectory?.appendingPathComponent(reference)
    }

    private func load(_ reference: String) -> OpaquePointer? {
        if !location.embedded.isEmpty, let data = location.embedded[location.embeddedKey(reference)] {
            return decode(data)
        }
        guard let url = fileURL(for: reference) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = gdk_pixbuf_new_from_file_at_scale(url.path, Self.maximumDecodedSide, Self.maximumDecodedSide, 1, &error)
        if let error { g_error_free(error) }
        return pixbuf
    }

    private func decode(_ data: Data) -> OpaquePointer? {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var ok = data.withUnsafeBytes { bytes -> Bool in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return false }
            return gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), nil) != 0
        }
        ok = gdk_pixbuf_loader_close(loader, nil) != 0 && ok
        guard ok, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        g_object_ref(UnsafeMutableRawPointer(pixbuf))
        return pixbuf
    }
}
