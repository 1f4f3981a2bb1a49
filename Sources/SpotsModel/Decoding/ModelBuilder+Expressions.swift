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

    /// An item's `action` as read: its string, and what an object action writes or passes.
    struct DecodedAction {
        var string: String?
        var assignments: [String: JSONValue]?
        var appends: [String: JSONValue]?
        var passed: [String: JSONValue]?
        var submission: Submission?
    }

    /// An item's `action`: a string as always, or an object: `{"set": {"name": value, …}}`
    /// writes variables when the item is selected, `{"append": {"name": value}}` adds to array
    /// variables (either or both), and `{"open": "next.json", "variables": {…}}` opens a screen
    /// passing it values.
    func action(_ node: JSONNode) throws -> DecodedAction? {
        guard case .object(let members) = node.value else { return try string(node).map { DecodedAction(string: $0) } }
        let fields = fields(of: members, as: ActionKey.self)
        if let open = fields[.open] {
            if fields[.set] != nil || fields[.append] != nil {
                warn(translated("\"open\" cannot be combined with \"set\" or \"append\"; they are ignored"), at: open.keyOffset, key: open.key)
            }
            guard let target = try read(open, string) else { return nil }
            let passed = read(fields[.variables]) { variableValues($0, what: translated("\"variables\" should be an object of the next screen's variable names and values; the item does nothing")) }
            return DecodedAction(string: "open:" + target, passed: passed)
        }
        if let submit = fields[.submit] {
            if fields[.set] != nil || fields[.append] != nil {
                warn(translated("\"submit\" cannot be combined with \"set\" or \"append\"; they are ignored"), at: submit.keyOffset, key: submit.key)
            }
            return try read(submit) { try submission($0) }.map { DecodedAction(submission: $0) }
        }
        if let variables = fields[.variables] {
            warn(translated("\"variables\" needs \"open\": the screen to pass them to; they are ignored"), at: variables.keyOffset, key: variables.key)
        }
        guard fields[.set] != nil || fields[.append] != nil else {
            warn(translated("an object action needs \"set\": {\"name\": value, …}, \"append\" or \"open\"; the item does nothing"), at: node.offset)
            return nil
        }
        let assignments = read(fields[.set]) { variableValues($0, what: translated("\"set\" should be an object of variable names and their new values; the item does nothing")) }
        let appends = read(fields[.append]) { variableValues($0, what: translated("\"append\" should be an object of array variable names and the value to add; the item does nothing")) }
        guard assignments != nil || appends != nil else { return nil }
        return DecodedAction(assignments: assignments, appends: appends)
    }

    private func variableValues(_ node: JSONNode, what: @autoclosure () -> String) -> [String: JSONValue]? {
        guard case .object(let members) = node.value, !members.isEmpty else {
            warn(what(), at: node.offset)
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
}
