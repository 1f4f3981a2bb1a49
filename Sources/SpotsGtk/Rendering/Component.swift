import CSpotsGtk
import SpotsModel

/// One rendered component: header, body (list, grid or carousel) and footer.
///
/// The body widget depends on the presentation: a `GtkListBox`, a `GtkFlowBox`, or a
/// `GtkFlowBox` inside its own horizontal `GtkScrolledWindow` for carousels.
@MainActor
public final class Component {
    public private(set) var model: ComponentModel
    public let presentation: ComponentPresentation
    /// True when `model.kind` was not registered and the list presentation stands in.
    public let usesFallbackPresentation: Bool
    /// The outer box: header, body, footer.
    public let widget: Widget
    /// The GtkListBox or GtkFlowBox holding the items.
    public let itemsWidget: WidgetPointer
    /// The carousel's own horizontal scroller.
    public let carouselScroller: WidgetPointer?
    public private(set) var cells: [ItemCell] = []
    public private(set) var header: (view: any ItemConfigurable, item: Item)?
    public private(set) var footer: (view: any ItemConfigurable, item: Item)?
    /// The width the last layout used.
    public private(set) var layoutWidth: Double?
    private let context: RenderContext

    init(model: ComponentModel, context: RenderContext) {
        self.model = model
        self.context = context
        let resolved = context.kinds.presentation(for: model.kind)
        presentation = resolved.presentation
        usesFallbackPresentation = resolved.isFallback
        widget = Widget(Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0))
        Gtk.addStyleClass("spots-component", to: widget.pointer)
        Gtk.addStyleClass("spots-component-\(StyleClass.sanitize(model.kind.rawValue))", to: widget.pointer)
        if case .string(let style)? = model.meta["style"] {
            Gtk.addStyleClass(StyleClass.sanitize(style), to: widget.pointer)
        }

        switch presentation {
        case .list:
            let list = gtk_list_box_new()!
            gtk_list_box_set_selection_mode(spots_list_box(list), GTK_SELECTION_NONE)
            Gtk.addStyleClass("spots-list", to: list)
            itemsWidget = list
            carouselScroller = nil
        case .grid:
            itemsWidget = Self.makeFlowBox(styleClass: "spots-grid", layout: model.layout)
            carouselScroller = nil
        case .carousel:
            let flow = Self.makeFlowBox(styleClass: "spots-carousel", layout: model.layout)
            gtk_widget_set_halign(flow, GTK_ALIGN_START)
            let scroller = gtk_scrolled_window_new(nil, nil)!
            gtk_scrolled_window_set_policy(spots_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
            gtk_scrolled_window_set_propagate_natural_height(spots_scrolled_window(scroller), 1)
            Gtk.addStyleClass("spots-carousel-scroller", to: scroller)
            Gtk.add(flow, to: scroller)
            itemsWidget = flow
            carouselScroller = scroller
            ScrollForwarding.forwardVerticalScrolls(from: scroller)
        }
        applyInset()
        if let header = model.header { self.header = makeSupplementary(header, role: .header) }
        Gtk.packStart(carouselScroller ?? itemsWidget, in: widget.pointer)
        if let footer = model.footer { self.footer = makeSupplementary(footer, role: .footer) }
        connectActivation()
        setItems(model.items)
    }

    /// Lays the component out `width` pixels wide: item widths, then nested components.
    public func layout(width: Double) {
        layoutWidth = width
        let content = ItemSizing.contentWidth(width, layout: model.layout)
        for cell in cells {
            switch presentation {
            case .list:
                cell.layout(width: max(0, content - 2 * listBorder), fixedWidth: false)
            case .grid, .carousel:
                let itemWidth = ItemSizing.itemWidth(for: cell.item, in: width, layout: model.layout, itemCount: cells.count)
                cell.layout(width: itemWidth, fixedWidth: true)
            }
        }
        header?.view.layout(width: content)
        footer?.view.layout(width: content)
    }

    /// A boxed list has a 1px side border; a flush one (no side inset) has none.
    private var listBorder: Double {
        Gtk.hasStyleClass("spots-list-flush", on: itemsWidget) ? 0 : Theme.listBorderWidth
    }

    /// The cell whose GTK container is `pointer`.
    public func cell(for container: UnsafeMutableRawPointer) -> ItemCell? {
        cells.first { UnsafeMutableRawPointer($0.container.pointer) == container }
    }

    // MARK: - Building

    private func setItems(_ items: [Item]) {
        for (index, item) in items.enumerated() {
            var numbered = item
            numbered.index = index
            let cell = ItemCell(item: numbered, presentation: presentation, context: context)
            cells.append(cell)
            if presentation == .list {
                gtk_list_box_insert(spots_list_box(itemsWidget), cell.container.pointer, -1)
            } else {
                gtk_flow_box_insert(spots_flow_box(itemsWidget), cell.container.pointer, -1)
            }
        }
        model.items = cells.map(\.item)
        if presentation == .carousel {
            let rows = max(1, model.layout.itemsPerRow)
            let perLine = UInt32(max(1, (cells.count + rows - 1) / rows))
            gtk_flow_box_set_min_children_per_line(spots_flow_box(itemsWidget), perLine)
            gtk_flow_box_set_max_children_per_line(spots_flow_box(itemsWidget), perLine)
        }
        let hideWhenEmpty = cells.isEmpty && !model.layout.showEmptyComponent
        gtk_widget_set_no_show_all(carouselScroller ?? itemsWidget, hideWhenEmpty ? 1 : 0)
        gtk_widget_set_visible(carouselScroller ?? itemsWidget, hideWhenEmpty ? 0 : 1)
    }

    private static func makeFlowBox(styleClass: String, layout: Layout) -> WidgetPointer {
        let flow = gtk_flow_box_new()!
        let box = spots_flow_box(flow)
        gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(box, 0)
        gtk_flow_box_set_column_spacing(box, UInt32(max(0, layout.itemSpacing)))
        gtk_flow_box_set_row_spacing(box, UInt32(max(0, layout.lineSpacing)))
        if layout.span > 0 {
            let span = UInt32(layout.span.rounded(.down))
            gtk_flow_box_set_min_children_per_line(box, max(1, span))
            gtk_flow_box_set_max_children_per_line(box, max(1, span))
            // Its natural width is exactly span items; centring it keeps GTK from stretching them.
            gtk_widget_set_halign(flow, GTK_ALIGN_CENTER)
        } else {
            gtk_flow_box_set_max_children_per_line(box, 1000)
            gtk_widget_set_halign(flow, GTK_ALIGN_START)
        }
        gtk_widget_set_valign(flow, GTK_ALIGN_START)
        Gtk.addStyleClass(styleClass, to: flow)
        return flow
    }

    private func applyInset() {
        let inset = model.layout.inset
        let (top, left, bottom, right) = (Int(inset.top), Int(inset.left), Int(inset.bottom), Int(inset.right))
        if let scroller = carouselScroller {
            // The inset pads the scrolled content, so items scroll all the way to the window edge.
            Gtk.setMargins(scroller, top: top, left: 0, bottom: bottom, right: 0)
            Gtk.setMargins(itemsWidget, top: 0, left: left, bottom: 0, right: right)
        } else {
            Gtk.setMargins(itemsWidget, top: top, left: left, bottom: bottom, right: right)
        }
        if presentation == .list, left == 0, right == 0 {
            Gtk.addStyleClass("spots-list-flush", to: itemsWidget)
        }
    }

    private func makeSupplementary(_ item: Item, role: ItemViewContext.Role) -> (view: any ItemConfigurable, item: Item) {
        let viewContext = ItemViewContext(componentKind: model.kind, role: role, images: context.images)
        let view = context.views.makeView(kind: item.kind, context: viewContext).view
        var configured = item
        view.configure(with: &configured)
        let inset = model.layout.inset
        gtk_widget_set_margin_start(view.widget, Int32(inset.left))
        gtk_widget_set_margin_end(view.widget, Int32(inset.right))
        Gtk.addStyleClass(role == .header ? "spots-component-header" : "spots-component-footer", to: view.widget)
        Gtk.packStart(view.widget, in: widget.pointer)
        return (view, configured)
    }

    private func connectActivation() {
        let signal = presentation == .list ? "row-activated" : "child-activated"
        Signal.connect(itemsWidget, signal, withArgument: { [weak self] container in
            guard let self, let container, let cell = self.cell(for: container) else { return }
            self.context.onActivate?(self, cell)
        })
    }
}
