import CSpotsGtk

/// Item indexes as the sort order of a GtkListBox's or GtkFlowBox's children, so windowed
/// rendering can move a child by changing its key instead of removing and inserting it.
@MainActor
enum SortKey {
    private nonisolated static let name = "spots-sort-key"

    static func set(_ key: Int, on widget: WidgetPointer) {
        // Stored as a pointer-sized integer (+1, so 0 stays "no key").
        g_object_set_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), name,
                          UnsafeMutableRawPointer(bitPattern: key + 1))
    }

    nonisolated static func key(of widget: UnsafeMutableRawPointer?) -> Int {
        guard let widget, let value = g_object_get_data(widget.assumingMemoryBound(to: GObject.self), name) else { return Int.max }
        return Int(bitPattern: value) - 1
    }

    static func sortChildren(of itemsWidget: WidgetPointer, isList: Bool) {
        if isList {
            gtk_list_box_set_sort_func(spots_list_box(itemsWidget), { first, second, _ in
                compareSortKeys(first.map(UnsafeMutableRawPointer.init), second.map(UnsafeMutableRawPointer.init))
            }, nil, nil)
        } else {
            gtk_flow_box_set_sort_func(spots_flow_box(itemsWidget), { first, second, _ in
                compareSortKeys(first.map(UnsafeMutableRawPointer.init), second.map(UnsafeMutableRawPointer.init))
            }, nil, nil)
        }
    }

    /// Tells the container a child's key changed (it re-sorts that child alone).
    static func childChanged(_ child: WidgetPointer, isList: Bool) {
        if isList {
            gtk_list_box_row_changed(spots_list_box_row(child))
        } else {
            gtk_flow_box_child_changed(spots_flow_box_child(child))
        }
    }

}

/// The sort function GTK calls (from C, on the main thread) with two children.
private func compareSortKeys(_ first: UnsafeMutableRawPointer?, _ second: UnsafeMutableRawPointer?) -> Int32 {
    let lhs = SortKey.key(of: first)
    let rhs = SortKey.key(of: second)
    return lhs < rhs ? -1 : (lhs > rhs ? 1 : 0)
}
