/// The kind of a component: one of the built-in kinds or any registered name.
public struct ComponentKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let list: ComponentKind = "list"
    public static let grid: ComponentKind = "grid"
    public static let carousel: ComponentKind = "carousel"

    /// The kinds every renderer knows.
    public static let builtIn: [ComponentKind] = [.list, .grid, .carousel]

    public var description: String { rawValue }
}
