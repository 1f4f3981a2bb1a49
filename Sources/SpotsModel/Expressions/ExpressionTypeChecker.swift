/// What an expression's value will be, known before the screen is shown: from the literals and
/// the declared values of the variables. `spots validate` reports with it what must fail however
/// the variables change (`"a" - 1`, `!count`, `visible-if` giving a number).
///
/// A variable's type is its declared value's (null and what `a[i]` gives are unknown): a `set`
/// action may give it a value of another type, which the checker reports separately.
public indirect enum ExpressionType: Hashable, Sendable {
    case unknown
    case null, bool, number, string, array
    /// An object, with its members' types when known.
    case object([String: ExpressionType]?)

    public init(of value: JSONValue) {
        switch value {
        case .null: self = .unknown
        case .bool: self = .bool
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object(let members): self = .object(members.mapValues(ExpressionType.init(of:)))
        }
    }

    /// How a message names it: "a number", "an object".
    public var described: String {
        switch self {
        case .unknown: return translated("a value")
        case .null: return "null"
        case .bool: return translated("a boolean")
        case .number: return translated("a number")
        case .string: return translated("a string")
        case .array: return translated("an array")
        case .object: return translated("an object")
        }
    }

    /// Whether a value of this type could be `other` (unknown could be anything).
    func couldBe(_ other: ExpressionType) -> Bool {
        switch (self, other) {
        case (.unknown, _), (_, .unknown): return true
        case (.object, .object): return true
        default: return self == other
        }
    }
}

/// Types an expression without evaluating it; throws the first certain mismatch, at its place.
public struct ExpressionTypeChecker: Sendable {
    public var scope: [String: ExpressionType]

    public init(scope: [String: ExpressionType]) {
        self.scope = scope
    }

    public func type(of expression: Expression) throws(ExpressionError) -> ExpressionType {
        switch expression {
        case .literal(let value, _):
            return value == .null ? .null : ExpressionType(of: value)
        case .variable(let name, let range):
            guard let type = scope[name] else { throw ExpressionError(Self.unknownVariable(name, among: scope.keys), range) }
            return type
        case .member(let base, let name, let range):
            switch try type(of: base) {
            case .unknown, .object(nil): return .unknown
            case .object(let members?):
                guard let member = members[name] else {
                    throw ExpressionError(translated("there is no \"{name}\" in the object", ["name": "\(name)"])
                                          + Self.didYouMean(Self.closest(to: name, among: members.keys)), range)
                }
                return member
            case let other: throw ExpressionError(translated("{value} has no \".{name}\"", ["value": "\(other.described)", "name": "\(name)"]), range)
            }
        case .subscripted(let base, let index, let range):
            let (baseType, indexType) = (try type(of: base), try type(of: index))
            switch (baseType, indexType) {
            case (.unknown, _), (_, .unknown), (.array, .number), (.object, .string): return .unknown
            default: throw ExpressionError(translated("{base} cannot be indexed by {index}", ["base": "\(baseType.described)", "index": "\(indexType.described)"]), range)
            }
        case .unary(let op, let operand, let range):
            let expected: ExpressionType = op == .not ? .bool : .number
            let operandType = try type(of: operand)
            guard operandType.couldBe(expected) else {
                throw ExpressionError(translated("\"{operator}\" takes {expected}, not {value}", ["operator": op.rawValue, "expected": expected.described, "value": operandType.described]), range)
            }
            return expected
        case .binary(let op, let left, let right, let range):
            return try binary(op, try type(of: left), try type(of: right), left: left, right: right, range: range)
        case .conditional(let condition, let then, let otherwise, _):
            let conditionType = try type(of: condition)
            guard conditionType.couldBe(.bool) else {
                throw ExpressionError(translated("a condition must be a boolean, not {value}", ["value": "\(conditionType.described)"]), condition.range)
            }
            let (a, b) = (try type(of: then), try type(of: otherwise))
            return a == b ? a : .unknown
        case .call(let function, let arguments, let range):
            var types: [ExpressionType] = []
            for argument in arguments { types.append(try type(of: argument)) }
            return try call(function, types, range: range)
        }
    }

    private func binary(_ op: BinaryOperator, _ a: ExpressionType, _ b: ExpressionType, left: Expression, right: Expression,
                        range: ExpressionRange) throws(ExpressionError) -> ExpressionType {
        switch op {
        case .and, .or:
            for (type, side) in [(a, left), (b, right)] where !type.couldBe(.bool) {
                throw ExpressionError(translated("\"{operator}\" takes booleans, not {value}", ["operator": "\(op.rawValue)", "value": "\(type.described)"]), side.range)
            }
            return .bool
        case .equal, .notEqual:
            return .bool
        case .add:
            if a == .string || b == .string { return .string }
            if a.couldBe(.number), b.couldBe(.number) { return a == .number && b == .number ? .number : .unknown }
            if a == .unknown || b == .unknown { return .unknown }
            throw ExpressionError(translated("\"+\" adds numbers or joins strings, not {left} and {right}", ["left": "\(a.described)", "right": "\(b.described)"]), range)
        case .subtract, .multiply, .divide, .remainder:
            guard a.couldBe(.number), b.couldBe(.number) else {
                throw ExpressionError(translated("\"{operator}\" takes numbers, not {left} and {right}", ["operator": "\(op.rawValue)", "left": "\(a.described)", "right": "\(b.described)"]), range)
            }
            return .number
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let comparable = (a.couldBe(.number) && b.couldBe(.number)) || (a.couldBe(.string) && b.couldBe(.string))
            guard comparable else {
                throw ExpressionError(translated("\"{operator}\" compares two numbers or two strings, not {left} and {right}", ["operator": "\(op.rawValue)", "left": "\(a.described)", "right": "\(b.described)"]), range)
            }
            return .bool
        }
    }

    private func call(_ function: ExpressionFunction, _ types: [ExpressionType], range: ExpressionRange) throws(ExpressionError) -> ExpressionType {
        let value = types[0]
        func require(_ allowed: [ExpressionType], _ expected: String) throws(ExpressionError) {
            guard allowed.contains(where: { value.couldBe($0) }) else {
                throw ExpressionError(translated("{function} takes {expected}, not {value}", ["function": function.rawValue, "expected": expected, "value": value.described]), range)
            }
        }
        switch function {
        case .len:
            try require([.string, .array, .object(nil)], translated("a string, an array or an object"))
            return .number
        case .upper, .lower, .trim:
            try require([.string], translated("a string"))
            return .string
        case .contains:
            try require([.string, .array], translated("a string and a string, or an array and a value"))
            return .bool
        case .string:
            return .string
        case .number:
            try require([.number, .string, .bool], translated("a number, a string or a boolean"))
            return .number
        case .formatNumber:
            try require([.number], translated("a number"))
            return .string
        }
    }

    /// "there is no variable "x"" (or, for a `set` action, "\"set\" writes an undeclared
    /// variable "x""), with the closest declared name when one is near.
    static func unknownVariable(_ name: String, among names: some Collection<String>, writtenBySet: Bool = false) -> String {
        let problem = writtenBySet ? translated("\"set\" writes an undeclared variable \"{name}\"", ["name": name])
            : translated("there is no variable \"{name}\"", ["name": name])
        return problem + didYouMean(closest(to: name, among: names))
    }

    /// The name among `names` that `name` is most likely a misspelling of: the same but for case,
    /// or a few letters away.
    static func closest(to name: String, among names: some Collection<String>) -> String? {
        names.filter { candidate in
            candidate.lowercased() == name.lowercased() || Self.distance(Array(candidate), Array(name)) <= min(2, max(1, name.count / 3))
        }.sorted().first
    }

    /// "; did you mean "key"?", or nothing.
    private static func didYouMean(_ close: String?) -> String {
        close.map { translated("; did you mean \"{key}\"?", ["key": $0]) } ?? ""
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
