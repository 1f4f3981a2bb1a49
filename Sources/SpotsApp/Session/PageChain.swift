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
    /// The pages appended after the first, with their components as presented, in order.
    private(set) var pages: [AppendedPage] = []

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

    /// The page `source` arrived: its components follow the others, presented with the screen's
    /// `variables` (a data-bound component gets its rows), and the chain goes on after it (it
    /// refuses a page it already loaded, and stops at an empty page). Returns the page's binding
    /// problems.
    mutating func append(_ screen: Screen, from source: ScreenSource, variables: [String: JSONValue]) -> [BindingProblem] {
        isLoading = false
        failed = nil
        next = chain.next(after: screen, from: source)
        let (page, problems) = AppendedPage.presenting(screen, from: source, variables: variables)
        pages.append(page)
        return problems
    }

    /// Presents the pages again for the screen's `variables` now, where a binding reads one
    /// that changed; true when a page's components changed.
    mutating func present(with variables: [String: JSONValue]) -> Bool {
        var changed = false
        for index in pages.indices where pages[index].present(with: variables) { changed = true }
        return changed
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

/// A page infinite scrolling appended: its components as written and as presented. Its
/// expressions read the screen's variables (the page's own `variables` stand in for names the
/// screen does not declare), so a data-bound component binds its elements through its templates
/// as the screen's do, and a `set` on the screen reaches the page's rows too.
struct AppendedPage {
    let source: ScreenSource
    /// The page's components as the window draws them.
    private(set) var components: [ComponentModel]
    /// Nil when the page binds nothing (its components are drawn as written).
    private let binding: ScreenBinding?
    private let declared: [String: JSONValue]
    /// The values it was last presented with.
    private var values: [String: JSONValue]

    static func presenting(_ screen: Screen, from source: ScreenSource, variables: [String: JSONValue])
        -> (page: AppendedPage, problems: [BindingProblem]) {
        let binding = ScreenBinding(screen: screen)
        guard binding.bindsAnything else {
            return (AppendedPage(source: source, components: screen.components, binding: nil, declared: [:], values: [:]), [])
        }
        let declared = screen.variablesWithInputs
        let values = declared.merging(variables) { _, screens in screens }
        let (components, problems) = binding.present(values)
        return (AppendedPage(source: source, components: components, binding: binding, declared: declared, values: values), problems)
    }

    /// The problems of data-bound rows found when they are shown.
    var lateProblems: BindingProblemSink? { binding?.lateProblems }

    /// Presents the page again when a variable its expressions read changed; true when it did.
    mutating func present(with variables: [String: JSONValue]) -> Bool {
        guard let binding else { return false }
        let now = declared.merging(variables) { _, screens in screens }
        let read = binding.variablesRead
        let changed = Set(read.filter { now[$0] != values[$0] })
        values = now
        guard !changed.isEmpty else { return false }
        components = binding.present(now, changed: changed).components
        return true
    }
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
