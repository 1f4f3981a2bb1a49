/// The fast path for the bulk of a screen: the elements of `items` arrays.
///
/// A list of 100,000 items is 400,000 tree nodes and 100,000 member arrays, built and sorted into
/// settings only to be thrown away. Most items are plain, so they are read straight into an
/// `Item` instead. Anything else (another key or value type, a repeated key, a null, a text over
/// the length limit, anything the builder would warn about, a syntax error) rewinds and goes
/// through the full parse and the model builder, so every rule, coercion, warning and error
/// message is exactly what it always was.
extension JSONParser {
    /// One element of an `items` array: a `ParsedItem` node when the element is a plain item.
    mutating func parseItemElement() throws -> JSONNode {
        let start = index
        if index < bytes.count, bytes[index] == ASCII.openBrace, depth < JSONParser.maximumDepth,
           let parsed = parsePlainItem() {
            return JSONNode(.item(parsed), offset: start)
        }
        index = start
        return try parseValue()
    }

    /// Reads a plain item at the current '{': keys `identifier` (an integer or a string), `title`,
    /// `subtitle`, `text`, `image`, `kind` or `type`, `action` (strings), each once, none null.
    /// Nil for anything else; the index is then somewhere inside the object.
    private mutating func parsePlainItem() -> ParsedItem? {
        index += 1
        skipWhitespace()
        var identifier: ItemIdentifier?
        var identifierOffset = JSONNode.noOffset
        var title = "", subtitle = "", text = "", image = "", kind = ""
        var action: String?
        var given: UInt32 = 0
        var closed = index < bytes.count && bytes[index] == ASCII.closeBrace
        if closed { index += 1 }
        while !closed {
            guard let key = plainItemKey(), given & 1 << key.rawValue == 0 else { return nil }
            given |= 1 << key.rawValue
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ASCII.colon else { return nil }
            index += 1
            skipWhitespace()
            guard index < bytes.count else { return nil }
            let valueOffset = index
            if key == .identifier, bytes[index] == ASCII.minus || ASCII.isDigit(bytes[index]) {
                guard case .int(let number)? = try? parseNumber() else { return nil }
                identifier = .number(number)
                identifierOffset = valueOffset
            } else {
                guard bytes[index] == ASCII.quote, let value = try? parseString() else { return nil }
                switch key {
                case .identifier:
                    identifier = .string(value)
                    identifierOffset = valueOffset
                case .title, .subtitle, .text:
                    guard SizeLimits.shortened(value) == nil else { return nil }
                    if key == .title { title = value } else if key == .subtitle { subtitle = value } else { text = value }
                case .image: image = value
                case .kind: kind = value
                default: action = value
                }
            }
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == ASCII.closeBrace {
                index += 1
                closed = true
            } else {
                guard bytes[index] == ASCII.comma else { return nil }
                index += 1
                skipWhitespace()
            }
        }
        // What the builder warns about: an image or an action with nothing for a screen reader to say.
        if title.isEmpty, !image.isEmpty || action != nil { return nil }
        return ParsedItem(item: Item(identifier: identifier, title: title, subtitle: subtitle, text: text,
                                     image: image, kind: kind, action: action),
                          identifierOffset: identifierOffset)
    }

    /// The key at the current '"' when it is one a plain item may have, compared as bytes
    /// (no string is made); the index is then past its closing quote.
    private mutating func plainItemKey() -> ItemKey? {
        guard index < bytes.count, bytes[index] == ASCII.quote else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != ASCII.quote {
            guard bytes[end] != ASCII.backslash, end - start < 10 else { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
        for (spelling, setting) in Self.plainItemKeys where spelling.utf8.count == key.count && key.elementsEqual(spelling.utf8) {
            index = end + 1
            return setting
        }
        return nil
    }

    private static let plainItemKeys: [(String, ItemKey)] = [
        ("identifier", .identifier), ("title", .title), ("subtitle", .subtitle), ("text", .text),
        ("image", .image), ("kind", .kind), ("type", .kind), ("action", .action),
    ]
}
