extension ModelBuilder {
    /// Root keys kept in `Screen.meta` without a warning.
    static let reservedRootKeys: Set<String> = ["$schema"]

    /// The three accepted roots:
    /// - an object with `components` (or with none of the component keys below): a screen;
    /// - an array: the screen's components;
    /// - an object without `components` but with `items`, `kind` or `type`: a screen of that one component.
    func screen(from root: JSONNode) throws -> Screen {
        switch root.value {
        case .array:
            return Screen(components: try components(root) ?? [])
        case .object(let members) where Self.isSingleComponent(members):
            return Screen(components: [try component(from: root, index: 0)])
        case .object(let members):
            return try screen(members: members)
        default:
            return try mismatch(translated("a screen object or an array of components"), root) ?? Screen()
        }
    }

    /// `screen(from:)` for a tree nobody else holds: each component's JSON is released as soon as
    /// its model is built, so a large document's tree and its models are never both whole in memory.
    func screen(taking root: inout JSONNode?) throws -> Screen {
        guard let offset = root?.offset, var value = root?.value else { return Screen() }
        // The array of components must have one owner when its elements are let go of: a second
        // (the root, a copy of a member) makes the first write copy it, and the old array then
        // keeps every component's tree until the whole screen is built.
        root = nil
        switch value {
        case .array(var elements):
            value = .null
            return Screen(components: try components(taking: &elements))
        case .object(var members) where !Self.isSingleComponent(members):
            value = .null
            guard let index = members.lastIndex(where: { $0.key == "components" }),
                  case .array(var elements) = members[index].value.value else {
                discardStream()
                return try screen(members: members)
            }
            let key = members[index].key
            members[index].value = JSONNode(.array([]), offset: members[index].value.offset)
            var screen = try screen(members: members)
            path.push(.key(key))
            defer { path.pop() }
            screen.components = try components(taking: &elements)
            return screen
        default:
            discardStream()
            return try screen(from: JSONNode(value, offset: offset))
        }
    }

    /// Builds the components of `elements`, replacing each element by null once it is built.
    func takeComponents(_ elements: inout [JSONNode]) throws -> [ComponentModel] {
        var components: [ComponentModel] = []
        components.reserveCapacity(elements.count)
        var seen: [String: Int] = [:]
        for index in elements.indices {
            let element = elements[index]
            elements[index] = JSONNode(.null)
            path.push(.index(index))
            defer { path.pop() }
            let component = try component(from: element, index: index)
            noteIdentifier(of: component, at: index, in: element, seen: &seen)
            components.append(component)
        }
        return components
    }

    func noteIdentifier(of component: ComponentModel, at index: Int, in element: JSONNode, seen: inout [String: Int]) {
        guard let identifier = component.identifier else { return }
        if let first = seen[identifier] {
            warnDuplicateIdentifier(.string(identifier), firstIndex: first, in: element, what: "component")
        } else {
            seen[identifier] = index
        }
    }

    private static func isSingleComponent(_ members: [JSONMember]) -> Bool {
        !members.contains { $0.key == "components" }
            && members.contains { $0.key == "items" || $0.key == "kind" || $0.key == "type" }
    }

    private func screen(members: [JSONMember]) throws -> Screen {
        var screen = Screen()
        let fields = fields(of: members, as: ScreenKey.self, warnUnknown: false)
        // Unknown root keys are kept, so a round trip loses nothing.
        for member in fields.unknown {
            path.push(.key(member.key))
            if screen.meta.updateValue(jsonValue(member.value), forKey: member.key) != nil {
                warn(translated("duplicate key \"{key}\"; the last one wins", ["key": member.key]), at: member.keyOffset)
            } else if !Self.reservedRootKeys.contains(member.key) {
                let suggestion = Self.suggestion(for: member.key, among: ScreenKey.spellings.keys)
                    .map { translated("; did you mean \"{key}\"?", ["key": $0]) } ?? ""
                warn(translated("unknown key \"{key}\" in the screen (kept in its meta)", ["key": member.key]) + suggestion,
                     at: member.keyOffset)
            }
            path.pop()
        }
        screen.title = try read(fields[.title], displayText)
        screen.templates = read(fields[.templates], templates) ?? [:]
        screen.stylesheet = read(fields[.stylesheet], fileName)
        screen.pagination = read(fields[.pagination], pagination)
        screen.variables = read(fields[.variables], variables) ?? [:]
        screen.components = try read(fields[.components], components) ?? []
        return screen
    }

    /// `"templates": {"kind": "file.ui"}`; any other shape is ignored with a warning.
    private func templates(_ node: JSONNode) -> [String: String]? {
        guard case .object(let members) = node.value,
              members.allSatisfy({ if case .string = $0.value.value { return true }; return false }) else {
            warn(translated("\"templates\" should be an object mapping item kinds to .ui file names; it is ignored"), at: node.offset)
            return nil
        }
        var templates: [String: String] = [:]
        for member in members {
            if case .string(let file) = member.value.value {
                if templates.updateValue(file, forKey: member.key) != nil {
                    warn(translated("duplicate key \"{key}\"; the last one wins", ["key": member.key]), at: member.keyOffset, key: member.key)
                }
            }
        }
        return templates
    }

    /// `"stylesheet": "theme.css"`; any other shape is ignored with a warning.
    private func fileName(_ node: JSONNode) -> String? {
        guard case .string(let name) = node.value else {
            warn(translated("\"stylesheet\" should be a file name; it is ignored"), at: node.offset)
            return nil
        }
        return name
    }

    /// `"pagination": {"next": "page.json"}`; any other shape is ignored with a warning.
    private func pagination(_ node: JSONNode) -> Pagination? {
        guard case .object(let members) = node.value else {
            warn(translated("\"pagination\" should be an object with a \"next\" screen; it is ignored"), at: node.offset)
            return nil
        }
        let fields = fields(of: members, as: PaginationKey.self)
        guard fields.has(.next) else { return Pagination() }
        let target: String? = read(fields[.next]) { node in
            guard case .string(let target) = node.value else {
                warn(translated("\"pagination\" should be an object with a \"next\" screen; it is ignored"), at: node.offset)
                return nil
            }
            return target
        }
        return target.map { Pagination(next: $0) }
    }

    /// An array of components, each numbered by its position.
    func components(_ node: JSONNode) throws -> [ComponentModel]? {
        guard let elements = try elements(node, expected: translated("an array of components")) else { return nil }
        var seen: [String: Int] = [:]
        return try readElements(elements) { element, index in
            let component = try component(from: element, index: index)
            noteIdentifier(of: component, at: index, in: element, seen: &seen)
            return component
        }
    }
}
