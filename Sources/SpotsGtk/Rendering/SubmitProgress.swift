import SpotsModel

/// Where a form's submit stands, as the items that send it show it: on its way (a spinner,
/// "Sending…" read with the item), or failed (the reason under the item, with Retry).
public enum SubmitProgress: Equatable, Sendable {
    case sending(Submission)
    case failed(Submission, reason: String)

    public var submission: Submission {
        switch self {
        case .sending(let submission), .failed(let submission, _): submission
        }
    }
}

/// The screen's submit progress, shared by every component: a row scrolled out and back, or
/// recycled for another item, shows the progress of the submit its own item sends.
@MainActor
final class ScreenSubmitProgress {
    var progress: SubmitProgress?
    /// Called when Retry under a failed submit is pressed.
    var onRetry: (@MainActor (Submission) -> Void)?

    /// The progress `item` shows: that of the submit it sends, if any.
    func progress(of item: Item) -> SubmitProgress? {
        guard let progress, let submission = item.submission, submission == progress.submission else { return nil }
        return progress
    }
}

/// Under an item that sends a form: a spinner while it is on its way, or why it failed and Retry.
@MainActor
final class SubmitStatusView {
    let widget = Box(.horizontal, spacing: 8)
    let spinner = Spinner()
    let reason = Label()
    let retry = Button(label: translated("Retry"))

    init(onRetry: @escaping @MainActor () -> Void) {
        widget.styleClasses.insert("spots-submit-status")
        widget.marginStart = StateView.retryMargin.start
        widget.marginEnd = StateView.retryMargin.start
        widget.marginBottom = 8
        reason.wraps = true
        reason.wrapMode = .wordChar
        reason.xalign = 0
        // Read once, as the item's description.
        reason.hideFromAccessibility()
        retry.styleClasses.insert("spots-submit-retry")
        retry.valign = .center
        retry.onClicked { onRetry() }
        widget.packStart(spinner)
        widget.packStart(reason, expand: true)
        widget.packStart(retry)
        widget.noShowAll = true
        for child in [spinner, reason, retry] as [Widget] { child.noShowAll = true }
    }

    /// A screen reader reads the failure out now, without moving the focus: the status is an
    /// alert named with it that says it appeared (as the window's error bar does).
    func announce() {
        guard let accessible = widget.accessibleObject, reason.isVisible else { return }
        accessible.role = .alert
        accessible.name = reason.text
        accessible.announceShown()
    }

    /// Shows `progress`; what a screen reader reads with the item, or nil when hidden.
    func show(_ progress: SubmitProgress?) -> String? {
        switch progress {
        case nil:
            spinner.isSpinning = false
            widget.isVisible = false
            return nil
        case .sending?:
            spinner.isVisible = true
            spinner.isSpinning = true
            reason.text = translated("Sending…")
            reason.styleClasses.remove("spots-submit-error")
            reason.isVisible = true
            retry.isVisible = false
            widget.isVisible = true
            return reason.text
        case .failed(_, let message)?:
            spinner.isSpinning = false
            spinner.isVisible = false
            reason.text = message
            reason.styleClasses.insert("spots-submit-error")
            reason.isVisible = true
            retry.isVisible = true
            widget.isVisible = true
            return message
        }
    }
}
