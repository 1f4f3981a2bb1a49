import CSpotsGtk
import CSpotsShim

/// Children of which one shows at a time, by name.
open class Stack: Container {
    override open class var gtkType: GType { gtk_stack_get_type() }

    var stack: UnsafeMutablePointer<GtkStack> { spots_stack(pointer) }

    public convenience init() {
        self.init(gtk_stack_new()!)
    }

    public func add(_ child: Widget, named name: String) {
        withExtendedLifetime(child) { gtk_stack_add_named(stack, child.pointer, name) }
    }

    /// The name of the child on show. GTK ignores a child that is not visible itself.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(stack, newValue) } }
    }

    public var transition: TransitionType {
        get { TransitionType(gtk_stack_get_transition_type(stack)) }
        set { gtk_stack_set_transition_type(stack, newValue.stack) }
    }
}

/// A bar above content for messages (errors, warnings), revealed and hidden in place.
open class InfoBar: Box {
    override open class var gtkType: GType { gtk_info_bar_get_type() }

    var infoBar: UnsafeMutablePointer<GtkInfoBar> { spots_info_bar(pointer) }

    public convenience init() {
        self.init(gtk_info_bar_new()!)
    }

    /// Whether the bar shows (GTK 3 animates this, rather than show/hide).
    public var isRevealed: Bool {
        get { gtk_info_bar_get_revealed(infoBar) != 0 }
        set { gtk_info_bar_set_revealed(infoBar, newValue.gboolean) }
    }

    public var messageType: MessageType {
        get { MessageType(gtk_info_bar_get_message_type(infoBar)) }
        set { gtk_info_bar_set_message_type(infoBar, newValue.gtk) }
    }

    public var showsCloseButton: Bool {
        get { gtk_info_bar_get_show_close_button(infoBar) != 0 }
        set { gtk_info_bar_set_show_close_button(infoBar, newValue.gboolean) }
    }

    /// The box the message goes in.
    public var contentArea: Box {
        Box(UnsafeMutableRawPointer(gtk_info_bar_get_content_area(infoBar)!).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Hides the bar once it has slid away, and shows it again when it is revealed. GTK keeps an
    /// unrevealed bar shown (and mapped, zero pixels high): screen readers still found its last
    /// message there, "showing". Call once per bar.
    public func hidesWhenConcealed() {
        let bar = pointer
        guard let revealer = allChildPointers.first(where: { Widget($0).isA(Revealer.self) }) else { return }
        Signal.connect(revealer, "notify::child-revealed", withArgument: { _ in
            if gtk_revealer_get_child_revealed(spots_revealer(revealer)) == 0, gtk_info_bar_get_revealed(spots_info_bar(bar)) == 0 {
                gtk_widget_hide(bar)
            }
        })
        Signal.connect(bar, "notify::revealed", withArgument: { _ in
            if gtk_info_bar_get_revealed(spots_info_bar(bar)) != 0 { gtk_widget_show(bar) }
        })
        if !isRevealed { isVisible = false }
    }

    /// A button or the close button was pressed (`.close` for the latter).
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (ResponseType) -> Void) -> SignalConnection {
        Signal.typed(pointer, "response", withInteger: { handler(ResponseType(rawValue: $0)) })
    }
}

/// A main child with others drawn on top of it.
open class Overlay: Bin {
    override open class var gtkType: GType { gtk_overlay_get_type() }

    public convenience init() {
        self.init(gtk_overlay_new()!)
    }

    /// Adds `child` on top; its `halign`/`valign` place it.
    public func addOverlay(_ child: Widget) {
        withExtendedLifetime(child) { gtk_overlay_add_overlay(spots_overlay(pointer), child.pointer) }
    }

    /// Places overlay children: `handler` gets the child and returns its allocation (in the
    /// overlay's coordinates), or nil for GTK's own placement from `halign`/`valign`.
    @discardableResult
    public func onGetChildPosition(_ handler: @escaping @MainActor (WidgetPointer) -> Rect?) -> SignalConnection {
        SignalConnection(pointer, Signal.connect(pointer, "get-child-position", withTwoArgumentsReturning: { child, allocation in
            guard let child, let allocation,
                  let rect = handler(child.assumingMemoryBound(to: GtkWidget.self)) else { return false }
            allocation.assumingMemoryBound(to: GdkRectangle.self).pointee = GdkRectangle(
                x: Int32(clamping: rect.x), y: Int32(clamping: rect.y),
                width: Int32(clamping: max(1, rect.width)), height: Int32(clamping: max(1, rect.height)))
            return true
        }))
    }

    /// Lets pointer events through `child` to what is below it.
    public func setPassThrough(_ child: Widget, _ passThrough: Bool) {
        withExtendedLifetime(child) {
            gtk_overlay_set_overlay_pass_through(spots_overlay(pointer), child.pointer, passThrough.gboolean)
        }
    }
}

/// Shows or hides its child with an animation (at once with animations off).
open class Revealer: Bin {
    override open class var gtkType: GType { gtk_revealer_get_type() }

    var revealer: UnsafeMutablePointer<GtkRevealer> { spots_revealer(pointer) }

    public convenience init() {
        self.init(gtk_revealer_new()!)
    }

    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(revealer) != 0 }
        set { gtk_revealer_set_reveal_child(revealer, newValue.gboolean) }
    }

    /// Whether the child is (still) shown, the animation included.
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(revealer) != 0 }

    public var transition: TransitionType {
        get { TransitionType(gtk_revealer_get_transition_type(revealer)) }
        set { gtk_revealer_set_transition_type(revealer, newValue.revealer) }
    }

    public var transitionDuration: Int {
        get { Int(gtk_revealer_get_transition_duration(revealer)) }
        set { gtk_revealer_set_transition_duration(revealer, UInt32(clamping: max(0, newValue))) }
    }
}

/// A busy indicator.
open class Spinner: Widget {
    override open class var gtkType: GType { gtk_spinner_get_type() }

    public convenience init() {
        self.init(gtk_spinner_new()!)
    }

    public var isSpinning: Bool {
        get { spots_object_get_bool(pointer, "active") != 0 }
        set { newValue ? gtk_spinner_start(spots_spinner(pointer)) : gtk_spinner_stop(spots_spinner(pointer)) }
    }
}

/// Gives a windowless child its own input window (pointer and scroll events).
open class EventBox: Bin {
    override open class var gtkType: GType { gtk_event_box_get_type() }

    public convenience init() {
        self.init(gtk_event_box_new()!)
    }

    /// Whether the box has a window of its own that draws (false: input only).
    public var isVisibleWindow: Bool {
        get { gtk_event_box_get_visible_window(spots_event_box(pointer)) != 0 }
        set { gtk_event_box_set_visible_window(spots_event_box(pointer), newValue.gboolean) }
    }
}

/// A widget that draws itself with cairo.
open class DrawingArea: Widget {
    override open class var gtkType: GType { gtk_drawing_area_get_type() }

    public convenience init() {
        self.init(gtk_drawing_area_new()!)
    }

    /// Draws the widget: `context` paints into its allocation (origin at its top-left corner).
    /// Return true when the drawing is complete (nothing else should draw).
    @discardableResult
    public func onDraw(_ handler: @escaping @MainActor (DrawingContext) -> Bool) -> SignalConnection {
        // The handler lives no longer than the widget, so the pointer is valid whenever it runs
        // (the wrapper may be gone by then: a parent can keep the widget alive on its own).
        Signal.typed(pointer, "draw", returning: { [pointer] cairo in
            guard let cairo else { return false }
            return handler(DrawingContext(OpaquePointer(cairo), widget: pointer))
        })
    }
}

/// A thin line between things.
open class Separator: Widget {
    override open class var gtkType: GType { gtk_separator_get_type() }

    public convenience init(_ orientation: Orientation) {
        self.init(gtk_separator_new(orientation.gtk)!)
    }

    /// A vertical line between things side by side, a horizontal one between things stacked.
    public var orientation: Orientation {
        get { Orientation(gtk_orientable_get_orientation(spots_orientable(pointer))) }
        set { gtk_orientable_set_orientation(spots_orientable(pointer), newValue.gtk) }
    }
}
