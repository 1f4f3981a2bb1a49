/// A rendered screen as data: what `spots inspect` prints and tests assert on.
/// Frames are in the content's coordinates (the top-left of the first component is 0, 0).
public struct ScreenInspection: Codable, Equatable, Sendable {
    public var width: Int
    public var contentHeight: Int
    public var components: [InspectedComponent]
    /// What the update that led here did (`spots inspect --update`).
    public var update: UpdateCounters?

    public init(width: Int, contentHeight: Int, components: [InspectedComponent]) {
        self.width = width
        self.contentHeight = contentHeight
        self.components = components
    }
}

public struct Frame: Codable, Equatable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "(\(x), \(y)) \(width)×\(height)" }
}

public struct InspectedComponent: Codable, Equatable, Sendable {
    public var index: Int
    public var identifier: String?
    /// The kind in the JSON.
    public var kind: String
    /// How it was drawn: list, grid or carousel.
    public var presentation: String
    /// True when the kind was unknown and the list presentation stood in.
    public var fallback: Bool
    /// The GTK class holding the items (GtkListBox, GtkFlowBox).
    public var gtkClass: String
    /// The carousel's own scroller class, if any.
    public var scrollerClass: String?
    public var frame: Frame
    public var header: InspectedItem?
    public var footer: InspectedItem?
    /// The realised items (every item unless the screen was rendered with a height).
    public var items: [InspectedItem]
    /// How many items the component holds, realised or not.
    public var itemCount: Int
    /// True when the screen was rendered with a height and this component lies outside its
    /// window: it has no widgets in the screen (nil otherwise).
    public var outsideWindow: Bool?
    /// The state shown instead of the items (`loading`, `empty`, `error`); nil for the items.
    public var state: String?
    /// The state's item view, when a state is shown.
    public var stateItem: InspectedItem?
    /// Whether a collapsible component is closed; nil for other components.
    public var collapsed: Bool?
}

public struct InspectedItem: Codable, Equatable, Sendable {
    public var index: Int
    public var title: String
    public var kind: String
    /// The Swift view class from the registry.
    public var view: String
    /// The GTK class of the item's container (GtkListBoxRow, GtkFlowBoxChild) or view.
    public var gtkClass: String
    public var fallback: Bool
    public var imagePlaceholder: Bool
    public var frame: Frame
    public var children: [InspectedComponent]
}
