import Foundation

/// What a value in a remote `.ui` template may be, read the way GtkBuilder reads it, but stricter:
/// an integer is plain decimal (GtkBuilder would also take `0x…`, octal, and trailing junk), a
/// number has no `inf`, `nan` or hex form, a choice is a nick (not a number), so every value that
/// passes means to GtkBuilder what it means here. Like GtkBuilder, numbers may have spaces around
/// them; words may not.
public indirect enum TemplateValueRule: Sendable, Equatable {
    case boolean
    case integer(ClosedRange<Int>)
    case number(ClosedRange<Double>)
    /// One of these words (GtkBuilder's enum nicks).
    case choice([String])
    /// Any text up to this many characters (Unicode scalars).
    case text(maximumLength: Int)
    /// A plain icon-theme name: letters, digits, `-`, `_` and `.`, never a path.
    case iconName
    /// A colour name or `#hex`.
    case color
    case either(TemplateValueRule, TemplateValueRule)

    /// What `value` should be, when it is refused; nil when it is allowed.
    public func refusal(of value: String) -> String? {
        accepts(value) ? nil : expected
    }

    /// What the rule allows, for messages ("a whole number from 0 to 100"), in the user's language.
    public var expected: String {
        switch self {
        case .boolean: return translated("True or False")
        case .integer(let range):
            return translated("a whole number from {lowest} to {highest}", ["lowest": "\(range.lowerBound)", "highest": "\(range.upperBound)"])
        case .number(let range):
            return translated("a number from {lowest} to {highest}",
                              ["lowest": Self.format(range.lowerBound), "highest": Self.format(range.upperBound)])
        // Translators: {choices} are GTK's own words, as the template must spell them.
        case .choice(let words): return translated("one of {choices}", ["choices": words.joined(separator: ", ")])
        case .text(let maximumLength): return translated("text of at most {count} characters", ["count": "\(maximumLength)"])
        case .iconName:
            return translated("a plain icon name from the icon theme (letters, digits, '-', '_', '.'; at most {count} characters)",
                              ["count": "\(Self.maximumNameLength)"])
        case .color: return translated("a colour name or #hex (at most {count} characters)", ["count": "\(Self.maximumNameLength)"])
        // Translators: two ways a value may be written, each described by one of these messages.
        case .either(let first, let second): return translated("{first}, or {second}", ["first": first.expected, "second": second.expected])
        }
    }

    /// Longest icon or colour name (the longest in the Adwaita theme is under 60 characters).
    static let maximumNameLength = 128

    private func accepts(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        switch self {
        case .boolean:
            return ["true", "false", "yes", "no", "t", "f", "y", "n", "1", "0"].contains(value.lowercased())
        case .integer(let range):
            guard Self.isDecimalInteger(trimmed), let number = Int(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) else {
                return false
            }
            return range.contains(number)
        case .number(let range):
            guard Self.isDecimalNumber(trimmed), let number = Double(trimmed), number.isFinite else { return false }
            return range.contains(number)
        case .choice(let words):
            return words.contains(value)
        case .text(let maximumLength):
            return value.unicodeScalars.count <= maximumLength
        case .iconName:
            return Self.isName(value, extra: "-_.") && value.first.map { $0.isLetter || $0.isNumber } == true
        case .color:
            return Self.isName(value.hasPrefix("#") ? String(value.dropFirst()) : value, extra: "")
        case .either(let first, let second):
            return first.accepts(value) || second.accepts(value)
        }
    }

    /// `[+-]?(0|[1-9][0-9]*)`: no leading zeros, which GtkBuilder would read as octal.
    private static func isDecimalInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        return digits == "0" || digits.first != "0"
    }

    /// `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?` with ASCII digits D.
    private static func isDecimalNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(whole.count)
        var fraction = Substring()
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty, exponent.count <= 3 else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    private static func isName(_ text: String, extra: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.count <= maximumNameLength
            && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || extra.unicodeScalars.contains($0)) }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
