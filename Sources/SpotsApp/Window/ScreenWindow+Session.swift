import Foundation
import SpotsGtk

/// The window's side of its session: opening and navigating go to the session; what the session
/// decides comes back here to be drawn.
extension ScreenWindow: ScreenSessionDelegate {
    /// Opens a screen as the new root (Open, a drop, the command line): Back history is cleared.
    public func open(_ source: ScreenSource) { session.open(source) }

    public func open(path: String) { open(.file(path)) }

    public func openDemo() { open(.embedded(DemoScreen.fileName)) }

    /// Loads a screen from memory (as if read from `file`); for tests and embedders.
    public func open(data: Data, file: String, location: ResourceLocation) {
        session.open(data: data, file: file, location: location)
    }

    /// Shows `destination`, remembering the current screen for Back.
    public func navigate(to destination: ScreenSource) { session.navigate(to: destination) }

    /// Returns to the previous screen as it was; nothing happens when there is none.
    public func goBack() { session.goBack() }

    /// Goes to the screen Back left, as it was (Alt+Right); nothing happens when there is none.
    public func goForward() { session.goForward() }

    /// Whether Forward leads anywhere (only after Back).
    public var canGoForward: Bool { session.history.canGoForward }

    /// Whether Back can be used (the button is greyed out otherwise).
    public var isBackEnabled: Bool { backButton.isSensitive && backButton.isVisible }

    /// How many times a screen was read from its file or the built-in demo (tests of Back).
    public var screenReadCount: Int { session.screenReads }

    // MARK: - ScreenSessionDelegate

    public func session(_ session: ScreenSession, prepare loaded: LoadedScreen, isNewScreen: Bool)
        -> (problems: [Diagnostic], viewsChanged: Bool) {
        if isNewScreen, let source = session.source { restoreAccordionChoices(for: source) }
        // Another screen's fields have not been left yet, whatever their names.
        if isNewScreen { controller.inputTouches.removeAll() }
        let viewsChanged = resources.apply(loaded, to: controller)
        return (resources.problems, viewsChanged)
    }

    public func session(_ session: ScreenSession, show models: [ComponentModel], location: ResourceLocation,
                        rebuild: Bool, scrollToTop: Bool) {
        // Another screen: the focused item's widgets go, and the item at the same place of the new
        // screen is no successor of it (a card's place held a grid item). The focus goes to the
        // new screen's first item, or where Back returns to (`restore`).
        let focusMovesOn = scrollToTop && controller.content.isFocusWithin
        if scrollToTop { focusReturn?.forgetItems() }
        if focusMovesOn {
            window.setFocus(nil)
            focusFirstItemOnceShown()
        }
        if rebuild {
            controller.reload(models, location: location)
        } else {
            controller.reloadIfNeeded(models, location: location)
        }
        if scrollToTop { controller.scrollProgrammatically(to: 0) }
    }

    public func session(_ session: ScreenSession, show models: [ComponentModel], location: ResourceLocation,
                        touched: TouchedComponents) {
        controller.reloadIfNeeded(models, location: location, touched: touched)
    }

    public func sessionDidChange(_ session: ScreenSession) {
        // Back is always there, greyed out at the root: a second click of a double-click must not
        // land on the Open button that would otherwise move under the pointer.
        backButton.isSensitive = session.history.canGoBack
        showSubmitProgress()
        refreshInspector()
        if let current = session.current {
            showTitle(current.displayTitle, subtitle: current.screen.title == nil ? nil : session.source?.displayName)
        } else if let source = session.source {
            showTitle(source.displayName, subtitle: nil)
        }
        if listedProblems != session.problems || listedStillChecking != session.isStillChecking {
            listedProblems = session.problems
            listedStillChecking = session.isStillChecking
            problemsPanel.update(session.problems, stillChecking: session.isStillChecking)
            if headerBarLayout == .narrow { rebuildMainMenu() }
        }
        switch session.page {
        case .screen:
            stack.visibleChildName = "screen"
            showNotice(of: session)
            // A remote screen that failed shows its error state; the message is still the error on display.
            if let message = session.errorMessage { errorMessage = message }
        case .empty(let problems):
            showNotice(of: session)
            statusPage.show(title: translated("This screen has no components"), message: Self.emptyScreenMessage(problems),
                            icon: problems.isEmpty ? "view-grid-symbolic" : "dialog-warning-symbolic")
            stack.visibleChildName = "status"
        case .failed(let message):
            shownNotice = nil
            errorMessage = message
            statusPage.show(title: translated("This screen could not be opened"), message: message, icon: "dialog-error-symbolic")
            stack.visibleChildName = "status"
        case .waiting(let path, let message):
            shownNotice = nil
            errorMessage = message
            statusPage.show(title: translated("Waiting for {file}", ["file": (path as NSString).lastPathComponent]),
                            message: message + "\n" + translated("Spots is watching for the file: save it and the screen shows here."),
                            icon: "document-new-symbolic")
            stack.visibleChildName = "status"
        }
    }

    public func session(_ session: ScreenSession, isLoading: Bool) {
        showSpinner(isLoading)
    }

    public func session(_ session: ScreenSession, restore view: ScreenViewState) {
        restore(view)
    }

    public func viewState(for session: ScreenSession) -> ScreenViewState {
        currentViewState
    }

    public func session(_ session: ScreenSession, asShown models: [ComponentModel]) -> [ComponentModel] {
        controller.accordionChoices.applied(to: models)
    }

    public func session(_ session: ScreenSession, didOpen source: ScreenSource) {
        guard case .file(let path) = source else { return }
        Desktop.addToRecentFiles(uri: URL(fileURLWithPath: path).absoluteString)
    }

    public func sessionMayNeedMore(_ session: ScreenSession) {
        GtkRuntime.idle { [weak self] in self?.loadNextPageIfScreenIsShort() }
    }

    public func sessionRequestsRefresh(_ session: ScreenSession) {
        controller.refresh()
    }

    // MARK: - Helpers

    /// The session's notice in the error bar. A new load replaces every message, the window's own
    /// included; a notice the session adds later (a page that failed) shows on top.
    private func showNotice(of session: ScreenSession) {
        guard session.notice != shownNotice || session.problemsRevision != shownProblemsRevision else { return }
        shownNotice = session.notice
        shownProblemsRevision = session.problemsRevision
        if let notice = session.notice {
            errorMessage = notice.message
            infoBar.messageType = notice.isError ? .error : .warning
            infoLabel.text = notice.message
            infoBar.isRevealed = true
            announceError(notice.message, severity: notice.isError ? .error : .warning)
        } else {
            clearError()
        }
    }

    /// What the empty state says: the problems that may explain it (a misspelt `"components"`
    /// is one), else how to fill the screen.
    static func emptyScreenMessage(_ problems: [Diagnostic]) -> String {
        guard !problems.isEmpty else {
            return translated("Its \"components\" list is empty: add components to it, and a saved change shows here.")
        }
        let shown = problems.prefix(3).map { problem -> String in
            var text = problem.message
            if let file = problem.file {
                text += " — \((file as NSString).lastPathComponent)"
                if let line = problem.line { text += ":\(line)" + (problem.column.map { ":\($0)" } ?? "") }
            }
            return text
        }
        var message = translated("Its \"components\" list is missing or empty.") + "\n\n" + shown.joined(separator: "\n")
        if problems.count > shown.count {
            message += "\n" + translated("…and {count} more in the Problems panel (Ctrl+Shift+M)", ["count": "\(problems.count - shown.count)"])
        }
        return message
    }

    /// A first page shorter than the window can never be scrolled to its end: load on.
    func loadNextPageIfScreenIsShort() {
        guard session.hasNextPage, controller.widget.isMapped else { return }
        let adjustment = controller.scrollPosition
        if adjustment.upper <= adjustment.pageSize + 1 {
            session.loadNextPage()
        }
    }
}
