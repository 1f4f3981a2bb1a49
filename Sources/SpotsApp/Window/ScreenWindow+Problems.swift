import Foundation
import SpotsGtk
import SpotsModel

/// The problems panel (what the session's last load found) and opening a problem's file in the
/// editor.
extension ScreenWindow {
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
            showError(translated("Cannot open {file} in an editor: {reason}", ["file": file, "reason": reason]), severity: .warning)
        }
    }
}
