import Foundation
import SpotsGtk

/// The text of one JSON value as the author wrote it, found from its line and column.
public enum JSONSource {
    /// The value starting at `line`:`column` (1-based, columns in characters) of `text`: an object
    /// or array to its matching bracket (strings and escapes respected), or a scalar to the next
    /// `,` `}` `]`. Nil when the position is outside the text; cut at `limit` characters.
    public static func value(in text: String, line: Int, column: Int, limit: Int = 20_000) -> String? {
        guard line >= 1, column >= 1 else { return nil }
        var index = text.startIndex
        var currentLine = 1
        while currentLine < line {
            guard let newline = text[index...].firstIndex(of: "\n") else { return nil }
            index = text.index(after: newline)
            currentLine += 1
        }
        guard let start = text.index(index, offsetBy: column - 1, limitedBy: text.endIndex), start < text.endIndex else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        var end = start
        var count = 0
        let opening = text[start]
        var cursor = start
        while cursor < text.endIndex {
            let character = text[cursor]
            count += 1
            if count > limit { return String(text[start..<cursor]) + "…" }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                    if depth == 0 { end = text.index(after: cursor); break }
                }
            } else if character == "\"" {
                inString = true
            } else if character == "{" || character == "[" {
                depth += 1
            } else if character == "}" || character == "]" {
                if depth == 0 { end = cursor; break }
                depth -= 1
                if depth == 0 { end = text.index(after: cursor); break }
            } else if depth == 0, character == "," || character.isNewline {
                end = cursor
                break
            }
            cursor = text.index(after: cursor)
            end = cursor
        }
        _ = opening
        return String(text[start..<end]).trimmingCharacters(in: .whitespaces)
    }
}
