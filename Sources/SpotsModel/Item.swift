/// One item of a component: the data a view is configured with.
public struct Item: Hashable, Sendable {
    /// Position in its component; renumbered by the owner, not read from JSON.
    public var index: Int
    public var identifier: ItemIdentifier?
    public var title: String
    public var subtitle: String
    public var text: String
    /// A path relative to the screen file, an absolute path, or a URI.
    public var image: String
    /// Selects the view from the registry; empty means the default view.
    public var kind: String
    public var action: String?
    public var size: Size
    public var meta: [String: JSONValue]
    public var relations: [String: [Item]]
    /// Components nested inside this item (composition).
    public var children: [ComponentModel]
    /// What screen readers are told beyond the content (the JSON `accessibility` object).
    public var accessibility: Accessibility

    public init(
        index: Int = 0,
        identifier: ItemIdentifier? = nil,
        title: String = "",
        subtitle: String = "",
        text: String = "",
        image: String = "",
        kind: String = "",
        action: String? = nil,
        size: Size = .unspecified,
        meta: [String: JSONValue] = [:],
        relations: [String: [Item]] = [:],
        children: [ComponentModel] = [],
        accessibility: Accessibility = Accessibility()
    ) {
        self.index = index
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
        self.text = text
        self.image = image
        self.kind = kind
        self.action = action
        self.size = size
        self.meta = meta
        self.relations = relations
        self.children = children
        self.accessibility = accessibility
    }
}
