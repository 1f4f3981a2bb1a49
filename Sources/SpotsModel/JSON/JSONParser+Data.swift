/// The fast path for `data` arrays, as `parseItemArray()` is for `items`.
///
/// A data-bound list of 100,000 elements is a tree of 400,000 nodes and 100,000 member arrays,
/// read only to be turned into values and thrown away. Most `data` arrays hold flat objects
/// (strings, numbers, booleans and nulls, each key once), so those are read straight into
/// `JSONValue`s. Anything else (an empty array, a nested array or object, a repeated key, a
/// syntax error) is read again by the full parse and goes through the model builder, so every
/// warning and error is what it always was.
extension JSONParser {
    /// The `data` array at the current '[': a `.values` node when every element is a flat object,
    /// otherwise the array as the full parse reads it.
    mutating func parseDataArray() throws -> JSONNode.Value {
        let start = index
        if depth + 2 <= JSONParser.maximumDepth, let values = parseFlatObjects() {
            return .values(ParsedValues(values))
        }
        index = start
        return .array(try parseArray())
    }

    /// Every element of the array at the current '[' as a flat object, or nil.
    private mutating func parseFlatObjects() -> [JSONValue]? {
        index += 1
        skipWhitespace()
        var elements: [JSONValue] = []
        while true {
            guard index < bytes.count, bytes[index] == ASCII.openBrace, let object = readFlatObject() else { return nil }
            elements.append(.object(object))
            if elements.count == 1 {
                // Room for the rest of the document at a typical 48 bytes an element.
                elements.reserveCapacity(min((bytes.count - index) / 48, 1 << 20))
            }
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == ASCII.closeBracket {
                index += 1
                return elements.count * 2 >= elements.capacity ? elements : Array(elements)
            }
            guard bytes[index] == ASCII.comma else { return nil }
            index += 1
            skipWhitespace()
        }
    }

    /// The flat object at the current '{', or nil (the index is then somewhere inside it).
    private mutating func readFlatObject() -> [String: JSONValue]? {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == ASCII.closeBrace {
            index += 1
            return [:]
        }
        flatMembers.removeAll(keepingCapacity: true)
        while true {
            guard index < bytes.count, bytes[index] == ASCII.quote, let key = try? parseString() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ASCII.colon else { return nil }
            index += 1
            skipWhitespace()
            // Nested arrays and objects take the full parse (their keys' positions, their warnings).
            guard index < bytes.count, bytes[index] != ASCII.openBrace, bytes[index] != ASCII.openBracket,
                  let node = try? parseValue() else { return nil }
            let value: JSONValue
            switch node.value {
            case .null: value = .null
            case .bool(let flag): value = .bool(flag)
            case .int(let number): value = .number(Double(number))
            case .double(let number): value = .number(number)
            case .string(let text): value = .string(text)
            case .array, .object, .items, .values: return nil
            }
            flatMembers.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == ASCII.closeBrace {
                index += 1
                // Made at its size once the members are counted: no growing, no spare room.
                var object = [String: JSONValue](minimumCapacity: flatMembers.count)
                for (key, value) in flatMembers {
                    // A repeated key is a warning of the model builder's.
                    guard object.updateValue(value, forKey: key) == nil else { return nil }
                }
                return object
            }
            guard bytes[index] == ASCII.comma else { return nil }
            index += 1
            skipWhitespace()
        }
    }
}
