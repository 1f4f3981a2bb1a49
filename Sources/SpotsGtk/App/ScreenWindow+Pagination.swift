import Foundation
import SpotsModel

/// Infinite scrolling through `"pagination": {"next": …}`: reaching the end loads the next page.
extension ScreenWindow {
    // MARK: - ScrollDelegate

    public func controllerDidReachEnd(_ controller: Controller) {
        loadNextPage()
    }

    /// Appends the next page's components; called when the reader reaches the end.
    func loadNextPage() {
        guard let page = nextPage, !isLoadingPage else { return }
        isLoadingPage = true
        showPageLoading()
        let append: @MainActor (LoadedScreen) -> Void = { [weak self] loaded in
            guard let self else { return }
            self.isLoadingPage = false
            // The chain refuses a page it already loaded, and stops at an empty page.
            self.nextPage = self.pagination.next(after: loaded.screen, from: page)
            if let reason = self.pagination.stopReason { self.log(reason) }
            self.addProblems(loaded.warnings)
            let shown = self.screenModels
            self.pageStarts.append((page, shown.count))
            self.controller.reloadIfNeeded(shown + loaded.screen.components)
            GtkRuntime.idle { [weak self] in self?.loadNextPageIfScreenIsShort() }
        }
        let fail: @MainActor (Error) -> Void = { [weak self] error in
            guard let self else { return }
            self.isLoadingPage = false
            self.nextPage = nil
            self.addProblems([(error as? Diagnostic) ?? Diagnostic(severity: .error, file: page.description, message: "\(error)")],
                             showingErrors: false)
            let message = (error as? Diagnostic)?.description ?? "\(error)"
            self.showError("The next page could not be loaded: \(message)", severity: .warning)
            self.showPageError(message, retrying: page)
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

    /// A first page shorter than the window can never be scrolled to its end: load on.
    func loadNextPageIfScreenIsShort() {
        guard nextPage != nil, controller.widget.isMapped else { return }
        let adjustment = controller.scrollPosition
        if adjustment.upper <= adjustment.pageSize + 1 {
            loadNextPage()
        }
    }
}
