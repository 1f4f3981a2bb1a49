/// A parsed JSON value that remembers where it came from.
///
/// This is the parser's output and the one input of the model builder: every value and every
/// object key carries the byte offset of its first byte, and objects keep their members in
/// document order (duplicates included) so the builder can report unknown and repeated keys.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        /// An integer literal that fits `Int`, kept exact.
        case int(Int)
        case double(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    /// The offset used for nodes that were not parsed from bytes (Codable, encoding).
    static let noOffset = -1

    var value: Value
    /// Byte offset of the value's first byte in the source, or `noOffset`.
    var offset: Int

    init(_ value: Value, offset: Int = JSONNode.noOffset) {
        self.value = value
        self.offset = offset
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }
}

/// One `"key": value` pair of an object, with the key's own position.
struct JSONMember: Sendable {
    var key: String
    var keyOffset: Int
    var value: JSONNode

    init(key: String, keyOffset: Int = JSONNode.noOffset, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
