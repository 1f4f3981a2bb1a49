import SpotsGtk

/// Forms in the window: a submit whose values break their rules shows every message and takes
/// the focus to the first invalid field (which a screen reader then reads with its message); a
/// screen from a server that sends to another origin asks first.
extension ScreenWindow {
    /// `confirmed`: the other origin the user agreed to for this submit.
    func submit(_ submission: Submission, confirmed: ScreenSession.CrossOrigin? = nil) {
        switch session.submit(submission, confirmed: confirmed) {
        case .sending, .busy:
            break
        case .invalid(let inputs):
            controller.showValidity(ofInputs: inputs.map(\.name))
            if let first = inputs.first { controller.focusInput(named: first.name) }
        case .refused(let reason):
            showError(translated("The form was not sent: {reason}", ["reason": reason]), severity: .warning)
        case .needsConfirmation(let crossOrigin):
            // Asked again after a yes only if the screen changed meanwhile: that yes was for another form.
            if confirmed == nil { confirmSubmit(submission, to: crossOrigin) }
        }
    }

    /// A modal question naming both origins, Cancel first and the default (Enter and Escape keep
    /// the values here). The answer holds for this submit only: the next one, Retry included, asks again.
    private func confirmSubmit(_ submission: Submission, to crossOrigin: ScreenSession.CrossOrigin) {
        guard submitConfirmation == nil else { return }
        let dialog = MessageDialog(
            parent: window, type: .question,
            text: translated("Send this form to another site?"),
            secondaryText: translated("This screen comes from {from}, but its form is addressed to {to}. What you entered will be sent to {to}.",
                                      ["from": crossOrigin.from, "to": crossOrigin.to]))
        dialog.title = translated("Send Form")
        dialog.addButton(translated("_Cancel"), response: .cancel)
        dialog.addButton(translated("_Send to {origin}", ["origin": crossOrigin.to]), response: .accept)
        dialog.setDefaultResponse(.cancel)
        submitConfirmation = dialog
        // The dialog holds itself through this closure until it is destroyed.
        dialog.onResponse { [weak self] response in
            dialog.destroy()
            guard let self else { return }
            self.submitConfirmation = nil
            if response == .accept { self.submit(submission, confirmed: crossOrigin) }
        }
        dialog.present()
        dialog.button(for: .cancel)?.grabFocus()
    }

    /// Where the session's submit stands, drawn on the items that send it. A failure's reason is
    /// shown once: under the item that sent the form (with Retry), and announced from there; in
    /// the bar instead only when no such item is on screen (Enter in a field of a long form).
    func showSubmitProgress() {
        let progress = session.submitProgress
        guard controller.showSubmitProgress(progress) else { return }
        // Sent again, or another screen: a reason in the bar is out of date.
        if let shown = submitFailureInBar {
            submitFailureInBar = nil
            if errorMessage == shown { clearError() }
        }
        guard case .failed(let submission, let reason)? = progress,
              !controller.cells(sending: submission).contains(where: isOnScreen) else { return }
        let message = translated("The form was not sent: {reason}", ["reason": reason])
        showError(message)
        submitFailureInBar = message
    }

    /// Whether `cell` is drawn within the screen's visible area.
    private func isOnScreen(_ cell: ItemCell) -> Bool {
        guard cell.container.isMapped else { return false }
        let item = rect(of: cell.container)
        let area = screenOverlay.allocation
        return item.width > 0 && item.height > 0 && item.y < area.height && item.y + item.height > 0
            && item.x < area.width && item.x + item.width > 0
    }

    // MARK: - ScreenSessionDelegate

    public func session(_ session: ScreenSession, run action: String) {
        run(action)
    }
}
