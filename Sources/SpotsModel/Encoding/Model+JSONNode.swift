// Models as JSON trees in the current key style, defaults and empty values left out.
// ScreenEncoder writes these trees, and every model's `Encodable` conformance encodes them,
// so the two outputs always agree.

extension Screen {
    var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        let extras = meta.filter { $0.key != "title" && $0.key != "components" }
        // "$schema" and friends read best first, the (long) components last.
        for key in extras.keys.sorted() where key.hasPrefix("$") { object.add(key, extras[key]!.jsonNode) }
        object.add("title", title)
        if !templates.isEmpty {
            var entries = JSONObjectBuilder()
            for kind in templates.keys.sorted() { entries.add(kind, templates[kind]) }
            object.add("templates", entries.node)
        }
        object.add("stylesheet", stylesheet)
        if let pagination {
            var entries = JSONObjectBuilder()
            entries.add("next", pagination.next)
            object.add("pagination", entries.node)
        }
        object.add("variables", variables)
        for key in extras.keys.sorted() where !key.hasPrefix("$") { object.add(key, extras[key]!.jsonNode) }
        object.add("components", JSONNode(.array(components.map(\.jsonNode))))
        return object.node
    }
}

extension ComponentModel {
    var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        object.add("identifier", identifier)
        object.add("kind", kind.rawValue, unless: ComponentKind.list.rawValue)
        if let header { object.add("header", header.jsonNode) }
        if let footer { object.add("footer", footer.jsonNode) }
        // An empty `layout` still has to be written when meta holds legacy layout keys, or they
        // would be read as the layout on the way back.
        let metaHasLayout = LegacyMetaLayoutKey.allCases.contains { meta[$0.rawValue] != nil }
        if layout != Layout() || metaHasLayout { object.add("layout", layout.jsonNode) }
        if interaction != Interaction() { object.add("interaction", interaction.jsonNode) }
        if let size { object.add("size", size.jsonNode) }
        object.add("amountOfItemsToCache", Double(amountOfItemsToCache), unless: 0)
        object.add("meta", meta)
        object.add("state", state?.rawValue)
        if !states.isEmpty {
            var stateItems = JSONObjectBuilder()
            for state in ComponentState.allCases { if let item = states[state] { stateItems.add(state.rawValue, item.jsonNode) } }
            object.add("states", stateItems.node)
        }
        if !accessibility.isEmpty { object.add("accessibility", accessibility.jsonNode) }
        if !items.isEmpty { object.add("items", JSONNode(.array(items.map(\.jsonNode)))) }
        if let data { data.write(into: &object) }
        return object.node.writing(expressions)
    }
}

extension ItemData {
    func write(into object: inout JSONObjectBuilder) {
        switch source {
        case .elements(let elements): object.add("data", JSONValue.array(elements).jsonNode)
        case .expression(let text): object.add("data", text)
        case .url(let reference): object.add("data-url", reference)
        }
        object.add("identity", identity)
        if isTemplateList || templates.count != 1 || templates[0].when != nil {
            object.add("templates", JSONNode(.array(templates.map { template in
                var entry = JSONObjectBuilder()
                entry.add("when", template.when)
                entry.add("item", template.item.jsonNode)
                return entry.node
            })))
        } else {
            object.add("template", templates[0].item.jsonNode)
        }
    }
}

extension Item {
    var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        if let identifier { object.add("identifier", identifier.jsonNode) }
        object.add("kind", kind, unless: "")
        object.add("title", title, unless: "")
        object.add("subtitle", subtitle, unless: "")
        object.add("text", text, unless: "")
        object.add("image", image, unless: "")
        if let action, action.hasPrefix("open:"), !passedVariables.isEmpty {
            object.add("action", JSONValue.object(["open": .string(String(action.dropFirst(5))), "variables": .object(passedVariables)]).jsonNode)
        } else {
            object.add("action", action)
        }
        if !assignments.isEmpty || !appends.isEmpty {
            var action: [String: JSONValue] = [:]
            if !assignments.isEmpty { action["set"] = .object(assignments) }
            if !appends.isEmpty { action["append"] = .object(appends) }
            object.add("action", JSONValue.object(action).jsonNode)
        }
        if !size.isUnspecified { object.add("size", size.jsonNode) }
        object.add("meta", meta)
        if !relations.isEmpty {
            var related = JSONObjectBuilder()
            for name in relations.keys.sorted() {
                related.add(name, JSONNode(.array(relations[name]!.map(\.jsonNode))))
            }
            object.add("relations", related.node)
        }
        if !children.isEmpty { object.add("children", JSONNode(.array(children.map(\.jsonNode)))) }
        if !accessibility.isEmpty { object.add("accessibility", accessibility.jsonNode) }
        input?.add(to: &object)
        if let submission { object.add("action", submission.jsonValue.jsonNode) }
        return object.node.writing(expressions)
    }
}

extension JSONNode {
    /// The object with each expression written at its setting's path (`layout.span`), in place of
    /// the default the model holds there.
    func writing(_ expressions: [BoundSetting: String]) -> JSONNode {
        var node = self
        for setting in BoundSetting.allCases {
            guard let expression = expressions[setting] else { continue }
            node.set(JSONNode(.string(expression)), at: setting.rawValue.split(separator: ".").map(String.init)[...])
        }
        return node
    }

    private mutating func set(_ value: JSONNode, at keys: ArraySlice<String>) {
        guard let key = keys.first else { return self = value }
        guard case .object(var members) = self.value else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value.set(value, at: keys.dropFirst())
        } else {
            var child = keys.count > 1 ? JSONNode(.object([])) : value
            if keys.count > 1 { child.set(value, at: keys.dropFirst()) }
            members.append(JSONMember(key: key, value: child))
        }
        self.value = .object(members)
    }
}

extension Layout {
    var jsonNode: JSONNode {
        let defaults = Layout()
        var object = JSONObjectBuilder()
        object.add("span", span, unless: defaults.span)
        object.add("items-per-row", Double(itemsPerRow), unless: Double(defaults.itemsPerRow))
        object.add("item-spacing", itemSpacing, unless: defaults.itemSpacing)
        object.add("line-spacing", lineSpacing, unless: defaults.lineSpacing)
        if inset != defaults.inset { object.add("inset", inset.jsonNode) }
        object.add("dynamic-span", dynamicSpan, unless: defaults.dynamicSpan)
        object.add("dynamic-height", dynamicHeight, unless: defaults.dynamicHeight)
        object.add("header-mode", headerMode.rawValue, unless: defaults.headerMode.rawValue)
        object.add("page-indicator", pageIndicatorPlacement?.rawValue)
        object.add("infinite-scrolling", infiniteScrolling, unless: defaults.infiniteScrolling)
        object.add("show-empty-component", showEmptyComponent, unless: defaults.showEmptyComponent)
        object.add("min-item-width", minItemWidth)
        object.add("max-width", maxWidth)
        return object.node
    }
}

extension Inset {
    var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        // Start and end are written even at 0: either one makes the inset follow the text direction.
        object.add("top", top, unless: 0)
        if followsTextDirection { object.add("start", start ?? 0) } else { object.add("left", left, unless: 0) }
        object.add("bottom", bottom, unless: 0)
        if followsTextDirection { object.add("end", end ?? 0) } else { object.add("right", right, unless: 0) }
        return object.node
    }
}

extension Interaction {
    var jsonNode: JSONNode {
        let defaults = Interaction()
        var object = JSONObjectBuilder()
        object.add("paginate", paginate.rawValue, unless: defaults.paginate.rawValue)
        object.add("scroll-direction", scrollDirection.rawValue, unless: defaults.scrollDirection.rawValue)
        object.add("mouse-click", mouseClick.rawValue, unless: defaults.mouseClick.rawValue)
        object.add("collapsible", collapsible, unless: defaults.collapsible)
        object.add("collapsed", collapsed, unless: defaults.collapsed)
        return object.node
    }
}

extension Size {
    var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        object.add("width", width)
        object.add("height", height)
        return object.node
    }
}

extension ItemIdentifier {
    var jsonNode: JSONNode {
        switch self {
        case .number(let value): return JSONNode(.int(value))
        case .string(let value): return JSONNode(.string(value))
        }
    }
}

extension JSONValue {
    /// Object keys sorted, so output is stable.
    var jsonNode: JSONNode {
        switch self {
        case .null: return JSONNode(.null)
        case .bool(let value): return JSONNode(.bool(value))
        case .number(let value): return .number(value)
        case .string(let value): return JSONNode(.string(value))
        case .array(let elements): return JSONNode(.array(elements.map(\.jsonNode)))
        case .object(let object):
            return JSONNode(.object(object.keys.sorted().map { JSONMember(key: $0, value: object[$0]!.jsonNode) }))
        }
    }
}
