extension Screen {
    /// The screen with `patch` applied: every change in order, then the variables. When a
    /// change finds nothing to change (or a variable is not declared), nothing is applied and
    /// the problem names that change.
    public func applying(_ patch: ScreenPatch) throws(PatchProblem) -> Screen {
        var screen = self
        _ = try screen.apply(patch)
        return screen
    }

    /// Applies `patch` in place, all or nothing like `applying(_:)`: a change that fails undoes
    /// the ones before it. Changing a component's items in place copies none of the others (a
    /// one-item patch on a 100,000-item list costs as much as on a ten-item one), provided
    /// nothing else holds them. Returns the components whose items changed (nested changes
    /// count at their top-level item), or nil when components themselves were removed.
    public mutating func apply(_ patch: ScreenPatch) throws(PatchProblem) -> TouchedComponents? {
        var undo: [PatchUndo] = []
        var touched: TouchedComponents? = TouchedComponents()
        for entry in patch.changes {
            guard let done = Self.apply(entry.change, to: &components) else {
                for step in undo.reversed() { step.revert(&components) }
                throw PatchProblem(path: entry.path, message: Self.notFound(entry.change))
            }
            undo.append(done.undo)
            touched = done.touched.flatMap { change in touched?.union(change) }
        }
        for name in patch.variables.keys.sorted() where variables[name] == nil {
            for step in undo.reversed() { step.revert(&components) }
            throw PatchProblem(path: "variables.\(name)",
                               message: translated("the screen does not declare a variable \"{name}\"; the patch is not applied", ["name": name]))
        }
        for (name, value) in patch.variables { variables[name] = value }
        return touched
    }

    private static func notFound(_ change: ScreenPatch.Change) -> String {
        switch change {
        case .replaceItem(let id, _), .insertAfter(let id, _):
            return translated("the screen has no item \"{identifier}\"; the patch is not applied", ["identifier": id.description])
        case .replaceItems(let id, _):
            return translated("the screen has no component \"{identifier}\"; the patch is not applied", ["identifier": id])
        case .remove(let id):
            return translated("the screen has no item or component \"{identifier}\"; the patch is not applied", ["identifier": id.description])
        }
    }

    /// Makes `change` in the first place it fits, in document order (nested components too).
    /// Nil when it fits nowhere; else how to undo it and what it touched (nil: the components).
    private static func apply(_ change: ScreenPatch.Change, to components: inout [ComponentModel])
        -> (undo: PatchUndo, touched: TouchedComponents?)? {
        if case .remove(let id) = change, let index = components.firstIndex(where: { $0.identifier == id.description }) {
            let removed = components.remove(at: index)
            renumber(&components, from: index)
            return (.removedComponent(path: [], index: index, removed), nil)
        }
        for position in components.indices {
            let count = components[position].items.count
            guard let done = apply(change, to: &components[position], path: [position]) else { continue }
            // Only the top-level item that holds a nested change is touched.
            let touched = done.item.map { TouchedComponents.Items(prefix: $0.prefix, suffix: count - $0.prefix - $0.replaced) } ?? .all
            return (done.undo, TouchedComponents([position: touched]))
        }
        return nil
    }

    /// `item`: where the component's own items changed — the first changed one and how many of
    /// the old ones were replaced (nil: all of them).
    private static func apply(_ change: ScreenPatch.Change, to component: inout ComponentModel, path: [Int])
        -> (undo: PatchUndo, item: (prefix: Int, replaced: Int)?)? {
        if case .replaceItems(let id, let items) = change, component.identifier == id {
            let old = component.items
            component.items = items
            renumber(&component.items, from: 0)
            return (.replacedItems(path: path, old), nil)
        }
        switch change {
        case .replaceItem(let id, var item):
            if let index = component.items.firstIndex(where: { $0.identifier == id }) {
                if item.identifier == nil { item.identifier = id }
                item.index = index
                let old = component.items[index]
                component.items[index] = item
                return (.replacedItem(path: path, index: index, old), (index, 1))
            }
        case .insertAfter(let id, let items):
            if let index = component.items.firstIndex(where: { $0.identifier == id }) {
                component.items.insert(contentsOf: items, at: index + 1)
                renumber(&component.items, from: index + 1)
                return (.inserted(path: path, index + 1..<index + 1 + items.count), (index + 1, 0))
            }
        case .remove(let id):
            if let index = component.items.firstIndex(where: { $0.identifier == id }) {
                let old = component.items.remove(at: index)
                renumber(&component.items, from: index)
                return (.removedItem(path: path, index: index, old), (index, 1))
            }
        case .replaceItems:
            break
        }
        for index in component.items.indices where !component.items[index].children.isEmpty {
            var children = component.items[index].children
            if case .remove(let id) = change, let child = children.firstIndex(where: { $0.identifier == id.description }) {
                let removed = children.remove(at: child)
                renumber(&children, from: child)
                component.items[index].children = children
                return (.removedComponent(path: path + [index], index: child, removed), (index, 1))
            }
            for position in children.indices {
                guard let done = apply(change, to: &children[position], path: path + [index, position]) else { continue }
                component.items[index].children = children
                return (done.undo, (index, 1))
            }
        }
        return nil
    }

    static func renumber(_ items: inout [Item], from start: Int) {
        for index in start..<items.count where items[index].index != index { items[index].index = index }
    }

    static func renumber(_ components: inout [ComponentModel], from start: Int) {
        for index in start..<components.count where components[index].index != index { components[index].index = index }
    }
}

/// How to take back one change of a patch. `path`: the component, as its index among the
/// screen's components, then pairs of (item index, child component index) for nested ones.
private enum PatchUndo {
    case replacedItem(path: [Int], index: Int, Item)
    case replacedItems(path: [Int], [Item])
    case inserted(path: [Int], Range<Int>)
    case removedItem(path: [Int], index: Int, Item)
    /// `path`: the item holding the component (empty: the screen's components).
    case removedComponent(path: [Int], index: Int, ComponentModel)

    func revert(_ components: inout [ComponentModel]) {
        switch self {
        case .replacedItem(let path, let index, let item):
            Self.modify(path, in: &components) { $0.items[index] = item }
        case .replacedItems(let path, let items):
            Self.modify(path, in: &components) { $0.items = items }
        case .inserted(let path, let range):
            Self.modify(path, in: &components) {
                $0.items.removeSubrange(range)
                Screen.renumber(&$0.items, from: range.lowerBound)
            }
        case .removedItem(let path, let index, let item):
            Self.modify(path, in: &components) {
                $0.items.insert(item, at: index)
                Screen.renumber(&$0.items, from: index)
            }
        case .removedComponent(let path, let index, let component):
            guard let item = path.last else {
                components.insert(component, at: index)
                Screen.renumber(&components, from: index)
                return
            }
            Self.modify(Array(path.dropLast()), in: &components) {
                var children = $0.items[item].children
                children.insert(component, at: index)
                Screen.renumber(&children, from: index)
                $0.items[item].children = children
            }
        }
    }

    /// Changes the component at `path` where it is.
    private static func modify(_ path: [Int], in components: inout [ComponentModel], _ body: (inout ComponentModel) -> Void) {
        guard let first = path.first else { return }
        if path.count == 1 { return body(&components[first]) }
        let item = path[1], child = path[2]
        var children = components[first].items[item].children
        modify([child] + path.dropFirst(3), in: &children, body)
        components[first].items[item].children = children
    }
}
