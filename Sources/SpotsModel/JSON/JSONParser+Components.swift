/// Takes a screen's components one by one as the parser reads them (the model builder): a large
/// screen's tree is never whole in memory, only the one component being built.
protocol ComponentSink: AnyObject {
    /// A components array starts: the root array, or the root object's `components` (when the key
    /// is repeated, each starts afresh; the last one wins).
    func beginComponents(keyed: Bool)
    /// The component at `index`, parsed in full; nothing else holds it.
    func take(_ component: JSONNode, at index: Int)
    /// Whether the component at `index` is to be parsed and taken; when not, it is only stepped
    /// over (a first frame that needs only the first components).
    func wantsComponent(at index: Int) -> Bool
}

extension JSONParser {
    /// Whether the array at the current '[' is the screen's components: the root array, or the
    /// value of the root object's `components`.
    func isComponentArray(key: String?) -> Bool {
        componentSink != nil && index < bytes.count && bytes[index] == ASCII.openBracket
            && (key == nil ? depth == 0 : depth == 1 && key == "components")
    }

    /// Reads the array at the current '[' as `parseArray()` does (the same errors at the same
    /// places), handing each element to the sink instead of keeping it; the node stands for it
    /// with no elements.
    mutating func parseComponentArray(keyed: Bool) throws -> JSONNode.Value {
        componentSink?.beginComponents(keyed: keyed)
        try enterContainer()
        defer { leaveContainer() }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == ASCII.closeBracket {
            index += 1
            return .array([])
        }
        var count = 0
        while true {
            if componentSink?.wantsComponent(at: count) == false {
                try skipValue()
            } else {
                componentSink?.take(try parseValue(), at: count)
            }
            count += 1
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(translated("',' or ']' after array element")) }
            switch bytes[index] {
            case ASCII.comma:
                try skipComma(before: ASCII.closeBracket)
            case ASCII.closeBracket:
                index += 1
                return .array([])
            default:
                throw unexpected(translated("',' or ']' after array element"))
            }
        }
    }
}
