import CSpotsGtk
import Foundation
import SpotsCache
import SpotsModel

/// Loading screens into the window: opening, navigation with Back, refresh, live reload of
/// files (and the files they reference), and infinite scrolling through `pagination.next`.
extension ScreenWindow {
    enum LoadReason {
        case open, navigate, back, refresh, liveReload, recheck
    }

    /// A half-written file (truncate then write) must not flash an error: a failed live reload
    /// is tried again this much later, and only an error that persists is shown.
    static let recheckDelayMilliseconds: UInt32 = 300

    /// Opens a screen as the new root (Open, a drop, the command line): Back history is cleared.
    public func open(_ source: ScreenSource) {
        history.removeAll()
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

    /// Returns to the previous screen.
    public func goBack() {
        guard let previous = history.popLast() else { return }
        load(previous, reason: .back)
    }

    // MARK: - RefreshDelegate

    public func controllerDidRequestRefresh(_ controller: Controller, completion: @escaping @MainActor () -> Void) {
        guard let source else { return completion() }
        load(source, reason: .refresh, completion: completion)
    }

    // MARK: - ScrollDelegate

    public func controllerDidReachEnd(_ controller: Controller) {
        loadNextPage()
    }

    // MARK: - Loading

    func load(_ source: ScreenSource, reason: LoadReason, completion: (@MainActor () -> Void)? = nil) {
        loadGeneration += 1
        let generation = loadGeneration
        guard case .url(let url) = source else {
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
                do { try cache.save(loaded.screen.components) } catch { self.log("warning: \(error)") }
            } catch {
                self.failed(error, source: source, reason: reason)
            }
        }
    }

    func apply(_ loaded: LoadedScreen, from newSource: ScreenSource, reason: LoadReason) {
        recheckTimer?.cancel()
        let sameScreen = newSource == source
        if reason == .navigate, let previous = source, !sameScreen { history.append(previous) }
        source = newSource
        current = loaded
        for warning in loaded.warnings { log("\(warning)") }
        if resources.apply(loaded, to: controller) {
            // Other views for some kinds: rebuild every view.
            controller.reload(loaded.screen.components, location: loaded.location)
        } else {
            controller.reloadIfNeeded(loaded.screen.components, location: loaded.location)
        }
        let problems = resources.problems
        if !sameScreen { controller.scrollProgrammatically(to: 0) }
        showTitle(loaded.displayTitle, subtitle: loaded.screen.title == nil ? nil : newSource.displayName)
        gtk_stack_set_visible_child_name(spots_stack(stack), "screen")
        clearError()
        if !problems.isEmpty {
            // A broken template or stylesheet: the screen shows (with default views), and says what is wrong.
            showError(problems.map(\.description).joined(separator: "\n"))
        }
        gtk_widget_set_visible(backButton, history.isEmpty ? 0 : 1)
        pagination = PaginationChain(first: newSource)
        nextPage = pagination.next(after: loaded.screen, from: newSource)
        if let reason = pagination.stopReason { log(reason) }
        watch(newSource, loaded)
        if !sameScreen { addToRecent(newSource) }
        GtkRuntime.idle { [weak self] in self?.loadNextPageIfScreenIsShort() }
    }

    func failed(_ error: Error, source failedSource: ScreenSource, reason: LoadReason) {
        let message = (error as? Diagnostic)?.description ?? "\(error)"
        switch reason {
        case .liveReload:
            if recheckTimer == nil {
                recheckTimer = MainLoopTimer { [weak self] in
                    guard let self, let source = self.source else { return }
                    self.load(source, reason: .recheck)
                }
            }
            recheckTimer?.schedule(afterMilliseconds: Self.recheckDelayMilliseconds)
        case .recheck:
            if case .file(let path) = failedSource, !FileManager.default.fileExists(atPath: path) {
                showError("\(path) was deleted or moved away; the last version stays on screen", severity: GTK_MESSAGE_WARNING)
            } else {
                showError(message)
            }
        case .open where current == nil:
            if case .file(let path) = failedSource { showTitle((path as NSString).lastPathComponent, subtitle: nil) }
            showError(message)
        default:
            showError(message)
        }
    }

    // MARK: - Live reload

    private func watch(_ source: ScreenSource, _ loaded: LoadedScreen) {
        guard case .file(let path) = source else {
            watcher = nil
            return
        }
        let screenPath = URL(fileURLWithPath: path).standardizedFileURL.path
        let paths = [screenPath] + loaded.resourceFiles
            + Self.referencedFiles(in: loaded.screen.components, images: controller.images)
        if let watcher {
            watcher.watch(paths)
        } else {
            watcher = FileWatcher(paths: paths) { [weak self] changed in
                guard let self, let source = self.source else { return }
                // The screen, its templates or its stylesheet: reload; only images: fresh image loaders.
                if changed.contains(screenPath) || !changed.isDisjoint(with: self.current?.resourceFiles ?? []) {
                    self.load(source, reason: .liveReload)
                } else if let current = self.current {
                    // An image changed: fresh image loaders, same models.
                    self.controller.reload(self.controller.models, location: current.location)
                }
            }
        }
    }

    /// Local files a screen shows (images at any depth), so editing them reloads too.
    static func referencedFiles(in components: [ComponentModel], images: ImageLoader) -> [String] {
        var paths: [String] = []
        func visit(_ item: Item) {
            if let url = images.fileURL(for: item.image) { paths.append(url.standardizedFileURL.path) }
            for child in item.children { visit(child) }
        }
        func visit(_ component: ComponentModel) {
            [component.header, component.footer].compactMap { $0 }.forEach(visit)
            component.items.forEach(visit)
        }
        for component in components { visit(component) }
        return paths
    }

    private func addToRecent(_ source: ScreenSource) {
        guard case .file(let path) = source, let manager = gtk_recent_manager_get_default() else { return }
        let uri = URL(fileURLWithPath: path).absoluteString
        _ = gtk_recent_manager_add_item(manager, uri)
    }

    // MARK: - Infinite scrolling

    /// Appends the next page's components; called when the reader reaches the end.
    func loadNextPage() {
        guard let page = nextPage, !isLoadingPage else { return }
        isLoadingPage = true
        let append: @MainActor (LoadedScreen) -> Void = { [weak self] loaded in
            guard let self else { return }
            self.isLoadingPage = false
            self.nextPage = self.pagination.next(after: loaded.screen, from: page)
            if let reason = self.pagination.stopReason { self.log(reason) }
            self.controller.reloadIfNeeded(self.controller.models + loaded.screen.components)
            GtkRuntime.idle { [weak self] in self?.loadNextPageIfScreenIsShort() }
        }
        let fail: @MainActor (Error) -> Void = { [weak self] error in
            guard let self else { return }
            self.isLoadingPage = false
            self.nextPage = nil
            self.showError("The next page could not be loaded: \((error as? Diagnostic)?.description ?? "\(error)")",
                           severity: GTK_MESSAGE_WARNING)
        }
        if case .url(let url) = page {
            Task { @MainActor in
                do {
                    append(try await ScreenLoader.loadRemote(url, name: page.displayName, knownKinds: ComponentRegistry.shared.knownKinds))
                } catch {
                    fail(error)
                }
            }
        } else {
            do { append(try ScreenLoader.load(page, knownKinds: ComponentRegistry.shared.knownKinds)) } catch { fail(error) }
        }
    }

    /// A first page shorter than the window can never be scrolled to its end: load on.
    func loadNextPageIfScreenIsShort() {
        guard nextPage != nil, gtk_widget_get_mapped(controller.widget.pointer) != 0,
              let adjustment = controller.verticalAdjustment else { return }
        if gtk_adjustment_get_upper(adjustment) <= gtk_adjustment_get_page_size(adjustment) + 1 {
            loadNextPage()
        }
    }
}
