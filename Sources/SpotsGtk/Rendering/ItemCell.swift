import CSpotsGtk
import SpotsDiff
import SpotsModel

/// One item on screen: its GTK row or flow-box child, its view, and any nested components.
@MainActor
public final class ItemCell {
    public private(set) var item: Item
    public private(set) var view: any ItemConfigurable
    /// True when the item's kind was not registered and the default view stands in.
    public private(set) var usesFallbackView: Bool
    /// The GtkListBoxRow or GtkFlowBoxChild placed in the component.
    public let container: Widget
    /// The view and its nested components: the item's own frame (rows add a separator line).
    public let content: WidgetPointer
    /// Components nested in the item (`item.children`).
    public var children: [Component] { childStack?.components ?? [] }
    /// Made when the item first has children: most items have none, and an empty box per item
    /// is a widget GTK would style and measure for nothing.
    private(set) var childStack: ComponentStack?
    private let presentation: ComponentPresentation
    private let context: RenderContext
    private var layoutWidth: (width: Double, fixed: Bool)?

    init(item: Item, presentation: ComponentPresentation, context: RenderContext) {
        self.presentation = presentation
        self.context = context
        self.item = item
        let made = Self.makeView(for: item, presentation: presentation, context: context)
        view = made.view
        usesFallbackView = made.isFallback
        container = Widget(presentation == .list ? gtk_list_box_row_new()! : gtk_flow_box_child_new()!)
        content = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Gtk.packStart(view.widget.pointer, in: content, expand: true)
        Gtk.add(content, to: container.pointer)
        Gtk.addStyleClass("spots-item", to: container.pointer)
        applyKindClass(nil, item.kind)
        show(item)
        if !item.children.isEmpty {
            var ignored = UpdateCounters()
            makeChildStack().rebuild(item.children, counters: &ignored)
        }
    }

    private func makeChildStack() -> ComponentStack {
        if let childStack { return childStack }
        let childrenBox = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Gtk.addStyleClass("spots-item-children", to: childrenBox)
        Gtk.packStart(childrenBox, in: content)
        gtk_widget_show(childrenBox)
        let stack = ComponentStack(box: childrenBox, context: context.nested())
        if let layoutWidth { stack.layout(width: layoutWidth.width) }
        childStack = stack
        return stack
    }

    /// Shows `children`, diffing them against the nested components shown.
    private func showChildren(_ children: [ComponentModel], counters: inout UpdateCounters) {
        guard children != (childStack?.models ?? []) else { return }
        makeChildStack().update(to: children, counters: &counters)
    }

    /// Shows a new version of the item. Soft and medium changes reconfigure the view in place
    /// (GTK re-lays out a medium change from the new size request); a hard change builds a
    /// new view for the new kind.
    func update(to newItem: Item, change: ItemChange, counters: inout UpdateCounters) {
        let oldKind = item.kind
        if change == .hard {
            let made = Self.makeView(for: newItem, presentation: presentation, context: context)
            Gtk.remove(view.widget.pointer, from: content)
            view = made.view
            usesFallbackView = made.isFallback
            Gtk.packStart(view.widget.pointer, in: content, expand: true)
            gtk_box_reorder_child(spots_box(content), view.widget.pointer, 0)
            gtk_widget_show_all(view.widget.pointer)
            applyKindClass(oldKind, newItem.kind)
            counters.created += 1
            counters.destroyed += 1
        } else {
            counters.reconfigured += 1
        }
        show(newItem)
        showChildren(newItem.children, counters: &counters)
        if let layoutWidth { layout(width: layoutWidth.width, fixedWidth: layoutWidth.fixed) }
    }

    func setIndex(_ index: Int) {
        item.index = index
    }

    /// Shows another item of the same kind in this cell: a view leaving the window is
    /// reconfigured for the item entering it instead of being built anew.
    func reuse(for newItem: Item) {
        show(newItem)
        var ignored = UpdateCounters()
        showChildren(newItem.children, counters: &ignored)
    }

    /// Lays the view and its nested components out `width` pixels wide; `fixedWidth`
    /// makes that the view's size request (grids and carousels).
    func layout(width: Double, fixedWidth: Bool) {
        layoutWidth = (width, fixedWidth)
        gtk_widget_set_size_request(content, fixedWidth ? Int32(width) : -1, item.size.height.map { Int32($0) } ?? -1)
        // A fixed-width item keeps its width even where GTK offers a wider cell.
        gtk_widget_set_halign(content, fixedWidth ? GTK_ALIGN_START : GTK_ALIGN_FILL)
        view.layout(width: width)
        childStack?.layout(width: width)
    }

    private func show(_ newItem: Item) {
        applyMetaStyle(old: item, new: newItem)
        var configured = newItem
        view.configure(with: &configured)
        item = configured
        gtk_widget_set_size_request(view.widget.pointer, -1, item.size.height.map { Int32($0) } ?? -1)
    }

    private func applyKindClass(_ old: String?, _ new: String) {
        if let old, !old.isEmpty { Gtk.removeStyleClass("spots-item-\(StyleClass.sanitize(old))", from: container.pointer) }
        if !new.isEmpty { Gtk.addStyleClass("spots-item-\(StyleClass.sanitize(new))", to: container.pointer) }
    }

    /// `meta.style` becomes a style class of the item, for stylesheets.
    private func applyMetaStyle(old: Item?, new: Item) {
        if case .string(let style)? = old?.meta["style"] { Gtk.removeStyleClass(StyleClass.sanitize(style), from: container.pointer) }
        if case .string(let style)? = new.meta["style"] { Gtk.addStyleClass(StyleClass.sanitize(style), to: container.pointer) }
    }

    private static func makeView(for item: Item, presentation: ComponentPresentation,
                                 context: RenderContext) -> (view: any ItemConfigurable, isFallback: Bool) {
        let kind: ComponentKind = presentation == .list ? .list : ComponentKind(presentation.rawValue)
        let viewContext = ItemViewContext(componentKind: kind, role: .item, images: context.images)
        return context.views.makeView(kind: item.kind, context: viewContext)
    }
}

/// Turning free text (kinds, meta styles) into safe CSS class names.
enum StyleClass {
    static func sanitize(_ name: String) -> String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
