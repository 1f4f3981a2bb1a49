extension ModelBuilder {
    func component(from node: JSONNode, index: Int) throws -> ComponentModel {
        componentDepth += 1
        defer { componentDepth -= 1 }
        var component = ComponentModel(index: index)
        if componentDepth > Self.maximumComponentNesting {
            try fail(translated("nesting deeper than {depth} levels of components", ["depth": "\(Self.maximumComponentNesting)"]), at: node.offset)
            return component
        }
        guard let members = try members(node, expected: translated("a component object")) else { return component }
        let fields = fields(of: members, as: ComponentKey.self)
        let outerExpressions = boundExpressions
        boundExpressions = [:]
        defer { boundExpressions = outerExpressions }

        component.identifier = try read(fields[.identifier], string)
        if let kind = try read(fields[.kind], string) { component.kind = ComponentKind(kind) }
        component.header = try read(fields[.header], headerItem)
        component.footer = try read(fields[.footer], headerItem)
        try applyLegacyTitle(fields[.title], to: &component)
        component.layout = try layout(of: fields)
        // (Without a header it is silently nothing: Spots' own encoder writes a header mode for every layout.)
        if component.layout.headerMode == .sticky, component.header != nil, componentDepth > 1, let layout = fields[.layout] {
            warn(translated("\"header-mode\": \"sticky\" pins only headers of top-level components, not nested ones"),
                 at: layout.keyOffset, key: layout.key)
        }
        warnIgnoredDynamicHeight(component, layout: fields[.layout])
        component.interaction = try read(fields[.interaction], interaction) ?? Interaction()
        if component.interaction.collapsible, component.header == nil, let member = fields[.interaction] {
            warn(translated("a collapsible component needs a header to toggle it; it stays open"), at: member.keyOffset, key: member.key)
        }
        component.meta = try read(fields[.meta], meta) ?? [:]
        component.size = try read(fields[.size], size)
        component.amountOfItemsToCache = try read(fields[.amountOfItemsToCache]) {
            try integer($0, atLeast: 0, atMost: SizeLimits.maximumItemsToCache, what: translated("the most items to cache"))
        } ?? 0
        component.items = try read(fields[.items], items) ?? []
        try itemData(of: fields, component: &component)
        component.state = try read(fields[.state]) { try self.choice($0, default: "content") }
        component.states = try read(fields[.states], states) ?? ComponentStates()
        component.accessibility = try read(fields[.accessibility], accessibility) ?? Accessibility()
        read(fields[.visibleIf], visibleIf)
        component.expressions = boundExpressions
        return component
    }

    /// Only carousels scroll on their own (a list scrolling inside the page would fight the
    /// page's scrolling): `dynamic-height: false` holds a carousel at `size.height`, and a list
    /// or grid grows to its content whatever the key says.
    private func warnIgnoredDynamicHeight(_ component: ComponentModel, layout: JSONMember?) {
        guard !component.layout.dynamicHeight, component.kind == .list || component.kind == .grid,
              let layout, case .object(let members) = layout.value.value,
              let member = fields(of: members, as: LayoutKey.self)[.dynamicHeight] else { return }
        path.push(.key(layout.key))
        defer { path.pop() }
        warn(component.kind == .list
             ? translated("\"{key}\": false is ignored: a list grows to its content (only carousels keep to size.height)", ["key": member.key])
             : translated("\"{key}\": false is ignored: a grid grows to its content (only carousels keep to size.height)", ["key": member.key]),
             at: member.keyOffset, key: member.key)
    }

    /// `states`: an item per state (`empty`, `loading`, `error`).
    private func states(_ node: JSONNode) throws -> ComponentStates? {
        guard let members = try members(node, expected: translated("a states object")) else { return nil }
        let fields = fields(of: members, as: StatesKey.self)
        return ComponentStates(empty: try read(fields[.empty], stateItem),
                               loading: try read(fields[.loading], stateItem),
                               error: try read(fields[.error], stateItem))
    }

    private func stateItem(_ node: JSONNode) throws -> Item? {
        try item(from: node, index: 0)
    }

    /// A header or footer: an item object, or (legacy) a string naming the header's kind.
    /// An empty string means no header.
    func headerItem(_ node: JSONNode) throws -> Item? {
        switch node.value {
        case .string(let kind): return kind.isEmpty ? nil : Item(kind: kind)
        case .object: return try item(from: node, index: 0)
        default: return try mismatch(translated("an item object or a string"), node)
        }
    }

    /// Legacy component `title`: becomes the header's title unless the header has one.
    private func applyLegacyTitle(_ member: JSONMember?, to component: inout ComponentModel) throws {
        guard let title = try read(member, displayText), let member else { return }
        if component.header == nil {
            component.header = Item(title: title)
        } else if component.header?.title.isEmpty == true {
            component.header?.title = title
        } else {
            warn(translated("\"title\" is ignored because the header has its own title"), at: member.keyOffset, key: member.key)
        }
    }
}
