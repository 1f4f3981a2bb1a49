/// Finds where each start tag and its attributes begin in a markup document, for messages.
///
/// GMarkup reports a position only loosely (somewhere after the tag it just read), so the reader
/// asks this scanner, which walks the same bytes forward, one start tag per start event: comments,
/// CDATA, processing instructions, `<!DOCTYPE …>` and end tags are skipped the way GMarkup skips
/// them, and quoted attribute values may hold `<` and `>`. It only ever moves forward, so a whole
/// document costs one pass. When the tag it finds is not the one the parser reported (it has lost
/// step), it answers nil and the reader falls back to GMarkup's position.
struct MarkupTagLocator {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next start tag: where its `<` is, and where each attribute's name starts (in order).
    mutating func nextStartTag(named name: String) -> (tag: MarkupPosition, attributes: [MarkupPosition])? {
        while offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if skip(from: "<!--", to: "-->") || skip(from: "<![CDATA[", to: "]]>") || skip(from: "<?", to: "?>") {
                continue
            }
            if starts(with: "<!") {
                skipDeclaration()
                continue
            }
            if starts(with: "</") {
                skip(through: UInt8(ascii: ">"))
                continue
            }
            return readStartTag(named: name)
        }
        return nil
    }

    private mutating func readStartTag(named expected: String) -> (tag: MarkupPosition, attributes: [MarkupPosition])? {
        let tag = MarkupPosition(line: line, column: column)
        advance() // <
        let nameStart = offset
        while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: "/"), bytes[offset] != UInt8(ascii: ">") {
            advance()
        }
        guard String(decoding: bytes[nameStart..<offset], as: UTF8.self) == expected else { return nil }
        var attributes: [MarkupPosition] = []
        while offset < bytes.count {
            while offset < bytes.count, isSpace(bytes[offset]) { advance() }
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                advance()
                break
            }
            if byte == UInt8(ascii: "/") {
                advance()
                continue
            }
            attributes.append(MarkupPosition(line: line, column: column))
            while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: "=") { advance() }
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "'") { advance() }
            guard offset < bytes.count else { break }
            let quote = bytes[offset]
            advance()
            skip(through: quote)
        }
        return (tag, attributes)
    }

    /// `<!DOCTYPE …>` and other `<!` declarations end at the `>` that balances their `<`s, as in GMarkup.
    private mutating func skipDeclaration() {
        var balance = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            advance()
            if byte == UInt8(ascii: "<") { balance += 1 }
            if byte == UInt8(ascii: ">") {
                balance -= 1
                if balance == 0 { return }
            }
        }
    }

    /// When the bytes here start with `opening`, moves past the next `closing` and answers true.
    private mutating func skip(from opening: String, to closing: String) -> Bool {
        guard starts(with: opening) else { return false }
        for _ in opening.utf8 { advance() }
        let end = Array(closing.utf8)
        while offset < bytes.count {
            if bytes[offset] == end[0], starts(with: closing) {
                for _ in end { advance() }
                return true
            }
            advance()
        }
        return true
    }

    private mutating func skip(through byte: UInt8) {
        while offset < bytes.count {
            let current = bytes[offset]
            advance()
            if current == byte { return }
        }
    }

    private func starts(with prefix: String) -> Bool {
        var index = offset
        for byte in prefix.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// One byte on; columns count characters, so UTF-8 continuation bytes do not move the column.
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
