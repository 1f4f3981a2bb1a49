/// Values that can be compared and hashed by content: every field but their position index.
public protocol ContentComparable: Sendable {
    func isContentEqual(to other: Self) -> Bool
    /// Hashes what `isContentEqual(to:)` compares.
    func hashContent(into hasher: inout Hasher)
}

/// A value as an identity of its own content: how elements without an identifier are matched.
public struct ContentKey<Element: ContentComparable>: Hashable, Sendable {
    public var element: Element

    public init(_ element: Element) { self.element = element }

    public static func == (lhs: ContentKey, rhs: ContentKey) -> Bool {
        lhs.element.isContentEqual(to: rhs.element)
    }

    public func hash(into hasher: inout Hasher) {
        element.hashContent(into: &hasher)
    }
}
