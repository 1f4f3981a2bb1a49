import Foundation

/// The rules an input's value must meet: `required`, `pattern`, `min-length`, `max-length`,
/// `min` and `max`, and the shape its `input-type` implies (an email address, a URL…).
///
/// One type for both sides: `spots validate` checks the rules themselves (`ruleProblems`), the
/// window checks a value against them (`failure`), with the same regular expression engine.
public struct InputRules: Hashable, Sendable {
    public var required = false
    /// A regular expression (ICU syntax, as `NSRegularExpression`) the whole value must match.
    public var pattern: String?
    public var minimumLength: Int?
    public var maximumLength: Int?
    /// Numbers for number fields and sliders, `YYYY-MM-DD` strings for dates.
    public var minimum: JSONValue?
    public var maximum: JSONValue?

    public init(required: Bool = false, pattern: String? = nil, minimumLength: Int? = nil, maximumLength: Int? = nil,
                minimum: JSONValue? = nil, maximum: JSONValue? = nil) {
        self.required = required
        self.pattern = pattern
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The longest `pattern` accepted: a pattern is the author's, but a remote screen is hostile.
    public static let maximumPatternLength = 1_000

    /// How long matching one value against `pattern` may take. A backtracking pattern such as
    /// `(a+)+b` takes minutes on forty characters; past this the value counts as unchecked.
    public static let patternTimeLimit: TimeInterval = 0.1

    /// The whole-value regular expression of `pattern`, or why it cannot be one.
    public static func expression(for pattern: String) -> Result<NSRegularExpression, InputRuleProblem> {
        guard pattern.utf8.count <= maximumPatternLength else {
            return .failure(InputRuleProblem(key: "pattern", message: translated("the pattern is longer than {count} bytes; it is ignored",
                                                                                  ["count": "\(maximumPatternLength)"])))
        }
        do {
            return .success(try NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: []))
        } catch {
            return .failure(InputRuleProblem(key: "pattern", message: translated("\"{pattern}\" is not a valid regular expression; the pattern is ignored",
                                                                                  ["pattern": pattern])))
        }
    }
}

/// Something wrong with an input's rules themselves, under the key that has it.
public struct InputRuleProblem: Error, Hashable, Sendable {
    public var key: String
    public var message: String
}

/// Why a value breaks its input's rules.
public enum InputFailure: Hashable, Sendable {
    case missing
    case pattern
    case tooShort(Int)
    case tooLong(Int)
    case belowMinimum(String)
    case aboveMaximum(String)
    case notShaped(InputField.TextType)
    case notDate
    /// The author's `pattern` could not decide within `InputRules.patternTimeLimit`.
    case patternTooSlow

    /// What the field says under it when the screen gives no `error-message`.
    public var defaultMessage: String {
        switch self {
        case .missing: return translated("Fill in this field")
        case .pattern: return translated("The value does not have the expected format")
        case .tooShort(let count): return translatedPlural("Enter at least {count} character", "Enter at least {count} characters", count: count, ["count": "\(count)"])
        case .tooLong(let count): return translatedPlural("Enter at most {count} character", "Enter at most {count} characters", count: count, ["count": "\(count)"])
        case .belowMinimum(let bound): return translated("Enter {bound} or more", ["bound": bound])
        case .aboveMaximum(let bound): return translated("Enter {bound} or less", ["bound": bound])
        case .notShaped(.email): return translated("Enter an email address, such as name@example.org")
        case .notShaped(.url): return translated("Enter a web address, such as https://example.org")
        case .notShaped(.number): return translated("Enter a number")
        case .notShaped(.tel): return translated("Enter a telephone number")
        case .notShaped: return translated("The value does not have the expected format")
        case .notDate: return translated("Enter a date as YYYY-MM-DD")
        case .patternTooSlow: return translated("This value could not be checked against the field's pattern in time")
        }
    }
}

extension InputField {
    /// What is wrong with the rules themselves: a pattern that does not compile, a minimum above
    /// the maximum, lengths the wrong way round, options without values. `spots validate` warns.
    public var ruleProblems: [InputRuleProblem] {
        var found: [InputRuleProblem] = []
        if let pattern = rules.pattern, case .failure(let problem) = InputRules.expression(for: pattern) { found.append(problem) }
        if let low = rules.minimumLength, let high = rules.maximumLength, low > high {
            found.append(InputRuleProblem(key: "min-length", message: translated("\"min-length\" ({min}) is more than \"max-length\" ({max}): no value can be valid",
                                                                                 ["min": "\(low)", "max": "\(high)"])))
        }
        if let low = rules.minimum, let high = rules.maximum, Self.compare(low, high) == .orderedDescending {
            found.append(InputRuleProblem(key: "min", message: translated("\"min\" ({min}) is more than \"max\" ({max}): no value can be valid",
                                                                          ["min": Self.shown(low), "max": Self.shown(high)])))
        }
        if kind == .choice, options.isEmpty {
            found.append(InputRuleProblem(key: "options", message: translated("a choice needs \"options\": [{\"value\": …, \"title\": …}, …]")))
        }
        return found
    }

    /// The first rule `value` breaks, nil when it is valid. An empty value breaks only `required`.
    public func failure(for value: JSONValue) -> InputFailure? {
        switch kind {
        case .toggle, .check:
            return rules.required && value != .bool(true) ? .missing : nil
        case .choice:
            return rules.required && (value == .null || value == .string("")) ? .missing : nil
        case .slider:
            guard let number = value.numberValue else { return rules.required ? .missing : nil }
            return range(failureFor: .number(number))
        case .textField, .date:
            let text: String
            switch value {
            case .string(let string): text = string
            case .number(let number): text = NumberText.format(number)
            default: text = ""
            }
            if text.isEmpty { return rules.required ? .missing : nil }
            return textFailure(text)
        }
    }

    private func textFailure(_ text: String) -> InputFailure? {
        let length = text.count
        if let minimum = rules.minimumLength, length < minimum { return .tooShort(minimum) }
        if let maximum = rules.maximumLength, length > maximum { return .tooLong(maximum) }
        if kind == .date {
            guard Self.isDate(text) else { return .notDate }
            if let failure = range(failureFor: .string(text)) { return failure }
        } else {
            if let shape = Self.shape(of: textType), !Self.matches(shape, text) { return .notShaped(textType) }
            if textType == .number, let number = Double(text.trimmingCharacters(in: .whitespaces)),
               let failure = range(failureFor: .number(number)) { return failure }
        }
        if let pattern = rules.pattern, case .success(let expression) = InputRules.expression(for: pattern) {
            switch Self.matches(expression, text, within: InputRules.patternTimeLimit) {
            case false?: return .pattern
            case nil: return .patternTooSlow
            case true?: break
            }
        }
        return nil
    }

    private func range(failureFor value: JSONValue) -> InputFailure? {
        if let minimum = rules.minimum, Self.compare(value, minimum) == .orderedAscending { return .belowMinimum(Self.shown(minimum)) }
        if let maximum = rules.maximum, Self.compare(value, maximum) == .orderedDescending { return .aboveMaximum(Self.shown(maximum)) }
        return nil
    }

    /// Numbers by value, strings (ISO dates) by text; nil for values that do not compare.
    static func compare(_ left: JSONValue, _ right: JSONValue) -> ComparisonResult? {
        switch (left, right) {
        case let (.number(a), .number(b)): return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
        case let (.string(a), .string(b)): return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
        default: return nil
        }
    }

    static func shown(_ value: JSONValue) -> String {
        switch value {
        case .number(let number): return NumberText.format(number)
        case .string(let text): return text
        default: return "\(value)"
        }
    }

    /// The shape an `input-type` implies, checked before the author's `pattern`.
    static func shape(of type: TextType) -> NSRegularExpression? {
        switch type {
        case .email: return emailShape
        case .url: return urlShape
        case .number: return numberShape
        case .tel: return telephoneShape
        case .text, .multiline, .password, .search: return nil
        }
    }

    private static let emailShape = try! NSRegularExpression(pattern: "^[^@\\s]+@[^@\\s.]+(\\.[^@\\s.]+)+$")
    private static let urlShape = try! NSRegularExpression(pattern: "^(?i:https?)://[^\\s/?#]+[^\\s]*$")
    private static let numberShape = try! NSRegularExpression(pattern: "^\\s*[-+]?([0-9]+([.,][0-9]*)?|[.,][0-9]+)([eE][-+]?[0-9]+)?\\s*$")
    private static let telephoneShape = try! NSRegularExpression(pattern: "^\\+?[0-9 ()./-]{3,}$")
    private static let dateShape = try! NSRegularExpression(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")

    static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, options: [], range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether `text` matches, or nil when the engine could not tell within `limit` seconds
    /// (it reports its progress while it backtracks, and stops when told).
    static func matches(_ expression: NSRegularExpression, _ text: String, within limit: TimeInterval) -> Bool? {
        let deadline = Date().addingTimeInterval(limit)
        var found = false
        var outOfTime = false
        expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)) { match, _, stop in
            if match != nil {
                found = true
                stop.pointee = true
            } else if Date() > deadline {
                outOfTime = true
                stop.pointee = true
            }
        }
        return found ? true : (outOfTime ? nil : false)
    }

    /// `YYYY-MM-DD` naming a day of the calendar (no 31 April).
    public static func isDate(_ text: String) -> Bool {
        guard matches(dateShape, text) else { return false }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), parts[2] >= 1 else { return false }
        let year = parts[0], month = parts[1]
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return parts[2] <= days
    }
}
