extension Screen {
    /// Visits every input item of `components` in document order: in items, headers and footers
    /// at any depth, and in the components' state items (an input in an empty state is one too).
    /// Data-bound templates have none (the decoder refuses them).
    public static func walkInputs(_ components: [ComponentModel], _ visit: (InputField, ModelPath, String?) -> Void) {
        ScreenWalker.walk(components, component: { component, path in
            guard !component.states.isEmpty else { return }
            for state in ComponentState.allCases {
                if let input = component.states[state]?.input { visit(input, path, "states.\(state.rawValue)") }
            }
        }, item: { item, path in
            if let input = item.input { visit(input, path, nil) }
        })
    }

    /// The variables the screen's inputs create: each input `name` the root `variables` do not
    /// declare, with the input's starting value (the first input of a name decides).
    public var inputVariables: [String: JSONValue] {
        var created: [String: JSONValue] = [:]
        Self.walkInputs(components) { input, _, _ in
            guard !input.name.isEmpty, variables[input.name] == nil, created[input.name] == nil else { return }
            created[input.name] = input.startingValue
        }
        return created
    }

    /// The variables a `password` field writes: never kept on disk, never logged.
    public var passwordVariables: Set<String> {
        var names = Set<String>()
        Self.walkInputs(components) { input, _, _ in
            if input.kind == .textField, input.textType == .password, !input.name.isEmpty { names.insert(input.name) }
        }
        return names
    }

    /// The declared variables and those the inputs create: what expressions may read.
    public var variablesWithInputs: [String: JSONValue] {
        let created = inputVariables
        return created.isEmpty ? variables : variables.merging(created) { declared, _ in declared }
    }
}
