import Foundation

/// Evaluates expressions over a screen's variables (and, in a data-bound template, `it` and
/// `index`). The rules are strict so a screen means the same everywhere:
/// - `+` adds numbers, and joins when either side is a string (the other written as `string()` would);
/// - `- * / %` take numbers; dividing by zero is an error, never infinity;
/// - `< <= > >=` compare two numbers or two strings; `== !=` compare any two values;
/// - `&& || !` and a conditional's condition take booleans only (no "truthy" strings);
/// - `a.b` reads an object's key, `a[i]` an array's element (whole numbers) or an object's key;
///   reading what is not there is an error that names it.
/// An error never throws into the renderer: the caller shows empty text and reports it.
public struct ExpressionEvaluator: Sendable {
    /// The names in scope and their values.
    public var scope: [String: JSONValue]

    public init(scope: [String: JSONValue]) {
        self.scope = scope
    }

    /// Results longer than this are an error: a string that doubles itself through `+` in a
    /// template must not eat memory.
    public static let maximumStringLength = 100_000

    public func evaluate(_ expression: Expression) throws(ExpressionError) -> JSONValue {
        switch expression {
        case .literal(let value, _):
            return value
        case .variable(let name, let range):
            guard let value = scope[name] else { throw ExpressionError(translated("there is no variable \"{name}\"", ["name": "\(name)"]), range) }
            return value
        case .member(let base, let name, let range):
            let object = try evaluate(base)
            guard case .object(let members) = object else {
                throw ExpressionError(translated("{object} has no \".{name}\"", ["object": "\(Self.describe(object))", "name": "\(name)"]), range)
            }
            guard let value = members[name] else { throw ExpressionError(translated("there is no \"{name}\" in the object", ["name": "\(name)"]), range) }
            return value
        case .subscripted(let base, let index, let range):
            return try element(of: try evaluate(base), at: try evaluate(index), range: range)
        case .unary(let op, let operand, let range):
            let value = try evaluate(operand)
            switch (op, value) {
            case (.not, .bool(let flag)): return .bool(!flag)
            case (.negate, .number(let number)): return .number(-number)
            default:
                let expected = op == .not ? translated("a boolean") : translated("a number")
                throw ExpressionError(translated("\"{operator}\" takes {expected}, not {value}", ["operator": op.rawValue, "expected": expected, "value": Self.describe(value)]), range)
            }
        case .binary(let op, let left, let right, let range):
            return try binary(op, left, right, range: range)
        case .conditional(let condition, let then, let otherwise, _):
            let value = try evaluate(condition)
            guard case .bool(let flag) = value else {
                throw ExpressionError(translated("a condition must be a boolean, not {value}", ["value": "\(Self.describe(value))"]), condition.range)
            }
            return try evaluate(flag ? then : otherwise)
        case .call(let function, let arguments, let range):
            return try call(function, arguments.map { argument throws(ExpressionError) in try evaluate(argument) }, range: range)
        }
    }

    private func binary(_ op: BinaryOperator, _ leftExpression: Expression, _ rightExpression: Expression,
                        range: ExpressionRange) throws(ExpressionError) -> JSONValue {
        // `&&` and `||` look at their right side only when they need to.
        if op == .and || op == .or {
            let left = try evaluate(leftExpression)
            guard case .bool(let leftFlag) = left else {
                throw ExpressionError(translated("\"{operator}\" takes booleans, not {value}", ["operator": "\(op.rawValue)", "value": "\(Self.describe(left))"]), leftExpression.range)
            }
            if op == .and, !leftFlag { return .bool(false) }
            if op == .or, leftFlag { return .bool(true) }
            let right = try evaluate(rightExpression)
            guard case .bool(let rightFlag) = right else {
                throw ExpressionError(translated("\"{operator}\" takes booleans, not {value}", ["operator": "\(op.rawValue)", "value": "\(Self.describe(right))"]), rightExpression.range)
            }
            return .bool(rightFlag)
        }
        let left = try evaluate(leftExpression)
        let right = try evaluate(rightExpression)
        switch op {
        case .equal: return .bool(Self.equal(left, right))
        case .notEqual: return .bool(!Self.equal(left, right))
        case .add:
            if case .number(let a) = left, case .number(let b) = right { return try Self.number(a + b, range) }
            if case .string = left { return try Self.text(Self.string(left) + Self.string(right), range) }
            if case .string = right { return try Self.text(Self.string(left) + Self.string(right), range) }
            throw ExpressionError(translated("\"+\" adds numbers or joins strings, not {left} and {right}", ["left": "\(Self.describe(left))", "right": "\(Self.describe(right))"]), range)
        case .subtract, .multiply, .divide, .remainder:
            guard case .number(let a) = left, case .number(let b) = right else {
                throw ExpressionError(translated("\"{operator}\" takes numbers, not {left} and {right}", ["operator": "\(op.rawValue)", "left": "\(Self.describe(left))", "right": "\(Self.describe(right))"]), range)
            }
            switch op {
            case .subtract: return try Self.number(a - b, range)
            case .multiply: return try Self.number(a * b, range)
            default:
                guard b != 0 else { throw ExpressionError(translated("division by zero"), range) }
                return try Self.number(op == .divide ? a / b : a.truncatingRemainder(dividingBy: b), range)
            }
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: ComparisonResult
            switch (left, right) {
            case (.number(let a), .number(let b)): order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            case (.string(let a), .string(let b)): order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            default:
                throw ExpressionError(translated("\"{operator}\" compares two numbers or two strings, not {left} and {right}", ["operator": "\(op.rawValue)", "left": "\(Self.describe(left))", "right": "\(Self.describe(right))"]), range)
            }
            switch op {
            case .less: return .bool(order == .orderedAscending)
            case .lessOrEqual: return .bool(order != .orderedDescending)
            case .greater: return .bool(order == .orderedDescending)
            default: return .bool(order != .orderedAscending)
            }
        case .and, .or:
            return .null // handled above
        }
    }

    private func element(of base: JSONValue, at index: JSONValue, range: ExpressionRange) throws(ExpressionError) -> JSONValue {
        switch (base, index) {
        case (.array(let elements), .number(let number)):
            guard number == number.rounded(), number >= 0, number < Double(elements.count) else {
                throw ExpressionError(translated("there is no element {number} in an array of {count}", ["number": "\(NumberText.format(number))", "count": "\(elements.count)"]), range)
            }
            return elements[Int(number)]
        case (.object(let members), .string(let key)):
            guard let value = members[key] else { throw ExpressionError(translated("there is no \"{key}\" in the object", ["key": "\(key)"]), range) }
            return value
        default:
            throw ExpressionError(translated("{base} cannot be indexed by {index}", ["base": "\(Self.describe(base))", "index": "\(Self.describe(index))"]), range)
        }
    }

    private func call(_ function: ExpressionFunction, _ arguments: [JSONValue], range: ExpressionRange) throws(ExpressionError) -> JSONValue {
        let value = arguments[0]
        func wrongType(_ expected: String) -> ExpressionError {
            ExpressionError(translated("{function} takes {expected}, not {value}", ["function": function.rawValue, "expected": expected, "value": Self.describe(value)]), range)
        }
        switch function {
        case .len:
            switch value {
            case .string(let text): return .number(Double(text.count))
            case .array(let elements): return .number(Double(elements.count))
            case .object(let members): return .number(Double(members.count))
            default: throw wrongType(translated("a string, an array or an object"))
            }
        case .upper, .lower, .trim:
            guard case .string(let text) = value else { throw wrongType(translated("a string")) }
            switch function {
            case .upper: return .string(text.uppercased())
            case .lower: return .string(text.lowercased())
            default: return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        case .contains:
            switch (value, arguments[1]) {
            // Every text contains the empty one (Foundation's `contains` says no): an empty search matches all.
            case (.string(let text), .string(let part)): return .bool(part.isEmpty || text.contains(part))
            case (.array(let elements), let wanted): return .bool(elements.contains { Self.equal($0, wanted) })
            default: throw wrongType(translated("a string and a string, or an array and a value"))
            }
        case .string:
            return try Self.text(Self.string(value), range)
        case .number:
            switch value {
            case .number: return value
            case .bool(let flag): return .number(flag ? 1 : 0)
            case .string(let text):
                guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
                    throw ExpressionError(translated("\"{text}\" is not a number", ["text": "\(Self.shortened(text))"]), range)
                }
                return .number(number)
            default: throw wrongType(translated("a number, a string or a boolean"))
            }
        case .formatNumber:
            guard case .number(let number) = value else { throw wrongType(translated("a number")) }
            guard case .number(let digits) = arguments[1], digits == digits.rounded(), digits >= 0, digits <= 20 else {
                throw ExpressionError(translated("format-number's digits are a whole number from 0 to 20"), range)
            }
            return .string(String(format: "%.\(Int(digits))f", number))
        }
    }

    // MARK: - Values

    /// The value as text: strings as they are, numbers as JSON writes them, others as JSON.
    public static func string(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return NumberText.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        case .array, .object: return String(decoding: JSONWriter(prettyPrinted: false, sortedKeys: true).write(value.jsonNode), as: UTF8.self)
        }
    }

    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool { a == b }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return translated("a boolean")
        case .number: return translated("a number")
        case .string: return translated("a string")
        case .array: return translated("an array")
        case .object: return translated("an object")
        }
    }

    private static func number(_ value: Double, _ range: ExpressionRange) throws(ExpressionError) -> JSONValue {
        guard value.isFinite else { throw ExpressionError(translated("the result is too large a number"), range) }
        return .number(value)
    }

    private static func text(_ value: String, _ range: ExpressionRange) throws(ExpressionError) -> JSONValue {
        guard value.utf8.count <= maximumStringLength else {
            throw ExpressionError(translated("the result is longer than {limit} bytes", ["limit": "\(maximumStringLength)"]), range)
        }
        return .string(value)
    }

    static func shortened(_ text: String) -> String {
        text.count > 40 ? text.prefix(40) + "…" : text
    }
}
