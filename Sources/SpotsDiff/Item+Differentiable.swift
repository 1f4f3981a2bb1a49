import SpotsModel

/// Items are the same item when their identifiers are equal; items without an identifier are the
/// same item when their content is equal (all fields but `index`). Content comparisons ignore
/// `index`, which the owner renumbers. A deletion and an insertion in the same slot pair into an
/// update only when both items have the same `kind`: an identifier-less item whose kind changed
/// is therefore a deletion and an insertion (its view is replaced, as a hard update would do),
/// while an identified item whose kind changed is one update, classified `.hard`.
///
/// The comparisons read fields in place through pointers (see `Differentiable`): copying an item
/// retains each of its reference-counted fields.
extension Item: Differentiable, ContentComparable {
    /// The identity an item is matched by.
    public enum DiffIdentity: Hashable, Sendable {
        case identifier(ItemIdentifier)
        case content(ContentKey<Item>)
    }

    public typealias DifferenceIdentifier = DiffIdentity

    public var differenceIdentifier: DiffIdentity {
        if let identifier { return .identifier(identifier) }
        return .content(ContentKey(self))
    }

    /// All fields but `index`.
    @inlinable
    public func isContentEqual(to other: Item) -> Bool {
        withUnsafePointer(to: self) { lhs in
            withUnsafePointer(to: other) { rhs in Item.isContentEqual(at: lhs, to: rhs) }
        }
    }

    /// Same `kind`.
    @inlinable
    public func canPair(with other: Item) -> Bool {
        kind == other.kind
    }

    /// Hashes every field but `index`, agreeing with `isContentEqual(to:)`.
    @inlinable
    public func hashContent(into hasher: inout Hasher) {
        withUnsafePointer(to: self) { Item.hashContent(at: $0, into: &hasher) }
    }

    @inlinable
    public static func isContentEqual(at lhs: UnsafePointer<Item>, to rhs: UnsafePointer<Item>) -> Bool {
        // Cheap and most discriminating fields first; strings compare storage before bytes.
        lhs.pointee.identifier == rhs.pointee.identifier
            && lhs.pointee.title == rhs.pointee.title
            && lhs.pointee.subtitle == rhs.pointee.subtitle
            && lhs.pointee.extras == rhs.pointee.extras // text, image, kind, action: one step when both have none
            && lhs.pointee.details == rhs.pointee.details // one step when both items have none
    }

    @inlinable
    public static func hasSameDifferenceIdentifier(at lhs: UnsafePointer<Item>, as rhs: UnsafePointer<Item>) -> Bool {
        switch (lhs.pointee.identifier, rhs.pointee.identifier) {
        case let (left?, right?): return left == right
        case (nil, nil): return isContentEqual(at: lhs, to: rhs)
        default: return false
        }
    }

    @inlinable
    public static func hashDifferenceIdentifier(at element: UnsafePointer<Item>, into hasher: inout Hasher) {
        if let identifier = element.pointee.identifier {
            hasher.combine(identifier)
        } else {
            hashContent(at: element, into: &hasher)
        }
    }

    /// Hashes every field but `index` of `element.pointee`.
    @inlinable
    public static func hashContent(at element: UnsafePointer<Item>, into hasher: inout Hasher) {
        hasher.combine(element.pointee.identifier)
        hasher.combine(element.pointee.title)
        hasher.combine(element.pointee.subtitle)
        hasher.combine(element.pointee.extras)
        hasher.combine(element.pointee.details)
    }
}

extension Optional where Wrapped == Item {
    /// Both `nil`, or both items with equal content (ignoring `index`).
    @inlinable
    func isContentEqual(to other: Item?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case let (lhs?, rhs?): return lhs.isContentEqual(to: rhs)
        default: return false
        }
    }

    @inlinable
    func hashContent(into hasher: inout Hasher) {
        if let item = self {
            hasher.combine(true)
            item.hashContent(into: &hasher)
        } else {
            hasher.combine(false)
        }
    }
}
