/// A size request; `nil` on an axis means "let the view decide".
public struct Size: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    public static let unspecified = Size()
    public var isUnspecified: Bool { width == nil && height == nil }
}
