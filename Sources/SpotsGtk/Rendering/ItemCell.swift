import CSpotsGtk
import SpotsModel

/// One item on screen: its GTK row or flow-box child, its view, and any nested components.
@MainActor
public final class ItemCell {
    public private(set) var item: Item
    public let view: any ItemConfigurable
    /// True when the item's kind was not registered and the default view stands in.
    public let usesFallbackView: Bool
    /// The GtkListBoxRow or GtkFlowBoxChild placed in the component.
    public let container: Widget
    /// Components nested in the item (`item.children`).
    public private(set) var children: [Component] = []
    /// The view and its nested components: the item's own frame (rows add a separator line).
    public let content: WidgetPointer
    private let childrenBox: WidgetPointer

    init(item: Item, presentation: ComponentPresentation, context: RenderContext) {
        self.item = item
        let viewContext = ItemViewContext(componentKind: presentation == .list ? .list : ComponentKind(presentation.rawValue),
                                          role: .item, images: context.images)
        let made = context.views.makeView(kind: item.kind, context: viewContext)
        view = made.view
        usesFallbackView = made.isFallback
        let containerPointer = presentation == .list ? gtk_list_box_row_new()! : gtk_flow_box_child_new()!
        container = Widget(containerPointer)
        content = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        childrenBox = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Gtk.packStart(view.widget, in: content, expand: true)
        Gtk.packStart(childrenBox, in: content)
        Gtk.add(content, to: container.pointer)
        Gtk.addStyleClass("spots-item", to: container.pointer)
        if !item.kind.isEmpty { Gtk.addStyleClass("spots-item-\(StyleClass.sanitize(item.kind))", to: container.pointer) }
        var configured = item
        view.configure(with: &configured)
        self.item = configured
        applyHeight()
        children = item.children.map { Component(model: $0, context: context.nested()) }
        for child in children {
            Gtk.packStart(child.widget.pointer, in: childrenBox)
        }
        if !children.isEmpty { Gtk.addStyleClass("spots-item-children", to: childrenBox) }
    }

    /// Lays the view and its nested components out `width` pixels wide; `fixedWidth`
    /// makes that the view's size request (grids and carousels).
    func layout(width: Double, fixedWidth: Bool) {
        gtk_widget_set_size_request(content, fixedWidth ? Int32(width) : -1, item.size.height.map { Int32($0) } ?? -1)
        // A fixed-width item keeps its width even where GTK offers a wider cell.
        gtk_widget_set_halign(content, fixedWidth ? GTK_ALIGN_START : GTK_ALIGN_FILL)
        view.layout(width: width)
        for child in children { child.layout(width: width) }
    }

    private func applyHeight() {
        if let height = item.size.height {
            gtk_widget_set_size_request(view.widget, -1, Int32(height))
        }
    }
}

/// Turning free text (kinds, meta styles) into safe CSS class names.
enum StyleClass {
    static func sanitize(_ name: String) -> String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
