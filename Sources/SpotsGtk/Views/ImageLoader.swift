import Foundation
import SpotsModel

/// Loads item images once per reference and keeps the decoded pixbufs.
///
/// Input is hostile: only regular files are read (a FIFO, a device or a folder gives the
/// placeholder at once, with a warning), files above `maximumFileSize` are refused, and reading
/// and decoding happen on a background thread. The main thread waits at most
/// `synchronousBudget` for a local image (so screens and snapshots show local images in their
/// first frame); a slower one arrives through `whenLoaded`, like an http(s) image. Images are decoded
/// at `maximumDecodedSide` at most, so a small file claiming a huge size cannot exhaust memory.
/// A remote screen's images never come from local files.
@MainActor
public final class ImageLoader {
    public let location: ResourceLocation
    private var cache: [String: Pixbuf?] = [:]
    private var waiting: [String: [@MainActor (Pixbuf?) -> Void]] = [:]
    /// Longest side images are decoded at; keeps memory bounded for huge photos.
    nonisolated static let maximumDecodedSide = 1024
    /// Image files (and downloads) larger than this are not read: 32 MB.
    nonisolated public static let maximumFileSize = ResourceLimits.image
    /// How long the main thread waits for a local image before handing it over later.
    public static var synchronousBudget: TimeInterval = 0.25
    /// Problems with references (special files, refused local files, too large), once per reference.
    public private(set) var warnings: [String] = []
    /// Where warnings go besides `warnings`; standard error by default.
    public var onWarning: (@MainActor (String) -> Void)? = { FileHandle.standardError.write(Data("warning: \($0)\n".utf8)) }

    public init(location: ResourceLocation = ResourceLocation()) {
        self.location = location
    }

    /// The decoded image for `reference`, or nil when it is missing, broken, refused or still on
    /// its way; for an image on its way, `whenLoaded` is called with it later.
    public func pixbuf(for reference: String, whenLoaded: (@MainActor (Pixbuf?) -> Void)? = nil) -> Pixbuf? {
        if reference.isEmpty { return nil }
        if let cached = cache[reference] { return cached }
        if let url = remoteURL(for: reference) {
            if let whenLoaded { waiting[reference, default: []].append(whenLoaded) }
            fetch(url, as: reference)
            return nil
        }
        if !location.embedded.isEmpty, let data = location.embedded[location.embeddedKey(reference)] {
            let decoded = Self.decode(data)
            cache[reference] = decoded
            return decoded
        }
        guard let url = fileURL(for: reference) else {
            if location.isRemote, RemotePolicy.namesLocalFile(reference) {
                warn(translated("image \"{reference}\": a remote screen cannot read local files", ["reference": reference]))
            }
            cache[reference] = .some(nil)
            return nil
        }
        return loadFile(url.path, as: reference, whenLoaded: whenLoaded)
    }

    /// Whether an image is being fetched or read.
    public func isFetching(_ reference: String) -> Bool { fetching.contains(reference) }

    private var fetching: Set<String> = []

    static func remoteURL(_ reference: String) -> URL? {
        guard let url = URL(string: reference), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url
    }

    /// An http(s) reference, or (in a remote screen) a relative one resolved against the screen's URL.
    func remoteURL(for reference: String) -> URL? {
        if let url = Self.remoteURL(reference) { return url }
        guard let base = location.remoteBase, !RemotePolicy.namesLocalFile(reference), !reference.contains(":") else { return nil }
        return URL(string: reference, relativeTo: base).flatMap { Self.remoteURL($0.absoluteString) }
    }

    private func warn(_ message: String) {
        warnings.append(message)
        onWarning?(message)
    }

    private func fetch(_ url: URL, as reference: String) {
        guard !fetching.contains(reference) else { return }
        fetching.insert(reference)
        let limits = FetchLimits(maximumBodySize: Self.maximumFileSize, overallTimeout: RemoteScreenFetcher.defaultLimits.overallTimeout,
                                 idleTimeout: RemoteScreenFetcher.defaultLimits.idleTimeout)
        Task { @MainActor [weak self] in
            let pixbuf: Pixbuf?
            do {
                let data = try await RemoteScreenFetcher.fetch(url, limits: limits, what: "image")
                pixbuf = await Task.detached { Pixbuf(data: data, maximumSide: Self.maximumDecodedSide) }.value
            } catch {
                self?.warn(translated("image {address}: {reason}", ["address": url.absoluteString, "reason": (error as? Diagnostic)?.message ?? "\(error)"]))
                pixbuf = nil
            }
            self?.deliver(pixbuf, for: reference)
        }
    }

    private func deliver(_ pixbuf: Pixbuf?, for reference: String) {
        cache[reference] = pixbuf
        fetching.remove(reference)
        let callbacks = waiting.removeValue(forKey: reference) ?? []
        for callback in callbacks { callback(pixbuf) }
    }

    /// The local file a reference names, if any. Nil for URLs, and for everything in a remote screen.
    public func fileURL(for reference: String) -> URL? {
        if location.isRemote { return nil }
        if reference.hasPrefix("file://") { return URL(string: reference) }
        if reference.contains("://") { return nil }
        if reference.hasPrefix("/") { return URL(fileURLWithPath: reference) }
        return location.baseDirectory?.appendingPathComponent(reference)
    }

    /// Checks the file (stat never blocks), then reads and decodes it on a background thread.
    private func loadFile(_ path: String, as reference: String, whenLoaded: (@MainActor (Pixbuf?) -> Void)?) -> Pixbuf? {
        let kind = LocalFile.kind(atPath: path)
        switch kind {
        case .regular(let size) where size > Self.maximumFileSize:
            warn(translated("image \"{reference}\" is larger than {size}; it is not shown",
                            ["reference": reference, "size": RemoteScreenFetcher.describeSize(Self.maximumFileSize)]))
            cache[reference] = .some(nil)
            return nil
        case .regular:
            break
        case .missing:
            cache[reference] = .some(nil)
            return nil
        default:
            warn(translated("image \"{reference}\" is not shown: {reason}", ["reference": reference, "reason": kind.refusal ?? translated("it is not a regular file")]))
            cache[reference] = .some(nil)
            return nil
        }
        if let whenLoaded { waiting[reference, default: []].append(whenLoaded) }
        guard !fetching.contains(reference) else { return nil }
        fetching.insert(reference)
        let result = LockedBox<Pixbuf??>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            result.value = .some(Self.decodeFile(path))
            done.signal()
            DispatchQueue.main.async { [weak self] in
                // Not delivered yet only when the main thread stopped waiting.
                MainActor.assumeIsolated {
                    guard let self, self.fetching.contains(reference), let pixbuf = result.value else { return }
                    self.deliver(pixbuf, for: reference)
                }
            }
        }
        guard done.wait(timeout: .now() + Self.synchronousBudget) == .success, let pixbuf = result.value else { return nil }
        fetching.remove(reference)
        cache[reference] = pixbuf
        waiting.removeValue(forKey: reference)
        return pixbuf
    }

    /// Reads a regular file of at most `maximumFileSize` and decodes it; any thread.
    nonisolated private static func decodeFile(_ path: String) -> Pixbuf? {
        guard case .success(let data) = LocalFile.read(path: path, limit: maximumFileSize) else { return nil }
        return Pixbuf(data: data, maximumSide: maximumDecodedSide)
    }

    /// Decodes image bytes (the built-in files) at `maximumDecodedSide` at most.
    nonisolated static func decode(_ data: Data) -> Pixbuf? {
        Pixbuf(data: data, maximumSide: maximumDecodedSide)
    }
}
