/// The `${…}` of a screen checked before it is shown, for `spots validate` and the problems of a
/// load: syntax errors, variables the screen does not declare, and types that must fail
/// (`ExpressionTypeChecker`), each at its character in its string; `set` actions that write an
/// undeclared variable or a value of another type than declared.
struct ExpressionChecks {
    let variables: [String: JSONValue]
    let checker: ExpressionTypeChecker

    init(variables: [String: JSONValue]) {
        self.variables = variables
        checker = ExpressionTypeChecker(scope: variables.mapValues(ExpressionType.init(of:)))
    }

    func check(_ screen: Screen, into found: inout ModelWarnings) {
        ScreenWalker.walk(screen.components, component: { component, path in
            check(settings: component.expressions, at: path, into: &found)
            if let data = component.data { check(data, at: path.description, into: &found) }
            for state in ComponentState.allCases {
                guard let item = component.states[state] else { continue }
                check(item, at: "\(path).states.\(state.rawValue)", into: &found)
            }
        }, item: { item, path in
            // The path is written out only for an item that may bind something (few do).
            if ItemSite.mayBind(item) { check(item, at: path.description, into: &found) }
        })
    }

    func check(_ item: Item, at path: String, into found: inout ModelWarnings, checker: ExpressionTypeChecker? = nil) {
        let checker = checker ?? self.checker
        for (field, text) in ItemTemplate.expressionStrings(of: item) {
            _ = type(of: text, at: path + "." + field.key, into: &found, checker: checker)
        }
        check(settings: item.expressions, at: ModelPathText(path), into: &found, checker: checker)
        for (name, value) in item.passedVariables.sorted(by: { $0.key < $1.key }) {
            if case .string(let text) = value, ItemTemplate.hasExpression(text) {
                _ = type(of: text, at: "\(path).action.variables.\(name)", into: &found, checker: checker)
            }
        }
        for (name, value) in item.appends.sorted(by: { $0.key < $1.key }) {
            if case .string(let text) = value, ItemTemplate.hasExpression(text) {
                _ = type(of: text, at: "\(path).action.append.\(name)", into: &found, checker: checker)
            }
        }
        for (name, value) in item.assignments.sorted(by: { $0.key < $1.key }) {
            let at = "\(path).action.set.\(name)"
            guard let declared = variables[name] else {
                found.report(.error, at: at, offset: -1, ExpressionTypeChecker.unknownVariable(name, among: variables.keys, writtenBySet: true))
                continue
            }
            let written: ExpressionType?
            if case .string(let text) = value, ItemTemplate.hasExpression(text) {
                written = type(of: text, at: at, into: &found, checker: checker)
            } else {
                written = value == .null ? .unknown : ExpressionType(of: value)
            }
            let expected = ExpressionType(of: declared)
            if let written, !written.couldBe(expected) {
                found.report(.warning, at: at, offset: -1,
                             translated("\"{name}\" is declared as {declared} but \"set\" writes {written}",
                                        ["name": name, "declared": expected.described, "written": written.described]))
            }
        }
    }

    private func check(settings: [BoundSetting: String], at path: some CustomStringConvertible, into found: inout ModelWarnings,
                       checker: ExpressionTypeChecker? = nil) {
        for setting in BoundSetting.allCases {
            guard let text = settings[setting] else { continue }
            let at = "\(path).\(setting.rawValue)"
            guard let type = type(of: text, at: at, into: &found, checker: checker) else { continue }
            let expected: ExpressionType = setting.expectedType == "a boolean" ? .bool : .number
            if !type.couldBe(expected) {
                found.report(.error, at: at, offset: 0, translated("{setting} needs {expected}, not {value}",
                                                                   ["setting": setting.rawValue, "expected": setting.expectedTypeDescription, "value": type.described]))
            }
        }
    }

    /// The type of a string's value (a single expression's, or a string), nil after a problem.
    func type(of text: String, at path: String, into found: inout ModelWarnings, checker: ExpressionTypeChecker? = nil) -> ExpressionType? {
        let checker = checker ?? self.checker
        let template: TemplateString
        do {
            guard let parsed = try TemplateString.parse(text) else { return .string }
            template = parsed
        } catch {
            found.report(.error, at: path, offset: error.range.start, error.message)
            return nil
        }
        var result: ExpressionType = .string
        for part in template.parts {
            guard case .expression(let expression, let offset) = part else { continue }
            do {
                result = try checker.type(of: expression)
            } catch {
                found.report(.error, at: path, offset: error.range.start + offset, error.message)
                return nil
            }
        }
        return template.parts.count == 1 ? result : .string
    }
}

/// A path already written out, for the checks that take a `ModelPath` or its text alike.
private struct ModelPathText: CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
}
