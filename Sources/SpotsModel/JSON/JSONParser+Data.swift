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
}
