/// A string of a screen with `${…}` expressions in it: `"Hello ${user.name}"`.
///
/// The text around the expressions stays as written; `$${` writes a literal `${`. A string that is
/// exactly one `${…}` keeps its value's type (a number for `span`, a boolean for `hidden`); any
/// other string joins its parts as text.
public struct TemplateString: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case text(String)
        /// An expression and where its text starts in the string (characters), for positions.
        case expression(Expression, offset: Int)
    }

    public let parts: [Part]

    /// The string's parts, or nil when it has no expression (most strings: nothing to bind).
    /// A broken expression is an error at its place in the string.
    public static func parse(_ string: String) throws(ExpressionError) -> TemplateString? {
        guard string.contains("${") else { return nil }
        let characters = Array(string)
        var parts: [Part] = []
        var text = ""
        var index = 0
        var hasExpression = false
        while index < characters.count {
            if characters[index] == "$", index + 2 < characters.count, characters[index + 1] == "$", characters[index + 2] == "{" {
                text += "${"
                index += 3
                continue
            }
            guard characters[index] == "$", index + 1 < characters.count, characters[index + 1] == "{" else {
                text.append(characters[index])
                index += 1
                continue
            }
            let start = index + 2
            guard let end = closingBrace(in: characters, from: start) else {
                throw ExpressionError(translated("\"${\" is not closed by \"}\""), ExpressionRange(index, characters.count))
            }
            if !text.isEmpty { parts.append(.text(text)) }
            text = ""
            let expressionText = String(characters[start..<end])
            do {
                parts.append(.expression(try ExpressionParser.parse(expressionText), offset: start))
            } catch {
                throw ExpressionError(error.message, ExpressionRange(error.range.start + start, error.range.end + start))
            }
            hasExpression = true
            index = end + 1
        }
        guard hasExpression else { return nil }
        if !text.isEmpty { parts.append(.text(text)) }
        return TemplateString(parts: parts)
    }

    /// The `}` that closes an expression starting at `start`: the first one outside a quoted string.
    private static func closingBrace(in characters: [Character], from start: Int) -> Int? {
        var quote: Character?
        var index = start
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == "\\" { index += 1 } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "}" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Every variable the string reads.
    public var variables: Set<String> {
        parts.reduce(into: Set<String>()) { names, part in
            if case .expression(let expression, _) = part { names.formUnion(expression.variables) }
        }
    }

    /// The string's value: the one expression's value when it is all there is, else the parts
    /// joined as text. A part that cannot be evaluated counts as empty text (or null), and its
    /// error, at its place in the string, is returned beside the value.
    public func evaluate(_ evaluator: ExpressionEvaluator) -> (value: JSONValue, errors: [ExpressionError]) {
        var errors: [ExpressionError] = []
        func value(of expression: Expression, at offset: Int) -> JSONValue? {
            do {
                return try evaluator.evaluate(expression)
            } catch {
                errors.append(ExpressionError(error.message, ExpressionRange(error.range.start + offset, error.range.end + offset)))
                return nil
            }
        }
        if parts.count == 1, case .expression(let expression, let offset) = parts[0] {
            return (value(of: expression, at: offset) ?? .null, errors)
        }
        var text = ""
        for part in parts {
            switch part {
            case .text(let piece): text += piece
            case .expression(let expression, let offset):
                if let result = value(of: expression, at: offset) { text += ExpressionEvaluator.string(result) }
            }
            if text.utf8.count > ExpressionEvaluator.maximumStringLength {
                errors.append(ExpressionError(translated("the text is longer than {limit} bytes", ["limit": "\(ExpressionEvaluator.maximumStringLength)"]),
                                              ExpressionRange(0, 0)))
                return (.string(""), errors)
            }
        }
        return (.string(text), errors)
    }
}
