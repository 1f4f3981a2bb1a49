import Foundation

/// Writes a screen as JSON in the current key style (`kind`, kebab-case layout keys), leaving out
/// defaults and empty values so files stay small. `ScreenDecoder` reads the output back to an
/// equal screen (item and component `index` are positions, so they are not written).
public struct ScreenEncoder: Sendable {
    /// Two-space indentation and a final newline; otherwise one line.
    public var prettyPrinted: Bool
    /// Keys in alphabetical order instead of the reading order (identifier, kind, header, …).
    /// `meta` keys are always sorted.
    public var sortedKeys: Bool

    public init(prettyPrinted: Bool = true, sortedKeys: Bool = false) {
        self.prettyPrinted = prettyPrinted
        self.sortedKeys = sortedKeys
    }

    public func encode(_ screen: Screen) -> Data {
        JSONWriter(prettyPrinted: prettyPrinted, sortedKeys: sortedKeys).write(screen.jsonNode)
    }
}
