import Foundation
import SpotsGtk

/// Keyboard shortcuts, buttons, drag and drop, and the file chooser.
extension ScreenWindow {
    func connectSignals() {
        infoBar.onResponse { [weak self] _ in
            self?.clearError()
            self?.session.dismissNotice()
        }
        // Closed by the reader (close button, Ctrl+W, Quit): what they set is kept for next time.
        window.onDeleteEvent { [weak self] in
            self?.session.keepVariables()
            return false
        }
        window.onDestroy { [weak self] in
            self?.session.close()
            self?.onClose?()
        }
        backButton.onClicked { [weak self] in self?.goBack() }
        openButton.onClicked { [weak self] in self?.chooseFile() }
        refreshButton.onClicked { [weak self] in self?.controller.refresh() }
        window.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
        // Dropping a .json file on the window opens it.
        window.onDroppedURIs { [weak self] uris in
            guard let self, let uri = uris.first(where: { $0.lowercased().hasSuffix(".json") }) ?? uris.first else { return }
            self.open(ScreenSource(argument: uri))
        }
    }

    /// Feeds a key press through the window's shortcuts (tests).
    public func handleKeyForTesting(_ key: KeyEvent) -> Bool {
        handleKey(key)
    }

    /// The window's shortcuts (`AppShortcuts`), with or without a GtkApplication.
    func handleKey(_ key: KeyEvent) -> Bool {
        let modifiers = key.modifiers.intersection([.control, .alt, .shift])
        switch (key.keyval, modifiers) {
        case (Key.o, .control):
            chooseFile()
        case (Key.r, .control), (Key.f5, []):
            controller.refresh()
        case (Key.left, .alt):
            goBack()
        case (Key.right, .alt):
            goForward()
        case (Key.question, .control), (Key.question, [.control, .shift]), (Key.slash, [.control, .shift]):
            showShortcuts()
        case (Key.f10, []):
            toggleMainMenu()
        case (Key.w, .control):
            close()
        case (Key.capitalM, [.control, .shift]), (Key.m, [.control, .shift]):
            showProblems()
        case (Key.capitalI, [.control, .shift]), (Key.i, [.control, .shift]):
            setInspecting(!isInspecting)
        case (Key.escape, []) where isInspecting:
            setInspecting(false)
        default:
            // In inspect mode the keyboard focus picks what is inspected, once it has moved.
            if isInspecting { GtkRuntime.idle { [weak self] in self?.inspectFocused() } }
            return false
        }
        return true
    }

    /// The native file chooser (a portal dialog where there is one), filtered to JSON.
    public func chooseFile() {
        // One at a time: a second Ctrl+O (or a click that lands on Open) leaves the open one be.
        guard fileChooser == nil else { return }
        let chooser = FileChooser(title: translated("Open a Screen"), parent: window)
        chooser.addFilter(name: translated("JSON screens"), mimeTypes: ["application/json"], patterns: ["*.json"])
        if case .file(let path)? = source {
            chooser.setCurrentFolder((path as NSString).deletingLastPathComponent)
        }
        // The response signal, not gtk_native_dialog_run: a nested main loop would stall main-queue work.
        chooser.onResponse { [weak self, unowned chooser] response in
            guard let self else { return }
            if response == .accept, let path = chooser.filename {
                self.open(.file(path))
            }
            self.fileChooser = nil
        }
        fileChooser = chooser
        chooser.show()
    }

    /// Whether a file chooser is open (tests).
    public var isFileChooserOpen: Bool { fileChooser != nil }

    /// Identifies the open file chooser (tests: one at a time).
    public var fileChooserIdentity: ObjectIdentifier? { fileChooser.map(ObjectIdentifier.init) }

    /// Closes the open file chooser as Cancel would.
    public func cancelFileChooser() {
        fileChooser?.hide()
        fileChooser = nil
    }
}
