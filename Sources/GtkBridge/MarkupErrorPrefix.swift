import CSpotsGtk

/// GMarkup starts its messages with the position, "Error on line L char C: ", in the user's
/// language ("Fehler in Zeile L, Zeichen C: " in German). This finds that prefix by GLib's own
/// format and translation, not by English text, so the position is kept and not said twice.
public enum MarkupErrorPrefix {
    /// GLib's format for the prefix (gmarkup.c); GLib translates it in its "glib20" domain.
    static let format = "Error on line %d char %d: "

    /// The formats a message may start with: GLib's translation for the user's language, then English.
    static var formats: [String] {
        // g_dgettext returns the msgid itself when there is no translation: copy it while it lives.
        let translated = format.withCString { String(cString: g_dgettext("glib20", $0)) }
        return translated == format ? [format] : [translated, format]
    }

    /// The line, column and the rest of `message` when it starts with GMarkup's position prefix.
    public static func split(_ message: String) -> (line: Int, column: Int, rest: String)? {
        split(message, formats: formats)
    }

    static func split(_ message: String, formats: [String]) -> (line: Int, column: Int, rest: String)? {
        for format in formats {
            if let found = match(Array(message.unicodeScalars), Array(format.unicodeScalars)) { return found }
        }
        return nil
    }

    /// Matches `format`'s text literally and each `%d` (or `%1$d`, `%2$d`, as translators may
    /// reorder them) against a decimal number.
    private static func match(_ message: [Unicode.Scalar], _ format: [Unicode.Scalar]) -> (line: Int, column: Int, rest: String)? {
        var numbers: [Int: Int] = [:]
        var next = 1
        var at = 0
        var index = 0
        while index < format.count {
            let scalar = format[index]
            guard scalar == "%" else {
                guard at < message.count, message[at] == scalar else { return nil }
                at += 1
                index += 1
                continue
            }
            // A conversion: %d or %N$d.
            var end = index + 1
            var position = next
            let digits = format[end...].prefix { $0.properties.numericType != nil && $0.isASCII }
            if !digits.isEmpty, end + digits.count < format.count, format[end + digits.count] == "$" {
                position = Int(text(digits)) ?? next
                end += digits.count + 1
            } else {
                next += 1
            }
            guard end < format.count, format[end] == "d" else { return nil }
            let number = message[at...].prefix { $0.isASCII && $0.properties.numericType != nil }
            guard !number.isEmpty, let value = Int(text(number)) else { return nil }
            numbers[position] = value
            at += number.count
            index = end + 1
        }
        guard let line = numbers[1], let column = numbers[2] else { return nil }
        return (line, column, text(message[at...]))
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }
}
