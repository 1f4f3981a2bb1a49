import CSpotsGtk
import CSpotsShim

// Children of a ListBox or FlowBox ordered by an integer key, so a child can move by changing
// its key (GTK re-sorts that one child) instead of being removed and inserted, which makes GTK
// unrealise, restyle and realise its whole subtree. The keys and GTK's comparison of them are
// C's (`sorted_children.c`): GTK compares a few times for every child that enters.

extension Widget {
    /// The key a `ListBox` or `FlowBox` that `sortsChildrenByKey()` orders this child by
    /// (`Int.max` until one is set).
    public var sortKey: Int {
        get { spots_sort_key_get(pointer) }
        set { spots_sort_key_set(pointer, newValue) }
    }
}

extension ListBox {
    /// Keeps the rows ordered by their `sortKey`.
    public func sortsChildrenByKey() { spots_list_box_sort_by_key(listBox) }
}

extension FlowBox {
    /// Keeps the children ordered by their `sortKey`.
    public func sortsChildrenByKey() { spots_flow_box_sort_by_key(flowBox) }

    /// Sorts every child again: after many keys changed at once, re-sorting them one by one
    /// would search a sequence that is no longer in order.
    public func invalidateSort() { gtk_flow_box_invalidate_sort(flowBox) }
}

extension FlowBoxChild {
    /// Tells the flow box to re-sort and re-filter this child.
    public func changed() { gtk_flow_box_child_changed(spots_flow_box_child(pointer)) }
}
