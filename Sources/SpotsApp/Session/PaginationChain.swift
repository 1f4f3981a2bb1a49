import Foundation
import SpotsGtk
import SpotsModel

/// The pages loaded through `pagination.next` since a screen was opened, so that infinite scrolling
/// always ends: a page already loaded in this chain is not loaded again (a page pointing at itself,
/// or two pointing at each other), an empty page stops the chain, and so does a remote page that
/// names a local file.
public struct PaginationChain: Sendable {
    private var visited: Set<ScreenSource> = []
    /// Why the chain stopped early, for the log; nil while it goes on or when it simply ended.
    public private(set) var stopReason: String?

    public init() {}

    /// Starts a new chain at `first` (a screen was opened or refreshed).
    public init(first: ScreenSource) {
        visited = [first]
    }

    /// Pages in the chain so far.
    public var count: Int { visited.count }

    /// The page to load after `screen` (which came from `source`), or nil when there is none or
    /// the chain must stop. The page returned counts as loaded from now on.
    public mutating func next(after screen: Screen, from source: ScreenSource) -> ScreenSource? {
        visited.insert(source)
        stopReason = nil
        guard let target = screen.pagination?.next else { return nil }
        if let refusal = RemotePolicy.refusal(ofTarget: target, from: source) {
            stopReason = refusal
            return nil
        }
        guard let page = source.resolve(target) else {
            stopReason = translated("the next page \"{target}\" is not a screen this app can open", ["target": target])
            return nil
        }
        if let refusal = RemotePolicy.refusal(toOpen: page, from: source) {
            stopReason = refusal
            return nil
        }
        if screen.components.isEmpty, visited.count > 1 || page == source {
            stopReason = translated("the page {page} is empty; no more pages are loaded", ["page": source.description])
            return nil
        }
        if visited.contains(page) {
            stopReason = translated("the next page {page} was already loaded; no more pages are loaded", ["page": page.description])
            return nil
        }
        visited.insert(page)
        return page
    }
}
