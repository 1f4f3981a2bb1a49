extension JSONValue {
    /// The value with every string that holds `${…}` replaced by its value, in arrays and
    /// objects too (what an `append` adds, `{"id": "${next}", "name": "Fruit ${next}"}`).
    /// The first error stops it.
    public func evaluatingExpressions(_ evaluator: ExpressionEvaluator) throws(ExpressionError) -> JSONValue {
        switch self {
        case .string(let text):
            guard let template = try TemplateString.parse(text) else { return self }
            let (value, errors) = template.evaluate(evaluator)
            if let error = errors.first { throw error }
            return value
        case .array(let elements):
            return .array(try elements.map { element throws(ExpressionError) in try element.evaluatingExpressions(evaluator) })
        case .object(let members):
            var evaluated: [String: JSONValue] = [:]
            for (key, member) in members { evaluated[key] = try member.evaluatingExpressions(evaluator) }
            return .object(evaluated)
        default:
            return self
        }
    }

    /// Every variable the value's `${…}` read (none when it has none or one cannot be parsed).
    var variablesRead: Set<String> {
        switch self {
        case .string(let text): return (try? TemplateString.parse(text))??.variables ?? []
        case .array(let elements): return elements.reduce(into: []) { $0.formUnion($1.variablesRead) }
        case .object(let members): return members.values.reduce(into: []) { $0.formUnion($1.variablesRead) }
        default: return []
        }
    }
}
