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
        // The buffer is taken out of the parser while it fills and reused from one array to the next.
        var items: [Item] = []
        swap(&items, &plainItems)
        defer { swap(&items, &plainItems) }
        index += 1
        skipWhitespace()
        while true {
            guard index < bytes.count, bytes[index] == ASCII.openBrace, readPlainItem(appendingTo: &items) else { return nil }
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

    /// Appends the plain item at the current '{' to `items`: keys `identifier` (an integer or a
    /// string), `title`, `subtitle`, `text`, `image`, `kind` or `type`, `action` (strings), `size`
    /// and `meta` (`readPlainSize`, `readFlatObject`), each once, none null. False for anything
    /// else; the index is then somewhere inside the object.
    private mutating func readPlainItem(appendingTo items: inout [Item]) -> Bool {
        index += 1
        skipWhitespace()
        var identifier: ItemIdentifier?
        var title = "", subtitle = "", text = "", image = "", kind = ""
        var action: String?
        var size = Size.unspecified
        var meta: [String: JSONValue] = [:]
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
            if key == .size || key == .meta {
                // One level deeper than the item: the full parse refuses what is too deep.
                guard depth + 3 <= JSONParser.maximumDepth, bytes[index] == ASCII.openBrace else { return false }
                if key == .size {
                    guard let read = readPlainSize() else { return false }
                    size = read
                } else {
                    guard let read = readFlatObject() else { return false }
                    meta = read
                }
            } else if key == .identifier, bytes[index] == ASCII.minus || ASCII.isDigit(bytes[index]) {
                // Most identifiers are short integers: read them without the general number's checks.
                if let number = parseShortInteger() {
                    identifier = .number(number)
                } else {
                    guard case .int(let number)? = try? parseNumber() else { return false }
                    identifier = .number(number)
                }
            } else {
                guard bytes[index] == ASCII.quote, let value = try? parseString() else { return false }
                switch key {
                case .identifier:
                    identifier = .string(value)
                case .title, .subtitle, .text:
                    // At most as many scalars as bytes: only a long text can need cutting.
                    guard value.utf8.count <= SizeLimits.maximumTextLength || SizeLimits.shortened(value) == nil else { return false }
                    if key == .title { title = value } else if key == .subtitle { subtitle = value } else { text = value }
                case .image: image = value
                case .kind: kind = value
                default: action = value
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
        guard !(title.isEmpty && (!image.isEmpty || action != nil)) else { return false }
        // Made once from the values read and moved into the array: returning the item, or writing
        // into an element in place, cost a copy and a destruction of a whole item per element.
        let details = size.isUnspecified && meta.isEmpty ? ItemDetails() : ItemDetails(size: size, meta: meta)
        items.append(Item(identifier: consume identifier, title: consume title, subtitle: consume subtitle, text: consume text,
                          image: consume image, kind: consume kind, action: consume action, details: details))
        return true
    }

    /// The key at the current '"' when it is one a plain item may have, told by its first bytes and
    /// compared with its spelling a word at a time (no string is made); the index is then past its
    /// closing quote. Any other key, or one written with escapes, is nil.
    @inline(__always)
    private mutating func plainItemKey() -> ItemKey? {
        let first = index + 1
        guard first + 1 < bytes.count, bytes[index] == ASCII.quote else { return nil }
        let key: ItemKey
        let spelling: KeySpelling
        switch (bytes[first], bytes[first + 1]) {
        case (UInt8(ascii: "t"), UInt8(ascii: "i")): (key, spelling) = (.title, KeySpelling("title", 0x0000_0065_6C74_6974))
        case (UInt8(ascii: "s"), UInt8(ascii: "u")): (key, spelling) = (.subtitle, KeySpelling("subtitle", 0x656C_7469_7462_7573))
        case (UInt8(ascii: "s"), UInt8(ascii: "i")): (key, spelling) = (.size, KeySpelling("size", 0x0000_0000_657A_6973))
        case (UInt8(ascii: "m"), UInt8(ascii: "e")): (key, spelling) = (.meta, KeySpelling("meta", 0x0000_0000_6174_656D))
        case (UInt8(ascii: "i"), UInt8(ascii: "d")): (key, spelling) = (.identifier, KeySpelling("identifier", 0x6966_6974_6E65_6469, 0x7265_6966_6974_6E65))
        case (UInt8(ascii: "t"), UInt8(ascii: "e")): (key, spelling) = (.text, KeySpelling("text", 0x0000_0000_7478_6574))
        case (UInt8(ascii: "i"), UInt8(ascii: "m")): (key, spelling) = (.image, KeySpelling("image", 0x0000_0065_6761_6D69))
        case (UInt8(ascii: "k"), _): (key, spelling) = (.kind, KeySpelling("kind", 0x0000_0000_646E_696B))
        case (UInt8(ascii: "t"), UInt8(ascii: "y")): (key, spelling) = (.kind, KeySpelling("type", 0x0000_0000_6570_7974))
        case (UInt8(ascii: "a"), _): (key, spelling) = (.action, KeySpelling("action", 0x0000_6E6F_6974_6361))
        default: return nil
        }
        let end = first + spelling.count
        guard end < bytes.count, bytes[end] == ASCII.quote, spelling.matches(bytes, at: first) else { return nil }
        index = end + 1
        return key
    }

    /// The `size` object at the current '{' when the builder would take it as written: `width`
    /// and `height`, each at most once, numbers from 0 to `SizeLimits.maximumSize` (a negative or
    /// larger one warns, a string may bind an expression). Nil for anything else.
    private mutating func readPlainSize() -> Size? {
        var size = Size.unspecified
        let read = readObjectMembers { parser, key in
            guard key == "width" && size.width == nil || key == "height" && size.height == nil,
                  parser.bytes[parser.index] == ASCII.minus || ASCII.isDigit(parser.bytes[parser.index]),
                  let number = try? parser.parseNumber() else { return false }
            let value: Double
            switch number {
            case .int(let integer): value = Double(integer)
            case .double(let double): value = double
            default: return false
            }
            guard value >= 0, SizeLimits.clamp(value, 0, SizeLimits.maximumSize) == value else { return false }
            if key == "width" { size.width = value } else { size.height = value }
            return true
        }
        return read ? size : nil
    }
}

/// The spelling of a key a plain item may have, as words to compare the document's bytes with
/// (keys are a few bytes long: one or two loads and compares instead of a loop over bytes).
private struct KeySpelling {
    /// How many bytes the spelling has (at most 16).
    let count: Int
    /// The first eight bytes, the first lowest, zero past the spelling's end.
    private let head: UInt64
    /// The last eight bytes, for a spelling longer than eight.
    private let tail: UInt64

    /// The words are written out so that nothing is computed or looked up while parsing; a
    /// debug build checks them against the spelling.
    @inline(__always)
    init(_ spelling: StaticString, _ head: UInt64, _ tail: UInt64 = 0) {
        count = spelling.utf8CodeUnitCount
        self.head = head
        self.tail = tail
        assert(Self.words(of: spelling) == (head, tail), "the words of \(spelling)")
    }

    private static func words(of spelling: StaticString) -> (head: UInt64, tail: UInt64) {
        let bytes = UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)
        func word(from start: Int) -> UInt64 {
            bytes[start..<min(start + 8, bytes.count)].enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        return (word(from: 0), bytes.count > 8 ? word(from: bytes.count - 8) : 0)
    }

    /// Whether the `count` bytes at `start` are the spelling. The caller has checked that they
    /// are in `bytes`; a short spelling near the end of the document is compared byte by byte.
    @inline(__always)
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard let word = ASCII.word(in: bytes, at: start) else {
            return (0..<count).allSatisfy { offset in
                let word = offset < 8 ? head >> (8 * UInt64(offset)) : tail >> (8 * UInt64(offset - (count - 8)))
                return bytes[start + offset] == UInt8(truncatingIfNeeded: word)
            }
        }
        guard count > 8 else {
            let mask: UInt64 = count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
            return word & mask == head
        }
        return word == head && ASCII.word(in: bytes, at: start + count - 8) == tail
    }
}
