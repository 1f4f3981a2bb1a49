/// A whole screen document: an optional title and its components.
public struct Screen: Hashable, Sendable {
    public var title: String?
    public var components: [ComponentModel]
    /// Top-level keys this version does not interpret, kept for round trips.
    public var meta: [String: JSONValue]

    public init(title: String? = nil, components: [ComponentModel] = [], meta: [String: JSONValue] = [:]) {
        self.title = title
        self.components = components
        self.meta = meta
    }
}
