import Foundation
import SpotsCache
import SpotsGtk

/// What a reader set outlives the window: the variables are kept in the view-state cache when the
/// window closes, and the screen opened again starts from them, except a variable whose declared
/// value the author changed since (the rule of live reload).
extension ScreenSession {
    /// Keeps the variables of the screen on display (the window is closing); a screen whose
    /// values are all as declared removes what was kept for it.
    public func keepVariables() {
        guard let screen = current?.screen, let cache = keptVariablesCache(for: source) else { return }
        // What a password field holds never reaches the disk.
        let secret = screen.passwordVariables
        do {
            try cache.saveVariables(KeptVariables(values: state.variables.filter { !secret.contains($0.key) },
                                                  declared: state.declared.filter { !secret.contains($0.key) }))
        } catch {
            log("warning: \(error)")
        }
    }

    /// The kept values that still hold for a screen declaring `declared`.
    func keptVariables(for source: ScreenSource, declared: [String: JSONValue]) -> [String: JSONValue] {
        guard !declared.isEmpty, let cache = keptVariablesCache(for: source) else { return [:] }
        switch cache.loadVariables() {
        case .success(let kept?): return kept.values(forDeclared: declared)
        case .success(nil): return [:]
        case .failure(let error):
            log("warning: \(error.message); it will be replaced")
            return [:]
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
