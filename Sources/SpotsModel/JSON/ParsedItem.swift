/// An item the parser built straight from its bytes (see `JSONParser.parseItemElement()`), standing
/// in the tree for the object it was read from. A class, so a node stays small.
///
/// `@unchecked Sendable`: the one mutation, `take()`, is made by the builder that owns the tree.
final class ParsedItem: @unchecked Sendable {
    private var item: Item?
    /// Where the `identifier` value starts (for the duplicate warning), or `JSONNode.noOffset`.
    let identifierOffset: Int

    init(item: consuming Item, identifierOffset: Int) {
        self.item = item
        self.identifierOffset = identifierOffset
    }

    /// The item, moved out (no copy of its fields); nil once taken, and the object is then read
    /// again from the document (`ModelBuilder.expanded(_:)`).
    func take() -> Item? {
        var taken: Item?
        swap(&taken, &item)
        return taken
    }
}
