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

    public init(paginate: Paginate = .disabled, scrollDirection: ScrollDirection = .horizontal, mouseClick: MouseClick = .single) {
        self.paginate = paginate
        self.scrollDirection = scrollDirection
        self.mouseClick = mouseClick
    }
}
