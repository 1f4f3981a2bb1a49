import Foundation
import SpotsModel

/// A decoded screen with what is needed to show it.
public struct LoadedScreen: Sendable {
    public var screen: Screen
    public var warnings: [Diagnostic]
    /// Where relative image paths resolve.
    public var location: ResourceLocation
    /// What to call it when there is no title: the file name.
    public var name: String
    /// A remote screen's templates (kind → fetched `.ui`), fetched with the screen by `loadRemote`.
    public var fetchedTemplates: [String: FetchedResource] = [:]
    /// A remote screen's stylesheet, fetched with the screen by `loadRemote` and prepared with its
    /// imports and images (`RemoteStylesheetLoader`).
    public var fetchedStylesheet: PreparedStylesheet?
    /// The checks of the model (missing files and targets) a large screen left for after it is
    /// shown (`ScreenLoader.load(…, deferringChecks: true)`): their warnings join `warnings` then.
    public var pendingChecks: ScreenValidator.DeferredChecks?
    /// The document's bytes, kept only when it has `${…}` expressions: problems found while
    /// presenting them (a variable changed) are positioned in it.
    public var expressionSource: Data?
    /// The screen's components after its first ones, not decoded yet (`ScreenLoader.loadFirstComponents`):
    /// 0 when the screen is whole.
    public var omittedComponents = 0

    public init(screen: Screen, warnings: [Diagnostic], location: ResourceLocation, name: String) {
        self.screen = screen
        self.warnings = warnings
        self.location = location
        self.name = name
    }

    /// The window title: the screen's `title`, else the file name.
    public var displayTitle: String { screen.title ?? name }

    /// `"templates": {"kind": "file.ui"}`: item kinds drawn from GtkBuilder files, paths resolved.
    /// Only regular files count (a FIFO or a device would block whoever reads it); a remote screen has none.
    public var templates: [String: String] {
        guard !location.isRemote, let folder = location.baseDirectory else { return [:] }
        var resolved: [String: String] = [:]
        for (kind, file) in screen.templates {
            let path = Self.resolve(file, in: folder)
            if Self.isReadable(path) { resolved[kind] = path }
        }
        return resolved
    }

    /// The template and stylesheet files the screen is drawn with (watched by live reload).
    public var resourceFiles: [String] {
        Array(templates.values) + [stylesheet].compactMap { $0 }
    }

    /// `"stylesheet": "theme.css"`, resolved.
    public var stylesheet: String? {
        guard !location.isRemote, let file = screen.stylesheet, let folder = location.baseDirectory else { return nil }
        let path = Self.resolve(file, in: folder)
        return Self.isReadable(path) ? path : nil
    }

    /// A regular file of at most `ScreenLoader.maximumResourceSize`, or a missing one (whose
    /// absence is reported, and which live reload waits for).
    private static func isReadable(_ path: String) -> Bool {
        switch LocalFile.kind(atPath: path) {
        case .regular(let size): return size <= ResourceLimits.templateOrStylesheet
        case .missing: return true
        default: return false
        }
    }

    private static func resolve(_ file: String, in folder: URL) -> String {
        file.hasPrefix("/") ? file : folder.appendingPathComponent(file).standardizedFileURL.path
    }
}

/// A template or stylesheet of a remote screen: its address and its text.
public struct FetchedResource: Sendable, Equatable {
    public var url: String
    public var contents: String

    public init(url: String, contents: String) {
        self.url = url
        self.contents = contents
    }
}

/// Reads screen files and turns every failure into a positioned `Diagnostic`.
public enum ScreenLoader {
    /// Local screen files larger than this are refused (256 MB; a remote screen's limit is
    /// `FetchLimits.maximumBodySize`).
    public static let maximumFileSize = ResourceLimits.screenFile
    /// Templates and stylesheets larger than this are not read (4 MB).
    public static let maximumResourceSize = ResourceLimits.templateOrStylesheet

    /// Kinds outside `knownKinds` get a warning (they still render, as lists). `deferringChecks`:
    /// see `load(data:…)`.
    public static func load(path: String, knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                            deferringChecks: Bool = false) throws -> LoadedScreen {
        let data = try read(path: path)
        let (location, name) = identity(ofFile: path)
        return try load(data: data, file: path, location: location, name: name, knownKinds: knownKinds, deferringChecks: deferringChecks)
    }

    /// Screens with more components and items than this leave the checks of their model for
    /// after they are shown when asked to (`deferringChecks`). They look up every item's image and
    /// `open:` target on disk and position each warning in the document: for 20,000 components
    /// (60,000 items, 120,000 warnings) that took longer than decoding the file.
    public static let checksLaterThreshold = 2_000

    /// The bytes of a screen file: a regular file of at most `maximumFileSize`, never blocking.
    public static func read(path: String) throws -> Data {
        switch LocalFile.read(path: path, limit: maximumFileSize) {
        case .success(let data): return data
        case .failure(let failure):
            throw Diagnostic(severity: .error, file: path, message: translated("cannot read the file: {reason}", ["reason": failure.reason]))
        }
    }

    /// Fetches and decodes a screen over http(s) within `limits` (default:
    /// `RemoteScreenFetcher.defaultLimits`), off the main thread. Its location is remote: it never
    /// reads local files, and each local reference in it gets a warning. A server that does not
    /// call the body JSON gets a warning too.
    public static func loadRemote(_ url: URL, name: String? = nil, knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                  limits: FetchLimits? = nil) async throws -> LoadedScreen {
        try await screen(from: RemoteScreenFetcher.fetchBody(url, limits: limits), url: url, name: name, knownKinds: knownKinds,
                         limits: limits)
    }

    /// Fetches what an action asks a server for: a screen (as `loadRemote` gives it), or a patch
    /// document for the screen on display (`{"patch": [ … ]}`, within the same limits; decoded
    /// and applied by the caller).
    public static func loadRemoteResponse(_ url: URL, name: String? = nil, knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                          limits: FetchLimits? = nil) async throws -> RemoteResponse {
        let body = try await RemoteScreenFetcher.fetchBody(url, limits: limits)
        if PatchDecoder.isPatch(body.data) { return .patch(body) }
        return .screen(try await screen(from: body, url: url, name: name, knownKinds: knownKinds, limits: limits))
    }

    private static func screen(from body: FetchedBody, url: URL, name: String?, knownKinds: Set<ComponentKind>,
                               limits: FetchLimits?) async throws -> LoadedScreen {
        var loaded = try load(data: body.data, file: url.absoluteString, location: .remote(body.finalURL),
                              name: name ?? displayName(of: url), knownKinds: knownKinds)
        if let warning = RemoteScreenFetcher.contentTypeWarning(body) { loaded.warnings.insert(warning, at: 0) }
        await fetchResources(&loaded, data: body.data, file: url.absoluteString, limits: limits)
        return loaded
    }

    /// What to call a screen fetched from `url` when it has no title: its file name, else its host.
    public static func displayName(of url: URL) -> String {
        url.lastPathComponent.isEmpty ? (url.host ?? url.absoluteString) : url.lastPathComponent
    }

    /// Fetches a remote screen's relative templates and stylesheet (resolved against its URL, with
    /// the same fetcher and limits as the screen, concurrently). Local references were refused by
    /// `RemotePolicy`; a fetch that fails is a warning at the reference, and the screen keeps its
    /// default views.
    static func fetchResources(_ loaded: inout LoadedScreen, data: Data, file: String, limits: FetchLimits?) async {
        guard let base = loaded.location.remoteBase else { return }
        func resolve(_ reference: String) -> URL? {
            guard !reference.isEmpty, !RemotePolicy.namesLocalFile(reference) else { return nil }
            guard let url = URL(string: reference, relativeTo: base)?.absoluteURL,
                  let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
            return url
        }
        // (diagnostic path, reference, kind or nil for the stylesheet)
        var wanted: [(path: String, reference: String, kind: String?, url: URL)] = []
        for (kind, reference) in loaded.screen.templates.sorted(by: { $0.key < $1.key }) {
            if let url = resolve(reference) { wanted.append(("templates.\(kind)", reference, kind, url)) }
        }
        if let reference = loaded.screen.stylesheet, let url = resolve(reference) {
            wanted.append(("stylesheet", reference, nil, url))
        }
        guard !wanted.isEmpty else { return }
        var capped = limits ?? RemoteScreenFetcher.defaultLimits
        capped.maximumBodySize = min(capped.maximumBodySize, maximumResourceSize)
        let resourceLimits = capped
        // The stylesheet's imports and images come after it, within the same overall time.
        let deadline = Date().addingTimeInterval(resourceLimits.overallTimeout)
        let requests = wanted.map { (url: $0.url, what: $0.kind == nil ? "stylesheet" : "template") }
        let results = await withTaskGroup(of: (Int, Result<Data, Error>).self) { group in
            for (index, request) in requests.enumerated() {
                let url = request.url, what = request.what
                group.addTask {
                    do {
                        return (index, .success(try await RemoteScreenFetcher.fetchBody(url, limits: resourceLimits, what: what,
                                                                                        accept: "*/*").data))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results: [Int: Result<Data, Error>] = [:]
            for await (index, result) in group { results[index] = result }
            return results
        }
        var problems: [Diagnostic] = []
        for (index, entry) in wanted.enumerated() {
            switch results[index] {
            case .success(let body)?:
                let resource = FetchedResource(url: entry.url.absoluteString, contents: String(decoding: body, as: UTF8.self))
                if let kind = entry.kind {
                    loaded.fetchedTemplates[kind] = resource
                } else {
                    let prepared = await RemoteStylesheetLoader.prepare(entry.url, text: resource.contents, limits: resourceLimits, deadline: deadline)
                    loaded.fetchedStylesheet = prepared
                    loaded.warnings += prepared.problems
                }
            case .failure(let error)?:
                let reason = (error as? Diagnostic)?.message ?? "\(error)"
                let values: KeyValuePairs = ["reference": entry.reference, "url": entry.url.absoluteString, "reason": reason]
                let message = entry.kind == nil
                    ? translated("stylesheet \"{reference}\" could not be fetched from {url}: {reason}", values)
                    : translated("template \"{reference}\" could not be fetched from {url}: {reason}", values)
                problems.append(Diagnostic(severity: .warning, file: file, path: entry.path, message: message))
            case nil:
                break
            }
        }
        position(&problems, in: data)
        loaded.warnings += problems
    }

    /// `fetchBody` for callers that own the thread and may block on it (command-line tools);
    /// never call it from under a running GTK main loop.
    public static func fetchWaiting(_ url: URL, limits: FetchLimits? = nil) throws -> FetchedBody {
        let outcome = LockedBox<Result<FetchedBody, Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { outcome.value = .success(try await RemoteScreenFetcher.fetchBody(url, limits: limits)) } catch { outcome.value = .failure(error) }
            done.signal()
        }
        done.wait()
        return try outcome.value!.get()
    }

    /// `loadRemote` for command-line tools (blocks the calling thread; see `fetchWaiting`).
    public static func loadRemoteWaiting(_ url: URL, knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                         limits: FetchLimits? = nil) throws -> LoadedScreen {
        let outcome = LockedBox<Result<LoadedScreen, Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { outcome.value = .success(try await loadRemote(url, knownKinds: knownKinds, limits: limits)) } catch { outcome.value = .failure(error) }
            done.signal()
        }
        done.wait()
        return try outcome.value!.get()
    }

    /// Decodes and checks a screen. With `deferringChecks`, a screen larger than
    /// `checksLaterThreshold` is returned decoded, with the decoder's warnings, and its model
    /// checks in `pendingChecks` (their warnings follow the decoder's, as here).
    public static func load(data: Data, file: String, location: ResourceLocation, name: String,
                            knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                            deferringChecks: Bool = false) throws -> LoadedScreen {
        if deferringChecks {
            let (screen, warnings, checks) = try ScreenValidator.decodeLeavingChecks(data, file: file, location: location,
                                                                                     knownKinds: knownKinds)
            return decoded(screen, warnings: warnings, checks: checks, data: data, location: location, name: name)
        }
        let (screen, warnings, found) = try ScreenValidator.decodeAndCheck(data, file: file, location: location, knownKinds: knownKinds)
        return decoded(screen, warnings: warnings + found.diagnostics(positionedIn: data), checks: nil, data: data,
                       location: location, name: name)
    }

    /// Screen files of 1 MB or more are shown from their first components while the rest is
    /// decoded (`loadFirstComponents`): 1,000 components (1.4 MB) took a tenth of a second to
    /// decode, bind and lay out before the first frame, 20,000 (28 MB) most of a second.
    public static let firstComponentsThreshold = 1 << 20

    /// How many of a large screen's components its first frame is decoded with: more than a tall
    /// window shows, few enough to cost a few milliseconds.
    public static let firstComponentsLimit = FirstComponentsLimit(components: 60, items: 600)

    /// A large screen's first components, for a window to show while `load(data:…)` decodes the
    /// whole on another thread (`omittedComponents` counts the others). A screen with no more than
    /// `limit`'s components is whole: as `load(data:…, deferringChecks: true)` gives it.
    public static func loadFirstComponents(data: Data, file: String, location: ResourceLocation, name: String,
                                           knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                                           limit: FirstComponentsLimit = firstComponentsLimit) throws -> LoadedScreen {
        let (first, checks) = try ScreenValidator.decodeFirstComponents(data, file: file, location: location, limit: limit,
                                                                        knownKinds: knownKinds)
        var loaded = decoded(first.screen, warnings: first.warnings, checks: checks, data: data, location: location, name: name)
        loaded.omittedComponents = first.omittedComponents
        return loaded
    }

    /// A decoded screen with its model checks (nil: run already): run now when it is small, left
    /// in `pendingChecks` when it is large (`isLarge`).
    private static func decoded(_ screen: Screen, warnings: [Diagnostic], checks: ScreenValidator.DeferredChecks?, data: Data,
                                location: ResourceLocation, name: String) -> LoadedScreen {
        var loaded = LoadedScreen(screen: screen, warnings: warnings, location: location, name: name)
        if let checks {
            if isLarge(screen) { loaded.pendingChecks = checks } else { loaded.warnings += checks.run() }
        }
        // A `data-url` that fails later is positioned in the screen too.
        if containsExpression(data) || !screen.dataURLs.isEmpty { loaded.expressionSource = data }
        return loaded
    }

    /// Whether `data` has a `${` anywhere. `Data.firstRange(of:)` reads the bytes one at a time
    /// through generic indexing: 2 s of the first frame of a 28 MB screen, 4 s of a 72 MB one.
    static func containsExpression(_ data: Data) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            guard let base = bytes.baseAddress, bytes.count >= 2 else { return false }
            var offset = 0
            // A `$` in the last byte starts no `${`.
            while offset < bytes.count - 1,
                  let dollar = memchr(base + offset, Int32(UInt8(ascii: "$")), bytes.count - 1 - offset) {
                let index = base.distance(to: UnsafeRawPointer(dollar))
                if bytes[index + 1] == UInt8(ascii: "{") { return true }
                offset = index + 1
            }
            return false
        }
    }

    /// Whether the screen has more components, items and inline `data` elements than
    /// `checksLaterThreshold` (a data-bound list's checks type and compare every element).
    static func isLarge(_ screen: Screen) -> Bool {
        var size = screen.components.count
        for component in screen.components {
            size += component.items.count
            if case .elements(let elements)? = component.data?.source { size += elements.count }
            if size > checksLaterThreshold { return true }
        }
        return false
    }

    /// The problems of a screen, as `load(data:…)` reports them, for `spots validate`: the decoded
    /// screen is released before the warnings found on it become positioned diagnostics.
    public static func problems(data: Data, file: String, location: ResourceLocation,
                                knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn)) throws -> [Diagnostic] {
        try ScreenValidator.problems(in: data, file: file, location: location, knownKinds: knownKinds)
    }

    /// Warnings found on the model, pointed back into the document where they can.
    static func position(_ problems: inout [Diagnostic], in data: Data) {
        guard !problems.isEmpty else { return }
        let locations = DocumentPositions.locations(ofPaths: problems.map(\.path), in: data)
        for index in problems.indices {
            problems[index].line = locations[index]?.line
            problems[index].column = locations[index]?.column
        }
    }
}
