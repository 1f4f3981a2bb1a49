/// A component that scrolls its items on its own (a carousel), as the reader left it: the app
/// keeps it with a screen in its history so Back returns to it.
extension Component {
    /// How far the component has scrolled its items on its own, from its start edge; nil when it
    /// scrolls with the screen (lists, grids).
    /// A component without widgets (outside the screen's window) answers from where it was left.
    public var ownScrollPosition: Double? {
        widgets.map { $0.frame.ownScrollPosition } ?? savedFrameOffset
    }

    /// Scrolls the component's items on their own back to `value`; false while it cannot get
    /// there yet (its strip is not laid out that far): try again after the next layout.
    @discardableResult
    public func restoreOwnScrollPosition(_ value: Double) -> Bool {
        guard let widgets else {
            // Given to its strip when it is built (it enters the window).
            savedFrameOffset = value
            return true
        }
        return widgets.frame.restoreOwnScrollPosition(value)
    }
}
