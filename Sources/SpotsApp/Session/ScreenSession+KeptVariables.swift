import Foundation
import SpotsCache
import SpotsGtk
import SpotsLayout

/// What a reader set outlives the window: the variables of a screen that holds state are kept in
/// the view-state cache when the window closes, with where the reader was (the scroll and the
/// focused item), and the screen opened again starts from them, except a variable whose declared
/// value the author changed since (the rule of live reload).
extension ScreenSession {
    /// Keeps the variables of the screen on display and the reader's place on it (the window is
    /// closing); a screen whose values are all as declared, at its top, removes what was kept.
    public func keepVariables() {
        guard let screen = current?.screen, !state.declared.isEmpty, let cache = keptVariablesCache(for: source) else { return }
        // What a password field holds never reaches the disk.
        let secret = screen.passwordVariables
        let view = delegate?.viewState(for: self) ?? ScreenViewState()
        do {
            try cache.saveVariables(KeptVariables(values: state.variables.filter { !secret.contains($0.key) },
                                                  declared: state.declared.filter { !secret.contains($0.key) },
                                                  scroll: view.scroll,
                                                  focus: view.focusedItem.map { $0.steps.flatMap { [$0.component, $0.item] } }))
        } catch {
            log("warning: \(error)")
        }
    }

    /// The kept values that still hold for a screen declaring `declared`, and where the reader
    /// was (nil when nothing was kept).
    func keptVariables(for source: ScreenSource, declared: [String: JSONValue])
        -> (values: [String: JSONValue], view: ScreenViewState?) {
        guard !declared.isEmpty, let cache = keptVariablesCache(for: source) else { return ([:], nil) }
        switch cache.loadVariables() {
        case .success(let kept?):
            let focus = kept.focus.map { flat in
                ReadingPosition(stride(from: 0, to: flat.count - 1, by: 2).map { ReadingPosition.Step(component: flat[$0], item: flat[$0 + 1]) })
            }
            let view = kept.scroll == nil && focus == nil ? nil : ScreenViewState(scroll: kept.scroll ?? 0, focusedItem: focus, takesFocus: true)
            return (kept.values(forDeclared: declared), view)
        case .success(nil): return ([:], nil)
        case .failure(let error):
            log("warning: \(error.message); it will be replaced")
            return ([:], nil)
        }
    }

    /// A file screen's by its real path (a symlink or a relative path finds the same values).
    private func keptVariablesCache(for source: ScreenSource?) -> ViewStateCache? {
        switch source {
        case .file(let path)?:
            return .variables(ofScreen: URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path)
        case .url(let url)?: return .variables(ofScreen: url.absoluteString)
        case .embedded?: return .variables(ofScreen: source!.description)
        case nil: return nil
        }
    }
}
