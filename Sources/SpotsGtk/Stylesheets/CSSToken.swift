/// One token of CSS Syntax Level 3 (§4, "Tokenization"), and where it is in the source.
///
/// Plain Swift with no GTK in it, so the stylesheet checks can move to a pure module.
public struct CSSToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case whitespace
        /// `/* … */`: the syntax drops comments; writers that keep the text need their extent.
        case comment
        /// Names are given with their escapes decoded (`\2f` is `/`).
        case ident(String)
        /// `name(`: the name; the arguments are the tokens up to the matching `)`.
        case function(String)
        case atKeyword(String)
        /// `#name`; `isIdentifier` when the name would start an identifier (an id selector).
        case hash(String, isIdentifier: Bool)
        case string(String)
        /// A string cut by a newline.
        case badString
        /// An unquoted `url(…)` (`url("…")` is a function named url with a string argument).
        case url(String)
        case badURL
        case number(CSSNumber)
        case percentage(CSSNumber)
        case dimension(CSSNumber, unit: String)
        case delim(Unicode.Scalar)
        case colon, semicolon, comma
        /// `<!--` and `-->`.
        case cdo, cdc
        case openParen, closeParen, openSquare, closeSquare, openCurly, closeCurly
    }

    public var kind: Kind
    /// UTF-8 byte offsets of the token in the (preprocessed) source.
    public var start: Int32
    public var end: Int32

    public init(kind: Kind, start: Int, end: Int) {
        self.kind = kind
        // Offsets past 2 GB (no stylesheet Spots reads is over 4 MB) are clamped rather than trapped.
        self.start = Int32(clamping: start)
        self.end = Int32(clamping: end)
    }

    public var range: Range<Int> { Int(start)..<Int(end) }

    public var isWhitespaceOrComment: Bool {
        switch kind {
        case .whitespace, .comment: return true
        default: return false
        }
    }

    /// The name of an ident, function or at-keyword, lowercased (CSS keywords ignore ASCII case).
    public var lowercasedName: String? {
        switch kind {
        case .ident(let name), .function(let name), .atKeyword(let name): return name.lowercased()
        default: return nil
        }
    }
}

/// A number as the tokenizer read it.
public struct CSSNumber: Equatable, Sendable {
    public var value: Double
    /// No fraction and no exponent were written.
    public var isInteger: Bool

    public init(value: Double, isInteger: Bool) {
        self.value = value
        self.isInteger = isInteger
    }
}

/// A 1-based line and column (columns count characters, as everywhere in Spots' messages).
public struct CSSPosition: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
