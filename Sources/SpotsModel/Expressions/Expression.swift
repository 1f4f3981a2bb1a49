/// A `${…}` expression, parsed: the tree the evaluator walks and the checker types.
///
/// Every node knows where it starts and ends in the expression's text (in characters), so a
/// problem anywhere in it points at the exact place.
public indirect enum Expression: Hashable, Sendable {
    case literal(JSONValue, ExpressionRange)
    /// A variable, `it` or `index`.
    case variable(String, ExpressionRange)
    /// `base.name`.
    case member(Expression, String, ExpressionRange)
    /// `base[index]`.
    case subscripted(Expression, Expression, ExpressionRange)
    case unary(UnaryOperator, Expression, ExpressionRange)
    case binary(BinaryOperator, Expression, Expression, ExpressionRange)
    /// `condition ? then : else`.
    case conditional(Expression, Expression, Expression, ExpressionRange)
    case call(ExpressionFunction, [Expression], ExpressionRange)

    public var range: ExpressionRange {
        switch self {
        case .literal(_, let range), .variable(_, let range), .member(_, _, let range), .subscripted(_, _, let range),
             .unary(_, _, let range), .binary(_, _, _, let range), .conditional(_, _, _, let range), .call(_, _, let range):
            return range
        }
    }

    /// Every variable the expression reads (by its first name: `user` for `user.name`), for the
    /// dependency index that re-evaluates only what a change touches.
    public var variables: Set<String> {
        var names = Set<String>()
        collectVariables(into: &names)
        return names
    }

    private func collectVariables(into names: inout Set<String>) {
        switch self {
        case .literal: break
        case .variable(let name, _): names.insert(name)
        case .member(let base, _, _): base.collectVariables(into: &names)
        case .subscripted(let base, let index, _):
            base.collectVariables(into: &names)
            index.collectVariables(into: &names)
        case .unary(_, let operand, _): operand.collectVariables(into: &names)
        case .binary(_, let left, let right, _):
            left.collectVariables(into: &names)
            right.collectVariables(into: &names)
        case .conditional(let condition, let then, let otherwise, _):
            condition.collectVariables(into: &names)
            then.collectVariables(into: &names)
            otherwise.collectVariables(into: &names)
        case .call(_, let arguments, _):
            for argument in arguments { argument.collectVariables(into: &names) }
        }
    }
}

/// Where a node is in its expression's text: character offsets, end excluded.
public struct ExpressionRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }
}

public enum UnaryOperator: String, Hashable, Sendable {
    case not = "!"
    case negate = "-"
}

public enum BinaryOperator: String, Hashable, Sendable {
    case or = "||", and = "&&"
    case equal = "==", notEqual = "!="
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"

    /// Binding strength: higher binds tighter.
    var precedence: Int {
        switch self {
        case .or: return 1
        case .and: return 2
        case .equal, .notEqual: return 3
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return 4
        case .add, .subtract: return 5
        case .multiply, .divide, .remainder: return 6
        }
    }
}

/// The functions an expression may call; nothing else is callable.
public enum ExpressionFunction: String, Hashable, Sendable, CaseIterable {
    case len, upper, lower, trim, contains, string, number
    case formatNumber = "format-number"

    /// How many arguments it takes.
    var arity: Int {
        switch self {
        case .len, .upper, .lower, .trim, .string, .number: return 1
        case .contains, .formatNumber: return 2
        }
    }
}
