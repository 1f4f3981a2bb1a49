import Foundation

/// The input items of a screen checked before it is shown: a missing `name` or `label`, rules
/// that no value can meet or that do not compile (`InputField.ruleProblems`, the window's own
/// rules), and a `name` whose declared variable holds another type than the input writes.
struct InputChecks {
    let variables: [String: JSONValue]

    func check(_ screen: Screen, into found: inout ModelWarnings) {
        let known = screen.variablesWithInputs
        ScreenWalker.walk(screen.components, component: { component, path in
            // A state item's input is an input too (Screen.walkInputs).
            for state in ComponentState.allCases {
                if let input = component.states[state]?.input { check(input, at: "\(path).states.\(state.rawValue)", into: &found) }
            }
        }, item: { item, path in
            if let input = item.input { check(input, at: path.description, into: &found) }
            if let submission = item.submission { check(submission, at: path.description + ".action.submit", known: known, into: &found) }
        })
    }

    /// A submit that could never be sent (an address that is not http or https) or that names a
    /// variable the screen does not have.
    private func check(_ submission: Submission, at path: String, known: [String: JSONValue], into found: inout ModelWarnings) {
        if let scheme = URL(string: submission.url)?.scheme?.lowercased(), scheme != "http", scheme != "https" {
            found.warn(at: path + ".url", translated("a form is sent over http or https only, never to \"{scheme}:\"; the item does nothing",
                                                     ["scheme": scheme]))
        }
        for (index, name) in (submission.fields ?? []).enumerated() where known[name] == nil {
            found.warn(at: "\(path).fields[\(index)]", translated("\"{name}\" is neither a variable nor an input of the screen; it is sent as null",
                                                                  ["name": name]))
        }
    }

    private func check(_ input: InputField, at path: String, into found: inout ModelWarnings) {
        if input.name.isEmpty {
            found.warn(at: path + ".kind", translated("the input has no \"name\": the variable it edits; what is entered goes nowhere"))
        } else if let declared = variables[input.name], declared != .null, !input.accepts(typeOf: declared) {
            found.warn(at: path + ".name", translated("\"{name}\" is declared as {declared} but a {kind} writes {written}",
                                                      ["name": input.name, "declared": ExpressionType(of: declared).described,
                                                       "kind": input.kind.rawValue, "written": ExpressionType(of: input.startingValue).described]))
        }
        if (input.label ?? "").isEmpty {
            found.warn(at: path + ".kind", translated("the input has no \"label\": a screen reader cannot say what it is for"))
        }
        for problem in input.ruleProblems {
            found.warn(at: path + "." + problem.key, problem.message)
        }
    }
}
