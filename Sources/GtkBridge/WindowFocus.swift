import CSpotsGtk

extension Window {
    /// Whether focus rings are drawn (GTK turns this on once the keyboard is used).
    public var focusVisible: Bool {
        get { gtk_window_get_focus_visible(window) != 0 }
        set { gtk_window_set_focus_visible(window, newValue.gboolean) }
    }

    /// The focus moved to another widget of the window, or (nil) away from every one: GTK empties
    /// it when the focused widget is hidden or destroyed. Told after the window has changed it.
    @discardableResult
    public func onFocusChanged(_ handler: @escaping @MainActor (WidgetPointer?) -> Void) -> SignalConnection {
        Signal.typed(pointer, "set-focus", after: true, withArgument: { widget in
            handler(widget?.assumingMemoryBound(to: GtkWidget.self))
        })
    }

    /// Moves the keyboard focus to `widget`, or with nil takes it from whatever has it (GTK gives a
    /// window's first focusable widget the focus when the window is shown).
    public func setFocus(_ widget: Widget?) {
        withExtendedLifetime(widget) { gtk_window_set_focus(window, widget?.pointer) }
    }

    /// Moves the keyboard focus to `widget` and tells the window it has the keyboard, as the
    /// window manager would: an offscreen window then draws the focused widget as focused
    /// (`spots snapshot --focus`).
    public func focusAsActive(_ widget: Widget) {
        gtk_window_set_focus(window, widget.pointer)
        guard let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return }
        defer { gdk_event_free(event) }
        event.pointee.focus_change.in = 1
        gtk_widget_send_focus_change(pointer, event)
    }
}
