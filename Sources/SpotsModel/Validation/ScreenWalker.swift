/// Walks a screen's components and items at any depth, in document order, with the path of each
/// as diagnostics name it (`components[0].items[2].children[1].header`). One walk for every check
/// that looks at the whole model, so they all agree on paths and on what counts as an item.
///
/// The path is built as text only when a visitor asks for it (`ModelPath.description`): a long
/// screen has hundreds of thousands of items and few problems.
public enum ScreenWalker {
    /// Walks `components` (the screen's own, or those nested under `path`): `component` is told of
    /// each component before its header, footer and items; `item` of each item, header and footer.
    public static func walk(_ components: [ComponentModel], at path: ModelPath = ModelPath(),
                            component: (ComponentModel, ModelPath) -> Void = { _, _ in },
                            item: (Item, ModelPath) -> Void) {
        // One path, grown and shrunk in place: a copy per item was an allocation per item.
        var path = path
        // Components and items are lent from their arrays' buffers, not copied: a copy of an item
        // retains and releases its strings and boxes, for every item of every walk.
        components.withUnsafeBufferPointer { models in
            for index in models.indices {
                path.steps.append(.component(index))
                component(models[index], path)
                func visit(_ entry: Item, _ step: ModelPath.Step) {
                    path.steps.append(step)
                    defer { path.steps.removeLast() }
                    item(entry, path)
                    guard !entry.children.isEmpty else { return }
                    path.steps.append(.children)
                    defer { path.steps.removeLast() }
                    walk(entry.children, at: path, component: component, item: item)
                }
                if let header = models[index].header { visit(header, .header) }
                if let footer = models[index].footer { visit(footer, .footer) }
                models[index].items.withUnsafeBufferPointer { items in
                    for itemIndex in items.indices { visit(items[itemIndex], .item(itemIndex)) }
                }
                path.steps.removeLast()
            }
        }
    }

    /// Walks only the components, nested ones too: items are looked at only for their children,
    /// and no item is copied or given a path (a million-item list is a million item copies).
    public static func walkComponents(_ components: [ComponentModel], at path: ModelPath = ModelPath(),
                                      component: (ComponentModel, ModelPath) -> Void) {
        var path = path
        for (index, model) in components.enumerated() {
            path.steps.append(.component(index))
            component(model, path)
            func visit(_ children: [ComponentModel], _ step: ModelPath.Step) {
                guard !children.isEmpty else { return }
                var itemPath = path
                itemPath.steps.append(step)
                itemPath.steps.append(.children)
                walkComponents(children, at: itemPath, component: component)
            }
            if let header = model.header { visit(header.children, .header) }
            if let footer = model.footer { visit(footer.children, .footer) }
            for itemIndex in model.items.indices { visit(model.items[itemIndex].children, .item(itemIndex)) }
            path.steps.removeLast()
        }
    }
}

/// Where a component or item is in a screen, as `DocumentPositions` and diagnostics name it.
public struct ModelPath: CustomStringConvertible, Sendable {
    public enum Step: Sendable {
        /// `components[n]` at the top, `[n]` under an item's `children`.
        case component(Int)
        case item(Int)
        case header
        case footer
        case children
    }

    public var steps: [Step] = []

    public init() {}

    /// `components[0].items[2].children[1].items[0]`.
    public var description: String {
        var text = ""
        for (index, step) in steps.enumerated() {
            switch step {
            case .component(let position):
                if index == 0 { text += "components" }
                text += "[\(position)]"
            case .item(let position): text += ".items[\(position)]"
            case .header: text += ".header"
            case .footer: text += ".footer"
            case .children: text += ".children"
            }
        }
        return text
    }

    /// The path of a key under this one: `components[0].items[2].image`.
    public func appending(_ key: String) -> String { description + "." + key }
}
