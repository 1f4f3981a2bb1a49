import CSpotsGtk
import SpotsDiff
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
        settleTimer = MainLoopTimer { [weak self] in self?.carouselDidSettle() }
        applyInset()
        if let header = model.header { self.header = makeSupplementary(header, role: .header) }
        Gtk.packStart(carouselScroller ?? itemsWidget, in: widget.pointer)
        if let footer = model.footer { self.footer = makeSupplementary(footer, role: .footer) }
        connectActivation()
        setItems(model.items)
        if let scroller = carouselScroller, let adjustment = gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller)) {
            Signal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in
                guard let self, !self.isSnapping else { return }
                self.settleTimer.schedule(afterMilliseconds: Self.settleDelayMilliseconds)
            }
        }
    }

    // MARK: - Carousel scrolling

    /// How long a carousel must be still before it counts as having come to rest.
    static let settleDelayMilliseconds: UInt32 = 150
    private var settleTimer: MainLoopTimer!
    private var isSnapping = false

    /// The carousel's item nearest its leading edge.
    public var carouselItemInView: ItemCell? {
        guard let scroller = carouselScroller,
              let adjustment = gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller)) else { return nil }
        let value = gtk_adjustment_get_value(adjustment)
        let inset = model.layout.inset.left
        return cells.min { lhs, rhs in
            abs(Double(Gtk.allocation(of: lhs.container.pointer).x) - inset - value)
                < abs(Double(Gtk.allocation(of: rhs.container.pointer).x) - inset - value)
        }
    }

    private func carouselDidSettle() {
        guard let scroller = carouselScroller, let cell = carouselItemInView,
              let adjustment = gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller)) else { return }
        let maximum = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        var target: Double?
        switch model.interaction.paginate {
        case .item:
            // Settle on the item: its leading edge lines up with the inset.
            target = Double(Gtk.allocation(of: cell.container.pointer).x) - model.layout.inset.left
        case .page:
            let page = gtk_adjustment_get_page_size(adjustment)
            if page > 0 { target = (gtk_adjustment_get_value(adjustment) / page).rounded() * page }
        case .disabled:
            break
        }
        if let target {
            isSnapping = true
            gtk_adjustment_set_value(adjustment, min(max(0, target), maximum))
            isSnapping = false
        }
        context.onCarouselSettled?(self, cell)
    }

    /// Lays the component out `width` pixels wide: item widths, then nested components.
    public func layout(width: Double) {
        layoutWidth = width
        for cell in cells { layout(cell, width: width) }
        let content = ItemSizing.contentWidth(width, layout: model.layout)
        header?.view.layout(width: content)
        footer?.view.layout(width: content)
    }

    /// The cell whose GTK container is `pointer`.
    public func cell(for container: UnsafeMutableRawPointer) -> ItemCell? {
        cells.first { UnsafeMutableRawPointer($0.container.pointer) == container }
    }

    /// A boxed list has a 1px side border; a flush one (no side inset) has none.
    private var listBorder: Double {
        Gtk.hasStyleClass("spots-list-flush", on: itemsWidget) ? 0 : Theme.listBorderWidth
    }

    /// Number of item views shown.
    public var cellCount: Int { cells.count }

    func setIndex(_ index: Int) {
        model.index = index
    }

    // MARK: - Updating in place

    /// Inserting this many rows at once detaches the items widget while it is edited:
    /// GTK 3 re-lays out an on-screen list box per inserted row (quadratic), an off-screen one once.
    static let detachThreshold = 64

    /// Applies a diff whose kind, layout and identity are unchanged (those replace the component).
    func apply(_ update: ComponentUpdate, model newModel: ComponentModel, counters: inout UpdateCounters) {
        if update.headerChanged {
            header = replaceSupplementary(header, with: newModel.header, role: .header, counters: &counters)
        }
        if update.footerChanged {
            footer = replaceSupplementary(footer, with: newModel.footer, role: .footer, counters: &counters)
        }
        if update.metaChanged {
            if case .string(let old)? = model.meta["style"] {
                Gtk.removeStyleClass(StyleClass.sanitize(old), from: widget.pointer)
            }
            if case .string(let new)? = newModel.meta["style"] {
                Gtk.addStyleClass(StyleClass.sanitize(new), to: widget.pointer)
            }
        }
        let index = model.index
        model = newModel
        model.index = index
        if !update.items.isEmpty {
            applyItems(update.items, changes: update.itemChanges, newItems: newModel.items, counters: &counters)
        } else {
            for (itemIndex, change) in update.itemChanges.sorted(by: { $0.key < $1.key }) {
                cells[itemIndex].update(to: newModel.items[itemIndex], change: change, counters: &counters)
            }
            model.items = cells.map(\.item)
        }
    }

    private func applyItems(_ changeset: Changeset, changes: [Int: ItemChange], newItems: [Item], counters: inout UpdateCounters) {
        let placement = ChangesetPlacement(changeset, oldCount: cells.count, newCount: newItems.count)
        let reattach = placement.placements.count >= Self.detachThreshold ? detachItemsWidget() : nil
        let old = cells
        let deleted = Set(changeset.deletions)
        for index in placement.removals {
            Gtk.remove(old[index].container.pointer, from: itemsWidget)
            if deleted.contains(index) { counters.destroyed += 1 } else { counters.moved += 1 }
        }
        var result: [ItemCell] = []
        result.reserveCapacity(newItems.count)
        var fresh: [Int] = []
        for (index, source) in placement.sources.enumerated() {
            switch source {
            case .inserted:
                var item = newItems[index]
                item.index = index
                result.append(ItemCell(item: item, presentation: presentation, context: context))
                counters.created += 1
                fresh.append(index)
            case .moved(let from), .kept(let from):
                result.append(old[from])
            }
        }
        for index in placement.placements {
            insertContainer(result[index], at: index)
        }
        let freshSet = Set(fresh)
        for (index, change) in changes.sorted(by: { $0.key < $1.key }) where !freshSet.contains(index) {
            result[index].update(to: newItems[index], change: change, counters: &counters)
        }
        cells = result
        for (index, cell) in cells.enumerated() where cell.item.index != index { cell.setIndex(index) }
        model.items = cells.map(\.item)
        reattach?()
        updateLinesAndVisibility()
        if let layoutWidth {
            // Widths depend on the item count only with dynamic span; otherwise lay out the new cells alone.
            if model.layout.dynamicSpan {
                layout(width: layoutWidth)
            } else {
                for index in fresh { layout(cells[index], width: layoutWidth) }
            }
        }
    }

    private func layout(_ cell: ItemCell, width: Double) {
        switch presentation {
        case .list:
            let content = ItemSizing.contentWidth(width, layout: model.layout)
            cell.layout(width: max(0, content - 2 * listBorder), fixedWidth: false)
        case .grid, .carousel:
            let itemWidth = ItemSizing.itemWidth(for: cell.item, in: width, layout: model.layout, itemCount: cells.count)
            cell.layout(width: itemWidth, fixedWidth: true)
        }
    }

    private func insertContainer(_ cell: ItemCell, at index: Int) {
        if presentation == .list {
            gtk_list_box_insert(spots_list_box(itemsWidget), cell.container.pointer, Int32(index))
        } else {
            gtk_flow_box_insert(spots_flow_box(itemsWidget), cell.container.pointer, Int32(index))
        }
        gtk_widget_show_all(cell.container.pointer)
    }

    /// Takes the items widget out of the window until the returned closure puts it back.
    private func detachItemsWidget() -> (() -> Void)? {
        let holder = carouselScroller ?? itemsWidget
        guard gtk_widget_get_realized(holder) != 0, let parent = gtk_widget_get_parent(holder) else { return nil }
        let position = Gtk.children(of: parent).firstIndex(of: holder) ?? 0
        g_object_ref(holder)
        Gtk.remove(holder, from: parent)
        return {
            Gtk.packStart(holder, in: parent)
            gtk_box_reorder_child(spots_box(parent), holder, Int32(position))
            g_object_unref(holder)
        }
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
        if let layoutWidth { made.view.layout(width: ItemSizing.contentWidth(layoutWidth, layout: model.layout)) }
        counters.created += 1
        return made
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
        updateLinesAndVisibility()
    }

    private func updateLinesAndVisibility() {
        if presentation == .carousel {
            let rows = max(1, model.layout.itemsPerRow)
            let perLine = UInt32(max(1, (cells.count + rows - 1) / rows))
            gtk_flow_box_set_min_children_per_line(spots_flow_box(itemsWidget), perLine)
            gtk_flow_box_set_max_children_per_line(spots_flow_box(itemsWidget), perLine)
        }
        let hideWhenEmpty = cells.isEmpty && !model.layout.showEmptyComponent
        let body = carouselScroller ?? itemsWidget
        gtk_widget_set_no_show_all(body, hideWhenEmpty ? 1 : 0)
        gtk_widget_set_visible(body, hideWhenEmpty ? 0 : 1)
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
    }
}
