/// The checks of a data-bound component (`data`, `template`/`templates`, `identity`), before it
/// is shown: `data` must give an array; the templates' expressions are typed with `it` as the
/// elements are (a field no element has is an error, with "did you mean") and `index` a number;
/// `when` must be a boolean; and, where the elements are known (inline, or the declared value of
/// the variable `data` names), an element that no template matches is a warning.
extension ExpressionChecks {
    func check(_ data: ItemData, at path: String, into found: inout ModelWarnings) {
        let elements = knownElements(of: data)
        if case .expression(let text) = data.source, let type = type(of: text, at: "\(path).data", into: &found),
           !type.couldBe(.array) {
            found.report(.error, at: "\(path).data", offset: 0, translated("\"data\" needs an array, not {value}", ["value": type.described]))
        }
        var scope = checker.scope
        scope["it"] = elements.map(Self.elementType) ?? .unknown
        scope["index"] = .number
        let itemChecker = ExpressionTypeChecker(scope: scope)
        if let identity = data.identity { _ = type(of: identity, at: "\(path).identity", into: &found, checker: itemChecker) }
        for (index, template) in data.templates.enumerated() {
            let templatePath = data.isTemplateList ? "\(path).templates[\(index)]" : path
            if let when = template.when, let type = type(of: when, at: "\(templatePath).when", into: &found, checker: itemChecker),
               !type.couldBe(.bool) {
                found.report(.error, at: "\(templatePath).when", offset: 0, translated("\"when\" needs a boolean, not {value}", ["value": type.described]))
            }
            check(template.item, at: data.isTemplateList ? "\(templatePath).item" : "\(path).template", into: &found, checker: itemChecker)
        }
        if let elements, data.templates.contains(where: { $0.when != nil }),
           let problem = DataSite(data, path: path, sink: nil).unmatched(in: elements, ExpressionEvaluator(scope: variables)) {
            found.report(problem.severity, at: problem.path, offset: problem.offset, problem.message)
        }
    }

    /// The elements as declared: inline, or the declared value of a variable `data` names alone.
    private func knownElements(of data: ItemData) -> [JSONValue]? {
        switch data.source {
        case .elements(let elements):
            return elements
        case .expression(let text):
            guard let template = try? TemplateString.parse(text), template.parts.count == 1,
                  case .expression(.variable(let name, _), _) = template.parts[0],
                  case .array(let elements)? = variables[name] else { return nil }
            return elements
        }
    }

    /// What `it` is: when every element is an object, an object with every key any element has
    /// (typed where they agree); unknown otherwise.
    static func elementType(_ elements: [JSONValue]) -> ExpressionType {
        var members: [String: ExpressionType] = [:]
        for element in elements {
            guard case .object(let fields) = element else { return .unknown }
            for (key, value) in fields {
                let type = ExpressionType(shallow: value)
                if let known = members[key] {
                    if known != type, known != .unknown { members[key] = .unknown }
                } else {
                    members[key] = type
                }
            }
        }
        return elements.isEmpty ? .unknown : .object(members)
    }
}

extension ExpressionType {
    /// The value's type without looking into nested objects (an object of unknown members).
    init(shallow value: JSONValue) {
        if case .object = value { self = .object(nil) } else { self.init(of: value) }
    }
}
