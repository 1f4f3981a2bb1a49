/// Parses the inside of a `${…}`: literals (`12`, `1.5e3`, `"text"`, `'text'`, `true`, `false`,
/// `null`), variables with dotted paths and `[index]`, `! -`, `* / %`, `+ -`, `< <= > >=`,
/// `== !=`, `&&`, `||`, `a ? b : c`, parentheses, and calls of `ExpressionFunction`s.
///
/// Input is hostile: the text, the nesting and the number of nodes are bounded, and every
/// problem is an `ExpressionError` at its place in the text; nothing traps.
public struct ExpressionParser {
    /// Longer expressions are refused (a screen's text fields are capped at 10,000 characters).
    public static let maximumLength = 4_096
    /// Parentheses, unary operators and conditionals nested deeper than this are refused.
    public static let maximumDepth = 32
    /// Expressions of more parts than this are refused.
    public static let maximumNodes = 512

    private let characters: [Character]
    private var tokens: [Token] = []
    private var position = 0
    private var depth = 0
    private var nodes = 0

    /// Names an expression reads as something else than a variable: literals, and the names a
    /// data-bound template gives its element and position.
    public static let reservedNames: Set<String> = ["true", "false", "null", "it", "index"]

    /// Whether `name` can be read as a variable: ASCII letters, digits and `_`, not starting with
    /// a digit, and not reserved.
    public static func isVariableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reservedNames.contains(name) else { return false }
        return (first.properties.isAlphabetic || first == "_") && name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
        } && first.isASCII
    }

    public static func parse(_ text: String) throws(ExpressionError) -> Expression {
        var parser = ExpressionParser(text: text)
        return try parser.parseAll()
    }

    private init(text: String) {
        characters = Array(text)
    }

    private mutating func parseAll() throws(ExpressionError) -> Expression {
        guard characters.count <= Self.maximumLength else {
            throw ExpressionError(translated("the expression is longer than {limit} characters", ["limit": "\(Self.maximumLength)"]), ExpressionRange(0, characters.count))
        }
        var lexer = ExpressionLexer(characters)
        tokens = try lexer.tokens()
        guard tokens.count > 1 else { throw ExpressionError(translated("the expression is empty"), ExpressionRange(0, characters.count)) }
        let expression = try parseExpression()
        guard case .end = current.kind else {
            throw ExpressionError(translated("unexpected {token} after the expression", ["token": "\(current.kind.description)"]), current.range)
        }
        return expression
    }

    // MARK: - Grammar

    private mutating func parseExpression() throws(ExpressionError) -> Expression {
        try deeper()
        defer { depth -= 1 }
        let condition = try parseBinary(above: 0)
        guard case .symbol("?") = current.kind else { return condition }
        advance()
        let then = try parseExpression()
        try expect(":", after: translated("the value if true"))
        let otherwise = try parseExpression()
        return try node(.conditional(condition, then, otherwise, ExpressionRange(condition.range.start, otherwise.range.end)))
    }

    private mutating func parseBinary(above minimum: Int) throws(ExpressionError) -> Expression {
        var left = try parseUnary()
        while case .symbol(let symbol) = current.kind, let op = BinaryOperator(rawValue: symbol), op.precedence > minimum {
            advance()
            let right = try parseBinary(above: op.precedence)
            left = try node(.binary(op, left, right, ExpressionRange(left.range.start, right.range.end)))
        }
        return left
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        guard case .symbol(let symbol) = current.kind, let op = UnaryOperator(rawValue: symbol) else { return try parsePostfix() }
        let start = current.range.start
        advance()
        try deeper()
        defer { depth -= 1 }
        let operand = try parseUnary()
        return try node(.unary(op, operand, ExpressionRange(start, operand.range.end)))
    }

    private mutating func parsePostfix() throws(ExpressionError) -> Expression {
        var base = try parsePrimary()
        while true {
            if case .symbol(".") = current.kind {
                advance()
                guard case .identifier(let name) = current.kind else {
                    throw ExpressionError(translated("expected a name after \".\", found {token}", ["token": "\(current.kind.description)"]), current.range)
                }
                let end = current.range.end
                advance()
                base = try node(.member(base, name, ExpressionRange(base.range.start, end)))
            } else if case .symbol("[") = current.kind {
                advance()
                let index = try parseExpression()
                let end = current.range.end
                try expect("]", after: translated("the index"))
                base = try node(.subscripted(base, index, ExpressionRange(base.range.start, end)))
            } else {
                return base
            }
        }
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Expression {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return try node(.literal(.number(value), token.range))
        case .string(let text):
            advance()
            return try node(.literal(.string(text), token.range))
        case .identifier("true"):
            advance()
            return try node(.literal(.bool(true), token.range))
        case .identifier("false"):
            advance()
            return try node(.literal(.bool(false), token.range))
        case .identifier("null"):
            advance()
            return try node(.literal(.null, token.range))
        case .identifier(let name):
            advance()
            guard case .symbol("(") = current.kind else { return try node(.variable(name, token.range)) }
            guard let function = ExpressionFunction(rawValue: name) else {
                let known = ExpressionFunction.allCases.map(\.rawValue).joined(separator: ", ")
                throw ExpressionError(translated("there is no function \"{name}\" (there are {functions})", ["name": "\(name)", "functions": "\(known)"]), token.range)
            }
            return try parseCall(function, start: token.range.start)
        case .symbol("("):
            advance()
            let inner = try parseExpression()
            try expect(")", after: translated("the expression in parentheses"))
            return inner
        case .end:
            throw ExpressionError(translated("the expression ends where a value was expected"), token.range)
        default:
            throw ExpressionError(translated("expected a value, found {token}", ["token": "\(token.kind.description)"]), token.range)
        }
    }

    private mutating func parseCall(_ function: ExpressionFunction, start: Int) throws(ExpressionError) -> Expression {
        advance() // (
        var arguments: [Expression] = []
        if case .symbol(")") = current.kind {} else {
            while true {
                arguments.append(try parseExpression())
                guard case .symbol(",") = current.kind else { break }
                advance()
            }
        }
        let end = current.range.end
        try expect(")", after: translated("the arguments of {function}", ["function": "\(function.rawValue)"]))
        let range = ExpressionRange(start, end)
        guard arguments.count == function.arity else {
            throw ExpressionError(translatedPlural("{function} takes {count} argument, not {given}", "{function} takes {count} arguments, not {given}",
                                                   count: function.arity,
                                                   ["function": function.rawValue, "count": "\(function.arity)", "given": "\(arguments.count)"]), range)
        }
        return try node(.call(function, arguments, range))
    }

    // MARK: - Tokens and limits

    private var current: Token { tokens[position] }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private mutating func expect(_ symbol: String, after what: @autoclosure () -> String) throws(ExpressionError) {
        guard case .symbol(symbol) = current.kind else {
            throw ExpressionError(translated("expected \"{symbol}\" after {what}, found {token}", ["symbol": symbol, "what": what(), "token": current.kind.description]), current.range)
        }
        advance()
    }

    private mutating func deeper() throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw ExpressionError(translated("the expression nests deeper than {limit} levels", ["limit": "\(Self.maximumDepth)"]), current.range)
        }
    }

    private mutating func node(_ expression: Expression) throws(ExpressionError) -> Expression {
        nodes += 1
        guard nodes <= Self.maximumNodes else {
            throw ExpressionError(translated("the expression has more than {limit} parts", ["limit": "\(Self.maximumNodes)"]), expression.range)
        }
        return expression
    }
}

/// A problem with an expression: what is wrong and where in its text.
public struct ExpressionError: Error, Hashable, Sendable {
    public var message: String
    public var range: ExpressionRange

    public init(_ message: String, _ range: ExpressionRange) {
        self.message = message
        self.range = range
    }
}

struct Token {
    enum Kind: Equatable {
        case number(Double)
        case string(String)
        case identifier(String)
        case symbol(String)
        case end

        var description: String {
            switch self {
            case .number(let value): return translated("the number {number}", ["number": "\(NumberText.format(value))"])
            case .string: return translated("a string")
            case .identifier(let name): return "\"\(name)\""
            case .symbol(let symbol): return "\"\(symbol)\""
            case .end: return translated("the end")
            }
        }
    }

    var kind: Kind
    var range: ExpressionRange
}

/// Splits an expression's characters into tokens.
struct ExpressionLexer {
    private let characters: [Character]
    private var index = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    private static let symbols: [String] = ["&&", "||", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%",
                                            "!", "?", ":", ".", ",", "(", ")", "[", "]"]

    mutating func tokens() throws(ExpressionError) -> [Token] {
        var tokens: [Token] = []
        while true {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
            guard index < characters.count else {
                tokens.append(Token(kind: .end, range: ExpressionRange(index, index)))
                return tokens
            }
            let start = index
            let character = characters[index]
            if character.isASCII, character.isNumber {
                tokens.append(Token(kind: .number(try number()), range: ExpressionRange(start, index)))
            } else if character == "\"" || character == "'" {
                tokens.append(Token(kind: .string(try string(quote: character)), range: ExpressionRange(start, index)))
            } else if character.isASCII, character.isLetter || character == "_" {
                tokens.append(Token(kind: .identifier(identifier()), range: ExpressionRange(start, index)))
            } else if let symbol = Self.symbols.first(where: { matches($0) }) {
                index += symbol.count
                tokens.append(Token(kind: .symbol(symbol), range: ExpressionRange(start, index)))
            } else {
                throw ExpressionError(translated("unexpected character \"{character}\"", ["character": "\(character)"]), ExpressionRange(start, start + 1))
            }
        }
    }

    private func matches(_ symbol: String) -> Bool {
        var offset = index
        for character in symbol {
            guard offset < characters.count, characters[offset] == character else { return false }
            offset += 1
        }
        return true
    }

    private mutating func identifier() -> String {
        let start = index
        while index < characters.count, characters[index].isASCII, characters[index].isLetter || characters[index].isNumber
                || characters[index] == "_" {
            index += 1
        }
        var name = String(characters[start..<index])
        // `format-number`: the one function whose name has a hyphen, read as one name before "(".
        let rest = "-number("
        if name == "format", index + rest.count <= characters.count, String(characters[index..<index + rest.count]) == rest {
            index += rest.count - 1
            name = "format-number"
        }
        return name
    }

    private mutating func number() throws(ExpressionError) -> Double {
        let start = index
        func digits() { while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 } }
        digits()
        if index < characters.count, characters[index] == ".", index + 1 < characters.count, characters[index + 1].isASCII,
           characters[index + 1].isNumber {
            index += 1
            digits()
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var offset = index + 1
            if offset < characters.count, characters[offset] == "+" || characters[offset] == "-" { offset += 1 }
            if offset < characters.count, characters[offset].isASCII, characters[offset].isNumber {
                index = offset
                digits()
            }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value.isFinite else {
            throw ExpressionError(translated("{text} is not a number this can hold", ["text": "\(text)"]), ExpressionRange(start, index))
        }
        return value
    }

    private mutating func string(quote: Character) throws(ExpressionError) -> String {
        let start = index
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == quote { return text }
            guard character == "\\" else {
                text.append(character)
                continue
            }
            guard index < characters.count else { break }
            let escaped = characters[index]
            index += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "\\", "\"", "'": text.append(escaped)
            default:
                throw ExpressionError(translated("unknown escape \"\\{escape}\" in a string (there are \\n \\t \\\\ \\\" \\')", ["escape": "\(escaped)"]),
                                      ExpressionRange(index - 2, index))
            }
        }
        throw ExpressionError(translated("the string is not closed"), ExpressionRange(start, characters.count))
    }
}
