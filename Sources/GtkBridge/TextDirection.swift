import CSpotsGtk

/// Which way a widget's text runs. GTK mirrors the layout of right-to-left widgets (boxes, flow
/// boxes, alignments, margins' start and end), but not scroll positions: an adjustment's value is
/// the distance from the left edge in either direction.
public enum TextDirection: Sendable {
    case leftToRight, rightToLeft

    init(_ value: GtkTextDirection) {
        self = value == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    var gtk: GtkTextDirection { self == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR }

    /// The direction every widget without one of its own takes: GTK sets it from the locale
    /// (right to left when its translation says so, as Hebrew's and Arabic's do). Setting it
    /// mirrors every such widget at once, those on screen included.
    @MainActor
    public static var `default`: TextDirection {
        get { TextDirection(gtk_widget_get_default_direction()) }
        set { gtk_widget_set_default_direction(newValue.gtk) }
    }
}

extension Widget {
    /// The direction the widget lays out in: its own, or the default one.
    public var textDirection: TextDirection { TextDirection(gtk_widget_get_direction(pointer)) }

    public var isRightToLeft: Bool { textDirection == .rightToLeft }

    /// The widget's text direction changed (its own, or the default one it follows).
    @discardableResult
    public func onDirectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "direction-changed", withInteger: { _ in handler() })
    }
}
