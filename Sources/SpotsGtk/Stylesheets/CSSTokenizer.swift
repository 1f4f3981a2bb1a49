/// Splits CSS text into tokens following CSS Syntax Level 3, §4 (the algorithm browsers use), so
/// that every `url(…)`, `@import`, string, comment and escape is seen exactly where the standard
/// says it is. It never fails: malformed input becomes `badString`, `badURL` or `delim` tokens.
///
/// Works on UTF-8 bytes: every byte of a non-ASCII character is a name character, so multi-byte
/// characters never need decoding except inside escapes. NUL becomes U+FFFD first (§3.3), so the
/// tokens' offsets refer to `source`, not to the text given.
public struct CSSTokenizer {
    /// The preprocessed text as UTF-8.
    public let source: [UInt8]
    private var index = 0

    public init(_ text: String) {
        if text.utf8.contains(0) {
            source = Array(text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}").utf8)
        } else {
            source = Array(text.utf8)
        }
    }

    /// All tokens, or the first `limit` of them (`reachedLimit` says whether there were more).
    public static func tokenize(_ text: String, limit: Int = .max) -> (tokens: [CSSToken], source: [UInt8], reachedLimit: Bool) {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() {
            if tokens.count == limit { return (tokens, tokenizer.source, true) }
            tokens.append(token)
        }
        return (tokens, tokenizer.source, false)
    }

    /// The next token, or nil at the end.
    public mutating func next() -> CSSToken? {
        guard index < source.count else { return nil }
        let start = index
        let kind = consumeToken()
        return CSSToken(kind: kind, start: start, end: index)
    }

    // MARK: - Bytes

    private func byte(at offset: Int) -> UInt8? {
        let position = index + offset
        return position < source.count ? source[position] : nil
    }

    private static func isNewline(_ byte: UInt8?) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0x0C }
    private static func isWhitespace(_ byte: UInt8?) -> Bool { isNewline(byte) || byte == 0x20 || byte == 0x09 }
    private static func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    private static func isHexDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
    private static func isNameStart(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
    private static func isName(_ byte: UInt8?) -> Bool { isNameStart(byte) || isDigit(byte) || byte == 0x2D }
    private static func isNonPrintable(_ byte: UInt8) -> Bool {
        byte <= 0x08 || byte == 0x0B || (byte >= 0x0E && byte <= 0x1F) || byte == 0x7F
    }

    /// §4.3.8: a backslash not followed by a newline (or the end).
    private func isValidEscape(at offset: Int) -> Bool {
        byte(at: offset) == 0x5C && byte(at: offset + 1) != nil && !Self.isNewline(byte(at: offset + 1))
    }

    /// §4.3.9: whether the bytes at `offset` start an ident sequence.
    private func startsIdent(at offset: Int) -> Bool {
        switch byte(at: offset) {
        case 0x2D?: return Self.isNameStart(byte(at: offset + 1)) || byte(at: offset + 1) == 0x2D || isValidEscape(at: offset + 1)
        case 0x5C?: return isValidEscape(at: offset)
        case let first: return Self.isNameStart(first)
        }
    }

    /// §4.3.10: whether the bytes at `offset` start a number.
    private func startsNumber(at offset: Int) -> Bool {
        switch byte(at: offset) {
        case 0x2B?, 0x2D?:
            return Self.isDigit(byte(at: offset + 1)) || (byte(at: offset + 1) == 0x2E && Self.isDigit(byte(at: offset + 2)))
        case 0x2E?: return Self.isDigit(byte(at: offset + 1))
        case let first: return Self.isDigit(first)
        }
    }

    // MARK: - Tokens (§4.3.1)

    private mutating func consumeToken() -> CSSToken.Kind {
        let first = source[index]
        switch first {
        case 0x2F where byte(at: 1) == 0x2A:
            consumeComment()
            return .comment
        case _ where Self.isWhitespace(first):
            while Self.isWhitespace(byte(at: 0)) { index += 1 }
            return .whitespace
        case 0x22, 0x27:
            return consumeString(quote: first)
        case 0x23:
            if Self.isName(byte(at: 1)) || isValidEscape(at: 1) {
                index += 1
                let isIdentifier = startsIdent(at: 0)
                return .hash(consumeName(), isIdentifier: isIdentifier)
            }
        case 0x28: index += 1; return .openParen
        case 0x29: index += 1; return .closeParen
        case 0x5B: index += 1; return .openSquare
        case 0x5D: index += 1; return .closeSquare
        case 0x7B: index += 1; return .openCurly
        case 0x7D: index += 1; return .closeCurly
        case 0x2C: index += 1; return .comma
        case 0x3A: index += 1; return .colon
        case 0x3B: index += 1; return .semicolon
        case 0x2B, 0x2E:
            if startsNumber(at: 0) { return consumeNumeric() }
        case 0x2D:
            if startsNumber(at: 0) { return consumeNumeric() }
            if byte(at: 1) == 0x2D, byte(at: 2) == 0x3E {
                index += 3
                return .cdc
            }
            if startsIdent(at: 0) { return consumeIdentLike() }
        case 0x3C:
            if byte(at: 1) == 0x21, byte(at: 2) == 0x2D, byte(at: 3) == 0x2D {
                index += 4
                return .cdo
            }
        case 0x40:
            if startsIdent(at: 1) {
                index += 1
                return .atKeyword(consumeName())
            }
        case 0x5C:
            if isValidEscape(at: 0) { return consumeIdentLike() }
        case _ where Self.isDigit(first):
            return consumeNumeric()
        case _ where Self.isNameStart(first):
            return consumeIdentLike()
        default:
            break
        }
        // A delimiter: one ASCII character (non-ASCII characters start names above).
        index += 1
        return .delim(Unicode.Scalar(first))
    }

    /// `/*` up to `*/` or the end of the input.
    private mutating func consumeComment() {
        index += 2
        while index < source.count {
            if source[index] == 0x2A, byte(at: 1) == 0x2F {
                index += 2
                return
            }
            index += 1
        }
    }

    /// §4.3.5.
    private mutating func consumeString(quote: UInt8) -> CSSToken.Kind {
        index += 1
        var value: [UInt8] = []
        while let current = byte(at: 0) {
            switch current {
            case quote:
                index += 1
                return .string(String(decoding: value, as: UTF8.self))
            case _ where Self.isNewline(current):
                // Not consumed: the newline starts the next token.
                return .badString
            case 0x5C:
                if byte(at: 1) == nil {
                    index += 1
                } else if Self.isNewline(byte(at: 1)) {
                    index += 1
                    consumeNewline()
                } else {
                    index += 1
                    appendEscape(to: &value)
                }
            default:
                value.append(current)
                index += 1
            }
        }
        return .string(String(decoding: value, as: UTF8.self)) // unterminated at the end: still a string
    }

    /// One newline; CR LF counts as one.
    private mutating func consumeNewline() {
        if byte(at: 0) == 0x0D, byte(at: 1) == 0x0A { index += 2 } else { index += 1 }
    }

    /// §4.3.7, after the backslash: a hex escape (with one following whitespace) or the character itself.
    private mutating func appendEscape(to value: inout [UInt8]) {
        guard let first = byte(at: 0) else {
            value.append(contentsOf: [0xEF, 0xBF, 0xBD])
            return
        }
        if Self.isHexDigit(first) {
            var code: UInt32 = 0
            var digits = 0
            while digits < 6, let digit = byte(at: 0), Self.isHexDigit(digit) {
                code = code * 16 + UInt32(Self.hexValue(digit))
                index += 1
                digits += 1
            }
            if Self.isWhitespace(byte(at: 0)) {
                if byte(at: 0) == 0x0D, byte(at: 1) == 0x0A { index += 2 } else { index += 1 }
            }
            let scalar = code == 0 ? nil : Unicode.Scalar(code)
            value.append(contentsOf: Array(String(Character(scalar ?? "\u{FFFD}")).utf8))
            return
        }
        // The escaped character as it is, with all of its bytes.
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        for _ in 0..<length where index < source.count {
            value.append(source[index])
            index += 1
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        default: return byte - 0x61 + 10
        }
    }

    /// §4.3.11: name characters and escapes.
    private mutating func consumeName() -> String {
        var value: [UInt8] = []
        while let current = byte(at: 0) {
            if Self.isName(current) {
                value.append(current)
                index += 1
            } else if isValidEscape(at: 0) {
                index += 1
                appendEscape(to: &value)
            } else {
                break
            }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// §4.3.12.
    private mutating func consumeNumber() -> CSSNumber {
        let start = index
        var isInteger = true
        if byte(at: 0) == 0x2B || byte(at: 0) == 0x2D { index += 1 }
        while Self.isDigit(byte(at: 0)) { index += 1 }
        if byte(at: 0) == 0x2E, Self.isDigit(byte(at: 1)) {
            isInteger = false
            index += 2
            while Self.isDigit(byte(at: 0)) { index += 1 }
        }
        if byte(at: 0) == 0x45 || byte(at: 0) == 0x65 {
            let signed = byte(at: 1) == 0x2B || byte(at: 1) == 0x2D
            if Self.isDigit(byte(at: signed ? 2 : 1)) {
                isInteger = false
                index += signed ? 3 : 2
                while Self.isDigit(byte(at: 0)) { index += 1 }
            }
        }
        let text = String(decoding: source[start..<index], as: UTF8.self)
        return CSSNumber(value: Double(text) ?? 0, isInteger: isInteger)
    }

    /// §4.3.3.
    private mutating func consumeNumeric() -> CSSToken.Kind {
        let number = consumeNumber()
        if startsIdent(at: 0) { return .dimension(number, unit: consumeName()) }
        if byte(at: 0) == 0x25 {
            index += 1
            return .percentage(number)
        }
        return .number(number)
    }

    /// §4.3.4: an ident, a function, or a url.
    private mutating func consumeIdentLike() -> CSSToken.Kind {
        let name = consumeName()
        guard byte(at: 0) == 0x28 else { return .ident(name) }
        index += 1
        if name.lowercased() == "url" {
            // `url(` then optional whitespace then a quote: a function whose argument is a string.
            var lookahead = 0
            while Self.isWhitespace(byte(at: lookahead)) { lookahead += 1 }
            if byte(at: lookahead) == 0x22 || byte(at: lookahead) == 0x27 { return .function(name) }
            return consumeURL()
        }
        return .function(name)
    }

    /// §4.3.6, after `url(`.
    private mutating func consumeURL() -> CSSToken.Kind {
        var value: [UInt8] = []
        while Self.isWhitespace(byte(at: 0)) { index += 1 }
        while let current = byte(at: 0) {
            switch current {
            case 0x29:
                index += 1
                return .url(String(decoding: value, as: UTF8.self))
            case _ where Self.isWhitespace(current):
                while Self.isWhitespace(byte(at: 0)) { index += 1 }
                if byte(at: 0) == nil { return .url(String(decoding: value, as: UTF8.self)) }
                if byte(at: 0) == 0x29 {
                    index += 1
                    return .url(String(decoding: value, as: UTF8.self))
                }
                consumeBadURLRemnants()
                return .badURL
            case 0x22, 0x27, 0x28:
                consumeBadURLRemnants()
                return .badURL
            case _ where Self.isNonPrintable(current):
                consumeBadURLRemnants()
                return .badURL
            case 0x5C:
                guard isValidEscape(at: 0) else {
                    consumeBadURLRemnants()
                    return .badURL
                }
                index += 1
                appendEscape(to: &value)
            default:
                value.append(current)
                index += 1
            }
        }
        return .url(String(decoding: value, as: UTF8.self))
    }

    /// §4.3.14: up to the `)` that ends a bad url (escaped parentheses do not count).
    private mutating func consumeBadURLRemnants() {
        while let current = byte(at: 0) {
            if current == 0x29 {
                index += 1
                return
            }
            if isValidEscape(at: 0) {
                index += 1
                var ignored: [UInt8] = []
                appendEscape(to: &ignored)
            } else {
                index += 1
            }
        }
    }
}
