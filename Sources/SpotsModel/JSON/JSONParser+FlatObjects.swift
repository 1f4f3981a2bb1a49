/// Objects read straight from the bytes by the fast paths (`data` elements, an item's `meta` and
/// `size`): anything the model builder would warn about, and any syntax error, makes them give up,
/// and the full parse reads the value again.
extension JSONParser {
    /// The flat object at the current '{': strings, numbers, booleans and nulls, each key once
    /// (a repeated key is a warning of the model builder's). Nil for anything else; the index is
    /// then somewhere inside it.
    mutating func readFlatObject() -> [String: JSONValue]? {
        flatMembers.removeAll(keepingCapacity: true)
        let read = readObjectMembers { parser, key in
            // Nested arrays and objects take the full parse (their keys' positions, their warnings).
            guard parser.bytes[parser.index] != ASCII.openBrace, parser.bytes[parser.index] != ASCII.openBracket,
                  let node = try? parser.parseValue() else { return false }
            let value: JSONValue
            switch node.value {
            case .null: value = .null
            case .bool(let flag): value = .bool(flag)
            case .int(let number): value = .number(Double(number))
            case .double(let number): value = .number(number)
            case .string(let text): value = .string(text)
            case .array, .object, .items, .values: return false
            }
            parser.flatMembers.append((key, value))
            return true
        }
        guard read else { return nil }
        // Made at its size once the members are counted: no growing, no spare room.
        var object = [String: JSONValue](minimumCapacity: flatMembers.count)
        for (key, value) in flatMembers {
            guard object.updateValue(value, forKey: key) == nil else { return nil }
        }
        return object
    }

    /// Reads the object at the current '{', handing each member's key to `member` with the index
    /// at its value, which `member` reads (true) or refuses (false). False for a refusal or a
    /// syntax error.
    mutating func readObjectMembers(_ member: (inout JSONParser, String) -> Bool) -> Bool {
        index += 1
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == ASCII.closeBrace {
            index += 1
            return true
        }
        while true {
            guard index < bytes.count, bytes[index] == ASCII.quote, let key = try? parseString() else { return false }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ASCII.colon else { return false }
            index += 1
            skipWhitespace()
            guard index < bytes.count, member(&self, key) else { return false }
            skipWhitespace()
            guard index < bytes.count else { return false }
            if bytes[index] == ASCII.closeBrace {
                index += 1
                return true
            }
            guard bytes[index] == ASCII.comma else { return false }
            index += 1
            skipWhitespace()
        }
    }
}
