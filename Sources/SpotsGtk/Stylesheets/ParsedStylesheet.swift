/// A stylesheet's text read into tokens and rules, with what it refers to: its `@import`s and
/// every `url()`. No I/O; the loaders resolve the references and the writers produce what GTK reads.
public struct ParsedStylesheet: Sendable {
    /// The file path or URL the text came from, for messages.
    public let origin: String
    public let tokens: [CSSToken]
    /// The text as the tokens' offsets count it (UTF-8, NUL replaced).
    public let source: [UInt8]
    public let rules: [CSSRule]
    /// True when the text had more than `tokenLimit` tokens (the rest is left out).
    public let reachedTokenLimit: Bool

    public init(text: String, origin: String, tokenLimit: Int = .max, maximumDepth: Int = 64) {
        self.origin = origin
        let read = CSSTokenizer.tokenize(text, limit: tokenLimit)
        tokens = read.tokens
        source = read.source
        reachedTokenLimit = read.reachedLimit
        rules = CSSRuleParser.rules(of: read.tokens, maximumDepth: maximumDepth)
    }

    /// An `@import` at the top level.
    public struct Import: Sendable, Equatable {
        public var rule: Int
        /// What it names (the string or url), nil when it names nothing readable.
        public var target: String?
        /// The component that names it (a string, a url token or a `url("…")` function).
        public var targetComponent: CSSComponent?
    }

    /// A `url()` anywhere in the text.
    public struct URLReference: Sendable, Equatable {
        /// The url token or the `url` function.
        public var component: CSSComponent
        /// The address, nil for `url()` without a single string in it.
        public var target: String?
    }

    public var imports: [Import] {
        rules.indices.compactMap { index -> Import? in
            guard rules[index].atName?.lowercased() == "import" else { return nil }
            let named = rules[index].prelude.first { !CSSRuleParser.isSkippable($0, tokens) }
            guard let named, rules[index].block == nil else { return Import(rule: index, target: nil, targetComponent: named) }
            if case .token(let token) = named, case .string(let value) = tokens[token].kind {
                return Import(rule: index, target: value, targetComponent: named)
            }
            return Import(rule: index, target: urlTarget(named), targetComponent: named)
        }
    }

    /// The address a url token or `url("…")` function names; nil for anything else.
    public func urlTarget(_ component: CSSComponent) -> String? {
        switch component {
        case .token(let index):
            if case .url(let value) = tokens[index].kind { return value }
        case .function(let name, _, let children) where tokens[name].lowercasedName == "url":
            let arguments = children.filter { !CSSRuleParser.isSkippable($0, tokens) }
            if arguments.count == 1, case .token(let index) = arguments[0], case .string(let value) = tokens[index].kind { return value }
        default:
            break
        }
        return nil
    }

    /// Whether `component` is a url token or a `url(` function (well formed or not).
    public func isURL(_ component: CSSComponent) -> Bool {
        switch component {
        case .token(let index):
            if case .url = tokens[index].kind { return true }
            if case .badURL = tokens[index].kind { return true }
            return false
        case .function(let name, _, _): return tokens[name].lowercasedName == "url"
        default: return false
        }
    }

    /// Every `url()` in `components`, nested ones included, in order.
    public func urls(in components: [CSSComponent]) -> [URLReference] {
        var found: [URLReference] = []
        var pending = Array(components.reversed())
        while let component = pending.popLast() {
            if isURL(component) {
                found.append(URLReference(component: component, target: urlTarget(component)))
                continue
            }
            switch component {
            case .block(_, _, let children), .function(_, _, let children): pending.append(contentsOf: children.reversed())
            default: break
            }
        }
        return found
    }

    /// Every `url()` in the stylesheet.
    public var allURLs: [URLReference] {
        var found: [URLReference] = []
        for rule in rules {
            found += urls(in: rule.prelude + [rule.block].compactMap { $0 })
        }
        return found
    }

    /// The name an at-rule's prelude starts with (`@define-color NAME …`, `@keyframes NAME`).
    public func preludeName(_ rule: CSSRule) -> (name: String, token: Int)? {
        guard let first = rule.prelude.first(where: { !CSSRuleParser.isSkippable($0, tokens) }),
              case .token(let index) = first, case .ident(let name) = tokens[index].kind else { return nil }
        return (name, index)
    }

    /// Positions for messages about this text.
    public func lines() -> CSSSourceLines { CSSSourceLines(source: source) }
}
