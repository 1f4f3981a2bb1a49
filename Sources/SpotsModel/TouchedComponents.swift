/// Which components of a screen a change touched, told by whoever made the change (a `set`
/// action knows the components that read its variables, a patch the items it replaced), so the
/// diff compares only those: a 100,000-item component beside them is not walked.
///
/// Every component not listed has the same content at the same index as before; inside a listed
/// one, the first `prefix` and the last `suffix` items are the same as before (same identity and
/// content, the suffix counted from each end).
public struct TouchedComponents: Hashable, Sendable {
    /// Untouched items at both ends of a touched component.
    public struct Items: Hashable, Sendable {
        public var prefix: Int
        public var suffix: Int

        /// Any item may have changed.
        public static let all = Items(prefix: 0, suffix: 0)

        public init(prefix: Int, suffix: Int) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Items that may differ in either change.
        public func union(_ other: Items) -> Items {
            Items(prefix: min(prefix, other.prefix), suffix: min(suffix, other.suffix))
        }
    }

    /// Keyed by component index (the same before and after).
    public var components: [Int: Items]

    public init(_ components: [Int: Items] = [:]) {
        self.components = components
    }

    /// Marks `items` of the component at `index` touched (with what was touched there already).
    public mutating func touch(_ index: Int, items: Items = .all) {
        components[index] = components[index].map { $0.union(items) } ?? items
    }

    /// Both changes, one after the other.
    public func union(_ other: TouchedComponents) -> TouchedComponents {
        var union = self
        for (index, items) in other.components { union.touch(index, items: items) }
        return union
    }
}
