/// One rule of an input and whether its value keeps it now (the inspect panel lists them).
public struct InputRuleCheck: Hashable, Sendable {
    /// The rule as written: `required`, `min-length 3`, `pattern ^[a-z]+$`, `max 2026-12-31`, or
    /// the shape its `input-type` implies (`email`).
    public var rule: String
    public var holds: Bool

    public init(rule: String, holds: Bool) {
        self.rule = rule
        self.holds = holds
    }
}

extension InputField {
    /// Each rule of the input checked alone against `value`, with the engine the window and
    /// `spots validate` use (`failure(for:)`): an empty optional value keeps every rule.
    public func ruleChecks(for value: JSONValue) -> [InputRuleCheck] {
        var checks: [InputRuleCheck] = []
        func check(_ rule: String, _ alone: InputRules, keepingShape: Bool = false) {
            var field = self
            field.rules = alone
            // A rule checked alone leaves out the shape of an email or URL field (listed as its own rule).
            if !keepingShape, kind == .textField, Self.shape(of: textType) != nil { field.textType = .text }
            checks.append(InputRuleCheck(rule: rule, holds: field.failure(for: value) == nil))
        }
        if rules.required { check("required", InputRules(required: true)) }
        if kind == .textField, Self.shape(of: textType) != nil { check(textType.rawValue, InputRules(), keepingShape: true) }
        if kind == .date { check("date YYYY-MM-DD", InputRules()) }
        if let count = rules.minimumLength { check("min-length \(count)", InputRules(minimumLength: count)) }
        if let count = rules.maximumLength { check("max-length \(count)", InputRules(maximumLength: count)) }
        // A number field compares only numbers: its shape stays with its range.
        if let minimum = rules.minimum { check("min \(Self.shown(minimum))", InputRules(minimum: minimum), keepingShape: true) }
        if let maximum = rules.maximum { check("max \(Self.shown(maximum))", InputRules(maximum: maximum), keepingShape: true) }
        if let pattern = rules.pattern { check("pattern \(pattern)", InputRules(pattern: pattern)) }
        return checks
    }

    /// `value` as the inspect panel shows it: a password as one dot per character (as its
    /// entry does), never its text; anything else as compact JSON.
    public func shownValue(_ value: JSONValue) -> String {
        if kind == .textField, textType == .password {
            if case .string(let text) = value { return String(repeating: "•", count: text.count) }
            return ""
        }
        return WrittenExpression.shown(value)
    }
}
