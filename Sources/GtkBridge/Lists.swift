import CSpotsGtk

/// A vertical list of rows (`ListBoxRow`), GTK's list widget.
open class ListBox: Container {
    override open class var gtkType: GType { gtk_list_box_get_type() }

    var listBox: UnsafeMutablePointer<GtkListBox> { spots_list_box(pointer) }

    public convenience init() {
        self.init(gtk_list_box_new()!)
    }

    /// Inserts `row` at `position` (-1 appends). A widget that is not a row is wrapped in one.
    public func insert(_ row: Widget, at position: Int) {
        withExtendedLifetime(row) { gtk_list_box_insert(listBox, row.pointer, Int32(clamping: position)) }
    }

    public var selectionMode: SelectionMode {
        get { SelectionMode(gtk_list_box_get_selection_mode(listBox)) }
        set { gtk_list_box_set_selection_mode(listBox, newValue.gtk) }
    }

    public var activateOnSingleClick: Bool {
        get { gtk_list_box_get_activate_on_single_click(listBox) != 0 }
        set { gtk_list_box_set_activate_on_single_click(listBox, newValue.gboolean) }
    }

    /// The row at `index`, if there is one.
    public func rowPointer(at index: Int) -> WidgetPointer? {
        guard let row = gtk_list_box_get_row_at_index(listBox, Int32(clamping: index)) else { return nil }
        return UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self)
    }

    public func row(at index: Int) -> ListBoxRow? { rowPointer(at: index).map { ListBoxRow($0) } }

    public var selectedRowPointer: WidgetPointer? {
        gtk_list_box_get_selected_row(listBox).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
    }

    public func select(_ row: ListBoxRow?) {
        gtk_list_box_select_row(listBox, row.map { spots_list_box_row($0.pointer) })
    }

    public func unselectAll() { gtk_list_box_unselect_all(listBox) }

    /// A row was activated (click, Enter, Space).
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (WidgetPointer) -> Void) -> SignalConnection {
        Signal.typed(pointer, "row-activated", withArgument: { row in
            guard let row else { return }
            handler(row.assumingMemoryBound(to: GtkWidget.self))
        })
    }

    /// The selected row changed (nil: nothing selected).
    @discardableResult
    public func onRowSelected(_ handler: @escaping @MainActor (WidgetPointer?) -> Void) -> SignalConnection {
        Signal.typed(pointer, "row-selected", withArgument: { row in
            handler(row?.assumingMemoryBound(to: GtkWidget.self))
        })
    }
}

/// One row of a `ListBox`.
open class ListBoxRow: Bin {
    override open class var gtkType: GType { gtk_list_box_row_get_type() }

    var row: UnsafeMutablePointer<GtkListBoxRow> { spots_list_box_row(pointer) }

    public convenience init() {
        self.init(gtk_list_box_row_new()!)
    }

    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(row) != 0 }
        set { gtk_list_box_row_set_activatable(row, newValue.gboolean) }
    }

    public var isSelectable: Bool {
        get { gtk_list_box_row_get_selectable(row) != 0 }
        set { gtk_list_box_row_set_selectable(row, newValue.gboolean) }
    }

    /// The row's position in its list, or -1 outside one.
    public var index: Int { Int(gtk_list_box_row_get_index(row)) }

    public var isSelected: Bool { gtk_list_box_row_is_selected(row) != 0 }

    /// Tells the list box to re-sort, re-filter and redraw headers for this row.
    public func changed() { gtk_list_box_row_changed(row) }
}

/// Children laid out in reflowing lines (GTK's grid of items).
open class FlowBox: Container {
    override open class var gtkType: GType { gtk_flow_box_get_type() }

    var flowBox: UnsafeMutablePointer<GtkFlowBox> { spots_flow_box(pointer) }

    public convenience init() {
        self.init(gtk_flow_box_new()!)
    }

    /// Inserts `child` at `position` (-1 appends). A widget that is not a `FlowBoxChild` is wrapped in one.
    public func insert(_ child: Widget, at position: Int) {
        withExtendedLifetime(child) { gtk_flow_box_insert(flowBox, child.pointer, Int32(clamping: position)) }
    }

    public var minChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_min_children_per_line(flowBox)) }
        set { gtk_flow_box_set_min_children_per_line(flowBox, UInt32(clamping: max(0, newValue))) }
    }

    public var maxChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_max_children_per_line(flowBox)) }
        set { gtk_flow_box_set_max_children_per_line(flowBox, UInt32(clamping: max(1, newValue))) }
    }

    public var columnSpacing: Int {
        get { Int(gtk_flow_box_get_column_spacing(flowBox)) }
        set { gtk_flow_box_set_column_spacing(flowBox, GtkLimits.spacing(newValue)) }
    }

    public var rowSpacing: Int {
        get { Int(gtk_flow_box_get_row_spacing(flowBox)) }
        set { gtk_flow_box_set_row_spacing(flowBox, GtkLimits.spacing(newValue)) }
    }

    public var isHomogeneous: Bool {
        get { gtk_flow_box_get_homogeneous(flowBox) != 0 }
        set { gtk_flow_box_set_homogeneous(flowBox, newValue.gboolean) }
    }

    public var selectionMode: SelectionMode {
        get { SelectionMode(gtk_flow_box_get_selection_mode(flowBox)) }
        set { gtk_flow_box_set_selection_mode(flowBox, newValue.gtk) }
    }

    public var activateOnSingleClick: Bool {
        get { gtk_flow_box_get_activate_on_single_click(flowBox) != 0 }
        set { gtk_flow_box_set_activate_on_single_click(flowBox, newValue.gboolean) }
    }

    public func childPointer(at index: Int) -> WidgetPointer? {
        guard let child = gtk_flow_box_get_child_at_index(flowBox, Int32(clamping: index)) else { return nil }
        return UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkWidget.self)
    }

    public func unselectAll() { gtk_flow_box_unselect_all(flowBox) }

    /// A child was activated (click, Enter, Space).
    @discardableResult
    public func onChildActivated(_ handler: @escaping @MainActor (WidgetPointer) -> Void) -> SignalConnection {
        Signal.typed(pointer, "child-activated", withArgument: { child in
            guard let child else { return }
            handler(child.assumingMemoryBound(to: GtkWidget.self))
        })
    }
}

/// One child of a `FlowBox`.
open class FlowBoxChild: Bin {
    override open class var gtkType: GType { gtk_flow_box_child_get_type() }

    public convenience init() {
        self.init(gtk_flow_box_child_new()!)
    }

    /// The child's position in its flow box, or -1 outside one.
    public var index: Int { Int(gtk_flow_box_child_get_index(spots_flow_box_child(pointer))) }

    public var isSelected: Bool { gtk_flow_box_child_is_selected(spots_flow_box_child(pointer)) != 0 }
}
