// Codable conformances. Decoding runs the same builder as ScreenDecoder (legacy keys, coercions,
// warnings dropped); encoding writes the same trees as ScreenEncoder.

extension Screen: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("a screen")) { try $0.screen(from: $1) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}

extension ComponentModel: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("a component object")) { try $0.component(from: $1, index: 0) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}

extension Item: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("an item object")) { try $0.item(from: $1, index: 0) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}

extension Layout: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("a layout object")) { try $0.layout($1, over: Layout()) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}

extension Inset: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("an inset object")) { try $0.inset($1) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}

extension Interaction: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("an interaction object")) { try $0.interaction($1) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}

extension Size: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("a size object")) { try $0.size($1) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}

extension ItemIdentifier: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("an integer or a string")) { try $0.itemIdentifier($1) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}

extension ComponentKind: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("a string")) { try $0.string($1).map { ComponentKind($0) } }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("a JSON value")) { $0.jsonValue($1) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}
