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
