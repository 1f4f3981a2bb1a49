import CSpotsGtk

import CSpotsShim
import SpotsGtk

/// Reading and poking GTK through pointers, for tests that look at what the widget layer built
/// (the library's API has typed widgets only).
@MainActor
enum Gtk {
    static func typeName(of widget: UnsafeMutableRawPointer) -> String {
        String(cString: spots_type_name(widget))
    }

    static func add(_ child: WidgetPointer, to container: WidgetPointer) {
        gtk_container_add(spots_container(container), child)
    }

    static func remove(_ child: WidgetPointer, from container: WidgetPointer) {
        gtk_container_remove(spots_container(container), child)
    }

    static func packStart(_ child: WidgetPointer, in box: WidgetPointer, expand: Bool = false, fill: Bool = true, padding: UInt32 = 0) {
        gtk_box_pack_start(spots_box(box), child, expand ? 1 : 0, fill ? 1 : 0, padding)
    }

    /// The direct children of a container.
    static func children(of container: WidgetPointer) -> [WidgetPointer] {
        guard spots_is_container(container) != 0 else { return [] }
        return Container(container).childPointers
    }

    /// All children including GTK's internal ones (scrollbars, viewports): what `forall` visits.
    static func allChildren(of container: WidgetPointer) -> [WidgetPointer] {
        guard spots_is_container(container) != 0 else { return [] }
        return Container(container).allChildPointers
    }

    static func addStyleClass(_ name: String, to widget: WidgetPointer) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    static func removeStyleClass(_ name: String, from widget: WidgetPointer) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    static func hasStyleClass(_ name: String, on widget: WidgetPointer) -> Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0
    }

    static func setMargins(_ widget: WidgetPointer, top: Int, left: Int, bottom: Int, right: Int) {
        gtk_widget_set_margin_top(widget, Int32(top))
        gtk_widget_set_margin_start(widget, Int32(left))
        gtk_widget_set_margin_bottom(widget, Int32(bottom))
        gtk_widget_set_margin_end(widget, Int32(right))
    }

    static func allocation(of widget: WidgetPointer) -> GtkAllocation {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        return allocation
    }

    /// The height `widget` would like at `width`.
    static func naturalHeight(of widget: WidgetPointer, forWidth width: Int) -> Int {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(widget, Int32(width), &minimum, &natural)
        return Int(natural)
    }

    /// `widget`'s top-left corner in `ancestor`'s coordinates.
    static func origin(of widget: WidgetPointer, in ancestor: WidgetPointer) -> (x: Int, y: Int)? {
        var x: Int32 = 0
        var y: Int32 = 0
        guard gtk_widget_translate_coordinates(widget, ancestor, 0, 0, &x, &y) != 0 else { return nil }
        return (Int(x), Int(y))
    }

    /// Sets the accessible name screen readers announce.
    static func setAccessibleName(_ name: String, on widget: WidgetPointer) {
        if let accessible = gtk_widget_get_accessible(widget) {
            atk_object_set_name(accessible, name)
        }
    }

    static func accessibleName(of widget: WidgetPointer) -> String? {
        guard let accessible = gtk_widget_get_accessible(widget), let name = atk_object_get_name(accessible) else { return nil }
        return String(cString: name)
    }

    /// A plain-text label: JSON text is never interpreted as Pango markup.
    static func label(_ text: String, styleClasses: [String] = [], wrap: Bool = false) -> WidgetPointer {
        let label = gtk_label_new(nil)!
        gtk_label_set_text(spots_label(label), text)
        gtk_label_set_use_markup(spots_label(label), 0)
        gtk_label_set_xalign(spots_label(label), 0)
        if wrap {
            gtk_label_set_line_wrap(spots_label(label), 1)
            gtk_label_set_line_wrap_mode(spots_label(label), PANGO_WRAP_WORD_CHAR)
        }
        for name in styleClasses { addStyleClass(name, to: label) }
        return label
    }

    static func labelText(_ widget: WidgetPointer) -> String {
        guard spots_is_label(widget) != 0, let text = gtk_label_get_text(spots_label(widget)) else { return "" }
        return String(cString: text)
    }

    static func box(_ orientation: GtkOrientation, spacing: Int = 0) -> WidgetPointer {
        gtk_box_new(orientation, Int32(spacing))!
    }
}
