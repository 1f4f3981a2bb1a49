/// A coding key for any string (object members of unknown shape).
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Lets any `Decoder`/`Encoder` (JSONDecoder, property lists…) feed the model builder and take
/// its output, so `Codable` goes through the same rules as `ScreenDecoder`. Positions are unknown.
extension JSONNode: Codable {
    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { self.init(.null); return }
            if let value = try? single.decode(Bool.self) { self.init(.bool(value)); return }
            if let value = try? single.decode(Int.self) { self.init(.int(value)); return }
            if let value = try? single.decode(Double.self) { self.init(.double(value)); return }
            if let value = try? single.decode(String.self) { self.init(.string(value)); return }
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONNode] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONNode.self)) }
            self.init(.array(elements))
            return
        }
        let keyed = try decoder.container(keyedBy: AnyCodingKey.self)
        // Decoders do not keep key order; sorting keeps diagnostics stable.
        let keys = keyed.allKeys.sorted { $0.stringValue < $1.stringValue }
        self.init(.object(try keys.map { JSONMember(key: $0.stringValue, value: try keyed.decode(JSONNode.self, forKey: $0)) }))
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for member in members { try container.encode(member.value, forKey: AnyCodingKey(member.key)) }
        case .items, .values:
            // Only the model builder's trees hold these, and they are never encoded.
            _ = encoder.unkeyedContainer()
        }
    }
}

extension ModelBuilder {
    /// Runs one builder step on what `decoder` holds, for `init(from:)`. Errors become
    /// `DecodingError.dataCorrupted` with the `Diagnostic` as underlying error; warnings are dropped.
    static func decode<Model>(_ decoder: any Decoder, expected: String,
                              _ build: (ModelBuilder, JSONNode) throws -> Model?) throws -> Model {
        let node = try JSONNode(from: decoder)
        let builder = ModelBuilder()
        do {
            // In `.stop` mode the builder throws rather than return nil; this is a safety net.
            guard let model = try build(builder, node) else {
                throw Diagnostic(severity: .error, message: "expected \(expected), found \(describe(node))")
            }
            return model
        } catch let diagnostic as Diagnostic {
            let location = diagnostic.path.isEmpty ? "" : "\(diagnostic.path): "
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: location + diagnostic.message, underlyingError: diagnostic))
        }
    }
}
