import SpotsCache
import SpotsModel

/// Component states for what the window loads over the network: skeleton rows while a remote
/// screen with nothing to show yet (no cached copy) or the next page loads, and an error state
/// with Retry when either fails. The error bar and the problems panel still say what went wrong.
///
/// Navigating away from a screen keeps it (and the spinner) until the next one arrives, so Back
/// returns to where the reader was.
extension ScreenWindow {
    enum Placeholder: String, CaseIterable {
        case screenLoading = "spots-placeholder-screen-loading"
        case screenError = "spots-placeholder-screen-error"
        case pageLoading = "spots-placeholder-page-loading"
        case pageError = "spots-placeholder-page-error"
    }

    /// The components of the screen and its pages, without placeholders.
    var screenModels: [ComponentModel] {
        controller.models.filter { Self.placeholder(of: $0) == nil }
    }

    /// Whether the controller shows a screen placeholder (skeleton or error) and nothing else.
    var showsScreenPlaceholder: Bool {
        let models = controller.models
        return models.count == 1 && [.screenLoading, .screenError].contains(Self.placeholder(of: models[0]))
    }

    /// The placeholder shown, if any, e.g. for tests.
    public var placeholderState: ComponentState? {
        controller.models.first { Self.placeholder(of: $0) != nil }?.state
    }

    static func placeholder(of model: ComponentModel) -> Placeholder? {
        model.identifier.flatMap(Placeholder.init(rawValue:))
    }

    /// Skeleton rows in place of a remote screen that has nothing to show yet.
    func showScreenLoading() {
        controller.reload([Self.model(.screenLoading, state: .loading)])
        stack.visibleChildName = "screen"
    }

    /// The error state with Retry in place of a remote screen that could not be loaded.
    func showScreenError(_ message: String) {
        let item = Item(title: "This screen could not be opened", subtitle: message)
        controller.reload([Self.model(.screenError, state: .error, item: item)])
        handleRetries()
        stack.visibleChildName = "screen"
    }

    /// Skeleton rows after the last page while the next one loads.
    func showPageLoading() {
        controller.reloadIfNeeded(screenModels + [Self.model(.pageLoading, state: .loading)])
    }

    /// The error state with Retry after the last page, which retries `page`.
    func showPageError(_ message: String, retrying page: ScreenSource) {
        let item = Item(title: "The next page could not be loaded", subtitle: message)
        failedPage = page
        controller.reloadIfNeeded(screenModels + [Self.model(.pageError, state: .error, item: item)])
        handleRetries()
    }

    /// Retry on a failed page loads that page again; on anything else it refreshes.
    private func handleRetries() {
        controller.onRetry = { [weak self] component in
            guard let self else { return }
            if let identifier = component.model.identifier, Placeholder(rawValue: identifier) == .pageError,
               let page = self.failedPage {
                self.nextPage = page
                self.loadNextPage()
            } else {
                self.controller.refresh()
            }
        }
    }

    private static func model(_ placeholder: Placeholder, state: ComponentState, item: Item? = nil) -> ComponentModel {
        var layout = Layout()
        layout.inset = Inset(top: 12, left: 16, bottom: 12, right: 16)
        return ComponentModel(identifier: placeholder.rawValue, layout: layout, state: state,
                              states: ComponentStates(error: item))
    }
}
