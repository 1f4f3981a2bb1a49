import CSpotsGtk
import CSpotsShim

extension Widget {
    /// The pointer's shape over this widget's window, by CSS cursor name ("pointer"); nil is the
    /// parent's. For a widget without a window of its own this is its parent's window.
    public func setCursor(named name: String?) {
        guard let window = gtk_widget_get_window(pointer) else { return }
        guard let name else {
            gdk_window_set_cursor(window, nil)
            return
        }
        let cursor = gdk_cursor_new_from_name(gdk_window_get_display(window), name)
        gdk_window_set_cursor(window, cursor)
        if let cursor { g_object_unref(UnsafeMutableRawPointer(cursor)) }
    }

    /// Decoration that screen readers should skip (an arrow beside a row's title); see
    /// `Accessible.hide()`.
    public func hideFromAccessibility() {
        accessibleObject?.hide()
    }

    /// True after `hideFromAccessibility()`.
    public var isHiddenFromAccessibility: Bool {
        accessibleObject?.role == .redundantObject
    }
}

extension Label {
    /// The text of each line as Pango laid it out at the label's current allocation (an
    /// ellipsized line shows the text it stands for, not the ellipsis).
    public var layoutLines: [String] {
        gtk_label_get_layout(label).map(lineTexts(of:)) ?? []
    }

    /// The width of the label's text laid out by its own layout, plus the label's CSS padding
    /// and border: the width it needs to show the text on one line when it does not wrap (GTK
    /// then measures and draws with that same layout, so asking costs no extra layout).
    /// A label made with `init(sharingMeasurements:)` asks the shared measurements first.
    public var singleLineWidth: Int {
        Int(spots_measured_label_single_line_width(pointer)) + horizontalTextFrame
    }

    /// The label's CSS padding and border across: its allocated width less this is its text's.
    public var horizontalTextFrameWidth: Int { horizontalTextFrame }

    /// The label's CSS padding and border across, kept until its style changes.
    private var horizontalTextFrame: Int {
        if let horizontalFrame { return horizontalFrame }
        if horizontalFrameWatch == nil {
            horizontalFrameWatch = Signal.typed(pointer, "style-updated") { [weak self] in self?.horizontalFrame = nil }
        }
        let style = gtk_widget_get_style_context(pointer)
        let state = gtk_widget_get_state_flags(pointer)
        var padding = GtkBorder()
        var border = GtkBorder()
        gtk_style_context_get_padding(style, state, &padding)
        gtk_style_context_get_border(style, state, &border)
        let frame = Int(padding.left) + Int(padding.right) + Int(border.left) + Int(border.right)
        horizontalFrame = frame
        return frame
    }

    /// Whether the label lays text out left to right (the locale's direction unless set).
    public var isLeftToRight: Bool { gtk_widget_get_direction(pointer) != GTK_TEXT_DIR_RTL }

    /// Whether Pango shortened the text with an ellipsis.
    public var isEllipsized: Bool {
        guard let layout = gtk_label_get_layout(label) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }
}
