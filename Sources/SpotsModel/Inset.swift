/// The margin around a component's items, in pixels.
///
/// The sides across are either physical (`left`, `right`: the same in every language) or follow
/// the text direction (`start`, `end`: the side lines of text start from, the left in English and
/// the right in Hebrew or Arabic). An inset with `start` or `end` follows the text direction and
/// `left`/`right` do not apply to it (the decoder warns when a screen gives both).
public struct Inset: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    /// The margin where lines of text start; nil unless the inset follows the text direction.
    public var start: Double?
    /// The margin where lines of text end; nil unless the inset follows the text direction.
    public var end: Double?

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// An inset whose sides across follow the text direction.
    public init(top: Double = 0, start: Double, bottom: Double = 0, end: Double) {
        self.init(top: top, bottom: bottom)
        self.start = start
        self.end = end
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = Inset()

    /// Whether the sides across are `start` and `end` rather than `left` and `right`.
    public var followsTextDirection: Bool { start != nil || end != nil }

    /// The margin on the side lines of text start from, in text that runs right to left or not.
    public func leading(rightToLeft: Bool) -> Double {
        followsTextDirection ? start ?? 0 : (rightToLeft ? right : left)
    }

    /// The margin on the side lines of text end on.
    public func trailing(rightToLeft: Bool) -> Double {
        followsTextDirection ? end ?? 0 : (rightToLeft ? left : right)
    }

    /// Both margins across: the same whichever way the text runs.
    public var horizontal: Double {
        followsTextDirection ? (start ?? 0) + (end ?? 0) : left + right
    }
}
