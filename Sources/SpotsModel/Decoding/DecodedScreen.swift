/// A decoded screen and what was odd about its file (unknown keys, clamped values…).
public struct DecodedScreen: Sendable {
    public var screen: Screen
    /// Warnings in document order; decoding succeeded regardless.
    public var warnings: [Diagnostic]
    /// The components after the first ones, stepped over (`ScreenDecoder.decode(_:file:firstComponents:)`):
    /// 0 when the screen is whole.
    public var omittedComponents = 0

    public init(screen: Screen, warnings: [Diagnostic] = []) {
        self.screen = screen
        self.warnings = warnings
    }
}

/// How much of a screen to decode for a first look: components from the start while fewer than
/// `components` of them and fewer than `items` items are built (so at least one, whole).
public struct FirstComponentsLimit: Sendable, Equatable {
    public var components: Int
    public var items: Int

    public init(components: Int, items: Int) {
        self.components = components
        self.items = items
    }
}
