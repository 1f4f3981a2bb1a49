/// Patch documents: `{"patch": [ … ], "variables": { … }}`.
extension ModelBuilder {
    func patch(from root: JSONNode) throws -> ScreenPatch {
        guard let members = try members(root, expected: translated("a patch object {\"patch\": [ … ]}")) else { return ScreenPatch() }
        let fields = fields(of: members, as: PatchKey.self)
        var patch = ScreenPatch()
        if fields[.patch] == nil, fields[.variables] == nil {
            try fail(translated("a patch needs \"patch\": [ … ] (or \"variables\")"), at: root.offset)
        }
        patch.changes = try read(fields[.patch]) { node in
            guard let elements = try elements(node, expected: translated("an array of changes")) else { return nil }
            return try readElements(elements) { element, index in try change(element, path: "patch[\(index)]") }.compactMap { $0 }
        } ?? []
        patch.variables = read(fields[.variables], variables) ?? [:]
        return patch
    }

    private func change(_ node: JSONNode, path changePath: String) throws -> ScreenPatch.Entry? {
        guard let members = try members(node, expected: translated("a change object")) else { return nil }
        let fields = fields(of: members, as: PatchChangeKey.self)
        func identifier(_ key: PatchChangeKey) throws -> ItemIdentifier? { try read(fields[key], itemIdentifier) }
        let items = try read(fields[.items], self.items)
        if let target = try identifier(.insertAfter) {
            guard let items else { try fail(translated("\"insert-after\" needs \"items\": [ … ]"), at: node.offset); return nil }
            return ScreenPatch.Entry(.insertAfter(target, items), path: changePath)
        }
        if let target = try identifier(.remove) {
            return ScreenPatch.Entry(.remove(target), path: changePath)
        }
        guard let target = try identifier(.identifier) else {
            try fail(translated("a change needs \"identifier\", \"insert-after\" or \"remove\""), at: node.offset)
            return nil
        }
        if let item = try read(fields[.item], { try self.item(from: $0, index: 0) }) {
            return ScreenPatch.Entry(.replaceItem(target, item), path: changePath)
        }
        if let items {
            return ScreenPatch.Entry(.replaceItems(target.description, items), path: changePath)
        }
        try fail(translated("a change with \"identifier\" needs \"item\": {…} or \"items\": [ … ]"), at: node.offset)
        return nil
    }
}
