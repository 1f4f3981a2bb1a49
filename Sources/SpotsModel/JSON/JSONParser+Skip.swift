import Foundation

extension JSONParser {
    /// Steps over the value at the current byte without building it: the components a screen's
    /// first frame does not need are read again, in full, by the decode that follows.
    ///
    /// It checks the structure only (brackets that match, strings that end, the nesting limit), not
    /// every token: whatever it lets through, the full decode reports with its position.
    mutating func skipValue() throws {
        guard index < bytes.count else { throw unexpected(translated("a value")) }
        var nesting = 0
        repeat {
            // Inside a container, eight bytes at a time to the next string or bracket.
            if nesting > 0, let word = ASCII.word(in: bytes, at: index) {
                let stops = ASCII.structureStops(in: word)
                guard stops != 0 else { index += 8; continue }
                index += stops.trailingZeroBitCount / 8
            }
            let byte = bytes[index]
            switch byte {
            case ASCII.quote:
                try skipString()
                continue
            case ASCII.openBrace, ASCII.openBracket:
                nesting += 1
                if depth + nesting > JSONParser.maximumDepth {
                    throw JSONSyntaxError(offset: index, message: translated("nesting deeper than {depth} levels of arrays and objects", ["depth": "\(JSONParser.maximumDepth)"]))
                }
            case ASCII.closeBrace, ASCII.closeBracket:
                guard nesting > 0 else { throw unexpected(translated("a value")) }
                nesting -= 1
            default:
                // A number, a literal, or the punctuation and spaces between members.
                if nesting == 0 {
                    guard ASCII.isWordByte(byte) || byte == ASCII.minus else { throw unexpected(translated("a value")) }
                    while index < bytes.count, ASCII.isWordByte(bytes[index]) || [ASCII.minus, ASCII.plus, ASCII.dot].contains(bytes[index]) {
                        index += 1
                    }
                    return
                }
            }
            index += 1
        } while nesting > 0 && index < bytes.count
        if nesting > 0 { throw unexpected(translated("',' or ']' after array element")) }
    }

    /// Steps over the string at the current '"', eight bytes at a time where it can.
    private mutating func skipString() throws {
        let open = index
        index += 1
        while index < bytes.count {
            if let word = ASCII.word(in: bytes, at: index) {
                let stops = ASCII.stringStops(in: word)
                guard stops != 0 else { index += 8; continue }
                index += stops.trailingZeroBitCount / 8
            }
            switch bytes[index] {
            case ASCII.quote:
                index += 1
                return
            case ASCII.backslash:
                index += 2
            default:
                index += 1
            }
        }
        throw JSONSyntaxError(offset: open, message: translated("unterminated string"))
    }
}
