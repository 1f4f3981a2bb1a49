import CSpotsGtk

/// A window's size and maximized state, as the window manager (or a test's xdotool) sets them.
extension Window {
    /// The window's size without the client-side decorations' shadow: what
    /// `setDefaultSize`/`resize` speak of.
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// The size the window opens at (`setDefaultSize`); -1 where none was set.
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }

    /// Asks the window manager to maximize the window (also before it is shown).
    public func maximize() { gtk_window_maximize(window) }

    public func unmaximize() { gtk_window_unmaximize(window) }

    /// The window manager (or `resize`) gave the window a new size: `handler` gets it as `size`
    /// reports it. This comes before GTK lays the window out at that size, so what the handler
    /// changes (widgets shown or hidden) is already in that layout, and a window whose minimum
    /// width shrinks with it can be made narrower than its wide layout allows.
    @discardableResult
    public func onConfigure(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) -> SignalConnection {
        Signal.typed(pointer, "configure-event", returning: { [weak self] _ in
            // GDK has already recorded the new size of the window: `size` reads it.
            if let self { handler(self.size.width, self.size.height) }
            return false
        })
    }

    /// The window was maximized or unmaximized (or another state changed).
    @discardableResult
    public func onStateChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "window-state-event", returning: { _ in
            handler()
            return false
        })
    }
}
