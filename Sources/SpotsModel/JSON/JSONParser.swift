import Foundation

/// A strict JSON (RFC 8259) parser over UTF-8 bytes that records positions.
///
/// It is a recursive-descent parser; `maximumDepth` bounds the recursion so that hostile input
/// (say 100,000 `[`) is an error with a position long before the stack runs out.
/// Errors say what was expected and what was found, at the byte where the problem is.
struct JSONParser {
    /// Arrays and objects nested deeper than this are rejected.
    static let maximumDepth = 512

    /// With `buildingItems`, the elements of every `items` array that are plain items come out as
    /// `items` arrays of plain items come out as `.items` nodes (see `parseItemArray()`); only the
    /// model builder reads such a tree.
    ///
    /// With a `componentSink`, the screen's components (the root array, or the root object's
    /// `components` array) go to it one by one as they are read, and stand in the tree as an
    /// empty array.
    static func parse(_ data: Data, buildingItems: Bool = false, componentSink: ComponentSink? = nil) throws -> JSONNode {
        try data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            parser.buildsItems = buildingItems
            parser.componentSink = componentSink
            return try parser.parseDocument()
        }
    }

    /// The value starting at byte `offset` of `data`, parsed in full (no `.items` nodes), with
    /// offsets into `data`; nil if there is no valid value there.
    static func parseValue(in data: Data, at offset: Int) -> JSONNode? {
        data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            guard offset >= 0, offset < parser.bytes.count else { return nil }
            parser.index = offset
            return try? parser.parseValue()
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    private(set) var depth = 0
    private var buildsItems = false
    /// Takes the screen's components as they are read (see `JSONParser+Components.swift`).
    private(set) var componentSink: ComponentSink?
    /// Long strings read recently, by a hash of their bytes (see `sharedString`); empty until one is.
    var recentStrings: [String] = []
    /// The plain items of the `items` array being read (see `parseItemArray()`).
    var plainItems: [Item] = []
    /// The members of the flat object being read (`parseDataArray()`), reused from one to the next.
    var flatMembers: [(key: String, value: JSONValue)] = []
    /// Whether the document starts with '{' or '['. Until it does, messages never quote the input:
    /// a file that is not JSON (a password file, a web page) must not have its first word echoed.
    private var startsLikeJSON = true
    /// Members and elements of the containers being parsed, innermost last. A finished container
    /// copies its part out into an array of exactly its size (growing each array by doubling would
    /// leave up to half of every array of a large document unused).
    private var memberStack: [JSONMember] = []
    private var elementStack: [JSONNode] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws -> JSONNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3  // UTF-8 byte order mark
        }
        skipWhitespace()
        startsLikeJSON = startsLikeJSONDocument()
        let start = index
        let root = isComponentArray(key: nil) ? JSONNode(try parseComponentArray(keyed: false), offset: start) : try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpected(translated("end of input after the JSON value"))
        }
        return root
    }

    // MARK: Values

    mutating func parseValue() throws -> JSONNode {
        guard index < bytes.count else { throw unexpected(translated("a value")) }
        let start = index
        switch bytes[index] {
        case ASCII.openBrace: return JSONNode(.object(try parseObject()), offset: start)
        case ASCII.openBracket: return JSONNode(.array(try parseArray()), offset: start)
        case ASCII.quote: return JSONNode(.string(try parseString()), offset: start)
        case ASCII.minus, ASCII.zero...ASCII.nine: return JSONNode(try parseNumber(), offset: start)
        case UInt8(ascii: "t"): return JSONNode(.bool(true), offset: try parseLiteral("true"))
        case UInt8(ascii: "f"): return JSONNode(.bool(false), offset: try parseLiteral("false"))
        case UInt8(ascii: "n"): return JSONNode(.null, offset: try parseLiteral("null"))
        default: throw unexpected(translated("a value"))
        }
    }

    /// Consumes `literal` and returns its offset, or explains what is there instead.
    private mutating func parseLiteral(_ literal: StaticString) throws -> Int {
        let start = index
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        let end = start + expected.count
        if end <= bytes.count, bytes[start..<end].elementsEqual(expected),
           end == bytes.count || !ASCII.isWordByte(bytes[end]) {
            index = end
            return start
        }
        guard startsLikeJSON else { throw notJSON(at: start) }
        throw JSONSyntaxError(offset: start, message: translated("invalid literal '{word}', expected '{literal}'", ["word": word(at: start), "literal": "\(literal)"]))
    }

    mutating func parseArray() throws -> [JSONNode] {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == ASCII.closeBracket {
            index += 1
            return []
        }
        let base = elementStack.count
        while true {
            let element = try parseValue()
            elementStack.append(element)
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(translated("',' or ']' after array element")) }
            switch bytes[index] {
            case ASCII.comma:
                try skipComma(before: ASCII.closeBracket)
            case ASCII.closeBracket:
                index += 1
                return Self.moveTop(of: &elementStack, from: base, leaving: JSONNode(.null))
            default:
                throw unexpected(translated("',' or ']' after array element"))
            }
        }
    }

    private mutating func parseObject() throws -> [JSONMember] {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == ASCII.closeBrace {
            index += 1
            return []
        }
        let base = memberStack.count
        while true {
            guard index < bytes.count, bytes[index] == ASCII.quote else {
                throw unexpected(memberStack.count == base ? translated("a string key or '}'") : translated("a string key after ','"))
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ASCII.colon else {
                throw unexpected(translated("':' after object key"))
            }
            index += 1
            skipWhitespace()
            let valueOffset = index
            let value: JSONNode
            if buildsItems, index < bytes.count, bytes[index] == ASCII.openBracket, key == "items" || key == "data" {
                value = JSONNode(key == "items" ? try parseItemArray() : try parseDataArray(), offset: valueOffset)
            } else if isComponentArray(key: key) {
                value = JSONNode(try parseComponentArray(keyed: true), offset: valueOffset)
            } else {
                value = try parseValue()
            }
            memberStack.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(translated("',' or '}' after object member")) }
            switch bytes[index] {
            case ASCII.comma:
                try skipComma(before: ASCII.closeBrace)
            case ASCII.closeBrace:
                index += 1
                return Self.moveTop(of: &memberStack, from: base, leaving: JSONMember(key: "", value: JSONNode(.null)))
            default:
                throw unexpected(translated("',' or '}' after object member"))
            }
        }
    }

    /// The elements of `stack` from `base` on, moved into an array of exactly their count and
    /// removed from the stack. Moving (rather than copying, then removing) spares a retain and a
    /// release per element: a list of 100,000 items is one such move.
    @inline(__always)
    static func moveTop<Element>(of stack: inout [Element], from base: Int, leaving empty: Element) -> [Element] {
        let count = stack.count - base
        let top = stack.withUnsafeMutableBufferPointer { buffer in
            let source = buffer.baseAddress! + base
            let moved = [Element](unsafeUninitializedCapacity: count) { target, initialized in
                target.baseAddress!.moveInitialize(from: source, count: count)
                initialized = count
            }
            source.initialize(repeating: empty, count: count) // what the stack still owns, cheap to drop
            return moved
        }
        stack.removeLast(count)
        return top
    }

    mutating func leaveContainer() {
        depth -= 1
    }

    mutating func enterContainer() throws {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw JSONSyntaxError(offset: index, message: translated("nesting deeper than {depth} levels of arrays and objects", ["depth": "\(JSONParser.maximumDepth)"]))
        }
    }

    /// Steps over a ',' and the whitespace after it; a closing bracket right after is a trailing comma.
    mutating func skipComma(before closing: UInt8) throws {
        let comma = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == closing {
            throw JSONSyntaxError(offset: comma, message: translated("trailing comma before '{bracket}'", ["bracket": String(Character(Unicode.Scalar(closing)))]))
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        // A local index: the loop then keeps it in a register instead of storing each step.
        var at = index
        defer { index = at }
        // Whitespace is told by a bit in a mask: the compiler made comparisons with each of the
        // four bytes a jump through a table for every byte looked at. After a whitespace byte,
        // spaces are skipped eight at a time (indentation follows a line break, in runs).
        while at < bytes.count {
            let byte = bytes[at]
            guard byte <= ASCII.space, ASCII.whitespaceMask >> byte & 1 != 0 else { return }
            at &+= 1
            if let spaces = ASCII.leadingSpaces(in: bytes, at: at) { at &+= spaces }
        }
    }

    // MARK: Errors

    /// "expected X, found Y" at the current byte, or "unexpected end of input, expected X".
    func unexpected(_ expected: String) -> JSONSyntaxError {
        guard index < bytes.count else {
            return JSONSyntaxError(offset: index, message: translated("unexpected end of input, expected {expected}", ["expected": expected]))
        }
        guard startsLikeJSON else { return notJSON(at: index) }
        return JSONSyntaxError(offset: index, message: translated("expected {expected}, found {found}", ["expected": expected, "found": describeByte(at: index)]))
    }

    /// '{', or '[' then anything but a word other than a literal or Python's NaN/Infinity
    /// (so an INI file's "[Section]" is not JSON).
    private func startsLikeJSONDocument() -> Bool {
        guard index < bytes.count else { return false }
        let opening = bytes[index]
        guard opening == ASCII.openBrace || opening == ASCII.openBracket else { return false }
        var next = index + 1
        while next < bytes.count, [ASCII.space, ASCII.newline, ASCII.carriageReturn, ASCII.tab].contains(bytes[next]) { next += 1 }
        guard next < bytes.count else { return true }
        let byte = bytes[next]
        if opening == ASCII.openBrace { return true }
        guard ASCII.isWordByte(byte), !ASCII.isDigit(byte) else { return true }
        return ["t", "f", "n"].contains(Character(Unicode.Scalar(byte))) || ["NaN", "Infinity"].contains(word(at: next))
    }

    /// The error for input that never looked like JSON; it says nothing about what is there.
    private func notJSON(at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, message: translated("not a JSON screen: a screen starts with '{' or '['"))
    }

    /// What a user sees at `offset`: a quoted word or character, or a code point for invisible ones.
    private func describeByte(at offset: Int) -> String {
        let byte = bytes[offset]
        if ASCII.isWordByte(byte) { return "'\(word(at: offset))'" }
        if byte == UInt8(ascii: "'") { return "\"'\"" }
        if byte > ASCII.space, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return translated("control character {code}", ["code": ASCII.codePoint(UInt32(byte))]) }
        var iterator = bytes[offset..<min(offset + 4, bytes.count)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return "'\(Character(scalar))' (\(ASCII.codePoint(scalar.value)))"
        }
        return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// The run of letters, digits and underscores at `offset`, shortened for messages.
    private func word(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, ASCII.isWordByte(bytes[end]), end - offset < 24 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return end < bytes.count && ASCII.isWordByte(bytes[end]) ? text + "…" : text
    }
}
