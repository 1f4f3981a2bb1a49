import SpotsGtk

/// Forms in the window: a submit whose values break their rules shows every message and takes
/// the focus to the first invalid field (which a screen reader then reads with its message).
extension ScreenWindow {
    func submit(_ submission: Submission) {
        switch session.submit(submission) {
        case .sending, .busy:
            break
        case .invalid(let inputs):
            controller.showValidity(ofInputs: inputs.map(\.name))
            if let first = inputs.first { controller.focusInput(named: first.name) }
        case .refused(let reason):
            showError(translated("The form was not sent: {reason}", ["reason": reason]), severity: .warning)
        }
    }

    // MARK: - ScreenSessionDelegate

    public func session(_ session: ScreenSession, run action: String) {
        run(action)
    }
}
