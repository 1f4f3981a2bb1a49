import SpotsModel

/// Components are the same component when their identifiers are equal; components without an
/// identifier are the same component when their content is equal. Content comparisons ignore the
/// component's `index` and the `index` of its items, header and footer (owners renumber them).
/// A deletion and an insertion in the same slot pair into an update when both have the same
/// `kind`; `ComponentUpdate.compare` then tells whether the widget can be kept.
extension ComponentModel: Differentiable, ContentComparable {
    /// The identity a component is matched by.
    public enum DiffIdentity: Hashable, Sendable {
        case identifier(String)
        case content(ContentKey<ComponentModel>)
    }

    public typealias DifferenceIdentifier = DiffIdentity

    public var differenceIdentifier: DiffIdentity {
        if let identifier { return .identifier(identifier) }
        return .content(ContentKey(self))
    }

    /// All fields but `index`; items, header and footer compared ignoring their `index`.
    @inlinable
    public func isContentEqual(to other: ComponentModel) -> Bool {
        withUnsafePointer(to: self) { lhs in
            withUnsafePointer(to: other) { rhs in ComponentModel.isContentEqual(at: lhs, to: rhs) }
        }
    }

    /// Same `kind`.
    @inlinable
    public func canPair(with other: ComponentModel) -> Bool {
        kind == other.kind
    }

    /// Hashes every field but the indexes, agreeing with `isContentEqual(to:)`.
    @inlinable
    public func hashContent(into hasher: inout Hasher) {
        withUnsafePointer(to: self) { ComponentModel.hashContent(at: $0, into: &hasher) }
    }

    @inlinable
    public static func isContentEqual(at lhs: UnsafePointer<ComponentModel>, to rhs: UnsafePointer<ComponentModel>) -> Bool {
        guard lhs.pointee.identifier == rhs.pointee.identifier
            && lhs.pointee.kind == rhs.pointee.kind
            && lhs.pointee.amountOfItemsToCache == rhs.pointee.amountOfItemsToCache
            && lhs.pointee.size == rhs.pointee.size
            && lhs.pointee.layout == rhs.pointee.layout
            && lhs.pointee.interaction == rhs.pointee.interaction
            && lhs.pointee.header.isContentEqual(to: rhs.pointee.header)
            && lhs.pointee.footer.isContentEqual(to: rhs.pointee.footer)
            && lhs.pointee.meta == rhs.pointee.meta
            && lhs.pointee.state == rhs.pointee.state
            && lhs.pointee.states.isContentEqual(to: rhs.pointee.states)
            && lhs.pointee.accessibility == rhs.pointee.accessibility
            && lhs.pointee.items.count == rhs.pointee.items.count
        else { return false }
        return lhs.pointee.items.withUnsafeBufferPointer { left in
            rhs.pointee.items.withUnsafeBufferPointer { right in
                guard var leftItem = left.baseAddress, var rightItem = right.baseAddress else { return true }
                // One array (a presented screen's untouched component, a controller's own model):
                // the same items, without walking them.
                if leftItem == rightItem { return true }
                for _ in 0..<left.count {
                    if !Item.isContentEqual(at: leftItem, to: rightItem) { return false }
                    leftItem += 1
                    rightItem += 1
                }
                return true
            }
        }
    }

    @inlinable
    public static func hasSameDifferenceIdentifier(
        at lhs: UnsafePointer<ComponentModel>, as rhs: UnsafePointer<ComponentModel>
    ) -> Bool {
        switch (lhs.pointee.identifier, rhs.pointee.identifier) {
        case let (left?, right?): return left == right
        case (nil, nil): return isContentEqual(at: lhs, to: rhs)
        default: return false
        }
    }

    @inlinable
    public static func hashDifferenceIdentifier(at element: UnsafePointer<ComponentModel>, into hasher: inout Hasher) {
        if let identifier = element.pointee.identifier {
            hasher.combine(identifier)
        } else {
            hashContent(at: element, into: &hasher)
        }
    }

    /// Hashes every field but the indexes of `element.pointee`.
    @inlinable
    public static func hashContent(at element: UnsafePointer<ComponentModel>, into hasher: inout Hasher) {
        hasher.combine(element.pointee.identifier)
        hasher.combine(element.pointee.kind)
        hasher.combine(element.pointee.amountOfItemsToCache)
        hasher.combine(element.pointee.size)
        hasher.combine(element.pointee.layout)
        hasher.combine(element.pointee.interaction)
        element.pointee.header.hashContent(into: &hasher)
        element.pointee.footer.hashContent(into: &hasher)
        hasher.combine(element.pointee.meta)
        hasher.combine(element.pointee.state)
        element.pointee.states.hashContent(into: &hasher)
        hasher.combine(element.pointee.accessibility)
        hasher.combine(element.pointee.items.count)
        element.pointee.items.withUnsafeBufferPointer { items in
            guard let base = items.baseAddress else { return }
            for offset in 0..<items.count { Item.hashContent(at: base + offset, into: &hasher) }
        }
    }
}
