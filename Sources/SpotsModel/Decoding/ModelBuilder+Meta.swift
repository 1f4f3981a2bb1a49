extension ModelBuilder {
    /// A component's or item's `meta`: an object. `"meta": []`, as Spots' own README of 2016 wrote
    /// it, reads as empty meta with a warning (Spots read it that way).
    func meta(_ node: JSONNode) throws -> [String: JSONValue]? {
        if case .array(let elements) = node.value, elements.isEmpty {
            warn(translated("\"meta\" should be an object; the empty array is read as no meta"), at: node.offset)
            return [:]
        }
        return try jsonObject(node)
    }
}
