/// The fast path for the bulk of a screen: `items` arrays.
///
/// A list of 100,000 items is 400,000 tree nodes and 100,000 member arrays, built and sorted into
/// settings only to be thrown away. Most lists hold only plain items, so they are read straight
/// into an `[Item]` instead. An array with anything else in it (another key or value type, a
/// repeated key, a null, a text over the length limit, anything the builder would warn about, a
/// syntax error) is read again by the full parse and goes through the model builder, so every
/// rule, coercion, warning and error message is exactly what it always was.
extension JSONParser {
    /// The `items` array at the current '[': an `.items` node when every element is a plain item,
    /// otherwise (or when it is empty) the array as the full parse reads it.
    mutating func parseItemArray() throws -> JSONNode.Value {
        let start = index
        if depth + 2 <= JSONParser.maximumDepth, let items = parsePlainItems() {
            return .items(ParsedItems(items))
        }
        index = start
        plainItems.removeAll(keepingCapacity: true)
        return .array(try parseArray())
    }

    /// Every element of the array at the current '[' as a plain item, or nil.
    private mutating func parsePlainItems() -> [Item]? {
        // The buffer is taken out of the parser while it fills, so each item can be written in
        // place (inout) as its values are read: building an item and then appending it copied it.
        var items: [Item] = []
        swap(&items, &plainItems)
        defer { swap(&items, &plainItems) }
        index += 1
        skipWhitespace()
        while true {
            guard index < bytes.count, bytes[index] == ASCII.openBrace else { return nil }
            items.append(Item(identifier: nil, title: "", subtitle: "", text: "", image: "", kind: "", action: nil,
                              details: ItemDetails()))
            guard readPlainItem(into: &items[items.count - 1]) else { return nil }
            if items.count == 1, items.capacity < 16 {
                // Room for as many items as the rest of the document holds at a typical 64 bytes an
                // item (more just grow the buffer); pages nobody writes to cost nothing. Only once a
                // plain item is seen: a huge block that is freed unused still moves malloc's
                // threshold for mapping large blocks, which made validating a large screen slower.
                items.reserveCapacity(min((bytes.count - index) / 64, 1 << 20))
            }
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == ASCII.closeBracket {
                index += 1
                return Self.handOver(&items)
            }
            guard bytes[index] == ASCII.comma else { return nil }
            index += 1
            skipWhitespace()
        }
    }

    /// The items read, handed over without copying when they fill at least half the buffer (the
    /// rest was never written to), else copied into an array of their size so the buffer's spare
    /// room does not live on in the model.
    private static func handOver(_ items: inout [Item]) -> [Item] {
        guard items.count * 2 >= items.capacity else {
            return moveTop(of: &items, from: 0, leaving: Item())
        }
        defer { items = [] }
        return items
    }

    /// Reads a plain item at the current '{' into `item` (all fields empty): keys `identifier` (an
    /// integer or a string), `title`, `subtitle`, `text`, `image`, `kind` or `type`, `action`
    /// (strings), each once, none null. False for anything else; the index is then somewhere
    /// inside the object.
    private mutating func readPlainItem(into item: inout Item) -> Bool {
        index += 1
        skipWhitespace()
        var given: UInt32 = 0
        var closed = index < bytes.count && bytes[index] == ASCII.closeBrace
        if closed { index += 1 }
        while !closed {
            guard let key = plainItemKey(), given & 1 << key.rawValue == 0 else { return false }
            given |= 1 << key.rawValue
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ASCII.colon else { return false }
            index += 1
            skipWhitespace()
            guard index < bytes.count else { return false }
            if key == .identifier, bytes[index] == ASCII.minus || ASCII.isDigit(bytes[index]) {
                guard case .int(let number)? = try? parseNumber() else { return false }
                item.identifier = .number(number)
            } else {
                guard bytes[index] == ASCII.quote, let value = try? parseString() else { return false }
                switch key {
                case .identifier:
                    item.identifier = .string(value)
                case .title, .subtitle, .text:
                    guard SizeLimits.shortened(value) == nil else { return false }
                    if key == .title { item.title = value } else if key == .subtitle { item.subtitle = value } else { item.text = value }
                case .image: item.image = value
                case .kind: item.kind = value
                default: item.action = value
                }
            }
            skipWhitespace()
            guard index < bytes.count else { return false }
            if bytes[index] == ASCII.closeBrace {
                index += 1
                closed = true
            } else {
                guard bytes[index] == ASCII.comma else { return false }
                index += 1
                skipWhitespace()
            }
        }
        // What the builder warns about: an image or an action with nothing for a screen reader to say.
        return !(item.title.isEmpty && (!item.image.isEmpty || item.action != nil))
    }

    /// The key at the current '"' when it is one a plain item may have, compared as bytes packed
    /// into one integer (no string is made); the index is then past its closing quote.
    private mutating func plainItemKey() -> ItemKey? {
        guard index < bytes.count, bytes[index] == ASCII.quote else { return nil }
        var end = index + 1
        var packed: UInt128 = 0
        while end < bytes.count, bytes[end] != ASCII.quote {
            // Plain keys are printable ASCII; anything else (escapes, control bytes) takes the full parse.
            guard bytes[end] != ASCII.backslash, bytes[end] > ASCII.space, bytes[end] < 0x7F,
                  end - index <= Self.longestPlainItemKey else { return nil }
            packed = packed << 8 | UInt128(bytes[end])
            end += 1
        }
        guard end < bytes.count else { return nil }
        for (spelling, key) in Self.plainItemKeys where spelling == packed {
            index = end + 1
            return key
        }
        return nil
    }

    private static let longestPlainItemKey = 10

    /// The keys of a plain item, by their bytes packed as `plainItemKey()` packs them.
    private static let plainItemKeys: [(UInt128, ItemKey)] = [
        ("title", ItemKey.title), ("identifier", .identifier), ("subtitle", .subtitle), ("text", .text),
        ("image", .image), ("kind", .kind), ("type", .kind), ("action", .action),
    ].map { spelling, key in (spelling.utf8.reduce(0) { $0 << 8 | UInt128($1) }, key) }
}
