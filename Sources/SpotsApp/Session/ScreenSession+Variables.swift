import Foundation
import SpotsGtk

/// `{"set": {…}}` actions: the session writes the variables and draws the screen again, through
/// the diff, so only the rows whose bound values changed are touched.
extension ScreenSession {
    /// The screen's variables as they are now.
    public var variables: [String: JSONValue] { state.variables }

    /// Lists the problems of data-bound rows as they are shown (their strings are bound then):
    /// each place once, in the panel.
    func listLateBindingProblems() {
        state.lateProblems?.handler = { [weak self] found in
            MainActor.assumeIsolated {
                guard let self else { return }
                let list = self.state.diagnostics(for: found)
                // Found while the window draws: the panel is told after.
                Task { @MainActor [weak self] in
                    guard let self else { return }
                    // One problem a place: validate's checks may have found it when the screen loaded.
                    let listed = Set(self.problems.map { "\($0.path)\u{0}\($0.line ?? 0):\($0.column ?? 0)" })
                    let new = list.filter { !listed.contains("\($0.path)\u{0}\($0.line ?? 0):\($0.column ?? 0)") }
                    guard !new.isEmpty else { return }
                    self.replaceProblems(self.problems + new)
                    self.delegate?.sessionDidChange(self)
                }
            }
        }
    }

    /// The binding problems of a page infinite scrolling appended, positioned in its file; those
    /// its data-bound rows find when shown join the list then.
    func pageBindingProblems(_ found: [BindingProblem], of loaded: LoadedScreen, from page: ScreenSource) -> [Diagnostic] {
        let positions = loaded.expressionSource.flatMap { DocumentPositions($0) }
        pages.pages.last?.lateProblems?.handler = { [weak self] late in
            MainActor.assumeIsolated {
                let list = late.map { $0.diagnostic(file: page.description, positions: positions) }
                // Found while the window draws: the panel is told after.
                Task { @MainActor [weak self] in
                    guard let self else { return }
                    let listed = Set(self.problems)
                    let new = list.filter { !listed.contains($0) }
                    guard !new.isEmpty else { return }
                    self.replaceProblems(self.problems + new)
                    self.delegate?.sessionDidChange(self)
                }
            }
        }
        return found.map { $0.diagnostic(file: page.description, positions: positions) }
    }

    /// Runs an item's `set` and `append` actions.
    public func perform(_ assignments: [String: JSONValue], appending appends: [String: JSONValue] = [:]) {
        guard current != nil, !assignments.isEmpty || !appends.isEmpty else { return }
        let loadProblems = current?.warnings ?? []
        let before = state.problems(besides: loadProblems)
        let (changed, refusals) = state.set(assignments, appending: appends)
        for refusal in refusals { log(translated("warning: {message}", ["message": refusal])) }
        guard !changed.isEmpty || !refusals.isEmpty else { return }
        let after = state.problems(besides: loadProblems)
        if before != after || !refusals.isEmpty {
            var list = problems.filter { !before.contains($0) } + after
            list += refusals.map { Diagnostic(severity: .warning, file: source?.description, message: $0) }
            replaceProblems(list)
        }
        if !changed.isEmpty {
            showChange(touched: state.touched)
        }
        delegate?.sessionDidChange(self)
    }

    /// Draws a change the session made: only the `touched` components are diffed when known.
    func showChange(touched: TouchedComponents?) {
        let location = current?.location ?? ResourceLocation()
        // A page infinite scrolling appended that reads a changed variable: the whole list is compared.
        let pagesChanged = pages.present(with: state.variables)
        if let touched, !pagesChanged {
            delegate?.session(self, show: models, location: location, touched: touched)
        } else {
            delegate?.session(self, show: models, location: location, rebuild: false, scrollToTop: false)
        }
    }
}
