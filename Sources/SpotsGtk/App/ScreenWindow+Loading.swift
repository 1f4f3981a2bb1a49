import Foundation
import SpotsCache
import SpotsModel

/// Loading screens into the window: opening, navigation with Back, refresh, and showing a
/// loaded screen or what went wrong. Live reload and infinite scrolling have their own files.
extension ScreenWindow {
    enum LoadReason {
        case open, navigate, back, refresh, liveReload, recheck
    }

    /// A half-written file (truncate then write) must not flash an error: a failed live reload
    /// is tried again this much later, and only an error that persists is shown.
    static let recheckDelayMilliseconds: UInt32 = 300

    /// Opens a screen as the new root (Open, a drop, the command line): Back history is cleared.
    public func open(_ source: ScreenSource) {
        backStack.removeAll()
        forwardStack.removeAll()
        updateBackButton()
        load(source, reason: .open)
    }

    public func open(path: String) { open(.file(path)) }

    public func openDemo() { open(.embedded(DemoScreen.fileName)) }

    /// Loads a screen from memory (as if read from `file`); for tests and embedders.
    public func open(data: Data, file: String, location: ResourceLocation) {
        do {
            let loaded = try ScreenLoader.load(data: data, file: file, location: location, name: (file as NSString).lastPathComponent,
                                               knownKinds: ComponentRegistry.shared.knownKinds)
            apply(loaded, from: .file(file), reason: .open)
        } catch {
            failed(error, source: .file(file), reason: .open)
        }
    }

    /// Shows `destination`, remembering the current screen for Back.
    public func navigate(to destination: ScreenSource) {
        load(destination, reason: .navigate)
    }

    // MARK: - RefreshDelegate

    public func controllerDidRequestRefresh(_ controller: Controller, completion: @escaping @MainActor () -> Void) {
        guard let source else { return completion() }
        load(source, reason: .refresh, completion: completion)
    }

    // MARK: - Loading

    func load(_ source: ScreenSource, reason: LoadReason, completion: (@MainActor () -> Void)? = nil) {
        loadGeneration += 1
        let generation = loadGeneration
        guard case .url(let url) = source else {
            screenReads += 1
            do {
                apply(try ScreenLoader.load(source, knownKinds: ComponentRegistry.shared.knownKinds), from: source, reason: reason)
            } catch {
                failed(error, source: source, reason: reason)
            }
            completion?()
            return
        }
        if reason != .refresh { showSpinner(true) }
        // URL screens show their last saved state at once (offline too), then refresh.
        let cache = ViewStateCache(key: url.absoluteString)
        switch cache.load() {
        case .hit(let components) where source != self.source:
            let cached = LoadedScreen(screen: Screen(components: components), warnings: [], location: .remote(url),
                                      name: source.displayName)
            apply(cached, from: source, reason: reason)
        case .corrupt(let message):
            log("warning: \(message); it will be replaced")
        case .hit, .miss:
            break
        }
        // Nothing to show meanwhile (no screen, no cached copy): skeleton rows, not an empty window.
        if (reason == .open && source != self.source) || current == nil || showsScreenPlaceholder {
            showScreenLoading()
        }
        Task { @MainActor [weak self] in
            let result: Result<LoadedScreen, Error>
            do { result = .success(try await ScreenLoader.loadRemote(url, name: source.displayName, knownKinds: ComponentRegistry.shared.knownKinds)) } catch { result = .failure(error) }
            guard let self else { return }
            defer {
                if reason != .refresh { self.showSpinner(false) }
                completion?()
            }
            // A newer load started meanwhile: its result wins.
            guard generation == self.loadGeneration else { return }
            do {
                let loaded = try result.get()
                self.apply(loaded, from: source, reason: reason)
                // As shown: sections the reader opened or closed stay so at the next launch.
                do { try cache.save(self.screenModels) } catch { self.log("warning: \(error)") }
            } catch {
                self.failed(error, source: source, reason: reason)
            }
        }
    }

    func apply(_ loaded: LoadedScreen, from newSource: ScreenSource, reason: LoadReason) {
        recheckTimer?.cancel()
        let sameScreen = newSource == source
        if reason == .navigate, source != nil, !sameScreen { pushHistory() }
        source = newSource
        currentStamp = FileStamp(newSource)
        pageStarts = [(newSource, 0)]
        current = loaded
        StandardError.write(lines: loaded.warnings.lazy.map(\.description), prefix: "spots: ")
        if !sameScreen { restoreAccordionChoices(for: newSource) }
        if resources.apply(loaded, to: controller) {
            // Other views for some kinds: rebuild every view.
            controller.reload(loaded.screen.components, location: loaded.location)
        } else {
            controller.reloadIfNeeded(loaded.screen.components, location: loaded.location)
        }
        if !sameScreen { controller.scrollProgrammatically(to: 0) }
        showTitle(loaded.displayTitle, subtitle: loaded.screen.title == nil ? nil : newSource.displayName)
        stack.visibleChildName = "screen"
        // A broken template or stylesheet: the screen shows (with default views), and the bar says what
        // is wrong; warnings (an unknown kind, a typo) are in the problems panel.
        setProblems(loaded.warnings + resources.problems)
        updateBackButton()
        pagination = PaginationChain(first: newSource)
        nextPage = pagination.next(after: loaded.screen, from: newSource)
        if let reason = pagination.stopReason { log(reason) }
        watch(newSource, loaded)
        if !sameScreen { addToRecent(newSource) }
        GtkRuntime.idle { [weak self] in self?.loadNextPageIfScreenIsShort() }
    }

    func failed(_ error: Error, source failedSource: ScreenSource, reason: LoadReason) {
        let diagnostic = (error as? Diagnostic) ?? Diagnostic(severity: .error, file: failedSource.description, message: "\(error)")
        if reason == .open, failedSource != source {
            // A new root that cannot be shown: it becomes the screen the window is about (and watches),
            // not the one that was on display before.
            source = failedSource
            current = nil
            controller.reload([], location: ResourceLocation())
            backStack.removeAll()
            updateBackButton()
            showTitle(failedSource.displayName, subtitle: nil)
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
                    setProblems([diagnostic], status: .waiting(path))
                } else {
                    var gone = diagnostic
                    gone.severity = .warning
                    gone.message = "the file was deleted or moved away; the last version stays on screen until it is back"
                    setProblems([gone], notice: "\(path) was deleted or moved away; the last version stays on screen")
                }
            } else if failedSource == source || current == nil {
                setProblems([diagnostic])
            } else {
                // Following a link to a screen that cannot be shown: the screen stays, the bar says why.
                showError(diagnostic.description, severity: .warning)
            }
        }
        // Watched in every state: the first good save shows the screen.
        if failedSource == source { watch(failedSource, current) }
        // A remote screen with nothing else to show: its error state, with Retry.
        if case .url = failedSource, failedSource == source, current == nil || showsScreenPlaceholder {
            showScreenError(diagnostic.description)
        }
    }

    private func addToRecent(_ source: ScreenSource) {
        guard case .file(let path) = source else { return }
        Desktop.addToRecentFiles(uri: URL(fileURLWithPath: path).absoluteString)
    }
}
