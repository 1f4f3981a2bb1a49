extension Screen {
    /// The screen with `patch` applied: every change in order, then the variables. When a
    /// change finds nothing to change (or a variable is not declared), nothing is applied and
    /// the problem names that change.
    public func applying(_ patch: ScreenPatch) throws(PatchProblem) -> Screen {
        var screen = self
        for entry in patch.changes {
            guard Self.apply(entry.change, to: &screen.components) else {
                throw PatchProblem(path: entry.path, message: Self.notFound(entry.change))
            }
        }
        for name in patch.variables.keys.sorted() {
            guard screen.variables[name] != nil else {
                throw PatchProblem(path: "variables.\(name)",
                                   message: translated("the screen does not declare a variable \"{name}\"; the patch is not applied", ["name": name]))
            }
            screen.variables[name] = patch.variables[name]
        }
        return screen
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
    private static func apply(_ change: ScreenPatch.Change, to components: inout [ComponentModel]) -> Bool {
        if case .remove(let id) = change, let index = components.firstIndex(where: { $0.identifier == id.description }) {
            components.remove(at: index)
            for position in components.indices { components[position].index = position }
            return true
        }
        for position in components.indices {
            if apply(change, to: &components[position]) { return true }
        }
        return false
    }

    private static func apply(_ change: ScreenPatch.Change, to component: inout ComponentModel) -> Bool {
        if case .replaceItems(let id, let items) = change, component.identifier == id {
            component.items = items
            renumber(&component.items, from: 0)
            return true
        }
        switch change {
        case .replaceItem(let id, var item):
            if let index = component.items.firstIndex(where: { $0.identifier == id }) {
                if item.identifier == nil { item.identifier = id }
                item.index = index
                component.items[index] = item
                return true
            }
        case .insertAfter(let id, let items):
            if let index = component.items.firstIndex(where: { $0.identifier == id }) {
                component.items.insert(contentsOf: items, at: index + 1)
                renumber(&component.items, from: index + 1)
                return true
            }
        case .remove(let id):
            if let index = component.items.firstIndex(where: { $0.identifier == id }) {
                component.items.remove(at: index)
                renumber(&component.items, from: index)
                return true
            }
        case .replaceItems:
            break
        }
        for index in component.items.indices where !component.items[index].children.isEmpty {
            if apply(change, to: &component.items[index].children) { return true }
        }
        return false
    }

    private static func renumber(_ items: inout [Item], from start: Int) {
        for index in start..<items.count { items[index].index = index }
    }
}
