import SpotsModel

/// How a component kind is drawn: the three built-in presentations.
public enum ComponentPresentation: String, Sendable, CaseIterable {
    /// Rows in a GtkListBox, full width.
    case list
    /// A wrapping GtkFlowBox, `span` items per row.
    case grid
    /// A one-row (or `items-per-row` rows) GtkFlowBox in its own horizontal scroller.
    case carousel
}

/// Maps component kinds, built-in and registered, to their presentation.
@MainActor
public final class ComponentRegistry {
    public static let shared = ComponentRegistry()
    private var kinds: [ComponentKind: ComponentPresentation] = [
        .list: .list, .grid: .grid, .carousel: .carousel,
    ]

    public init() {}

    /// Draws components of `kind` as `presentation` (e.g. "cards" as a grid).
    public func register(kind: ComponentKind, as presentation: ComponentPresentation) {
        kinds[kind] = presentation
    }

    /// Every kind with a presentation, built-in and registered.
    public var knownKinds: Set<ComponentKind> { Set(kinds.keys) }

    /// The presentation for `kind`; unknown kinds fall back to a list, never to nothing.
    public func presentation(for kind: ComponentKind) -> (presentation: ComponentPresentation, isFallback: Bool) {
        if let known = kinds[kind] { return (known, false) }
        return (.list, true)
    }
}
