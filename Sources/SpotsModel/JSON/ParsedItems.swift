/// An `items` array of plain items that the parser read straight into models (see
/// `JSONParser.parseItemArray()`), standing in the tree for the array. A class, so a node stays small.
///
/// `@unchecked Sendable`: the one mutation, `take()`, is made by the builder that owns the tree.
final class ParsedItems: @unchecked Sendable {
    private var items: [Item]?

    init(_ items: [Item]) {
        self.items = items
    }

    /// The items, handed over without copying; nil once taken (the array is then read again
    /// from the document, see `ModelBuilder.expanded(_:)`).
    func take() -> [Item]? {
        var taken: [Item]?
        swap(&taken, &items)
        return taken
    }
}

/// A `data` array of flat objects that the parser read straight into values (see
/// `JSONParser.parseDataArray()`), standing in the tree for the array, like `ParsedItems`.
final class ParsedValues: @unchecked Sendable {
    private var values: [JSONValue]?

    init(_ values: [JSONValue]) {
        self.values = values
    }

    /// The values, handed over without copying; nil once taken (the array is then read again
    /// from the document, see `ModelBuilder.expanded(_:)`).
    func take() -> [JSONValue]? {
        var taken: [JSONValue]?
        swap(&taken, &values)
        return taken
    }
}
