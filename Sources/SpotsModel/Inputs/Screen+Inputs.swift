extension Screen {
    /// The variables the screen's inputs create: each input `name` the root `variables` do not
    /// declare, with the input's starting value (the first input of a name decides).
    public var inputVariables: [String: JSONValue] {
        var created: [String: JSONValue] = [:]
        ScreenWalker.walk(components) { item, _ in
            guard let input = item.input, !input.name.isEmpty, variables[input.name] == nil,
                  created[input.name] == nil else { return }
            created[input.name] = input.startingValue
        }
        return created
    }

    /// The variables a `password` field writes: never kept on disk, never logged.
    public var passwordVariables: Set<String> {
        var names = Set<String>()
        ScreenWalker.walk(components) { item, _ in
            if let input = item.input, input.kind == .textField, input.textType == .password, !input.name.isEmpty {
                names.insert(input.name)
            }
        }
        return names
    }

    /// The declared variables and those the inputs create: what expressions may read.
    public var variablesWithInputs: [String: JSONValue] {
        let created = inputVariables
        return created.isEmpty ? variables : variables.merging(created) { declared, _ in declared }
    }
}
