import Foundation
import SpotsCache
import SpotsGtk

/// What a window shows, apart from its widgets: the screen and where it came from, Back and
/// Forward, the pages infinite scrolling appended, the placeholders while a remote screen or page
/// loads or after it failed, the problems of the last load, and live reload.
///
/// The session owns the model: `models` is what the window draws, never read back from widgets.
/// The window (`ScreenWindow`) is a projection of it: it draws what the session says, and tells it
/// what the user does. The session's decisions need no display: it calls no GTK widget, and its
/// delegate can be anything.
@MainActor
public final class ScreenSession {
    public weak var delegate: ScreenSessionDelegate?

    /// The screen on display and where it came from; errors never replace it.
    public internal(set) var current: LoadedScreen?
    public internal(set) var source: ScreenSource?
    /// Every error and warning of the last load (loader, validator, templates, stylesheet, appended
    /// pages): one list for the error bar, the status page and the problems panel.
    public private(set) var problems: [Diagnostic] = []
    /// What the window shows: the screen, or (with no good screen) a status page.
    public private(set) var page: Page = .screen
    /// The message of the error bar, when it shows one.
    public private(set) var notice: Notice?
    /// Counts the loads that replaced the problems: the window clears messages of its own with them.
    public private(set) var problemsRevision = 0
    public private(set) var history = NavigationHistory()
    /// How many times a screen was read from its file or the built-in demo (Back reads none).
    public private(set) var screenReads = 0

    var pages = PageChain()
    var placeholder: Placeholder?
    /// The screen's variables and what they make of it (see ScreenSession+Variables.swift).
    var state = ScreenState()
    /// What an `{"open": …, "variables": {…}}` action passes to the screen it opens, until it is shown.
    var passingVariables: [String: JSONValue]?
    /// A form's values are on their way (`submit`): it is not sent twice.
    var submitting = false
    /// The variables of the history entry Back or Forward is returning to, until it is shown.
    var returningValues: ScreenState.Values?
    /// Where the screen's last submit stands: on its way, or failed (its items offer Retry).
    public internal(set) var submitProgress: SubmitProgress?
    var loadGeneration = 0
    /// A large screen shown from its first components while the whole is decoded
    /// (ScreenSession+FirstComponents.swift).
    var pendingWhole: PendingWholeScreen?
    /// Counts the screens shown (every load, Back): a `data-url` that arrives later fills only its own.
    var screenGeneration = 0
    /// The stamp of the screen file on display when it was read.
    private var currentStamp: FileStamp?
    private var recheckTimer: MainLoopTimer?
    let watch = ScreenWatch()

    /// What the window shows besides the screen.
    public enum Page: Equatable {
        case screen
        /// The screen could not be read or decoded, and there is none to keep showing.
        case failed(message: String)
        /// The file is not there (yet): the window waits for it.
        case waiting(path: String, message: String)
        /// The screen was read but has no components to show (and no page to load): an empty
        /// state, with the problems of the load, which may say why (a misspelt `"components"`).
        case empty(problems: [Diagnostic])
    }

    /// A message in the error bar (an error while a good screen stays on display).
    public struct Notice: Equatable {
        public var message: String
        public var isError: Bool
    }

    enum LoadReason {
        case open, navigate, back, refresh, liveReload, recheck
        /// The whole of a screen shown from its first components.
        case wholeScreen
    }

    /// A half-written file (truncate then write) must not flash an error: a failed live reload
    /// is tried again this much later, and only an error that persists is shown.
    static let recheckDelayMilliseconds: UInt32 = 300

    public init() {
        watch.onChange = { [weak self] changed in self?.watchedFilesChanged(changed) }
    }

    // MARK: - What the window draws

    /// The components to draw: the screen's and the pages appended after it, with a placeholder
    /// after them (or in place of all, for the screen's own).
    public var models: [ComponentModel] {
        if let placeholder, placeholder.isScreen { return [placeholder.model] }
        // Appended pages read the screen's variables too.
        _ = pages.present(with: state.variables)
        var models = state.components + pages.components
        if let placeholder { models.append(placeholder.model) }
        return models
    }

    /// The screen's and the appended pages' components, without a placeholder.
    var screenModels: [ComponentModel] { state.components + pages.components }

    /// The state of the placeholder shown, if any.
    public var placeholderState: ComponentState? { placeholder?.model.state }

    /// Whether a placeholder stands for the whole screen.
    var showsScreenPlaceholder: Bool { placeholder?.isScreen == true }

    /// Where each page's components start among `models`: the first page at 0, the pages infinite
    /// scrolling appended after it (inspect mode finds an item's own file with it).
    public var pageStarts: [(source: ScreenSource, start: Int)] {
        guard let source else { return [] }
        var starts = [(source, 0)]
        var start = state.components.count
        for page in pages.pages {
            starts.append((page.source, start))
            start += page.components.count
        }
        return starts
    }

    /// The error on display: in the error bar, on the status page, or in a failed screen's error state.
    public var errorMessage: String? {
        switch page {
        case .failed(let message), .waiting(_, let message): return message
        case .screen, .empty:
            if let notice { return notice.message }
            if case .screenError(let message)? = placeholder { return message }
            return nil
        }
    }

    // MARK: - Opening

    /// Opens a screen as the new root (Open, a drop, the command line): Back history is cleared.
    public func open(_ source: ScreenSource) {
        history.clear()
        delegate?.sessionDidChange(self)
        load(source, reason: .open)
    }

    /// Loads a screen from memory (as if read from `file`), for tests and embedders.
    public func open(data: Data, file: String, location: ResourceLocation) {
        do {
            let loaded = try ScreenLoader.load(data: data, file: file, location: location, name: (file as NSString).lastPathComponent,
                                               knownKinds: ComponentRegistry.shared.knownKinds, deferringChecks: true)
            apply(loaded, from: .file(file), reason: .open)
        } catch {
            failed(error, source: .file(file), reason: .open)
        }
    }

    /// Shows `destination`, remembering the current screen for Back.
    public func navigate(to destination: ScreenSource) {
        load(destination, reason: .navigate)
    }

    /// Reads the screen again; `completion` runs when it is shown (or failed).
    public func refresh(completion: (@MainActor () -> Void)? = nil) {
        guard let source else { completion?(); return }
        load(source, reason: .refresh, completion: completion)
    }

    /// Follows an item's `open:` target, relative to the screen; nil when it was followed, else why not.
    /// `passing`: values for the next screen's variables, their `${…}` computed with the values now.
    func follow(_ target: String, passing passed: [String: JSONValue] = [:]) -> String? {
        if let refusal = RemotePolicy.refusal(ofTarget: target, from: source) { return refusal }
        guard let destination = source?.resolve(target) else { return translated("not a screen this app can open") }
        if passed.isEmpty {
            passingVariables = nil
        } else {
            let evaluator = ExpressionEvaluator(scope: state.variables)
            var values: [String: JSONValue] = [:]
            for (name, value) in passed {
                do {
                    values[name] = try value.evaluatingExpressions(evaluator)
                } catch {
                    return translated("cannot compute the value of \"{name}\" for the next screen: {reason}", ["name": name, "reason": error.message])
                }
            }
            passingVariables = values
        }
        navigate(to: destination)
        return nil
    }

    // MARK: - Back and Forward

    /// Returns to the previous screen as it was; nothing happens when there is none.
    public func goBack() {
        guard let entry = history.goBack(from: currentEntry) else { return }
        delegate?.sessionDidChange(self)
        show(entry)
    }

    /// Goes to the screen Back left, as it was; nothing happens when there is none.
    public func goForward() {
        guard let entry = history.goForward(from: currentEntry) else { return }
        delegate?.sessionDidChange(self)
        show(entry)
    }

    /// The screen on display, as Back or Forward would return to it.
    private var currentEntry: NavigationHistory.Entry? {
        source.map {
            // A screen still showing its first components only is read again on the way back.
            NavigationHistory.Entry(source: $0, screen: pendingWhole == nil ? current : nil, view: delegate?.viewState(for: self) ?? ScreenViewState(),
                                    stamp: currentStamp, values: current == nil ? nil : state.values)
        }
    }

    private func show(_ entry: NavigationHistory.Entry) {
        stopWaitingForWholeScreen()
        let unchanged: Bool
        switch entry.source {
        case .file: unchanged = entry.stamp != nil && FileStamp(entry.source) == entry.stamp
        case .embedded, .url: unchanged = true // compiled in; a URL screen as last fetched (Refresh fetches again)
        }
        returningValues = entry.values
        if unchanged, let screen = entry.screen {
            apply(screen, from: entry.source, reason: .back)
        } else {
            load(entry.source, reason: .back)
        }
        delegate?.session(self, restore: entry.view)
    }

    // MARK: - Loading

    func load(_ source: ScreenSource, reason: LoadReason, completion: (@MainActor () -> Void)? = nil) {
        loadGeneration += 1
        let generation = loadGeneration
        stopWaitingForWholeScreen()
        guard case .url(let url) = source else {
            screenReads += 1
            do {
                let knownKinds = ComponentRegistry.shared.knownKinds
                if case .file(let path) = source {
                    switch try ScreenLoader.open(path: path, knownKinds: knownKinds, firstComponentsFirst: reason == .open) {
                    case .whole(let loaded):
                        apply(loaded, from: source, reason: reason)
                    case .firstComponents(let first, let decodeWhole):
                        showFirstComponents(first, decodingWhole: decodeWhole, of: source, generation: generation, completion: completion)
                        return
                    }
                } else {
                    apply(try ScreenLoader.load(source, knownKinds: knownKinds, deferringChecks: true), from: source, reason: reason)
                }
            } catch {
                failed(error, source: source, reason: reason)
            }
            completion?()
            return
        }
        if reason != .refresh { delegate?.session(self, isLoading: true) }
        // URL screens show their last saved state at once (offline too), then refresh.
        let cache = ViewStateCache(key: url.absoluteString)
        switch cache.load() {
        case .hit(let components) where source != self.source:
            let cached = LoadedScreen(screen: Screen(components: components), warnings: [], location: .remote(url),
                                      name: source.displayName)
            apply(cached, from: source, reason: reason)
        case .corrupt(let message):
            log(translated("warning: {problem}; it will be replaced", ["problem": message]))
        case .hit, .miss:
            break
        }
        // Nothing to show meanwhile (no screen, no cached copy): skeleton rows, not an empty window.
        if (reason == .open && source != self.source) || current == nil || showsScreenPlaceholder {
            showPlaceholder(.screenLoading, rebuild: true)
        }
        // A server may answer an action with a patch for this screen (ScreenSession+Patches.swift).
        let screenWhenAsked = current?.screen
        Task { @MainActor [weak self] in
            let result: Result<RemoteResponse, Error>
            do {
                result = .success(try await ScreenLoader.loadRemoteResponse(url, name: source.displayName,
                                                                            knownKinds: ComponentRegistry.shared.knownKinds))
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            defer {
                if reason != .refresh { self.delegate?.session(self, isLoading: false) }
                completion?()
            }
            // A newer load started meanwhile: its result wins.
            guard generation == self.loadGeneration else { return }
            do {
                switch try result.get() {
                case .screen(let loaded):
                    self.apply(loaded, from: source, reason: reason)
                    self.saveViewState()
                case .patch(let body):
                    self.applyPatchResponse(body, from: source, reason: reason, screenWhenAsked: screenWhenAsked)
                }
            } catch {
                self.failed(error, source: source, reason: reason)
            }
        }
    }

    /// `prepared`: the new screen's state made elsewhere (`ScreenState.Preparation`), used when
    /// the screen shown is still the one it was made of.
    func apply(_ loaded: LoadedScreen, from newSource: ScreenSource, reason: LoadReason, prepared: ScreenState.Preparation? = nil) {
        recheckTimer?.cancel()
        let sameScreen = newSource == source
        // A reload shows the rows its `data-url`s gave until they arrive again (+DataURL.swift).
        let dataURLs = loaded.screen.dataURLs
        let loaded = sameScreen ? keepingFetchedData(loaded, dataURLs) : loaded
        // Another screen: the submit that failed or is on its way belongs to the form left.
        if !sameScreen { submitProgress = nil }
        if reason == .navigate, source != nil, !sameScreen, let here = currentEntry { history.push(here) }
        source = newSource
        currentStamp = FileStamp(newSource)
        let keepsVariables = sameScreen && [.refresh, .liveReload, .recheck, .wholeScreen].contains(reason)
        // Back and Forward return to the values the reader left, as a reload keeps them (a
        // variable whose declared value the author changed meanwhile starts from it).
        let returning = reason == .back ? returningValues : nil
        returningValues = nil
        state = ScreenState(loaded, file: newSource.description, carryingOver: keepsVariables ? state.values : returning,
                            prepared: prepared.flatMap { $0.isOf(loaded.screen) ? $0 : nil })
        // A screen opened again starts from what the reader left (ScreenSession+KeptVariables.swift).
        var keptView: ScreenViewState?
        if reason == .open {
            let kept = keptVariables(for: newSource, declared: state.declared)
            if !kept.values.isEmpty { _ = state.receive(kept.values) }
            if !sameScreen { keptView = kept.view }
        }
        let passed = reason == .navigate ? passingVariables : nil
        passingVariables = nil
        let refusals = passed.map { state.receive($0) } ?? []
        current = loaded
        placeholder = nil
        pages = PageChain(first: newSource, screen: loaded.screen)
        if let reason = pages.stopReason { log(reason) }
        StandardError.write(lines: loaded.warnings.lazy.map(\.description), prefix: "spots: ")
        // The window applies the screen's templates and stylesheet; a broken one is a problem too.
        let prepared = delegate?.session(self, prepare: loaded, isNewScreen: !sameScreen) ?? (problems: [], viewsChanged: false)
        delegate?.session(self, show: models, location: loaded.location, rebuild: prepared.viewsChanged, scrollToTop: !sameScreen)
        // Where the reader was when the window closed, with the values kept then (once the whole
        // screen is there, when it shows its first components only).
        if let keptView {
            if loaded.omittedComponents > 0 { pendingWhole?.keptView = keptView } else { delegate?.session(self, restore: keptView) }
        }
        // A broken template or stylesheet: the screen shows (with default views), and the bar says
        // what is wrong; warnings (an unknown kind, a typo) are in the problems panel.
        setProblems(loaded.warnings + prepared.problems + state.problems(besides: loaded.warnings)
                    + refusals.map { Diagnostic(severity: .warning, file: newSource.description, message: $0) })
        listLateBindingProblems()
        if let checks = loaded.pendingChecks { runLater(checks, of: newSource, listedAfter: loaded.warnings.count) }
        watch.watch(newSource, loaded)
        delegate?.sessionDidChange(self)
        if !sameScreen { delegate?.session(self, didOpen: newSource) }
        delegate?.sessionMayNeedMore(self)
        screenGeneration += 1
        // The whole screen fetches them (a component's rows would otherwise be fetched twice).
        if loaded.omittedComponents == 0 { fetchDataURLs(dataURLs) }
    }

    /// Runs the model checks a large screen left for after it is shown, off the main thread; their
    /// warnings join the list where `load` would have put them (after the decoder's, before the
    /// template's and stylesheet's), unless another screen was shown meanwhile.
    private func runLater(_ checks: ScreenValidator.DeferredChecks, of source: ScreenSource, listedAfter position: Int) {
        let generation = checksGeneration
        checksInFlight = generation
        let stamp = currentStamp
        Task.detached(priority: .userInitiated) {
            // The file again, only while it is the one shown (an edit reloads, and checks, it).
            let found = checks.run(readingAgain: {
                guard case .file(let path) = source, let stamp, FileStamp(source) == stamp,
                      let data = try? ScreenLoader.read(path: path), FileStamp(source) == stamp else { return nil }
                return data
            })
            await MainActor.run { [weak self] in self?.checksDidFinish(found, generation: generation, position: position) }
        }
    }

    private func checksDidFinish(_ found: [Diagnostic], generation: Int, position: Int) {
        if checksInFlight == generation { checksInFlight = nil }
        guard generation == checksGeneration, current != nil else { return }
        current?.warnings += found
        current?.pendingChecks = nil
        if !found.isEmpty {
            StandardError.write(lines: found.lazy.map(\.description), prefix: "spots: ")
            problems.insert(contentsOf: found, at: min(position, problems.count))
        }
        // The problems are all known now, found or not.
        delegate?.sessionDidChange(self)
    }

    /// Counts the lists of problems set: checks that finish after the list was replaced (another
    /// screen, a failed reload) are dropped, as that load would have dropped them.
    private var checksGeneration = 0
    /// The `checksGeneration` of the checks running on another thread, if any.
    private var checksInFlight: Int?

    /// Whether `problems` may still grow: the whole of a large screen is being decoded, or the
    /// model checks it left for later run on another thread.
    public var isStillChecking: Bool { pendingWhole != nil || checksInFlight == checksGeneration }

    func failed(_ error: Error, source failedSource: ScreenSource, reason: LoadReason) {
        let diagnostic = (error as? Diagnostic) ?? Diagnostic(severity: .error, file: failedSource.description, message: "\(error)")
        if reason == .open, failedSource != source {
            // A new root that cannot be shown: it becomes the screen the window is about (and watches),
            // not the one that was on display before.
            source = failedSource
            current = nil
            state = ScreenState()
            placeholder = nil
            pages = PageChain()
            history.clear()
            delegate?.session(self, show: [], location: ResourceLocation(), rebuild: true, scrollToTop: true)
        }
        switch reason {
        case .liveReload:
            if recheckTimer == nil {
                recheckTimer = MainLoopTimer { [weak self] in
                    guard let self, let source = self.source else { return }
                    self.load(source, reason: .recheck)
                }
            }
            recheckTimer?.schedule(afterMilliseconds: Self.recheckDelayMilliseconds)
        default:
            if case .file(let path) = failedSource, failedSource == source, diagnostic.line == nil,
               !FileManager.default.fileExists(atPath: path) {
                if current == nil {
                    setProblems([diagnostic], waitingFor: path)
                } else {
                    var gone = diagnostic
                    gone.severity = .warning
                    gone.message = translated("the file was deleted or moved away; the last version stays on screen until it is back")
                    setProblems([gone], notice: translated("{file} was deleted or moved away; the last version stays on screen", ["file": path]))
                }
            } else if failedSource == source || current == nil {
                setProblems([diagnostic])
            } else {
                // Following a link to a screen that cannot be shown: the screen stays, the bar says why.
                showNotice(diagnostic.description, isError: false)
            }
        }
        // Watched in every state: the first good save shows the screen.
        if failedSource == source { watch.watch(failedSource, current) }
        // A remote screen with nothing else to show: its error state, with Retry.
        if case .url = failedSource, failedSource == source, current == nil || showsScreenPlaceholder {
            showPlaceholder(.screenError(diagnostic.description), rebuild: true)
        }
        delegate?.sessionDidChange(self)
    }

    // MARK: - Infinite scrolling

    /// Appends the next page's components; called when the reader reaches the end.
    public func loadNextPage() {
        guard let page = pages.next, !pages.isLoading else { return }
        pages.startLoading()
        showPlaceholder(.pageLoading)
        let append: @MainActor (LoadedScreen) -> Void = { [weak self] loaded in
            guard let self else { return }
            self.placeholder = nil
            // The chain refuses a page it already loaded, and stops at an empty page.
            let found = self.pages.append(loaded.screen, from: page, variables: self.state.variables)
            if let reason = self.pages.stopReason { self.log(reason) }
            self.addProblems(loaded.warnings + self.pageBindingProblems(found, of: loaded, from: page))
            if self.current != nil { self.page = self.screenPage }
            self.delegate?.session(self, show: self.models, location: self.current?.location ?? ResourceLocation(),
                                   rebuild: false, scrollToTop: false)
            self.delegate?.sessionDidChange(self)
            self.delegate?.sessionMayNeedMore(self)
        }
        let fail: @MainActor (Error) -> Void = { [weak self] error in
            guard let self else { return }
            self.pages.fail(page)
            let diagnostic = (error as? Diagnostic) ?? Diagnostic(severity: .error, file: page.description, message: "\(error)")
            self.addProblems([diagnostic], showingErrors: false)
            self.showNotice(translated("The next page could not be loaded: {problem}", ["problem": diagnostic.description]), isError: false)
            self.showPlaceholder(.pageError(diagnostic.description))
            self.delegate?.sessionDidChange(self)
        }
        if case .url(let url) = page {
            Task { @MainActor in
                do {
                    append(try await ScreenLoader.loadRemote(url, name: page.displayName,
                                                             knownKinds: ComponentRegistry.shared.knownKinds))
                } catch {
                    fail(error)
                }
            }
        } else {
            do { append(try ScreenLoader.load(page, knownKinds: ComponentRegistry.shared.knownKinds)) } catch { fail(error) }
        }
    }

    /// Whether there is a next page to load.
    public var hasNextPage: Bool { pages.next != nil }

    /// Retry in an error state: a failed page is loaded again; anything else refreshes.
    public func retry(_ component: ComponentModel) {
        if component.identifier == Placeholder.pageError("").model.identifier, pages.retry() != nil {
            loadNextPage()
        } else {
            delegate?.sessionRequestsRefresh(self)
        }
    }

    private func showPlaceholder(_ shown: Placeholder, rebuild: Bool = false) {
        placeholder = shown
        // Skeleton rows or an error state are the screen for now, not the status page.
        if shown.isScreen { page = .screen }
        delegate?.session(self, show: models, location: current?.location ?? ResourceLocation(), rebuild: rebuild,
                          scrollToTop: false)
        delegate?.sessionDidChange(self)
    }

    // MARK: - Problems

    /// Replaces the problems (every load does): the panel lists all of them; the bar (or, with no
    /// screen to keep, the status page) shows the errors, or `notice` when given.
    func setProblems(_ list: [Diagnostic], waitingFor path: String? = nil, notice message: String? = nil) {
        problems = list
        problemsRevision += 1
        checksGeneration += 1
        let errors = list.filter { $0.severity == .error }
        guard current != nil else {
            let text = (errors.isEmpty ? list : errors).map(\.description).joined(separator: "\n")
            log(text)
            notice = nil
            page = path.map { .waiting(path: $0, message: text) } ?? .failed(message: text)
            return
        }
        page = screenPage
        if let message {
            showNotice(message, isError: false)
        } else if !errors.isEmpty {
            showNotice(errors.map(\.description).joined(separator: "\n"), isError: true)
        } else {
            notice = nil
        }
    }

    /// The screen, or its empty state when it shows nothing and no page will follow: a blank
    /// window says nothing, the empty state says why.
    private var screenPage: Page {
        guard models.isEmpty, !hasNextPage else { return .screen }
        return .empty(problems: problems)
    }

    /// Replaces the list after the screen's variables changed: the panel shows it; the bar and the
    /// page stay as the load left them.
    func replaceProblems(_ list: [Diagnostic]) {
        var seen = Set<Diagnostic>()
        problems = list.filter { seen.insert($0).inserted }
    }

    /// Adds the problems of a page appended to the screen (infinite scrolling) to the list.
    private func addProblems(_ more: [Diagnostic], showingErrors: Bool = true) {
        guard !more.isEmpty else { return }
        problems += more
        let errors = more.filter { $0.severity == .error }
        if showingErrors, !errors.isEmpty { showNotice(errors.map(\.description).joined(separator: "\n"), isError: true) }
    }

    func showNotice(_ message: String, isError: Bool) {
        log(message)
        notice = Notice(message: message, isError: isError)
    }

    /// The bar was closed.
    public func dismissNotice() {
        notice = nil
    }

    func log(_ message: String) {
        StandardError.write(lines: [message], prefix: "spots: ")
    }

    // MARK: - Live reload

    private func watchedFilesChanged(_ changed: Set<String>) {
        guard let source else { return }
        // The screen, its templates or its stylesheet: reload; only images: fresh image loaders.
        if !changed.isDisjoint(with: watch.screenPaths) || current == nil
            || !changed.isDisjoint(with: current?.resourceFiles ?? []) {
            load(source, reason: .liveReload)
        } else if let current {
            delegate?.session(self, show: models, location: current.location, rebuild: true, scrollToTop: false)
        }
    }

    /// Stops watching files (the window closed).
    public func close() {
        watch.stop()
        recheckTimer?.cancel()
    }

    // MARK: - View state

    /// Saves what a URL screen shows, as the reader left it (sections opened or closed), so it
    /// opens from it next time, offline too. A file screen is its own file; the window keeps its
    /// accordion choices.
    func saveViewState() {
        guard case .url(let url)? = source, !showsScreenPlaceholder else { return }
        let shown = delegate?.session(self, asShown: screenModels) ?? screenModels
        do { try ViewStateCache(key: url.absoluteString).save(shown) } catch { log(translated("warning: {message}", ["message": "\(error)"])) }
    }
}

/// What a session tells the window that shows it.
@MainActor
public protocol ScreenSessionDelegate: AnyObject {
    /// `loaded` is about to be shown (`isNewScreen`: another screen than the one before): apply what
    /// it brings besides its components (templates, stylesheet), and say what went wrong with that
    /// and whether item views changed.
    func session(_ session: ScreenSession, prepare loaded: LoadedScreen, isNewScreen: Bool) -> (problems: [Diagnostic], viewsChanged: Bool)
    /// Draw `models`: `rebuild` replaces every widget (new item views, changed images), else only
    /// what differs changes; `scrollToTop` starts a new screen at its top.
    func session(_ session: ScreenSession, show models: [ComponentModel], location: ResourceLocation, rebuild: Bool,
                 scrollToTop: Bool)
    /// Draw `models` after a change the session made itself (a `set`, a patch) that differs from
    /// the models shown only in the `touched` components.
    func session(_ session: ScreenSession, show models: [ComponentModel], location: ResourceLocation, touched: TouchedComponents)
    /// The title, the problems, the page, the notice or the history changed: show them again.
    func sessionDidChange(_ session: ScreenSession)
    /// A remote load started or ended.
    func session(_ session: ScreenSession, isLoading: Bool)
    /// Back or Forward returned to a screen: put the reader back where they were on it.
    func session(_ session: ScreenSession, restore view: ScreenViewState)
    /// Where the reader is now (scroll, focused item, carousels), kept with the screen for Back.
    func viewState(for session: ScreenSession) -> ScreenViewState
    /// `models` as the reader left them (sections opened or closed), for the view-state cache.
    func session(_ session: ScreenSession, asShown models: [ComponentModel]) -> [ComponentModel]
    /// Another screen was shown (recent files; a new screen's accordion choices).
    func session(_ session: ScreenSession, didOpen source: ScreenSource)
    /// An action string to run, as if an item with it was selected (after a submit's answer).
    func session(_ session: ScreenSession, run action: String)
    /// A page arrived: when the screen is still shorter than the window, ask for the next one.
    func sessionMayNeedMore(_ session: ScreenSession)
    /// Retry outside a failed page: refresh as the Refresh button does.
    func sessionRequestsRefresh(_ session: ScreenSession)
}

extension ScreenSessionDelegate {
    /// Without a faster way, the whole screen is compared.
    public func session(_ session: ScreenSession, show models: [ComponentModel], location: ResourceLocation, touched: TouchedComponents) {
        self.session(session, show: models, location: location, rebuild: false, scrollToTop: false)
    }
}
