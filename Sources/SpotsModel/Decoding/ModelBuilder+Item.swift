extension ModelBuilder {
    func items(_ node: JSONNode) throws -> [Item]? {
        if case .items(let parsed) = node.value, var items = parsed.take() {
            number(&items, from: node)
            return items
        }
        guard let elements = try elements(node, expected: translated("an array of items")) else { return nil }
        var seen = IdentifierPositions(expectedCount: elements.count)
        return try readElements(elements) { element, index in
            let item = try self.item(from: element, index: index)
            if let identifier = item.identifier, let first = seen.firstPosition(of: identifier, recording: index) {
                warnDuplicateIdentifier(identifier, firstIndex: first, in: element, what: "item")
            }
            return item
        }
    }

    /// Plain items the parser read: numbered, and checked for repeated identifiers (the array is
    /// read again in full only to point at one).
    private func number(_ items: inout [Item], from node: JSONNode) {
        guard !Self.numberIncreasing(&items) else { return }
        var seen = IdentifierPositions(expectedCount: items.count)
        var elements: [JSONNode]?
        for index in items.indices {
            items[index].index = index
            guard let identifier = items[index].identifier,
                  let first = seen.firstPosition(of: identifier, recording: index) else { continue }
            if elements == nil, case .array(let full) = expanded(node).value { elements = full }
            guard let elements, elements.indices.contains(index) else { continue }
            path.push(.index(index))
            warnDuplicateIdentifier(identifier, firstIndex: first, in: elements[index], what: "item")
            path.pop()
        }
    }

    /// Numbers the items; true when their identifiers are numbers, each greater than the one
    /// before (the usual 0, 1, 2, …), which cannot repeat. A table of a million identifiers and
    /// positions took 32 MB at the moment the document and the items are both in memory.
    private static func numberIncreasing(_ items: inout [Item]) -> Bool {
        var last: Int?
        var increasing = true
        for index in items.indices {
            items[index].index = index
            guard increasing, let identifier = items[index].identifier else { continue }
            if case .number(let number) = identifier, last.map({ number > $0 }) ?? true {
                last = number
            } else {
                increasing = false
            }
        }
        return increasing
    }

    func item(from node: JSONNode, index: Int) throws -> Item {
        var item = Item(index: index)
        guard let members = try members(node, expected: translated("an item object")) else { return item }
        let inputKind = Self.inputKind(of: members)
        let fields = fields(of: members, as: ItemKey.self, warnUnknown: inputKind == nil)
        let outerExpressions = boundExpressions
        boundExpressions = [:]
        defer { boundExpressions = outerExpressions }
        item.identifier = try read(fields[.identifier], itemIdentifier)
        item.title = try read(fields[.title], displayText) ?? ""
        item.subtitle = try read(fields[.subtitle], displayText) ?? ""
        item.text = try read(fields[.text], displayText) ?? ""
        item.image = try read(fields[.image], string) ?? ""
        item.kind = try read(fields[.kind], string) ?? ""
        let action = try read(fields[.action], action)
        item.action = action?.string
        item.details = ItemDetails(
            size: try read(fields[.size], size) ?? .unspecified,
            meta: try read(fields[.meta], meta) ?? [:],
            relations: try read(fields[.relations], relations) ?? [:],
            children: try read(fields[.children], components) ?? [],
            accessibility: try read(fields[.accessibility], accessibility) ?? Accessibility()
        )
        read(fields[.visibleIf], visibleIf)
        if let inputKind { item.details.input = try input(inputKind, from: fields.unknown) }
        item.details.expressions = boundExpressions
        if let assignments = action?.assignments { item.details.assignments = assignments }
        if let appends = action?.appends { item.details.appends = appends }
        if let passed = action?.passed { item.details.passedVariables = passed }
        if let submission = action?.submission { item.details.submission = submission }
        warnUnnamed(item, fields)
        return item
    }

    /// Identity pairs old and new items (and components) when the screen changes; two with one
    /// identifier are matched arbitrarily, so say so at the second one's `identifier`.
    func warnDuplicateIdentifier(_ identifier: ItemIdentifier, firstIndex: Int, in element: JSONNode, what: String) {
        guard case .object(let members) = element.value,
              let member = members.last(where: { $0.key == "identifier" }) else { return }
        let offset = member.value.offset
        let shown: String
        if case .string(let text) = identifier { shown = "\"\(text.count > 40 ? text.prefix(40) + "…" : Substring(text))\"" } else { shown = identifier.description }
        let values = ["identifier": shown, "index": "\(firstIndex)"] as KeyValuePairs
        warn(what == "component"
             ? translated("duplicate identifier {identifier}: component {index} has it too; identifiers should be unique among siblings", values)
             : translated("duplicate identifier {identifier}: item {index} has it too; identifiers should be unique among siblings", values),
             at: offset, key: "identifier")
    }

    /// An integer or a string; a whole float (`3.0`) counts as an integer, `2.5` is an error.
    /// A string stays a string, even if it looks like a number.
    func itemIdentifier(_ node: JSONNode) throws -> ItemIdentifier? {
        switch node.value {
        case .int(let value): return .number(value)
        case .double(let value):
            if let integer = Int(exactly: value) { return .number(integer) }
        case .string(let value): return .string(value)
        default: break
        }
        return try mismatch(translated("an integer or a string"), node)
    }

    /// `{"width": …, "height": …}`; a missing or null side is unspecified, a negative one warns.
    func size(_ node: JSONNode) throws -> Size? {
        guard let members = try members(node, expected: translated("a size object")) else { return nil }
        let fields = fields(of: members, as: SizeKey.self)
        return Size(
            width: try read(fields[.width]) { try sizeSide($0, .width) },
            height: try read(fields[.height]) { try sizeSide($0, .height) }
        )
    }

    private func sizeSide(_ node: JSONNode, _ setting: BoundSetting) throws -> Double? {
        if bindsExpression(node, to: setting) { return nil }
        return try limited(node, maximum: SizeLimits.maximumSize, replacement: nil, what: translated("the largest size"))
    }

    /// `{name: [items]}`; a null list is left out.
    func relations(_ node: JSONNode) throws -> [String: [Item]]? {
        relationDepth += 1
        defer { relationDepth -= 1 }
        if relationDepth > Self.maximumRelationNesting {
            try fail(translated("nesting deeper than {depth} levels of relations", ["depth": "\(Self.maximumRelationNesting)"]), at: node.offset)
            return nil
        }
        guard let members = try members(node, expected: translated("an object of item arrays")) else { return nil }
        var relations: [String: [Item]] = [:]
        for member in members {
            guard let items = try read(member, items) else { continue }
            if relations.updateValue(items, forKey: member.key) != nil {
                warn(translated("duplicate key \"{key}\"; the last one wins", ["key": member.key]), at: member.keyOffset, key: member.key)
            }
        }
        return relations
    }
}
