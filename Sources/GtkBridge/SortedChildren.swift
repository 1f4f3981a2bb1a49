import CSpotsGtk

// Children of a ListBox or FlowBox ordered by an integer key, so a child can move by changing
// its key (GTK re-sorts that one child) instead of being removed and inserted, which makes GTK
// unrealise, restyle and realise its whole subtree.

// A quark, not a name: GTK compares keys a few times for every child that enters, and looking a
// name's quark up takes GLib's global lock and hashes the name each time.
private let sortKeyQuark = g_quark_from_static_string("spots-sort-key")

extension Widget {
    /// The key a `ListBox` or `FlowBox` that `sortsChildrenByKey()` orders this child by.
    public var sortKey: Int {
        get {
            guard let value = g_object_get_qdata(object, sortKeyQuark) else { return Int.max }
            return Int(bitPattern: value) - 1
        }
        // Stored as a pointer-sized integer, +1 so that 0 stays "no key".
        set { g_object_set_qdata(object, sortKeyQuark, UnsafeMutableRawPointer(bitPattern: newValue + 1)) }
    }

    var object: UnsafeMutablePointer<GObject> { UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self) }
}

/// GTK's sort callback (from C, on the main thread): compares two children's keys.
private func compareSortKeys(_ first: UnsafeMutableRawPointer?, _ second: UnsafeMutableRawPointer?) -> Int32 {
    func key(_ child: UnsafeMutableRawPointer?) -> Int {
        guard let child, let value = g_object_get_qdata(child.assumingMemoryBound(to: GObject.self), sortKeyQuark) else {
            return Int.max
        }
        return Int(bitPattern: value) - 1
    }
    let (lhs, rhs) = (key(first), key(second))
    return lhs < rhs ? -1 : (lhs > rhs ? 1 : 0)
}

extension ListBox {
    /// Keeps the rows ordered by their `sortKey`.
    public func sortsChildrenByKey() {
        gtk_list_box_set_sort_func(listBox, { first, second, _ in
            compareSortKeys(first.map(UnsafeMutableRawPointer.init), second.map(UnsafeMutableRawPointer.init))
        }, nil, nil)
    }
}

extension FlowBox {
    /// Keeps the children ordered by their `sortKey`.
    public func sortsChildrenByKey() {
        gtk_flow_box_set_sort_func(flowBox, { first, second, _ in
            compareSortKeys(first.map(UnsafeMutableRawPointer.init), second.map(UnsafeMutableRawPointer.init))
        }, nil, nil)
    }

    /// Sorts every child again: after many keys changed at once, re-sorting them one by one
    /// would search a sequence that is no longer in order.
    public func invalidateSort() { gtk_flow_box_invalidate_sort(flowBox) }
}

extension FlowBoxChild {
    /// Tells the flow box to re-sort and re-filter this child.
    public func changed() { gtk_flow_box_child_changed(spots_flow_box_child(pointer)) }
}
