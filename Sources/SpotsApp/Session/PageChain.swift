import SpotsGtk

/// Infinite scrolling: the pages appended after a screen through `"pagination": {"next": …}`, the
/// page to load next, and what stands after the last page while the next one loads or after it
/// failed (see `Placeholder`).
struct PageChain {
    /// The pages loaded since the screen was opened, so that the chain always ends.
    private(set) var chain = PaginationChain()
    /// The page to load when the reader reaches the end; nil at the end of the chain.
    var next: ScreenSource?
    private(set) var isLoading = false
    /// The page whose error state offers Retry.
    private(set) var failed: ScreenSource?
    /// The pages appended after the first, with their components, in order.
    private(set) var pages: [(source: ScreenSource, components: [ComponentModel])] = []

    /// A chain that starts at `screen` (opened, refreshed, reloaded, or returned to).
    init(first source: ScreenSource, screen: Screen) {
        chain = PaginationChain(first: source)
        next = chain.next(after: screen, from: source)
    }

    init() {}

    /// Why the chain stopped early, for the log.
    var stopReason: String? { chain.stopReason }

    mutating func startLoading() {
        isLoading = true
    }

    /// The page `source` arrived: its components follow the others, and the chain goes on after it
    /// (it refuses a page it already loaded, and stops at an empty page).
    mutating func append(_ screen: Screen, from source: ScreenSource) {
        isLoading = false
        failed = nil
        next = chain.next(after: screen, from: source)
        pages.append((source, screen.components))
    }

    /// The page could not be loaded: no next page until Retry.
    mutating func fail(_ source: ScreenSource) {
        isLoading = false
        failed = source
        next = nil
    }

    /// Retry on the failed page: it is next again.
    mutating func retry() -> ScreenSource? {
        guard let page = failed else { return nil }
        failed = nil
        next = page
        return page
    }

    /// Every appended page's components, in order.
    var components: [ComponentModel] { pages.flatMap(\.components) }
}

/// What the session shows in place of what a remote screen or page has not delivered: skeleton rows
/// while it loads, and an error state with Retry when it failed. The error bar and the problems
/// panel still say what went wrong.
enum Placeholder: Equatable {
    case screenLoading
    case screenError(String)
    case pageLoading
    case pageError(String)

    /// The component that stands in (its identifier says which placeholder it is).
    var model: ComponentModel {
        var layout = Layout()
        layout.inset = Inset(top: 12, left: 16, bottom: 12, right: 16)
        switch self {
        case .screenLoading:
            return ComponentModel(identifier: "spots-placeholder-screen-loading", layout: layout, state: .loading)
        case .screenError(let message):
            let item = Item(title: translated("This screen could not be opened"), subtitle: message)
            return ComponentModel(identifier: "spots-placeholder-screen-error", layout: layout, state: .error,
                                  states: ComponentStates(error: item))
        case .pageLoading:
            return ComponentModel(identifier: "spots-placeholder-page-loading", layout: layout, state: .loading)
        case .pageError(let message):
            let item = Item(title: translated("The next page could not be loaded"), subtitle: message)
            return ComponentModel(identifier: "spots-placeholder-page-error", layout: layout, state: .error,
                                  states: ComponentStates(error: item))
        }
    }

    /// Whether it stands for the whole screen (rather than after the last page).
    var isScreen: Bool {
        switch self {
        case .screenLoading, .screenError: return true
        case .pageLoading, .pageError: return false
        }
    }
}
