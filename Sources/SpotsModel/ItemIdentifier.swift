/// An item's identity in JSON: a number or a string.
public enum ItemIdentifier: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public var description: String {
        switch self {
        case .number(let value): return String(value)
        case .string(let value): return value
        }
    }
}

extension ItemIdentifier: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}
