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

/// Loads item images once per reference and keeps the decoded pixbufs.
///
/// Local paths (relative to the screen, absolute, or `file://`) are decoded with GdkPixbuf at
/// once. http(s) images are fetched off the main thread: the view shows the placeholder and is
/// handed the image when it arrives (a failed fetch keeps the placeholder and is not retried).
@MainActor
public final class ImageLoader {
    public let location: ResourceLocation
    private var cache: [String: OpaquePointer?] = [:]
    private var waiting: [String: [@MainActor (OpaquePointer?) -> Void]] = [:]
    /// Longest side images are decoded at; keeps memory bounded for huge photos.
    static let maximumDecodedSide: Int32 = 1024

    public init(location: ResourceLocation = ResourceLocation()) {
        self.location = location
    }

    isolated deinit {
        for case let pixbuf? in cache.values { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    }

    /// The decoded image for `reference`, or nil when it is missing, broken, or still on its way;
    /// for a remote image on its way, `whenLoaded` is called with it later.
    public func pixbuf(for reference: String, whenLoaded: (@MainActor (OpaquePointer?) -> Void)? = nil) -> OpaquePointer? {
        if reference.isEmpty { return nil }
        if let cached = cache[reference] { return cached }
        if let url = Self.remoteURL(reference) {
            if let whenLoaded { waiting[reference, default: []].append(whenLoaded) }
            fetch(url, as: reference)
            return nil
        }
        let loaded = load(reference)
        cache[reference] = loaded
        return loaded
    }

    /// Whether a remote image is being fetched.
    public func isFetching(_ reference: String) -> Bool { fetching.contains(reference) }

    private var fetching: Set<String> = []

    static func remoteURL(_ reference: String) -> URL? {
        guard let url = URL(string: reference), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url
    }

    private func fetch(_ url: URL, as reference: String) {
        guard !fetching.contains(reference) else { return }
        fetching.insert(reference)
        Task { @MainActor [weak self] in
            let data = try? await RemoteScreenFetcher.fetch(url)
            guard let self else { return }
            let pixbuf = data.flatMap { self.decode($0) }
            self.cache[reference] = pixbuf
            self.fetching.remove(reference)
            let callbacks = self.waiting.removeValue(forKey: reference) ?? []
            for callback in callbacks { callback(pixbuf) }
        }
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
