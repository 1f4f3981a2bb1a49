extension ModelBuilder {
    /// A component's layout. Later sources override earlier ones, setting by setting:
    /// 1. layout keys in `meta` (Spots 1.x), read only when there is no `layout`;
    /// 2. component-level `span`, `content-inset`, `section-inset`;
    /// 3. the `layout` object.
    func layout(of fields: Fields<ComponentKey>) throws -> Layout {
        var layout = Layout()
        if !fields.has(.layout), let meta = fields[.meta], case .object(let members) = meta.value.value {
            path.push(.key(meta.key))
            defer { path.pop() }
            try applyLegacyMetaLayout(members, to: &layout)
        }
        if let span = try read(fields[.span], span) { layout.span = span }
        if let inset = try legacyInset(content: fields[.contentInset], section: fields[.sectionInset]) {
            layout.inset = inset
        }
        if let object = try read(fields[.layout], { try self.layout($0, over: layout) }) { layout = object }
        return layout
    }

    /// A `layout` object's settings applied over `base`.
    func layout(_ node: JSONNode, over base: Layout) throws -> Layout? {
        guard let members = try members(node, expected: translated("a layout object")) else { return nil }
        var layout = base
        let fields = fields(of: members, as: LayoutKey.self)
        if let value = try read(fields[.span], { bindsExpression($0, to: .span) ? nil : try span($0) }) { layout.span = value }
        if let value = try read(fields[.itemsPerRow], itemsPerRow) { layout.itemsPerRow = value }
        if let value = try read(fields[.itemSpacing], spacing) { layout.itemSpacing = value }
        if let value = try read(fields[.lineSpacing], spacing) { layout.lineSpacing = value }
        if let value = try read(fields[.inset], inset) {
            layout.inset = value
            for legacy in [fields[.contentInset], fields[.sectionInset]] {
                guard let legacy, !legacy.value.isNull else { continue }
                warn(translated("\"{key}\" is ignored because \"inset\" is set", ["key": legacy.key]), at: legacy.keyOffset, key: legacy.key)
            }
        } else if let value = try legacyInset(content: fields[.contentInset], section: fields[.sectionInset]) {
            layout.inset = value
        }
        if let value = try read(fields[.dynamicSpan], boolean) { layout.dynamicSpan = value }
        if let value = try read(fields[.dynamicHeight], boolean) { layout.dynamicHeight = value }
        if let value: Layout.HeaderMode = try read(fields[.headerMode], { try choice($0, default: "default") }) {
            layout.headerMode = value
        }
        if let value: Layout.PageIndicatorPlacement = try read(fields[.pageIndicator], { try choice($0, default: "none") }) {
            layout.pageIndicatorPlacement = value
        }
        if let value = try read(fields[.infiniteScrolling], boolean) { layout.infiniteScrolling = value }
        if let value = try read(fields[.showEmptyComponent], boolean) { layout.showEmptyComponent = value }
        if let value = try read(fields[.minItemWidth], width) { layout.minItemWidth = value }
        if let value = try read(fields[.maxWidth], width) { layout.maxWidth = value }
        return layout
    }

    /// Spots 1.x kept layout in `meta`: `inset-top`…, `item-spacing`, `line-spacing`, `span`,
    /// `items-per-row`. They stay in meta as well.
    private func applyLegacyMetaLayout(_ members: [JSONMember], to layout: inout Layout) throws {
        for member in members {
            guard let key = LegacyMetaLayoutKey(rawValue: member.key) else { continue }
            switch key {
            case .insetTop: if let value = try read(member, insetSide) { layout.inset.top = value }
            case .insetLeft: if let value = try read(member, insetSide) { layout.inset.left = value }
            case .insetBottom: if let value = try read(member, insetSide) { layout.inset.bottom = value }
            case .insetRight: if let value = try read(member, insetSide) { layout.inset.right = value }
            case .itemSpacing: if let value = try read(member, spacing) { layout.itemSpacing = value }
            case .lineSpacing: if let value = try read(member, spacing) { layout.lineSpacing = value }
            case .span: if let value = try read(member, span) { layout.span = value }
            case .itemsPerRow: if let value = try read(member, itemsPerRow) { layout.itemsPerRow = value }
            }
        }
    }

    /// Spots 5.8's `content-inset` and `section-inset` both pad the component, so they add up.
    private func legacyInset(content: JSONMember?, section: JSONMember?) throws -> Inset? {
        let contentInset = try read(content, inset)
        let sectionInset = try read(section, inset)
        if contentInset == nil, sectionInset == nil { return nil }
        let a = contentInset ?? .zero
        let b = sectionInset ?? .zero
        var sum = Inset(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
        if a.followsTextDirection || b.followsTextDirection {
            sum.start = (a.start ?? 0) + (b.start ?? 0)
            sum.end = (a.end ?? 0) + (b.end ?? 0)
        }
        let clamped = SizeLimits.clamp(sum)
        if clamped != sum, let member = section ?? content {
            warn(translated("content-inset and section-inset add up to more than {maximum}, the largest margin GTK accepts; using at most that",
                            ["maximum": NumberText.format(SizeLimits.maximumInset)]),
                 at: member.keyOffset, key: member.key)
        }
        return clamped
    }

    /// An inset object. With `start` or `end` its sides across follow the text direction, and
    /// `left`/`right` beside them are ignored with a warning (an older reader of the same file,
    /// which knows only `left`/`right`, still finds a margin there).
    func inset(_ node: JSONNode) throws -> Inset? {
        guard let members = try members(node, expected: translated("an inset object")) else { return nil }
        let fields = fields(of: members, as: InsetKey.self)
        var inset = Inset(
            top: try read(fields[.top], insetSide) ?? 0,
            bottom: try read(fields[.bottom], insetSide) ?? 0
        )
        let start = try read(fields[.start], insetSide)
        let end = try read(fields[.end], insetSide)
        guard fields.has(.start) || fields.has(.end) else {
            inset.left = try read(fields[.left], insetSide) ?? 0
            inset.right = try read(fields[.right], insetSide) ?? 0
            return inset
        }
        inset.start = start ?? 0
        inset.end = end ?? 0
        let logical = [fields[.start], fields[.end]].compactMap { $0 }.filter { !$0.value.isNull }.map { "\"\($0.key)\"" }
        for physical in [fields[.left], fields[.right]] {
            guard let physical, !physical.value.isNull else { continue }
            let values = ["key": physical.key, "start": logical.first ?? "", "end": logical.last ?? ""] as KeyValuePairs
            warn(logical.count == 1
                 ? translated("\"{key}\" is ignored because {start} is set: an inset with start or end follows the text direction", values)
                 : translated("\"{key}\" is ignored because {start} and {end} are set: an inset with start or end follows the text direction", values),
                 at: physical.keyOffset, key: physical.key)
        }
        return inset
    }

    func interaction(_ node: JSONNode) throws -> Interaction? {
        guard let members = try members(node, expected: translated("an interaction object")) else { return nil }
        let fields = fields(of: members, as: InteractionKey.self)
        var interaction = Interaction()
        if let value = try read(fields[.paginate], paginate) { interaction.paginate = value }
        if let value: Interaction.ScrollDirection = try read(fields[.scrollDirection], { try choice($0, default: "horizontal") }) {
            interaction.scrollDirection = value
        }
        if let value: Interaction.MouseClick = try read(fields[.mouseClick], { try choice($0, default: "single") }) {
            interaction.mouseClick = value
        }
        if let value = try read(fields[.collapsible], boolean) { interaction.collapsible = value }
        if let value = try read(fields[.collapsed], boolean) {
            interaction.collapsed = value
            if value, !interaction.collapsible, let member = fields[.collapsed] {
                warn(translated("\"collapsed\" has no effect unless \"collapsible\" is true"), at: member.keyOffset, key: member.key)
            }
        }
        return interaction
    }

    /// `paginate` is a name; older files wrote a boolean (true pages, false does not).
    private func paginate(_ node: JSONNode) throws -> Interaction.Paginate? {
        switch node.value {
        case .bool(let value): return value ? .page : .disabled
        case .int(0), .int(1): return try boolean(node).map { $0 ? .page : .disabled }
        case .string(let text) where ["true", "false"].contains(text.lowercased()):
            return try boolean(node).map { $0 ? .page : .disabled }
        default: return try choice(node, default: "disabled")
        }
    }

    // Numeric settings and their clamps (`SizeLimits`): out of range warns with the position.

    private func span(_ node: JSONNode) throws -> Double? {
        try limited(node, maximum: SizeLimits.maximumSpan, replacement: 0, what: translated("the largest span"))
    }
    private func spacing(_ node: JSONNode) throws -> Double? {
        try limited(node, maximum: SizeLimits.maximumSpacing, replacement: 0, what: translated("the largest spacing"))
    }
    private func insetSide(_ node: JSONNode) throws -> Double? {
        try limited(node, maximum: SizeLimits.maximumInset, replacement: 0, what: translated("the largest margin GTK accepts"))
    }
    private func width(_ node: JSONNode) throws -> Double? {
        try limited(node, maximum: SizeLimits.maximumSize, replacement: 0, what: translated("the largest size"))
    }
    private func itemsPerRow(_ node: JSONNode) throws -> Int? {
        try integer(node, atLeast: 1, atMost: SizeLimits.maximumItemsPerRow, what: translated("the most rows"))
    }
}
