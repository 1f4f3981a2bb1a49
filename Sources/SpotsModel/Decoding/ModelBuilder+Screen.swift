extension ModelBuilder {
    /// Root keys kept in `Screen.meta` for features to come, without a warning.
    static let reservedRootKeys: Set<String> = ["$schema", "pagination", "templates", "stylesheet"]

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
            return try mismatch("a screen object or an array of components", root) ?? Screen()
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
                warn("duplicate key \"\(member.key)\"; the last one wins", at: member.keyOffset)
            } else if !Self.reservedRootKeys.contains(member.key) {
                warn("unknown key \"\(member.key)\" in the screen (kept in its meta)", at: member.keyOffset)
            }
            path.pop()
        }
        screen.title = try read(fields[.title], displayText)
        screen.components = try read(fields[.components], components) ?? []
        return screen
    }

    /// An array of components, each numbered by its position.
    func components(_ node: JSONNode) throws -> [ComponentModel]? {
        guard let elements = try elements(node, expected: "an array of components") else { return nil }
        var seen: [String: Int] = [:]
        return try readElements(elements) { element, index in
            let component = try component(from: element, index: index)
            if let identifier = component.identifier {
                if let first = seen[identifier] {
                    warnDuplicateIdentifier(.string(identifier), firstIndex: first, in: element, what: "component")
                } else {
                    seen[identifier] = index
                }
            }
            return component
        }
    }
}
