/// The keys of screens that hold state: `variables`, `visible-if`, typed settings written as one
/// `${…}` expression, and `{"set": {…}}` actions. Expressions are kept as written; they are
/// parsed and checked by `ScreenBinding` (presenting) and `ExpressionChecks` (validating).
extension ModelBuilder {
    /// Whether `node` is a string with a `${…}` in it, which a typed setting then takes as its
    /// expression (kept in `boundExpressions`) instead of a value of its type.
    func bindsExpression(_ node: JSONNode, to setting: BoundSetting) -> Bool {
        guard case .string(let text) = node.value, text.contains("${") else { return false }
        boundExpressions[setting] = text
        return true
    }

    /// `"visible-if": "${…}"`, or a boolean written as such.
    func visibleIf(_ node: JSONNode) {
        switch node.value {
        case .bool(let flag):
            boundExpressions[.visibleIf] = "${\(flag)}"
        case .string where bindsExpression(node, to: .visibleIf):
            break
        default:
            warn(translated("\"visible-if\" should be an expression such as \"${count > 0}\" or a boolean, not {value}; it is ignored",
                            ["value": Self.describe(node)]),
                 at: node.offset)
        }
    }

    /// The root `variables`: an object of JSON values, named so an expression can read them.
    func variables(_ node: JSONNode) -> [String: JSONValue]? {
        guard case .object(let members) = node.value else {
            warn(translated("\"variables\" should be an object of names and values; it is ignored"), at: node.offset)
            return nil
        }
        var variables: [String: JSONValue] = [:]
        for member in members {
            path.push(.key(member.key))
            defer { path.pop() }
            guard ExpressionParser.isVariableName(member.key) else {
                warn(translated("\"{key}\" cannot be read by an expression: a variable's name is letters, digits and \"_\", not starting with a digit, and not one of {reserved}; it is ignored",
                                ["key": member.key, "reserved": ExpressionParser.reservedNames.sorted().joined(separator: ", ")]),
                     at: member.keyOffset)
                continue
            }
            if variables.updateValue(jsonValue(member.value), forKey: member.key) != nil {
                warn(translated("duplicate key \"{key}\"; the last one wins", ["key": member.key]), at: member.keyOffset)
            }
        }
        return variables
    }

    /// An item's `action`: a string as always, or an object `{"set": {"name": value, …}}` that
    /// writes variables when the item is selected.
    func action(_ node: JSONNode) throws -> (string: String?, assignments: [String: JSONValue]?)? {
        guard case .object(let members) = node.value else { return try string(node).map { ($0, nil) } }
        let fields = fields(of: members, as: ActionKey.self)
        guard let set = fields[.set] else {
            warn(translated("an object action needs \"set\": {\"name\": value, …}; the item does nothing"), at: node.offset)
            return nil
        }
        let assignments: [String: JSONValue]? = read(set) { node in
            guard case .object(let members) = node.value, !members.isEmpty else {
                warn(translated("\"set\" should be an object of variable names and their new values; the item does nothing"), at: node.offset)
                return nil
            }
            var assignments: [String: JSONValue] = [:]
            for member in members {
                path.push(.key(member.key))
                defer { path.pop() }
                if assignments.updateValue(jsonValue(member.value), forKey: member.key) != nil {
                    warn(translated("duplicate key \"{key}\"; the last one wins", ["key": member.key]), at: member.keyOffset)
                }
            }
            return assignments
        }
        return assignments.map { (nil, $0) }
    }
}
