/// What a component shows: its items, or a stand-in while they load, when there are none, or
/// when getting them failed (Upstream's StateService, per component).
public enum ComponentState: String, Hashable, Sendable, CaseIterable {
    /// The items (the default).
    case content
    /// Skeleton placeholder rows (the `loading` item, when given, above them).
    case loading
    /// The `empty` item, or a built-in one.
    case empty
    /// The `error` item, or a built-in one, with a Retry button.
    case error
}

/// The items a component shows in its other states; nil ones fall back to built-in items.
public struct ComponentStates: Hashable, Sendable {
    public var empty: Item?
    public var loading: Item?
    public var error: Item?

    public init(empty: Item? = nil, loading: Item? = nil, error: Item? = nil) {
        self.empty = empty
        self.loading = loading
        self.error = error
    }

    public var isEmpty: Bool { empty == nil && loading == nil && error == nil }

    /// The item declared for `state` (nil for `content`).
    public subscript(state: ComponentState) -> Item? {
        switch state {
        case .content: return nil
        case .loading: return loading
        case .empty: return empty
        case .error: return error
        }
    }
}

extension ComponentModel {
    /// The state on show: `state` when set; otherwise `empty` for a component without items that
    /// declares an empty item or `show-empty-component`, and `content` for everything else (an
    /// empty component with neither stays hidden, as in Spots).
    public var effectiveState: ComponentState { effectiveState(itemCount: items.count) }

    /// `effectiveState` for the component holding `itemCount` items (a renderer that keeps the
    /// items apart from the rest of the model asks this way).
    public func effectiveState(itemCount: Int) -> ComponentState {
        if let state { return state }
        if itemCount == 0, states.empty != nil || layout.showEmptyComponent { return .empty }
        return .content
    }
}
