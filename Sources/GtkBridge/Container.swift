import CSpotsGtk
import CSpotsShim

/// A widget with children.
open class Container: Widget {
    override open class var gtkType: GType { gtk_container_get_type() }

    var container: UnsafeMutablePointer<GtkContainer> { spots_container(pointer) }

    /// Adds `child` (the container takes its own reference).
    public func add(_ child: Widget) {
        withExtendedLifetime(child) {
            gtk_container_add(container, child.pointer)
        }
    }

    /// Removes `child`; it survives while a wrapper still holds it.
    public func remove(_ child: Widget) {
        withExtendedLifetime(child) {
            gtk_container_remove(container, child.pointer)
        }
    }

    /// The direct children, in GTK's order.
    public var childPointers: [WidgetPointer] {
        let list = gtk_container_get_children(container)
        defer { g_list_free(list) }
        return widgetPointers(in: list)
    }

    /// The direct children as fresh wrappers (compare them with `isSame(as:)` or by `pointer`).
    public var children: [Widget] { childPointers.map { Widget($0) } }

    /// Every child GTK knows, its internal ones included (scrollbars, viewports): what `forall` visits.
    public var allChildPointers: [WidgetPointer] {
        final class Collector { var widgets: [WidgetPointer] = [] }
        let collector = Collector()
        let unmanaged = Unmanaged.passRetained(collector)
        gtk_container_forall(container, { widget, data in
            guard let widget, let data else { return }
            Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue().widgets.append(widget)
        }, unmanaged.toOpaque())
        unmanaged.release()
        return collector.widgets
    }

    /// Calls `body` with every child, GTK's internal ones included.
    public func forEachInternalChild(_ body: (Widget) -> Void) {
        for child in allChildPointers { body(Widget(child)) }
    }

    /// Removes every child.
    public func removeAll() {
        for child in childPointers { gtk_container_remove(container, child) }
    }

    /// The child that has the focus or contains it, if any.
    /// Runs now the size allocation a queued resize would get on GDK's next frame (at most 60 a
    /// second): for headless layouts that lay out many states and paint few of them.
    public func allocateQueuedResize() {
        gtk_container_check_resize(container)
    }

    public var focusChildPointer: WidgetPointer? { gtk_container_get_focus_child(container) }

    /// Forgets the child the focus was last in (GTK keeps it to send the focus back there).
    public func forgetFocusChild() {
        gtk_container_set_focus_child(container, nil)
    }

    /// Focus moved to another child (or into it); nil when it left the container.
    @discardableResult
    public func onSetFocusChild(_ handler: @escaping @MainActor (WidgetPointer?) -> Void) -> SignalConnection {
        Signal.typed(pointer, "set-focus-child", withArgument: { child in
            handler(child?.assumingMemoryBound(to: GtkWidget.self))
        })
    }

    public var borderWidth: Int {
        get { Int(gtk_container_get_border_width(container)) }
        set { gtk_container_set_border_width(container, GtkLimits.spacing(newValue)) }
    }
}

/// A container with at most one child.
open class Bin: Container {
    override open class var gtkType: GType { gtk_bin_get_type() }

    public var childPointer: WidgetPointer? { gtk_bin_get_child(spots_bin(pointer)) }
    public var child: Widget? { childPointer.map { Widget($0) } }
}

/// Children side by side (horizontal) or stacked (vertical).
open class Box: Container {
    override open class var gtkType: GType { gtk_box_get_type() }

    var box: UnsafeMutablePointer<GtkBox> { spots_box(pointer) }

    public convenience init(_ orientation: Orientation, spacing: Int = 0) {
        self.init(gtk_box_new(orientation.gtk, GtkLimits.spacing(spacing))!)
    }

    public func packStart(_ child: Widget, expand: Bool = false, fill: Bool = true, padding: Int = 0) {
        withExtendedLifetime(child) {
            gtk_box_pack_start(box, child.pointer, expand.gboolean, fill.gboolean, GtkLimits.spacing(padding))
        }
    }

    public func packEnd(_ child: Widget, expand: Bool = false, fill: Bool = true, padding: Int = 0) {
        withExtendedLifetime(child) {
            gtk_box_pack_end(box, child.pointer, expand.gboolean, fill.gboolean, GtkLimits.spacing(padding))
        }
    }

    /// Moves `child` to `position` among the children (-1: last).
    public func reorder(_ child: Widget, to position: Int) {
        withExtendedLifetime(child) { gtk_box_reorder_child(box, child.pointer, Int32(clamping: position)) }
    }

    public var spacing: Int {
        get { Int(gtk_box_get_spacing(box)) }
        set { gtk_box_set_spacing(box, GtkLimits.spacing(newValue)) }
    }

    public var orientation: Orientation {
        get { Orientation(gtk_orientable_get_orientation(spots_orientable(pointer))) }
        set { gtk_orientable_set_orientation(spots_orientable(pointer), newValue.gtk) }
    }

    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(box) != 0 }
        set { gtk_box_set_homogeneous(box, newValue.gboolean) }
    }
}

/// A vertical box of labels that is always measured for its width. GTK 3 keeps a box's request
/// mode from its children's last state: labels switching between wrapping and one line (as
/// `TextStack`'s do when the width changes) could leave the box, and its row, measured as tall
/// as at its narrowest width (issue 26: rows after a Preview width change).
open class TextColumn: Box {
    override open class var gtkType: GType { spots_text_column_type() }

    public convenience init(spacing: Int = 0) {
        self.init(spots_text_column_new(GtkLimits.spacing(spacing))!)
    }
}

/// A box whose background and border are painted once into a picture that every box of the same
/// look and size shares, and copied from it after that (`card_box.c`): cairo cuts a rounded
/// border into trapezoids each time it paints one on an X surface, and a grid draws thirty
/// cards a frame while it scrolls. Its children are drawn as a box draws them.
open class CardBox: Box {
    override open class var gtkType: GType { spots_card_box_type() }

    public convenience init(_ orientation: Orientation) {
        self.init(spots_card_box_new(orientation.gtk)!)
    }

    /// Pictures painted and pictures drawn again from, by every card box so far.
    public static var pictures: (painted: UInt64, reused: UInt64) {
        var painted: guint64 = 0
        var reused: guint64 = 0
        spots_card_box_statistics(&painted, &reused)
        return (UInt64(painted), UInt64(reused))
    }
}

/// A vertical column whose children are laid out (and drawn, focused, listed) in an order of
/// its own, not their CSS nodes' order: a child's node stays where it was added, so moving the
/// child does not make GTK look up the styles of everything in it again, as moving a child of
/// a GtkBox does. Children are added at the end; styled as a vertical `box`.
open class PlacedColumn: Container {
    override open class var gtkType: GType { spots_placed_column_type() }

    public convenience init() {
        self.init(spots_placed_column_new()!)
    }

    /// Lays `child` out right after `previous` (nil: first).
    public func move(_ child: Widget, after previous: WidgetPointer?) {
        withExtendedLifetime(child) { spots_placed_column_move(pointer, child.pointer, previous) }
    }

    /// True for a column filling a scrolled window that scrolls it vertically and passes no
    /// natural height on (a screen's content): asked for its height without a width (the
    /// window's size hints, at every layout), it answers no minimum and the height it was given
    /// last instead of measuring every child without a width, since the scroller uses neither.
    public var fillsScroller = false {
        didSet { spots_placed_column_set_fills_scroller(pointer, fillsScroller.gboolean) }
    }

    /// The child laid out right after `child`, nil when it is the last.
    public func child(after child: WidgetPointer) -> WidgetPointer? {
        spots_placed_column_next(pointer, child)
    }

    /// Takes `child` out of the layout (or puts it back) while it stays shown: unmapped, not
    /// drawn and passed over by focus moves. Hiding it would have GTK check the styles of all
    /// its siblings and everything in them (see placed_column.c).
    public func setParked(_ child: Widget, _ parked: Bool) {
        withExtendedLifetime(child) { spots_placed_column_set_parked(pointer, child.pointer, parked.gboolean) }
    }

    /// Whether `child` is parked here.
    public func isParked(_ child: Widget) -> Bool {
        withExtendedLifetime(child) { spots_placed_column_is_parked(pointer, child.pointer) != 0 }
    }
}

func widgetPointers(in list: UnsafeMutablePointer<GList>?) -> [WidgetPointer] {
    var result: [WidgetPointer] = []
    var node = list
    while let current = node {
        if let data = current.pointee.data {
            result.append(data.assumingMemoryBound(to: GtkWidget.self))
        }
        node = current.pointee.next
    }
    return result
}

/// Children at fixed positions (no layout of its own): for placing rows at computed offsets.
open class Fixed: Container {
    override open class var gtkType: GType { gtk_fixed_get_type() }

    public convenience init() {
        self.init(gtk_fixed_new()!)
    }

    /// Adds `child` with its top-left corner at (`x`, `y`).
    public func put(_ child: Widget, x: Int, y: Int) {
        withExtendedLifetime(child) {
            gtk_fixed_put(spots_fixed(pointer), child.pointer, GtkLimits.coordinate(x), GtkLimits.coordinate(y))
        }
    }

    public func move(_ child: Widget, x: Int, y: Int) {
        withExtendedLifetime(child) {
            gtk_fixed_move(spots_fixed(pointer), child.pointer, GtkLimits.coordinate(x), GtkLimits.coordinate(y))
        }
    }
}

/// A scrollable area of a given size with children at fixed positions (GtkLayout; named apart from the model's `Layout`): put it in a
/// `ScrolledWindow` and the scrollbars follow `setSize`, however few children it has.
open class FixedLayout: Container {
    override open class var gtkType: GType { gtk_layout_get_type() }

    public convenience init() {
        self.init(gtk_layout_new(nil, nil)!)
    }

    public func put(_ child: Widget, x: Int, y: Int) {
        withExtendedLifetime(child) {
            gtk_layout_put(spots_layout(pointer), child.pointer, GtkLimits.coordinate(x), GtkLimits.coordinate(y))
        }
    }

    public func move(_ child: Widget, x: Int, y: Int) {
        withExtendedLifetime(child) {
            gtk_layout_move(spots_layout(pointer), child.pointer, GtkLimits.coordinate(x), GtkLimits.coordinate(y))
        }
    }

    /// The scrollable area's size (what the scrollbars span).
    public func setSize(width: Int, height: Int) {
        gtk_layout_set_size(spots_layout(pointer), UInt32(clamping: max(0, width)), UInt32(clamping: max(0, height)))
    }

    public var size: (width: Int, height: Int) {
        var width: UInt32 = 0
        var height: UInt32 = 0
        gtk_layout_get_size(spots_layout(pointer), &width, &height)
        return (Int(width), Int(height))
    }
}
