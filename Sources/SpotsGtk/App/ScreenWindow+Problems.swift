import Foundation
import SpotsModel

/// The problems of the last load — one list that feeds the error bar, the status page and the
/// problems panel — and opening a problem's file in the editor.
extension ScreenWindow {
    enum StatusKind {
        /// The screen could not be read or decoded.
        case failed
        /// The file is not there (yet): the window waits for it.
        case waiting(String)
    }

    /// Replaces the problems (every load does): the panel lists all of them; the bar (or, with no
    /// screen to keep, the status page) shows the errors, or `notice` when given.
    func setProblems(_ list: [Diagnostic], status: StatusKind = .failed, notice: String? = nil) {
        problems = list
        problemsPanel.update(list)
        let errors = list.filter { $0.severity == .error }
        guard current != nil else {
            let message = (errors.isEmpty ? list : errors).map(\.description).joined(separator: "\n")
            log(message)
            errorMessage = message
            switch status {
            case .failed:
                statusPage.show(title: "This screen could not be opened", message: message, icon: "dialog-error-symbolic")
            case .waiting(let path):
                statusPage.show(title: "Waiting for \((path as NSString).lastPathComponent)",
                                message: message + "\nSpots is watching for the file: save it and the screen shows here.",
                                icon: "document-new-symbolic")
            }
            stack.visibleChildName = "status"
            return
        }
        if let notice {
            showError(notice, severity: .warning)
        } else if !errors.isEmpty {
            showError(errors.map(\.description).joined(separator: "\n"))
        } else {
            clearError()
        }
    }

    /// Adds the problems of a page appended to the screen (infinite scrolling) to the list.
    func addProblems(_ more: [Diagnostic], showingErrors: Bool = true) {
        guard !more.isEmpty else { return }
        problems += more
        problemsPanel.update(problems)
        let errors = more.filter { $0.severity == .error }
        if showingErrors, !errors.isEmpty { showError(errors.map(\.description).joined(separator: "\n")) }
    }

    /// The problems panel's button: its accessible name, e.g. "Problems, 3".
    public var problemsButtonName: String { problemsPanel.accessibleName }

    /// What the problems panel lists, one line per row: "warning: message — file:line:column".
    public var problemRows: [String] { problemsPanel.rowTexts }

    /// How many rows the problems panel's list holds (tests).
    public var problemsPanelRowCount: Int { problemsPanel.listedRowCount }

    /// The accessible name of the problems panel's last row (tests).
    public var problemsPanelLastRowName: String? { problemsPanel.lastRowName }

    /// Opens the problems popover (Ctrl+Shift+M), the first row focused.
    public func showProblems() {
        problemsPanel.show()
    }

    /// Activates a row of the problems panel, as Enter or a click does.
    public func activateProblem(at index: Int) {
        problemsPanel.activate(row: index)
    }

    /// Opens the file of `problem` in the author's editor at its line.
    func openInEditor(_ problem: Diagnostic) {
        guard var file = problem.file else { return }
        if case .embedded = source { return } // compiled-in demo files have no file to edit
        if file.hasPrefix("file://"), let url = URL(string: file) { file = url.path }
        guard file.hasPrefix("/") || !file.contains("://") else {
            if let url = URL(string: file) { openExternally?(url) }
            return
        }
        if let openFile {
            openFile(file, problem.line, problem.column)
        } else if let reason = EditorLauncher.open(file: file, line: problem.line, column: problem.column, from: window) {
            showError("Cannot open \(file) in an editor: \(reason)", severity: .warning)
        }
    }
}
