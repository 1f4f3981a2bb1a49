/// A decoded screen and what was odd about its file (unknown keys, clamped values…).
public struct DecodedScreen: Sendable {
    public var screen: Screen
    /// Warnings in document order; decoding succeeded regardless.
    public var warnings: [Diagnostic]

    public init(screen: Screen, warnings: [Diagnostic] = []) {
        self.screen = screen
        self.warnings = warnings
    }
}
