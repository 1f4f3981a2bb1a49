/// An element that `Diff` can compare across two versions of an array.
///
/// Two elements are *the same element* when their identities are equal (`differenceIdentifier`);
/// the same element whose content differs becomes an update. Elements without a stable identity
/// can use their content as identity (as `Item` does without an `identifier`).
///
/// ## In-place customization points
/// The diff's hot loops compare and hash elements where they are stored, through the three
/// static requirements taking pointers. Their defaults call `differenceIdentifier` and
/// `isContentEqual(to:)` on the pointees. A large struct with many reference-counted fields
/// (such as `Item`) should implement them by reading fields through the pointers
/// (`lhs.pointee.title == rhs.pointee.title`): calling a method on a whole element copies it
/// first, retaining each field, which costs several times the comparison itself. They must agree
/// with the value requirements. The pointers are valid for the call only.
public protocol Differentiable {
    associatedtype DifferenceIdentifier: Hashable
    /// The element's identity across versions.
    var differenceIdentifier: DifferenceIdentifier { get }
    /// Whether the same element carries the same content in both versions (no update needed).
    func isContentEqual(to other: Self) -> Bool
    /// Whether a deletion and an insertion at the same position may be paired into an update.
    /// Default: `true`.
    func canPair(with other: Self) -> Bool

    /// `lhs.pointee.differenceIdentifier == rhs.pointee.differenceIdentifier`.
    static func hasSameDifferenceIdentifier(at lhs: UnsafePointer<Self>, as rhs: UnsafePointer<Self>) -> Bool
    /// `lhs.pointee.isContentEqual(to: rhs.pointee)`.
    static func isContentEqual(at lhs: UnsafePointer<Self>, to rhs: UnsafePointer<Self>) -> Bool
    /// Feeds the identity of `element.pointee` to `hasher`; elements with the same identity must
    /// feed the same values.
    static func hashDifferenceIdentifier(at element: UnsafePointer<Self>, into hasher: inout Hasher)
}

extension Differentiable {
    @inlinable
    public func canPair(with other: Self) -> Bool { true }

    @inlinable
    public static func hasSameDifferenceIdentifier(at lhs: UnsafePointer<Self>, as rhs: UnsafePointer<Self>) -> Bool {
        lhs.pointee.differenceIdentifier == rhs.pointee.differenceIdentifier
    }

    @inlinable
    public static func isContentEqual(at lhs: UnsafePointer<Self>, to rhs: UnsafePointer<Self>) -> Bool {
        lhs.pointee.isContentEqual(to: rhs.pointee)
    }

    @inlinable
    public static func hashDifferenceIdentifier(at element: UnsafePointer<Self>, into hasher: inout Hasher) {
        hasher.combine(element.pointee.differenceIdentifier)
    }
}

extension Differentiable where Self: Equatable {
    /// Equatable elements compare their content with `==`.
    @inlinable
    public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension Differentiable where Self: Hashable {
    /// Hashable elements are their own identity unless they say otherwise
    /// (an edited element is then a deletion and an insertion, paired into an update in place).
    @inlinable
    public var differenceIdentifier: Self { self }
}
