/// How a component reacts to scrolling and clicks.
public struct Interaction: Hashable, Sendable {
    public enum Paginate: String, Hashable, Sendable, CaseIterable {
        case disabled
        case item
        case page
    }

    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        case horizontal
        case vertical
    }

    public enum MouseClick: String, Hashable, Sendable, CaseIterable {
        case single
        case double
    }

    public var paginate: Paginate
    public var scrollDirection: ScrollDirection
    public var mouseClick: MouseClick
    /// The header toggles the component open and closed (Upstream's AccordionService).
    public var collapsible: Bool
    /// Whether a collapsible component starts closed. Once shown, the user's choice wins: it
    /// survives reloads and is what the view-state cache keeps.
    public var collapsed: Bool

    public init(paginate: Paginate = .disabled, scrollDirection: ScrollDirection = .horizontal, mouseClick: MouseClick = .single,
                collapsible: Bool = false, collapsed: Bool = false) {
        self.paginate = paginate
        self.scrollDirection = scrollDirection
        self.mouseClick = mouseClick
        self.collapsible = collapsible
        self.collapsed = collapsed
    }
}
