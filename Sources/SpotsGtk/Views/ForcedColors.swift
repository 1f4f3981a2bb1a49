import Foundation

/// A screen's stylesheet as it applies under a high-contrast theme: its layout only, as browsers
/// treat author styles in forced-colours mode. Sizes, spacing, fonts, radii and border widths
/// stay; colours, backgrounds, shadows, opacity and named colours (`@define-color`) go, so the
/// theme's colours show; `@import` goes too (the imported file would bring its colours back).
///
/// What goes is replaced by spaces, newlines kept, so every rule that stays is at the line and
/// column it was written at.
enum ForcedColors {
    /// `css` with its colours blanked out.
    static func layoutOnly(_ css: String) -> String {
        var scanner = Scanner(Array(css.unicodeScalars))
        scanner.run()
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scanner.text)
        return String(result)
    }

    /// Properties that only colour: dropped whole.
    static func isColourProperty(_ name: String) -> Bool {
        name.hasSuffix("-color") || name.hasSuffix("-shadow") || colourProperties.contains(name)
    }

    private static let colourProperties: Set<String> = [
        "color", "background", "background-image", "border-image", "border-image-source", "opacity",
        "-gtk-icon-palette", "-gtk-icon-effect", "-gtk-icon-filter",
    ]

    /// Shorthands that mix a colour with sizes and styles: their colour is dropped (the theme's
    /// text colour then draws them), the rest stays.
    private static let mixedShorthands: Set<String> = [
        "border", "border-top", "border-right", "border-bottom", "border-left", "outline", "text-decoration",
    ]

    /// What may stay of a mixed shorthand: lengths, line styles and widths, CSS-wide keywords.
    private static func isLayoutToken(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        if "0123456789.".unicodeScalars.contains(first) { return true }
        if "+-".unicodeScalars.contains(first), let second = token.unicodeScalars.dropFirst().first,
           "0123456789.".unicodeScalars.contains(second) { return true }
        return layoutKeywords.contains(token.lowercased())
    }

    private static let layoutKeywords: Set<String> = [
        "none", "hidden", "solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset",
        "thin", "medium", "thick", "inherit", "initial", "unset",
        "underline", "overline", "line-through", "wavy",
    ]

    /// Walks the stylesheet once: comments and strings are copied, `@define-color` and `@import`
    /// statements blanked, and each declaration inside a block kept, blanked or trimmed.
    private struct Scanner {
        var text: [Unicode.Scalar]
        private var index = 0

        init(_ text: [Unicode.Scalar]) { self.text = text }

        mutating func run() {
            var depth = 0
            var statementStart: Int? = nil
            while index < text.count {
                let character = text[index]
                if skipCommentOrString() { continue }
                switch character {
                case "@" where depth == 0 && statementStart == nil:
                    statementStart = index
                    index += 1
                case ";" where depth == 0:
                    if let start = statementStart, isBlankedAtRule(from: start) { blank(start, through: index) }
                    statementStart = nil
                    index += 1
                case "{":
                    statementStart = nil
                    depth += 1
                    index += 1
                    // A block of declarations (a rule, or a keyframe inside @keyframes); a
                    // block that holds blocks is walked on by this loop.
                    if !blockHoldsBlocks() { declarations() }
                case "}":
                    depth = max(0, depth - 1)
                    index += 1
                default:
                    index += 1
                }
            }
        }

        /// Whether the block that starts at `index` holds another block before it closes.
        private func blockHoldsBlocks() -> Bool {
            var probe = index
            var parentheses = 0
            while probe < text.count {
                switch text[probe] {
                case "(": parentheses += 1
                case ")": parentheses = max(0, parentheses - 1)
                case "{" where parentheses == 0: return true
                case "}" where parentheses == 0: return false
                case "\"", "'":
                    probe = Self.endOfString(in: text, at: probe)
                    continue
                default: break
                }
                probe += 1
            }
            return false
        }

        /// The declarations up to the block's `}` (left for `run` to read).
        private mutating func declarations() {
            var start = index
            var parentheses = 0
            while index < text.count {
                if skipCommentOrString() { continue }
                switch text[index] {
                case "(":
                    parentheses += 1
                case ")":
                    parentheses = max(0, parentheses - 1)
                case ";" where parentheses == 0:
                    declaration(from: start, to: index)
                    start = index + 1
                case "}" where parentheses == 0:
                    declaration(from: start, to: index)
                    return
                default:
                    break
                }
                index += 1
            }
            declaration(from: start, to: index)
        }

        /// One `name: value` between `start` and `end` (its `;` or `}` not included).
        private mutating func declaration(from start: Int, to end: Int) {
            guard let colon = (start..<end).first(where: { text[$0] == ":" }) else { return }
            var name = String(String.UnicodeScalarView(text[start..<colon]))
            // A comment before the property: the name is what follows it.
            if let comment = name.range(of: "*/", options: .backwards) { name = String(name[comment.upperBound...]) }
            name = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            let terminator = end < text.count && text[end] == ";" ? end : end - 1
            if ForcedColors.isColourProperty(name) {
                blank(start, through: terminator)
            } else if ForcedColors.mixedShorthands.contains(name) {
                var kept = 0
                for token in tokens(from: colon + 1, to: end) {
                    let word = String(String.UnicodeScalarView(text[token]))
                    if ForcedColors.isLayoutToken(word) { kept += 1 } else { blank(token.lowerBound, through: token.upperBound - 1) }
                }
                // Nothing but a colour: the whole declaration goes (an empty value is an error).
                if kept == 0 { blank(start, through: terminator) }
            }
        }

        /// The value's words: split at spaces outside parentheses, so `rgba(0, 0, 0, 0.5)` is one.
        private func tokens(from start: Int, to end: Int) -> [Range<Int>] {
            var tokens: [Range<Int>] = []
            var tokenStart: Int?
            var parentheses = 0
            var position = start
            while position < end {
                let character = text[position]
                if character == "(" { parentheses += 1 }
                if character == ")" { parentheses = max(0, parentheses - 1) }
                let separates = parentheses == 0 && (character == " " || character == "\t" || character == "\n"
                    || character == "\r" || character == ",")
                if separates {
                    if let begun = tokenStart { tokens.append(begun..<position) }
                    tokenStart = nil
                } else if tokenStart == nil {
                    tokenStart = position
                }
                position += 1
            }
            if let begun = tokenStart { tokens.append(begun..<end) }
            return tokens
        }

        private func isBlankedAtRule(from start: Int) -> Bool {
            let keyword = text[(start + 1)...].prefix { $0.properties.isAlphabetic || $0 == "-" }
            let name = String(String.UnicodeScalarView(keyword)).lowercased()
            return name == "define-color" || name == "import"
        }

        /// Replaces `start...end` by spaces, keeping line breaks.
        private mutating func blank(_ start: Int, through end: Int) {
            guard start <= end else { return }
            for position in start...min(end, text.count - 1) where text[position] != "\n" && text[position] != "\r" {
                text[position] = " "
            }
        }

        /// Steps over a comment or a quoted string at `index`; false when there is none.
        private mutating func skipCommentOrString() -> Bool {
            let character = text[index]
            if character == "/", index + 1 < text.count, text[index + 1] == "*" {
                var position = index + 2
                while position + 1 < text.count, !(text[position] == "*" && text[position + 1] == "/") { position += 1 }
                index = min(text.count, position + 2)
                return true
            }
            if character == "\"" || character == "'" {
                index = Self.endOfString(in: text, at: index)
                return true
            }
            return false
        }

        /// Where the string that opens at `start` ends (just past its closing quote).
        private static func endOfString(in text: [Unicode.Scalar], at start: Int) -> Int {
            let quote = text[start]
            var position = start + 1
            while position < text.count, text[position] != quote {
                if text[position] == "\\" { position += 1 }
                position += 1
            }
            return min(text.count, position + 1)
        }
    }
}
