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
        /// An `items` array of plain items read straight into models (only in the model builder's trees).
        case items(ParsedItems)
        /// A `data` array of flat objects read straight into values (only in the model builder's trees).
        case values(ParsedValues)
    }

    /// The offset used for nodes that were not parsed from bytes (Codable, encoding).
    static let noOffset = -1

    var value: Value
    /// Stored in 32 bits: a large document has millions of nodes, and 8 bytes less each is a good
    /// part of the tree (documents past 2 GB are refused long before they get here).
    private var storedOffset: Int32

    /// Byte offset of the value's first byte in the source, or `noOffset`.
    var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    init(_ value: Value, offset: Int = JSONNode.noOffset) {
        self.value = value
        storedOffset = Int32(clamping: offset)
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }
}

/// One `"key": value` pair of an object, with the key's own position.
struct JSONMember: Sendable {
    var value: JSONNode
    var key: String
    private var storedKeyOffset: Int32

    var keyOffset: Int {
        get { Int(storedKeyOffset) }
        set { storedKeyOffset = Int32(clamping: newValue) }
    }

    init(key: String, keyOffset: Int = JSONNode.noOffset, value: JSONNode) {
        self.key = key
        storedKeyOffset = Int32(clamping: keyOffset)
        self.value = value
    }
}
