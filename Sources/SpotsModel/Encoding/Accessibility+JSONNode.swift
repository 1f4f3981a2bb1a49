extension Accessibility {
    /// The `accessibility` object in the current key style; unset fields are left out.
    var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        object.add("label", label)
        object.add("hint", hint)
        object.add("hidden", hidden, unless: false)
        object.add("role", role?.rawValue)
        object.add("image-description", imageDescription)
        return object.node
    }
}

extension Accessibility: Codable {
    public init(from decoder: any Decoder) throws {
        self = try ModelBuilder.decode(decoder, expected: translated("an accessibility object")) { try $0.accessibility($1) }
    }

    public func encode(to encoder: any Encoder) throws { try jsonNode.encode(to: encoder) }
}
