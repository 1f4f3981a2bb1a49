import CSpotsGtk

/// A range a scrollbar shows: value, bounds and page size. A GObject, not a widget; the wrapper
/// holds one reference like a widget wrapper does.
@MainActor
public final class Adjustment {
    public let pointer: UnsafeMutablePointer<GtkAdjustment>

    /// Adopts `pointer` (sinks a floating reference, otherwise adds one).
    public init(_ pointer: UnsafeMutablePointer<GtkAdjustment>) {
        g_object_ref_sink(pointer)
        self.pointer = pointer
    }

    public convenience init(value: Double = 0, lower: Double = 0, upper: Double = 0,
                            stepIncrement: Double = 0, pageIncrement: Double = 0, pageSize: Double = 0) {
        self.init(gtk_adjustment_new(value, lower, upper, stepIncrement, pageIncrement, pageSize)!)
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    public var value: Double {
        get { gtk_adjustment_get_value(pointer) }
        set { gtk_adjustment_set_value(pointer, newValue) }
    }

    public var lower: Double {
        get { gtk_adjustment_get_lower(pointer) }
        set { gtk_adjustment_set_lower(pointer, newValue) }
    }

    public var upper: Double {
        get { gtk_adjustment_get_upper(pointer) }
        set { gtk_adjustment_set_upper(pointer, newValue) }
    }

    public var pageSize: Double {
        get { gtk_adjustment_get_page_size(pointer) }
        set { gtk_adjustment_set_page_size(pointer, newValue) }
    }

    public var stepIncrement: Double {
        get { gtk_adjustment_get_step_increment(pointer) }
        set { gtk_adjustment_set_step_increment(pointer, newValue) }
    }

    public var pageIncrement: Double {
        get { gtk_adjustment_get_page_increment(pointer) }
        set { gtk_adjustment_set_page_increment(pointer, newValue) }
    }

    /// The largest value the range can scroll to (`upper - pageSize`, not below `lower`).
    public var maximumValue: Double { max(lower, upper - pageSize) }

    /// Sets everything at once: one `changed` signal instead of six.
    public func configure(value: Double, lower: Double, upper: Double,
                          stepIncrement: Double, pageIncrement: Double, pageSize: Double) {
        gtk_adjustment_configure(pointer, value, lower, upper, stepIncrement, pageIncrement, pageSize)
    }

    /// The value moved (scrolling, or code setting it).
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "value-changed", handler)
    }

    /// The bounds or page size changed.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "changed", handler)
    }
}

/// A scrolling viewport onto one child, with scrollbars.
open class ScrolledWindow: Bin {
    override open class var gtkType: GType { gtk_scrolled_window_get_type() }

    var scrolledWindow: UnsafeMutablePointer<GtkScrolledWindow> { spots_scrolled_window(pointer) }

    public convenience init() {
        self.init(gtk_scrolled_window_new(nil, nil)!)
    }

    /// Which axes scroll and when the scrollbars show; `never` makes that axis grow to its content.
    public func setPolicy(horizontal: ScrollPolicy, vertical: ScrollPolicy) {
        gtk_scrolled_window_set_policy(scrolledWindow, horizontal.gtk, vertical.gtk)
    }

    public var policy: (horizontal: ScrollPolicy, vertical: ScrollPolicy) {
        var horizontal = GTK_POLICY_AUTOMATIC
        var vertical = GTK_POLICY_AUTOMATIC
        gtk_scrolled_window_get_policy(scrolledWindow, &horizontal, &vertical)
        return (ScrollPolicy(horizontal), ScrollPolicy(vertical))
    }

    public var hadjustment: Adjustment { Adjustment(gtk_scrolled_window_get_hadjustment(scrolledWindow)) }
    public var vadjustment: Adjustment { Adjustment(gtk_scrolled_window_get_vadjustment(scrolledWindow)) }

    /// The vertical scrollbar (dragging it is the user scrolling).
    public var verticalScrollbar: Widget? { gtk_scrolled_window_get_vscrollbar(scrolledWindow).map { Widget($0) } }

    public var propagateNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(scrolledWindow) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolledWindow, newValue.gboolean) }
    }

    public var propagateNaturalWidth: Bool {
        get { gtk_scrolled_window_get_propagate_natural_width(scrolledWindow) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_width(scrolledWindow, newValue.gboolean) }
    }

    /// The most a scroller with `propagateNaturalHeight` grows to.
    public var maxContentHeight: Int {
        get { Int(gtk_scrolled_window_get_max_content_height(scrolledWindow)) }
        set { gtk_scrolled_window_set_max_content_height(scrolledWindow, Int32(clamping: newValue)) }
    }

    public var minContentHeight: Int {
        get { Int(gtk_scrolled_window_get_min_content_height(scrolledWindow)) }
        set { gtk_scrolled_window_set_min_content_height(scrolledWindow, GtkLimits.size(newValue)) }
    }

    public var overlayScrolling: Bool {
        get { gtk_scrolled_window_get_overlay_scrolling(scrolledWindow) != 0 }
        set { gtk_scrolled_window_set_overlay_scrolling(scrolledWindow, newValue.gboolean) }
    }

    /// Scrolling reached an edge (also when code moves the adjustment there).
    @discardableResult
    public func onEdgeReached(_ handler: @escaping @MainActor (PositionType) -> Void) -> SignalConnection {
        Signal.typed(pointer, "edge-reached", withInteger: { handler(PositionType(rawGtk: UInt32(bitPattern: $0))) })
    }

    /// Scrolling went past an edge (touchpad and touch only; never the mouse wheel).
    @discardableResult
    public func onEdgeOvershot(_ handler: @escaping @MainActor (PositionType) -> Void) -> SignalConnection {
        Signal.typed(pointer, "edge-overshot", withInteger: { handler(PositionType(rawGtk: UInt32(bitPattern: $0))) })
    }
}

/// Lets a widget without native scrolling sit in a `ScrolledWindow`.
open class Viewport: Bin {
    override open class var gtkType: GType { gtk_viewport_get_type() }

    /// A viewport without a frame (Spots never draws one).
    public convenience init() {
        self.init(gtk_viewport_new(nil, nil)!)
        gtk_viewport_set_shadow_type(spots_viewport(pointer), GTK_SHADOW_NONE)
    }

    public var hasShadow: Bool {
        get { gtk_viewport_get_shadow_type(spots_viewport(pointer)) != GTK_SHADOW_NONE }
        set { gtk_viewport_set_shadow_type(spots_viewport(pointer), newValue ? GTK_SHADOW_IN : GTK_SHADOW_NONE) }
    }
}
