import SpotsModel

/// Maps component kinds, built-in and registered, to the presentation that draws them.
@MainActor
public final class ComponentRegistry {
    public static let shared = ComponentRegistry()
    private var kinds: [ComponentKind: any Presentation] = [
        .list: ListPresentation.shared, .grid: GridPresentation.shared, .carousel: CarouselPresentation.shared,
    ]

    public init() {}

    /// Draws components of `kind` as `presentation` (e.g. "cards" as `.grid`, or a presentation
    /// of your own).
    public func register(kind: ComponentKind, as presentation: some Presentation) {
        kinds[kind] = presentation
    }

    /// Every kind with a presentation, built-in and registered.
    public var knownKinds: Set<ComponentKind> { Set(kinds.keys) }

    /// The presentation for `kind`; unknown kinds fall back to a list, never to nothing.
    public func presentation(for kind: ComponentKind) -> (presentation: any Presentation, isFallback: Bool) {
        if let known = kinds[kind] { return (known, false) }
        return (ListPresentation.shared, true)
    }
}

extension ListPresentation {
    /// The one list presentation every list shares.
    public static let shared = ListPresentation()
}

extension GridPresentation {
    public static let shared = GridPresentation()
}

extension CarouselPresentation {
    public static let shared = CarouselPresentation()
}

extension Presentation where Self == ListPresentation {
    /// `register(kind: "rows", as: .list)`.
    public static var list: ListPresentation { .shared }
}

extension Presentation where Self == GridPresentation {
    public static var grid: GridPresentation { .shared }
}

extension Presentation where Self == CarouselPresentation {
    public static var carousel: CarouselPresentation { .shared }
}
