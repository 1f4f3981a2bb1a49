import CSpotsGtk

/// A GTK widget pointer as Swift sees it.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// A GTK widget seen from Swift: typed properties and closure signals over one `GtkWidget`.
///
/// ## The ownership rule (the only one in Spots)
/// - A Swift wrapper holds exactly one GObject reference for its whole lifetime: creating a widget
///   sinks its floating reference, adopting an existing pointer (`Widget(pointer)`) adds one, and
///   the wrapper's `deinit` drops it. Several wrappers may share one widget; each holds its own ref.
/// - A GTK parent holds its own reference to each child: a widget lives while its parent or any
///   wrapper wants it. `destroy()` asks GTK to tear it down now (parents let go, signals stop).
///   Toplevel windows are also held by GTK's toplevel list: destroy them when done.
/// - Closure signals (`onClicked { }`, `onSizeAllocate { }`…) are boxed and owned by GLib; the
///   destroy notify releases the box when the handler is disconnected or the object is disposed.
///   A closure therefore never outlives its widget. Capture `[weak self]`: a strong capture forms a
///   cycle GObject → closure → Swift object → GObject that only `destroy()` breaks.
/// - Everything here runs on the main thread (`@MainActor`); GTK objects never cross threads.
@MainActor
open class Widget {
    /// The underlying GTK widget. Outside `Bridge/` only for code still being migrated.
    public let pointer: WidgetPointer

    /// Adopts `pointer`: sinks a floating reference, otherwise adds one (see the ownership rule).
    public required init(_ pointer: WidgetPointer) {
        g_object_ref_sink(pointer)
        self.pointer = pointer
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    /// The GType instances of this class have; subclasses name theirs.
    open class var gtkType: GType { gtk_widget_get_type() }

    /// The GTK class name, e.g. `GtkListBox`.
    public var typeName: String { String(cString: spots_type_name(pointer)) }

    /// Whether the widget is a `type` (by GType, so it works for any wrapper of the pointer).
    public func isA(_ type: Widget.Type) -> Bool {
        Widget.pointer(pointer, isA: type)
    }

    /// This widget as a `type` wrapper, when it is one (a new wrapper holding its own reference).
    public func `as`<T: Widget>(_ type: T.Type) -> T? {
        isA(type) ? T(pointer) : nil
    }

    /// Whether `pointer` is an instance of `type`'s GType.
    public static func pointer(_ pointer: UnsafeMutableRawPointer, isA type: Widget.Type) -> Bool {
        g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type.gtkType) != 0
    }

    /// Two wrappers are the same widget when they wrap the same pointer.
    public func isSame(as other: Widget) -> Bool { pointer == other.pointer }

    // MARK: Visibility

    public var isVisible: Bool {
        get { gtk_widget_get_visible(pointer) != 0 }
        set { gtk_widget_set_visible(pointer, newValue.gboolean) }
    }

    /// Whether the parent lets the widget map (containers switch this while they allocate,
    /// without the resize that `isVisible` queues).
    public var isChildVisible: Bool {
        get { gtk_widget_get_child_visible(pointer) != 0 }
        set { gtk_widget_set_child_visible(pointer, newValue.gboolean) }
    }

    /// Keeps `showAll()` of an ancestor from showing this widget (it shows only when asked).
    public var noShowAll: Bool {
        get { gtk_widget_get_no_show_all(pointer) != 0 }
        set { gtk_widget_set_no_show_all(pointer, newValue.gboolean) }
    }

    public func show() { gtk_widget_show(pointer) }
    public func hide() { gtk_widget_hide(pointer) }
    /// Shows this widget and every descendant not marked `noShowAll`.
    public func showAll() { gtk_widget_show_all(pointer) }

    /// Destroys the widget now: it leaves its parent and every signal handler is released.
    /// The wrapper's own reference stays until the wrapper goes.
    public func destroy() { gtk_widget_destroy(pointer) }

    /// Creates the widget's GdkWindow (and its toplevel's) before it is shown.
    public func realize() { gtk_widget_realize(pointer) }

    public var isRealized: Bool { gtk_widget_get_realized(pointer) != 0 }
    public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }
    /// Whether the widget and all its ancestors are visible.
    public var isDrawable: Bool { gtk_widget_is_drawable(pointer) != 0 }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(pointer) != 0 }
        set { gtk_widget_set_sensitive(pointer, newValue.gboolean) }
    }

    // MARK: Layout

    public var halign: Align {
        get { Align(gtk_widget_get_halign(pointer)) }
        set { gtk_widget_set_halign(pointer, newValue.gtk) }
    }

    public var valign: Align {
        get { Align(gtk_widget_get_valign_with_baseline(pointer)) }
        set { gtk_widget_set_valign(pointer, newValue.gtk) }
    }

    public var hexpand: Bool {
        get { gtk_widget_get_hexpand(pointer) != 0 }
        set { gtk_widget_set_hexpand(pointer, newValue.gboolean) }
    }

    public var vexpand: Bool {
        get { gtk_widget_get_vexpand(pointer) != 0 }
        set { gtk_widget_set_vexpand(pointer, newValue.gboolean) }
    }

    /// The size GTK reserves at least; -1 leaves a side to the widget. Values are clamped to
    /// `-1...GtkLimits.maximumSize` (GTK asserts on anything below -1).
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(pointer, GtkLimits.size(width), GtkLimits.size(height))
    }

    /// A size request for a widget that only reserves space (a spacer standing for content that
    /// has no widgets): not capped at a surface's 32767 pixels like `setSizeRequest`.
    public func reserveSpace(width: Int, height: Int) {
        let limit = GtkLimits.maximumReservedExtent
        gtk_widget_set_size_request(pointer, Int32(min(max(width, -1), limit)), Int32(min(max(height, -1), limit)))
    }

    public var sizeRequest: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Margins in pixels, clamped to `0...32767` (GTK asserts above).
    public var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(pointer)) }
        set { gtk_widget_set_margin_top(pointer, GtkLimits.margin(newValue)) }
    }

    public var marginBottom: Int {
        get { Int(gtk_widget_get_margin_bottom(pointer)) }
        set { gtk_widget_set_margin_bottom(pointer, GtkLimits.margin(newValue)) }
    }

    public var marginStart: Int {
        get { Int(gtk_widget_get_margin_start(pointer)) }
        set { gtk_widget_set_margin_start(pointer, GtkLimits.margin(newValue)) }
    }

    public var marginEnd: Int {
        get { Int(gtk_widget_get_margin_end(pointer)) }
        set { gtk_widget_set_margin_end(pointer, GtkLimits.margin(newValue)) }
    }

    public func setMargins(top: Int, start: Int, bottom: Int, end: Int) {
        marginTop = top
        marginStart = start
        marginBottom = bottom
        marginEnd = end
    }

    public func setMargins(_ all: Int) {
        setMargins(top: all, start: all, bottom: all, end: all)
    }

    /// Where GTK placed the widget, in its parent's window coordinates.
    public var allocation: Rect {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(pointer, &allocation)
        return Rect(allocation)
    }

    public var allocatedWidth: Int { Int(gtk_widget_get_allocated_width(pointer)) }
    public var allocatedHeight: Int { Int(gtk_widget_get_allocated_height(pointer)) }

    /// The heights the widget wants at `width`.
    public func preferredHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(pointer, GtkLimits.size(max(0, width)), &minimum, &natural)
        return (Int(minimum), Int(natural))
    }

    public func preferredWidth() -> (minimum: Int, natural: Int) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_width(pointer, &minimum, &natural)
        return (Int(minimum), Int(natural))
    }

    public func preferredHeight() -> (minimum: Int, natural: Int) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height(pointer, &minimum, &natural)
        return (Int(minimum), Int(natural))
    }

    /// The widget's top-left corner in `ancestor`'s coordinates (nil when not both realized in one tree).
    public func origin(in ancestor: Widget) -> (x: Int, y: Int)? {
        var x: Int32 = 0
        var y: Int32 = 0
        let translated = withExtendedLifetime(ancestor) {
            gtk_widget_translate_coordinates(pointer, ancestor.pointer, 0, 0, &x, &y)
        }
        guard translated != 0 else { return nil }
        return (Int(x), Int(y))
    }

    public func queueResize() { gtk_widget_queue_resize(pointer) }
    /// Allocates the widget again at its next layout without measuring it again (cheap: only
    /// what asks to be placed differently moves).
    public func queueAllocate() { gtk_widget_queue_allocate(pointer) }

    /// Whether `other` is this widget or inside it.
    public func contains(_ other: WidgetPointer) -> Bool {
        other == pointer || gtk_widget_is_ancestor(other, pointer) != 0
    }

    /// Sends the widget's activate signal (a row or button acts as if clicked or Enter was pressed).
    @discardableResult
    public func activate() -> Bool { gtk_widget_activate(pointer) != 0 }

    /// `point` in this widget's coordinates, moved into `other`'s; nil when they share no toplevel.
    public func translate(x: Int, y: Int, to other: Widget) -> (x: Int, y: Int)? {
        var targetX: Int32 = 0
        var targetY: Int32 = 0
        guard gtk_widget_translate_coordinates(pointer, other.pointer, Int32(clamping: x), Int32(clamping: y),
                                               &targetX, &targetY) != 0 else { return nil }
        return (Int(targetX), Int(targetY))
    }
    public func queueDraw() { gtk_widget_queue_draw(pointer) }

    // MARK: Tree

    public var parentPointer: WidgetPointer? { gtk_widget_get_parent(pointer) }

    /// The parent, as a new wrapper.
    public var parent: Widget? { parentPointer.map { Widget($0) } }

    /// The nearest ancestor (or self) that is a `type`.
    public func ancestor<T: Widget>(of type: T.Type) -> T? {
        gtk_widget_get_ancestor(pointer, type.gtkType).map { T($0) }
    }

    /// The toplevel widget (the window once the widget is in one).
    public var toplevelPointer: WidgetPointer { gtk_widget_get_toplevel(pointer) }

    // MARK: Focus

    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(pointer) != 0 }
        set { gtk_widget_set_can_focus(pointer, newValue.gboolean) }
    }

    public var hasFocus: Bool { gtk_widget_has_focus(pointer) != 0 }
    /// Whether the focus is in this widget or below it, in its window.
    public var isFocusWithin: Bool {
        guard let window = gtk_widget_get_toplevel(pointer), gtk_widget_is_toplevel(window) != 0,
              let focused = gtk_window_get_focus(spots_window(window)) else { return false }
        return focused == pointer || gtk_widget_is_ancestor(focused, pointer) != 0
    }

    public func grabFocus() { gtk_widget_grab_focus(pointer) }

    // MARK: Text and accessibility

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(pointer).map(takeString) }
        set { gtk_widget_set_tooltip_text(pointer, newValue) }
    }

    public var name: String {
        get { String(cString: gtk_widget_get_name(pointer)) }
        set { gtk_widget_set_name(pointer, newValue) }
    }

    /// The CSS classes of the widget's style context.
    public var styleClasses: StyleClasses { StyleClasses(widget: pointer) }

    /// The name a screen reader announces.
    public var accessibleName: String? {
        get { accessible.flatMap { atk_object_get_name($0) }.map { String(cString: $0) } }
        set { accessible.map { atk_object_set_name($0, newValue ?? "") } }
    }

    /// The description a screen reader reads after the name.
    public var accessibleDescription: String? {
        get { accessible.flatMap { atk_object_get_description($0) }.map { String(cString: $0) } }
        set { accessible.map { atk_object_set_description($0, newValue ?? "") } }
    }

    public var accessibleRole: AccessibleRole {
        get { accessible.map { AccessibleRole(atk_object_get_role($0)) } ?? .unknown }
        set { accessible.map { atk_object_set_role($0, newValue.atk) } }
    }

    /// The widget's ATK object (owned by the widget).
    public var accessible: UnsafeMutablePointer<AtkObject>? { gtk_widget_get_accessible(pointer) }
}

/// Takes ownership of a newly allocated C string.
func takeString(_ cString: UnsafeMutablePointer<CChar>) -> String {
    defer { g_free(cString) }
    return String(cString: cString)
}

extension Bool {
    var gboolean: gboolean { self ? 1 : 0 }
}

/// The numbers GTK accepts for sizes and margins; everything from JSON passes through here.
public enum GtkLimits {
    /// The largest size request Spots passes to GTK (X11 surfaces stop at 32767 pixels).
    public static let maximumSize = 32767
    /// GTK's margin properties are limited to 0...32767 and assert above.
    public static let maximumMargin = 32767

    public static func size(_ value: Int) -> Int32 { Int32(min(max(value, -1), maximumSize)) }
    /// The largest extent a spacer reserves: room for the unrealised part of a long list. A
    /// windowless box that tall is fine inside a viewport (nothing draws it), and the
    /// scrolled content stays far from the 31-bit coordinates GTK keeps.
    public static let maximumReservedExtent = Int(Int32.max / 4)
    public static func margin(_ value: Int) -> Int32 { Int32(min(max(value, 0), maximumMargin)) }
    /// Positions inside a `Fixed` or `Layout`: GTK keeps them in ints.
    public static func coordinate(_ value: Int) -> Int32 { Int32(clamping: value) }
    public static func spacing(_ value: Int) -> Int32 { Int32(min(max(value, 0), maximumSize)) }
    public static func spacing(_ value: Int) -> UInt32 { UInt32(min(max(value, 0), maximumSize)) }
}
