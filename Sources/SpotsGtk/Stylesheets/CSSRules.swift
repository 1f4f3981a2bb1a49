/// A component value (CSS Syntax §5): one token, a `{}`/`[]`/`()` block or a function with its
/// arguments. Tokens are indexes into the stylesheet's token array.
public indirect enum CSSComponent: Equatable, Sendable {
    case token(Int)
    /// `open` is the `{`, `[` or `(`; `close` its match, nil when the input ended first.
    case block(open: Int, close: Int?, [CSSComponent])
    /// `name` is the function token; `close` the `)`, nil when the input ended first.
    case function(name: Int, close: Int?, [CSSComponent])
    /// A block or function nested deeper than the parser follows: its tokens, kept flat.
    case tooDeep(first: Int, last: Int)

    public var firstToken: Int {
        switch self {
        case .token(let index): return index
        case .block(let open, _, _): return open
        case .function(let name, _, _): return name
        case .tooDeep(let first, _): return first
        }
    }

    /// The last token the component covers (its closing bracket when it has one).
    public var lastToken: Int {
        switch self {
        case .token(let index): return index
        case .block(let open, let close, let children): return close ?? children.last?.lastToken ?? open
        case .function(let name, let close, let children): return close ?? children.last?.lastToken ?? name
        case .tooDeep(_, let last): return last
        }
    }
}

/// A rule of a stylesheet (§5.4.2–5.4.3): an at-rule (`@import …;`, `@keyframes x { … }`) or a
/// qualified rule (selectors and a `{}` block).
public struct CSSRule: Equatable, Sendable {
    /// The at-keyword's name, nil for a qualified rule.
    public var atName: String?
    public var prelude: [CSSComponent]
    /// The `{}` block, when the rule has one.
    public var block: CSSComponent?
    /// The rule's first and last token.
    public var first: Int
    public var last: Int
}

/// A `name: value` declaration in a block (§5.4.6).
public struct CSSDeclaration: Equatable, Sendable {
    /// The property name as written, escapes decoded.
    public var name: String
    /// The token of the name.
    public var nameToken: Int
    /// The value's components, whitespace at both ends left out.
    public var value: [CSSComponent]
    /// The declaration's first token and its last one (the `;` when there is one).
    public var first: Int
    public var last: Int
}

/// Reads tokens into rules, following CSS Syntax Level 3 §5. Comments are skipped as the standard
/// does; whitespace stays, since it is a combinator in selectors. Blocks nested deeper than
/// `maximumDepth` are kept as flat token ranges, so hostile nesting costs no stack.
public struct CSSRuleParser {
    private let tokens: [CSSToken]
    private let maximumDepth: Int
    private var index = 0

    public init(tokens: [CSSToken], maximumDepth: Int = 64) {
        self.tokens = tokens
        self.maximumDepth = maximumDepth
    }

    /// The stylesheet's rules (§5.3.3 "parse a stylesheet").
    public static func rules(of tokens: [CSSToken], maximumDepth: Int = 64) -> [CSSRule] {
        var parser = CSSRuleParser(tokens: tokens, maximumDepth: maximumDepth)
        return parser.consumeRules(topLevel: true, until: tokens.count)
    }

    /// The rules inside a block (an at-rule's, such as `@keyframes`).
    public static func rules(in block: CSSComponent, tokens: [CSSToken], maximumDepth: Int = 64) -> [CSSRule] {
        guard case .block(let open, let close, _) = block else { return [] }
        var parser = CSSRuleParser(tokens: tokens, maximumDepth: maximumDepth)
        parser.index = open + 1
        return parser.consumeRules(topLevel: false, until: close ?? tokens.count)
    }

    /// The declarations in a `{}` block (§5.4.5). At-rules nested in it and junk are left out.
    public static func declarations(in block: CSSComponent, tokens: [CSSToken]) -> [CSSDeclaration] {
        declarationList(in: block, tokens: tokens).declarations
    }

    /// The declarations in a `{}` block, and the first token of each piece between semicolons
    /// that is not one (junk, or an at-rule, which GTK 3 does not nest).
    public static func declarationList(in block: CSSComponent, tokens: [CSSToken]) -> (declarations: [CSSDeclaration], junk: [Int]) {
        guard case .block(_, _, let children) = block else { return ([], []) }
        var declarations: [CSSDeclaration] = []
        var junk: [Int] = []
        var piece: [CSSComponent] = []
        func finish(last: Int?) {
            defer { piece = [] }
            guard let head = piece.first(where: { !isSkippable($0, tokens) }) else { return }
            guard case .token(let nameIndex) = head, case .ident(let name) = tokens[nameIndex].kind,
                  let colon = piece.firstIndex(where: { if case .token(let i) = $0, case .colon = tokens[i].kind { return true }; return false }),
                  piece[..<colon].allSatisfy({ $0 == head || isSkippable($0, tokens) }) else {
                junk.append(head.firstToken)
                return
            }
            var value = Array(piece[(colon + 1)...])
            while let first = value.first, isSkippable(first, tokens) { value.removeFirst() }
            while let end = value.last, isSkippable(end, tokens) { value.removeLast() }
            declarations.append(CSSDeclaration(name: name, nameToken: nameIndex, value: value,
                                               first: nameIndex, last: last ?? piece.last?.lastToken ?? nameIndex))
        }
        for child in children {
            if case .token(let i) = child, case .semicolon = tokens[i].kind {
                finish(last: i)
            } else {
                piece.append(child)
            }
        }
        finish(last: nil)
        return (declarations, junk)
    }

    static func isSkippable(_ component: CSSComponent, _ tokens: [CSSToken]) -> Bool {
        if case .token(let index) = component { return tokens[index].isWhitespaceOrComment }
        return false
    }

    // MARK: - Consuming

    private var current: CSSToken.Kind? { index < tokens.count ? tokens[index].kind : nil }

    private mutating func consumeRules(topLevel: Bool, until end: Int) -> [CSSRule] {
        var rules: [CSSRule] = []
        while index < end {
            switch tokens[index].kind {
            case .whitespace, .comment:
                index += 1
            case .cdo, .cdc:
                // Old HTML comment markers are skipped at the top level; inside a block they start a rule.
                if topLevel {
                    index += 1
                } else if let rule = consumeQualifiedRule(until: end) {
                    rules.append(rule)
                }
            case .atKeyword(let name):
                rules.append(consumeAtRule(name: name, until: end))
            default:
                if let rule = consumeQualifiedRule(until: end) { rules.append(rule) }
            }
        }
        return rules
    }

    private mutating func consumeAtRule(name: String, until end: Int) -> CSSRule {
        let first = index
        index += 1
        var prelude: [CSSComponent] = []
        while index < end {
            switch tokens[index].kind {
            case .semicolon:
                index += 1
                return CSSRule(atName: name, prelude: prelude, block: nil, first: first, last: index - 1)
            case .openCurly:
                let block = consumeBlock(depth: 1)
                return CSSRule(atName: name, prelude: prelude, block: block, first: first, last: block.lastToken)
            case .comment:
                index += 1
            default:
                prelude.append(consumeComponent(depth: 1))
            }
        }
        return CSSRule(atName: name, prelude: prelude, block: nil, first: first, last: max(first, min(index, end) - 1))
    }

    /// Nil when the input ends before the block (the rule is dropped, §5.4.3).
    private mutating func consumeQualifiedRule(until end: Int) -> CSSRule? {
        let first = index
        var prelude: [CSSComponent] = []
        while index < end {
            switch tokens[index].kind {
            case .openCurly:
                let block = consumeBlock(depth: 1)
                return CSSRule(atName: nil, prelude: prelude, block: block, first: first, last: block.lastToken)
            case .comment:
                index += 1
            default:
                prelude.append(consumeComponent(depth: 1))
            }
        }
        return nil
    }

    private mutating func consumeComponent(depth: Int) -> CSSComponent {
        switch tokens[index].kind {
        case .openCurly, .openSquare, .openParen, .function:
            return consumeBlock(depth: depth)
        default:
            index += 1
            return .token(index - 1)
        }
    }

    /// A block or function starting at `index`, up to its matching closing token.
    private mutating func consumeBlock(depth: Int) -> CSSComponent {
        let open = index
        let closing: CSSToken.Kind
        switch tokens[open].kind {
        case .openCurly: closing = .closeCurly
        case .openSquare: closing = .closeSquare
        default: closing = .closeParen
        }
        index += 1
        if depth > maximumDepth {
            skipNested(closing: closing)
            return .tooDeep(first: open, last: index - 1)
        }
        var children: [CSSComponent] = []
        while index < tokens.count {
            if tokens[index].kind == closing {
                index += 1
                if case .function = tokens[open].kind { return .function(name: open, close: index - 1, children) }
                return .block(open: open, close: index - 1, children)
            }
            if case .comment = tokens[index].kind {
                index += 1
                continue
            }
            children.append(consumeComponent(depth: depth + 1))
        }
        if case .function = tokens[open].kind { return .function(name: open, close: nil, children) }
        return .block(open: open, close: nil, children)
    }

    /// Past the token that closes the block just opened, counting nested blocks without recursion.
    private mutating func skipNested(closing: CSSToken.Kind) {
        var expected: [CSSToken.Kind] = [closing]
        while index < tokens.count, let awaited = expected.last {
            let kind = tokens[index].kind
            index += 1
            switch kind {
            case awaited: expected.removeLast()
            case .openCurly: expected.append(.closeCurly)
            case .openSquare: expected.append(.closeSquare)
            case .openParen, .function: expected.append(.closeParen)
            default: break
            }
        }
    }
}
