import CSpotsGtk

/// A toplevel window. GTK's toplevel list holds windows too: `destroy()` one when done with it.
open class Window: Bin {
    override open class var gtkType: GType { gtk_window_get_type() }

    var window: UnsafeMutablePointer<GtkWindow> { spots_window(pointer) }

    public convenience init() {
        self.init(gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
    }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, GtkLimits.size(width), GtkLimits.size(height))
    }

    public func resize(width: Int, height: Int) {
        gtk_window_resize(window, Int32(clamping: max(1, min(width, GtkLimits.maximumSize))),
                          Int32(clamping: max(1, min(height, GtkLimits.maximumSize))))
    }

    public var iconName: String? {
        get { gtk_window_get_icon_name(window).map { String(cString: $0) } }
        set { gtk_window_set_icon_name(window, newValue) }
    }

    public var isModal: Bool {
        get { gtk_window_get_modal(window) != 0 }
        set { gtk_window_set_modal(window, newValue.gboolean) }
    }

    /// The window manager's close button, Escape in a dialog, or `close()`; return true to keep
    /// the window (e.g. hide it instead), false to let GTK destroy it.
    @discardableResult
    public func onDeleteEvent(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        Signal.typed(pointer, "delete-event", returning: { _ in handler() })
    }

    public func setTransient(for parent: Window?) {
        gtk_window_set_transient_for(window, parent.map { spots_window($0.pointer) })
    }

    /// Puts `titlebar` (usually a `HeaderBar`) in place of the window manager's title bar.
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(window, titlebar?.pointer)
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_widget_show(pointer)
        gtk_window_present(window)
    }

    /// Asks the window to close, as its close button would (emits `delete-event`).
    public func close() { gtk_window_close(window) }

    /// The widget with the keyboard focus in this window.
    public var focusPointer: WidgetPointer? { gtk_window_get_focus(window) }

    public var isActive: Bool { gtk_window_is_active(window) != 0 }

    /// Files and links dropped on the window (drag and drop of URIs).
    @discardableResult
    public func onDroppedURIs(_ handler: @escaping @MainActor ([String]) -> Void) -> SignalConnection {
        gtk_drag_dest_set(pointer, GTK_DEST_DEFAULT_ALL, nil, 0, GDK_ACTION_COPY)
        gtk_drag_dest_add_uri_targets(pointer)
        return SignalConnection(pointer, Signal.connectDroppedURIs(pointer, handler))
    }
}

/// A window that renders without being on screen (snapshots and headless inspection).
open class OffscreenWindow: Window {
    override open class var gtkType: GType { gtk_offscreen_window_get_type() }

    public convenience init() {
        self.init(gtk_offscreen_window_new()!)
    }

    /// What the window shows now, as an image (nil before it is drawn).
    public func pixbuf() -> Pixbuf? {
        gtk_offscreen_window_get_pixbuf(spots_offscreen_window(pointer)).map { Pixbuf(taking: $0) }
    }
}

/// A title bar with buttons at both ends.
open class HeaderBar: Container {
    override open class var gtkType: GType { gtk_header_bar_get_type() }

    var headerBar: UnsafeMutablePointer<GtkHeaderBar> { spots_header_bar(pointer) }

    public convenience init() {
        self.init(gtk_header_bar_new()!)
    }

    public var title: String? {
        get { gtk_header_bar_get_title(headerBar).map { String(cString: $0) } }
        set { gtk_header_bar_set_title(headerBar, newValue) }
    }

    public var subtitle: String? {
        get { gtk_header_bar_get_subtitle(headerBar).map { String(cString: $0) } }
        set { gtk_header_bar_set_subtitle(headerBar, newValue) }
    }

    public var showsCloseButton: Bool {
        get { gtk_header_bar_get_show_close_button(headerBar) != 0 }
        set { gtk_header_bar_set_show_close_button(headerBar, newValue.gboolean) }
    }

    public func packStart(_ child: Widget) {
        withExtendedLifetime(child) {
            gtk_header_bar_pack_start(headerBar, child.pointer)
        }
    }

    public func packEnd(_ child: Widget) {
        withExtendedLifetime(child) {
            gtk_header_bar_pack_end(headerBar, child.pointer)
        }
    }
}
