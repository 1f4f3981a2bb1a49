import SpotsGtk

/// `{"set": {…}}` actions: the session writes the variables and draws the screen again, through
/// the diff, so only the rows whose bound values changed are touched.
extension ScreenSession {
    /// The screen's variables as they are now.
    public var variables: [String: JSONValue] { state.variables }

    /// Runs an item's `set` action.
    public func perform(_ assignments: [String: JSONValue]) {
        guard current != nil, !assignments.isEmpty else { return }
        let loadProblems = current?.warnings ?? []
        let before = state.problems(besides: loadProblems)
        let (changed, refusals) = state.set(assignments)
        for refusal in refusals { log("warning: \(refusal)") }
        guard !changed.isEmpty || !refusals.isEmpty else { return }
        let after = state.problems(besides: loadProblems)
        if before != after || !refusals.isEmpty {
            var list = problems.filter { !before.contains($0) } + after
            list += refusals.map { Diagnostic(severity: .warning, file: source?.description, message: $0) }
            replaceProblems(list)
        }
        if !changed.isEmpty {
            delegate?.session(self, show: models, location: current?.location ?? ResourceLocation(), rebuild: false, scrollToTop: false)
        }
        delegate?.sessionDidChange(self)
    }
}
