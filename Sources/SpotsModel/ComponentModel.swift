/// One component of a screen: a kind, a layout and its items.
public struct ComponentModel: Hashable, Sendable {
    public var identifier: String?
    /// Position in its screen; renumbered by the owner, not read from JSON.
    public var index: Int
    public var kind: ComponentKind
    public var header: Item?
    public var footer: Item?
    public var layout: Layout
    public var interaction: Interaction
    public var items: [Item]
    public var meta: [String: JSONValue]
    public var size: Size?
    /// How many items `cache()` keeps; 0 keeps all.
    public var amountOfItemsToCache: Int
    /// The state set by the screen or the app; nil lets the items decide (see `effectiveState`).
    public var state: ComponentState?
    /// Items for the loading, empty and error states.
    public var states: ComponentStates
    /// What screen readers are told about the component (its name, beyond the header's title).
    public var accessibility: Accessibility
    /// Typed settings written as one `${…}` expression (`"span": "${columns}"`) and `visible-if`.
    public var expressions: [BoundSetting: String] = [:]
    /// `"data"` with `"template"`/`"templates"`: items made from data when the screen is presented.
    public var data: ItemData?

    public init(
        identifier: String? = nil,
        index: Int = 0,
        kind: ComponentKind = .list,
        header: Item? = nil,
        footer: Item? = nil,
        layout: Layout = Layout(),
        interaction: Interaction = Interaction(),
        items: [Item] = [],
        meta: [String: JSONValue] = [:],
        size: Size? = nil,
        amountOfItemsToCache: Int = 0,
        state: ComponentState? = nil,
        states: ComponentStates = ComponentStates(),
        accessibility: Accessibility = Accessibility()
    ) {
        self.identifier = identifier
        self.index = index
        self.kind = kind
        self.header = header
        self.footer = footer
        self.layout = layout
        self.interaction = interaction
        self.items = items
        self.meta = meta
        self.size = size
        self.amountOfItemsToCache = amountOfItemsToCache
        self.state = state
        self.states = states
        self.accessibility = accessibility
    }
}
