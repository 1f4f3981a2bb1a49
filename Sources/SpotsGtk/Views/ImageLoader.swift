import Foundation

/// Loads item images once per reference and keeps the decoded pixbufs.
///
/// Local paths (relative to the screen, absolute, or `file://`) are decoded with GdkPixbuf at
/// once. http(s) images are fetched off the main thread: the view shows the placeholder and is
/// handed the image when it arrives (a failed fetch keeps the placeholder and is not retried).
@MainActor
public final class ImageLoader {
    public let location: ResourceLocation
    private var cache: [String: Pixbuf?] = [:]
    private var waiting: [String: [@MainActor (Pixbuf?) -> Void]] = [:]
    /// Longest side images are decoded at; keeps memory bounded for huge photos.
    static let maximumDecodedSide = 1024

    public init(location: ResourceLocation = ResourceLocation()) {
        self.location = location
    }

    /// The decoded image for `reference`, or nil when it is missing, broken, or still on its way;
    /// for a remote image on its way, `whenLoaded` is called with it later.
    public func pixbuf(for reference: String, whenLoaded: (@MainActor (Pixbuf?) -> Void)? = nil) -> Pixbuf? {
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
            let pixbuf = data.flatMap { Pixbuf(data: $0) }
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

    private func load(_ reference: String) -> Pixbuf? {
        if !location.embedded.isEmpty, let data = location.embedded[location.embeddedKey(reference)] {
            return Pixbuf(data: data)
        }
        guard let url = fileURL(for: reference) else { return nil }
        return Pixbuf(contentsOfFile: url.path, maximumSide: Self.maximumDecodedSide)
    }
}
