import CSpotsGtk
import SpotsDiff
import SpotsModel

/// One rendered component: header, body (list, grid or carousel) and footer.
///
/// The body is a `GtkListBox`, a `GtkFlowBox`, or a `GtkFlowBox` inside its own horizontal
/// `GtkScrolledWindow` for carousels, between two spacers that reserve the extent of the items
/// that have no widgets (see `ItemWindow`).
@MainActor
public final class Component {
    private var base: ComponentModel
    public let presentation: ComponentPresentation
    /// True when `model.kind` was not registered and the list presentation stands in.
    public let usesFallbackPresentation: Bool
    /// The outer box: header, body, footer.
    public let widget: Widget
    /// The GtkListBox or GtkFlowBox holding the realised items.
    public var itemsWidget: WidgetPointer { window.itemsWidget }
    /// The box of the items widget and the spacers that stand for unrealised items.
    public var body: WidgetPointer { window.body.pointer }
    /// The carousel's own horizontal scroller.
    public let carouselScroller: WidgetPointer?
    public private(set) var header: (view: any ItemConfigurable, item: Item)?
    public private(set) var footer: (view: any ItemConfigurable, item: Item)?
    /// The width the last layout used.
    public private(set) var layoutWidth: Double?
    let window: ItemWindow
    private let context: RenderContext
    private var paging: CarouselPaging?

    init(model: ComponentModel, context: RenderContext) {
        base = model
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

        let itemsWidget: WidgetPointer
        switch presentation {
        case .list:
            itemsWidget = gtk_list_box_new()!
            gtk_list_box_set_selection_mode(spots_list_box(itemsWidget), GTK_SELECTION_NONE)
            Gtk.addStyleClass("spots-list", to: itemsWidget)
        case .grid:
            itemsWidget = Self.makeFlowBox(styleClass: "spots-grid", layout: model.layout)
        case .carousel:
            itemsWidget = Self.makeFlowBox(styleClass: "spots-carousel", layout: model.layout)
            gtk_widget_set_halign(itemsWidget, GTK_ALIGN_START)
        }
        window = ItemWindow(presentation: presentation, layout: model.layout, itemsWidget: itemsWidget, context: context)
        if presentation == .carousel {
            let scroller = gtk_scrolled_window_new(nil, nil)!
            gtk_scrolled_window_set_policy(spots_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
            gtk_scrolled_window_set_propagate_natural_height(spots_scrolled_window(scroller), 1)
            Gtk.addStyleClass("spots-carousel-scroller", to: scroller)
            gtk_widget_set_halign(window.body.pointer, GTK_ALIGN_START)
            Gtk.add(window.body.pointer, to: scroller)
            carouselScroller = scroller
            ScrollForwarding.forwardVerticalScrolls(from: scroller)
        } else {
            carouselScroller = nil
        }
        applyInset()
        if let header = model.header { self.header = makeSupplementary(header, role: .header) }
        Gtk.packStart(carouselScroller ?? window.body.pointer, in: widget.pointer)
        if let footer = model.footer { self.footer = makeSupplementary(footer, role: .footer) }
        connectActivation()
        window.setItems(model.items)
        base.items = []
        window.update(visible: nil, margin: 0)
        updateVisibility()
        if let carouselScroller {
            paging = CarouselPaging(component: self, scroller: carouselScroller, context: context)
        }
    }

    /// The component as shown: its model with every item (realised or not).
    public var model: ComponentModel {
        var model = base
        model.items = window.items
        return model
    }

    /// The realised item cells, in order (every item when the whole component is realised).
    public var cells: [ItemCell] { window.realisedCells }

    /// Number of item views realised.
    public var cellCount: Int { window.order.count }

    /// Number of items in the model.
    public var itemCount: Int { window.items.count }

    /// The cell whose GTK container is `pointer`.
    public func cell(for container: UnsafeMutableRawPointer) -> ItemCell? {
        window.cells.values.first { UnsafeMutableRawPointer($0.container.pointer) == container }
    }

    /// The realised cell of the item at `index`, if it has one.
    public func realisedCell(at index: Int) -> ItemCell? { window.cells[index] }

    func setIndex(_ index: Int) {
        base.index = index
    }

    // MARK: - Layout and the window

    /// Lays the component out `width` pixels wide: item widths, then nested components.
    public func layout(width: Double) {
        layoutWidth = width
        window.listBorder = listBorder
        window.setWidth(width, layout: base.layout)
        if window.realisesEverything { window.update(visible: nil, margin: 0) }
        let content = ItemSizing.contentWidth(width, layout: base.layout)
        header?.view.layout(width: content)
        footer?.view.layout(width: content)
    }

    /// Realises the items in `viewport` (y from the top of `root`) plus `margin`, then does the
    /// same for the components nested in realised items. Returns true when any size changed.
    @discardableResult
    func updateWindow(viewport: (top: Double, bottom: Double), margin: Double, root: WidgetPointer,
                      counters: inout UpdateCounters) -> Bool {
        var changed: Bool
        if let paging {
            changed = window.update(visible: paging.visibleRange, margin: paging.pageWidth, counters: &counters)
        } else if let origin = placedOrigin(of: window.body.pointer, in: root) {
            let top = viewport.top - Double(origin.y)
            changed = window.update(visible: (top, top + viewport.bottom - viewport.top), margin: margin, counters: &counters)
        } else {
            changed = window.update(visible: nil, margin: margin, initialExtent: (viewport.bottom - viewport.top) * 2,
                                    counters: &counters)
        }
        updateVisibility()
        for cell in window.realisedCells where !cell.children.isEmpty {
            if cell.childStack?.updateWindow(viewport: viewport, margin: margin, root: root, counters: &counters) == true {
                changed = true
            }
        }
        return changed
    }

    /// `widget`'s origin in `root` once GTK has placed it; nil before its first allocation.
    private func placedOrigin(of widget: WidgetPointer, in root: WidgetPointer) -> (x: Int, y: Int)? {
        let allocation = Gtk.allocation(of: widget)
        guard allocation.width > 1 || allocation.height > 1 else { return nil }
        return Gtk.origin(of: widget, in: root)
    }

    /// Where the item at `index` is, relative to `root`, once GTK has placed the component: from
    /// the height cache (a realised cell's allocation may still be its previous item's until GTK
    /// lays it out again).
    func position(ofItem index: Int, in root: WidgetPointer) -> (y: Double, height: Double)? {
        guard window.items.indices.contains(index), !window.isHorizontal,
              let origin = placedOrigin(of: window.body.pointer, in: root) else { return nil }
        let line = window.extent(ofLine: window.geometry.line(ofItem: index))
        return (Double(origin.y) + line.start, line.length)
    }

    /// Realises every item, and every item of the components nested in them.
    func realiseEverything() {
        window.update(visible: nil, margin: 0)
        updateVisibility()
        for cell in window.realisedCells { cell.childStack?.realiseEverything() }
    }

    /// The item whose line covers `y` (in `root`'s coordinates), from the height cache.
    func itemIndex(atY y: Double, in root: WidgetPointer) -> Int? {
        guard window.items.count > 0, !window.isHorizontal,
              let origin = placedOrigin(of: window.body.pointer, in: root) else { return nil }
        let line = window.heights.line(at: y - Double(origin.y))
        return window.geometry.items(inLine: line).first
    }

    /// A boxed list has a 1px side border; a flush one (no side inset) has none.
    private var listBorder: Double {
        presentation != .list || Gtk.hasStyleClass("spots-list-flush", on: itemsWidget) ? 0 : Theme.listBorderWidth
    }

    // MARK: - Updating in place

    /// Applies a diff whose kind, layout and identity are unchanged (those replace the component).
    func apply(_ update: ComponentUpdate, model newModel: ComponentModel, counters: inout UpdateCounters) {
        if update.headerChanged {
            header = replaceSupplementary(header, with: newModel.header, role: .header, counters: &counters)
        }
        if update.footerChanged {
            footer = replaceSupplementary(footer, with: newModel.footer, role: .footer, counters: &counters)
        }
        if update.metaChanged {
            if case .string(let old)? = base.meta["style"] {
                Gtk.removeStyleClass(StyleClass.sanitize(old), from: widget.pointer)
            }
            if case .string(let new)? = newModel.meta["style"] {
                Gtk.addStyleClass(StyleClass.sanitize(new), to: widget.pointer)
            }
        }
        let index = base.index
        base = newModel
        base.index = index
        base.items = []
        if !update.items.isEmpty {
            window.apply(update.items, changes: update.itemChanges, newItems: newModel.items, counters: &counters)
        } else if !update.itemChanges.isEmpty {
            window.update(items: update.itemChanges, newItems: newModel.items, counters: &counters)
        }
        updateVisibility()
    }

    /// Replaces one item after comparing it with the one shown; false when they are equal.
    func updateItem(at index: Int, to item: Item, counters: inout UpdateCounters) -> Bool {
        window.updateItem(at: index, to: item, counters: &counters)
    }

    private func replaceSupplementary(_ current: (view: any ItemConfigurable, item: Item)?, with item: Item?,
                                      role: ItemViewContext.Role,
                                      counters: inout UpdateCounters) -> (view: any ItemConfigurable, item: Item)? {
        if let current, let item, current.item.kind == item.kind {
            var configured = item
            current.view.configure(with: &configured)
            counters.reconfigured += 1
            return (current.view, configured)
        }
        if let current {
            Gtk.remove(current.view.widget.pointer, from: widget.pointer)
            counters.destroyed += 1
        }
        guard let item else { return nil }
        let made = makeSupplementary(item, role: role)
        let position = role == .header ? 0 : Gtk.children(of: widget.pointer).count - 1
        gtk_box_reorder_child(spots_box(widget.pointer), made.view.widget.pointer, Int32(position))
        gtk_widget_show_all(made.view.widget.pointer)
        if let layoutWidth { made.view.layout(width: ItemSizing.contentWidth(layoutWidth, layout: base.layout)) }
        counters.created += 1
        return made
    }

    // MARK: - Building

    private func updateVisibility() {
        let hideWhenEmpty = window.items.isEmpty && !base.layout.showEmptyComponent
        let body = carouselScroller ?? window.body.pointer
        gtk_widget_set_no_show_all(body, hideWhenEmpty ? 1 : 0)
        gtk_widget_set_visible(body, hideWhenEmpty ? 0 : 1)
    }

    private static func makeFlowBox(styleClass: String, layout: Layout) -> WidgetPointer {
        let flow = gtk_flow_box_new()!
        let box = spots_flow_box(flow)
        gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(box, 0)
        gtk_flow_box_set_column_spacing(box, UInt32(max(0, min(layout.itemSpacing, 10_000))))
        gtk_flow_box_set_row_spacing(box, UInt32(max(0, min(layout.lineSpacing, 10_000))))
        // Its natural width is exactly the items of a line; centring keeps GTK from stretching them.
        gtk_widget_set_halign(flow, layout.span > 0 ? GTK_ALIGN_CENTER : GTK_ALIGN_START)
        gtk_widget_set_valign(flow, GTK_ALIGN_START)
        Gtk.addStyleClass(styleClass, to: flow)
        return flow
    }

    private func applyInset() {
        let inset = base.layout.inset
        let (top, left, bottom, right) = (Int(inset.top), Int(inset.left), Int(inset.bottom), Int(inset.right))
        if let scroller = carouselScroller {
            // The inset pads the scrolled content, so items scroll all the way to the window edge.
            Gtk.setMargins(scroller, top: top, left: 0, bottom: bottom, right: 0)
            Gtk.setMargins(window.body.pointer, top: 0, left: left, bottom: 0, right: right)
        } else {
            Gtk.setMargins(window.body.pointer, top: top, left: left, bottom: bottom, right: right)
        }
        if presentation == .list, left == 0, right == 0 {
            Gtk.addStyleClass("spots-list-flush", to: itemsWidget)
        }
    }

    private func makeSupplementary(_ item: Item, role: ItemViewContext.Role) -> (view: any ItemConfigurable, item: Item) {
        let viewContext = ItemViewContext(componentKind: base.kind, role: role, images: context.images)
        let view = context.views.makeView(kind: item.kind, context: viewContext).view
        var configured = item
        view.configure(with: &configured)
        let inset = base.layout.inset
        gtk_widget_set_margin_start(view.widget.pointer, Int32(inset.left))
        gtk_widget_set_margin_end(view.widget.pointer, Int32(inset.right))
        Gtk.addStyleClass(role == .header ? "spots-component-header" : "spots-component-footer", to: view.widget.pointer)
        Gtk.packStart(view.widget.pointer, in: widget.pointer)
        return (view, configured)
    }

    private func connectActivation() {
        let signal = presentation == .list ? "row-activated" : "child-activated"
        Signal.connect(itemsWidget, signal, withArgument: { [weak self] container in
            guard let self, let container, let cell = self.cell(for: container) else { return }
            self.context.onActivate?(self, cell)
        })
        Signal.connect(itemsWidget, "set-focus-child", withArgument: { [weak self] container in
            guard let self, let container, let cell = self.cell(for: container) else { return }
            self.context.onFocus?(self, cell)
        })
        // Before GtkListBox/GtkFlowBox's own bindings, which only know the realised items.
        Signal.connect(itemsWidget, "key-press-event", returning: { [weak self] event in
            guard let self, let event, let key = Self.pagingKey(event) else { return false }
            let focused = gtk_container_get_focus_child(spots_container(self.itemsWidget)).flatMap { self.cell(for: $0) }
            return self.context.onPagingKey?(self, focused, key) ?? false
        })
    }

    private static func pagingKey(_ event: UnsafeMutableRawPointer) -> PagingKey? {
        let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
        guard key.state & (GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SHIFT_MASK.rawValue) == 0 else { return nil }
        switch Int32(key.keyval) {
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        default: return nil
        }
    }
}
