/// One component of a screen: a kind, a layout and its items.
public struct ComponentModel: Hashable, Sendable {
    public var identifier: String?
    /// Position in its screen; renumbered by the owner, not read from JSON.
    public var index: Int
    public var kind: ComponentKind
    public var header: Item?
    public var layout: Layout
    public var interaction: Interaction
    public var items: [Item]
    /// Footer, meta, size, cache limit, states, accessibility, bound settings and data; out of
    /// line, as most components set none of them. Compared last (cheap fields first).
    public var extras = ComponentExtras()

    public var footer: Item? {
        get { extras.footer }
        _modify { yield &extras.footer }
    }

    public var meta: [String: JSONValue] {
        get { extras.meta }
        _modify { yield &extras.meta }
    }

    public var size: Size? {
        get { extras.size }
        _modify { yield &extras.size }
    }

    /// How many items `cache()` keeps; 0 keeps all.
    public var amountOfItemsToCache: Int {
        get { extras.amountOfItemsToCache }
        _modify { yield &extras.amountOfItemsToCache }
    }

    /// The state set by the screen or the app; nil lets the items decide (see `effectiveState`).
    public var state: ComponentState? {
        get { extras.state }
        _modify { yield &extras.state }
    }

    /// Items for the loading, empty and error states.
    public var states: ComponentStates {
        get { extras.states }
        _modify { yield &extras.states }
    }

    /// What screen readers are told about the component (its name, beyond the header's title).
    public var accessibility: Accessibility {
        get { extras.accessibility }
        _modify { yield &extras.accessibility }
    }

    /// Typed settings written as one `${…}` expression (`"span": "${columns}"`) and `visible-if`.
    public var expressions: [BoundSetting: String] {
        get { extras.expressions }
        _modify { yield &extras.expressions }
    }

    /// `"data"` with `"template"`/`"templates"`: items made from data when the screen is presented.
    public var data: ItemData? {
        get { extras.data }
        _modify { yield &extras.data }
    }

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
        self.layout = layout
        self.interaction = interaction
        self.items = items
        extras = ComponentExtras(footer: footer, meta: meta, size: size, amountOfItemsToCache: amountOfItemsToCache, state: state,
                                 states: states, accessibility: accessibility)
    }
}
