import SpotsDiff
import SpotsModel

/// One component of a screen: its model, and its widgets while the screen's window reaches it.
///
/// A component outside the window keeps its model, its items' lines and their heights (measured
/// or estimated) in `window`, and nothing else: no list box, flow box, header view, carousel strip,
/// buttons or dots. It is built (`build()`) when the window reaches it and lets its widgets go
/// when it leaves (`release`): on a long screen most components never have any. Everything that
/// walks the components (the keyboard, sticky headers, inspection, accessibility) asks the model
/// for what an unbuilt one would show; the public widget accessors build it on demand.
///
/// Once built, its presentation (`ListPresentation`, `GridPresentation`, `CarouselPresentation`,
/// or one registered for its kind) makes the items widget, a `GtkListBox` or `GtkFlowBox` that holds
/// the realised items between spacers reserving the extent of the others (see `ItemWindow`), and
/// the frame around it (a carousel's strip scrolls sideways on its own).
@MainActor
public final class Component {
    private(set) var base: ComponentModel
    public let presentation: any Presentation
    /// True when `model.kind` was not registered and the list presentation stands in.
    public let usesFallbackPresentation: Bool
    /// The widgets, while the screen's window holds the component (nil outside it).
    private(set) var widgets: ComponentWidgets? {
        didSet { appliedAccessibility = nil }
    }
    /// What the widgets' accessibles were last told (see `applyAccessibility`), nil since the
    /// component took other widgets or none.
    var appliedAccessibility: AppliedAccessibility?
    /// Whether the component has widgets now (the screen's window reached it, or a widget
    /// accessor asked for them).
    public var isBuilt: Bool { widgets != nil }
    /// The widgets, built first when the component has none.
    var built: ComponentWidgets { widgets ?? build() }
    /// The outer box: header, body, footer.
    public var widget: Box { built.box }
    /// The GtkListBox or GtkFlowBox holding the realised items.
    public var items: Container { built.items }
    /// The box of the items widget and the spacers that stand for unrealised items.
    public var bodyBox: Box { built.body }
    /// What the presentation put around the body: the body itself, or a carousel's strip.
    var frame: any ComponentFrame { built.frame }
    /// Pointer forms of the above, for code and tests that speak GTK directly.
    public var itemsWidget: WidgetPointer { items.pointer }
    public var body: WidgetPointer { bodyBox.pointer }
    public var carouselScroller: WidgetPointer? { scroller?.pointer }
    /// The header's view and item (building the component when it has no widgets).
    public var header: (view: any ItemConfigurable, item: Item)? { built.header }
    public var footer: (view: any ItemConfigurable, item: Item)? { built.footer }
    /// The width the last layout used.
    public private(set) var layoutWidth: Double?
    /// The margin beside the component when it is centred in a wider window (last layout).
    private var sideMargin = 0.0
    let window: ItemWindow
    /// The header toggle and the revealer of a collapsible component, while built.
    var accordion: Accordion? { widgets?.accordion }
    /// Whether the component has a header toggle that opens and closes it (collapsible, with a
    /// header when it was made), and whether it is closed: the model's side of `Accordion`.
    let isCollapsible: Bool
    var collapsed: Bool
    /// What stands in for the items in the loading, empty and error states, while built.
    var stateView: StateView? { widgets?.stateView }
    let context: RenderContext
    /// Hover feedback of actionable items (the pointer cursor), while built.
    var hover: ActionHover? { widgets?.hover }
    /// The item keyboard focus was last on (Tab and arrows come back to it).
    var lastFocusedItem: Int?
    /// How far its frame was scrolled on its own (a carousel's strip) when it lost its widgets.
    var savedFrameOffset: Double?
    /// The name of the item this component is nested in: a screen reader's name for it when
    /// it has no header.
    var containerName: String? {
        didSet { if isBuilt { applyAccessibility() } }
    }
    /// Told when the component builds its widgets (its stack lets go of those it does not show).
    var onBuild: (@MainActor (Component) -> Void)?

    /// The component with its model only: widgets come when the screen's window reaches it
    /// (`build()`), items when the window asks for them (`realiseInitialItems` or `updateWindow`).
    /// `width`: the width its stack lays components out at, when it has one; the items' lines
    /// are then grouped and estimated once, for that width (a screen's whole arriving makes
    /// thousands of components).
    init(model: ComponentModel, context: RenderContext, width: Double? = nil) {
        base = model
        var context = context
        context.owner = PlaceKey()
        self.context = context
        let resolved = context.kinds.presentation(for: model.kind)
        presentation = resolved.presentation
        usesFallbackPresentation = resolved.isFallback
        isCollapsible = model.interaction.collapsible && model.header != nil
        collapsed = model.interaction.collapsed
        window = ItemWindow(presentation: presentation, componentKind: model.kind, layout: model.layout, context: context)
        if let width { layout(width: width) }
        window.setItems(model.items)
        base.items = []
    }

    /// Makes the widgets: the presentation's items widget and frame, header, footer, accordion,
    /// state and the signals, laid out at the last width; or takes those a component of the same
    /// shape left (`ComponentWidgetPool`). No item is realised yet.
    @discardableResult
    func build() -> ComponentWidgets {
        if let widgets { return widgets }
        if let shape = poolShape, let pooled = context.componentWidgets.take(shape) { return adopt(pooled) }
        let parts = ItemWindow.Parts(itemsWidget: presentation.makeItemsWidget(layout: base.layout), horizontal: window.isHorizontal)
        window.attach(parts)
        let body = parts.body
        let frame = presentation.makeFrame(body: body, layout: base.layout, size: base.size)
        let made = ComponentWidgets(itemParts: parts, frame: frame)
        made.owner = self
        context.statistics.componentsBuilt += 1
        widgets = made
        let box = made.box
        box.styleClasses.insert("spots-component")
        box.styleClasses.insert("spots-component-\(StyleClass.sanitize(base.kind.rawValue))")
        if case .string(let style)? = base.meta["style"] {
            box.styleClasses.insert(StyleClass.sanitize(style))
        }
        frame.applyInset(base.layout.inset, to: body)
        made.accordion = makeAccordion()
        if let header = base.header { made.header = makeSupplementary(header, role: .header) }
        (made.accordion?.content ?? box).packStart(frame.widget)
        if let footer = base.footer { made.footer = makeSupplementary(footer, role: .footer) }
        connectActivation(made)
        made.hover = ActionHover(component: self)
        applyState()
        updateVisibility()
        frame.attach(to: self)
        didBuild(made)
        return made
    }

    /// Shows this component in widgets another component of its shape left: the items widget
    /// (with its hidden cells), frame, header and footer, configured from this model.
    private func adopt(_ pooled: ComponentWidgets) -> ComponentWidgets {
        widgets = pooled
        pooled.owner = self
        window.attach(pooled.itemParts, adopted: true)
        if let header = base.header, let view = pooled.header?.view {
            view.configure(with: header)
            pooled.header = (view, header)
        }
        if let footer = base.footer, let view = pooled.footer?.view {
            view.configure(with: footer)
            pooled.footer = (view, footer)
        }
        applyMouseClick()
        pooled.hover?.component = self
        applyState()
        updateVisibility()
        pooled.frame.attach(to: self)
        context.statistics.componentsReused += 1
        didBuild(pooled)
        return pooled
    }

    private func didBuild(_ widgets: ComponentWidgets) {
        if let savedFrameOffset {
            _ = widgets.frame.restoreOwnScrollPosition(savedFrameOffset)
            self.savedFrameOffset = nil
        }
        if layoutWidth != nil { layOutWidgets(widgets) }
        onBuild?(self)
    }

    /// The component's box is about to leave the screen's window (`release` follows): where its
    /// frame was scrolled is kept, and the frame goes back to its start while it is still in
    /// the window (GTK complains about a scroller moved outside one).
    func willLeaveWindow() {
        guard let widgets else { return }
        savedFrameOffset = widgets.frame.ownScrollPosition
        widgets.frame.prepareForReuse()
    }

    /// What this component's widgets are made for, when another component of the same shape
    /// may take them (see `ComponentWidgetPool`); nil when they are its own.
    private var poolShape: ComponentWidgetPool.Shape? {
        guard !isCollapsible, !base.accessibility.isHidden, !showsState, presentation.widgetsMoveBetweenComponents else { return nil }
        let style: String?
        if case .string(let value)? = base.meta["style"] { style = value } else { style = nil }
        return ComponentWidgetPool.Shape(presentation: ObjectIdentifier(presentation), kind: base.kind.rawValue,
                                         layout: base.layout, size: base.size, style: style,
                                         headerKind: base.header?.kind, footerKind: base.footer?.kind,
                                         views: .init(object: context.views), images: .init(object: context.images),
                                         depth: context.depth)
    }

    /// Lets the widgets go (the component left the screen's window): item views back, then the
    /// rest; to the pool for a component of the same shape when there is room. The model,
    /// lines, heights and the accordion's and frame's positions stay.
    func release(counters: inout UpdateCounters) {
        guard let widgets else { return }
        // Kept by `willLeaveWindow` when the widgets were in the window.
        if savedFrameOffset == nil { savedFrameOffset = widgets.frame.ownScrollPosition }
        let shape = widgets.stateView == nil ? poolShape : nil
        let pooled = shape.map { context.componentWidgets.hasRoom(for: $0) } ?? false
        window.detach(keepingCells: pooled, counters: &counters)
        self.widgets = nil
        guard pooled, let shape else {
            discard(widgets)
            return
        }
        // Pooled widgets stay where the stack parked them (see `ComponentWindow.park`); out of
        // a column, they are hidden.
        if let column = widgets.box.parent?.as(PlacedColumn.self) {
            column.setParked(widgets.box, true)
        } else {
            widgets.box.hide()
        }
        widgets.owner = nil
        widgets.hover?.reset()
        widgets.frame.prepareForReuse()
        // GTK keeps the child the focus was last in, to send it back there: not another item's.
        var container: Container? = widgets.items
        while let current = container {
            current.forgetFocusChild()
            container = current.isSame(as: widgets.box) ? nil : current.parent?.as(Container.self)
        }
        context.componentWidgets.keep(widgets, as: shape)
    }

    /// Takes the widgets out of their parent (GTK destroys them with their wrappers).
    private func discard(_ widgets: ComponentWidgets) {
        if let parent = widgets.box.parent?.as(Container.self) { parent.remove(widgets.box) }
    }

    /// Takes the widgets out of the window without pooling them: the component is no longer on
    /// the screen.
    func discardWidgets() {
        if let widgets { discard(widgets) }
    }

    /// The component as shown: its model with every item (realised or not).
    public var model: ComponentModel {
        var model = declaredModel
        if isCollapsible { model.interaction.collapsed = collapsed }
        return model
    }

    /// The model as last given (`collapsed` as declared, not as the user left it): what the diff compares.
    var declaredModel: ComponentModel {
        var model = base
        model.items = window.items
        return model
    }

    /// Where a carousel's first column starts in its scrolled strip, from the strip's start edge
    /// (the right one in right-to-left text): its start inset, unless the scroller itself stands
    /// at the inset (see `CarouselStrip.didLayOut`).
    var insetStart: Double { Double(widgets?.body.marginStart ?? 0) }

    var paginate: Interaction.Paginate { base.interaction.paginate }

    /// The component's identifier (without copying the items, as `model` would).
    var identifier: String? { base.identifier }

    /// The realised item cells, in order (every item when the whole component is realised).
    public var cells: [ItemCell] { window.realisedCells }

    /// The realised item cells in no particular order, for walks that visit each once: making
    /// `cells` looks every item up again (a grid's window holds a hundred cards, walked at
    /// every window pass and layout).
    var cellsInAnyOrder: Dictionary<Int, ItemCell>.Values { window.cells.values }

    /// The realised cell `position` places into the window's order (0: the first realised).
    func realisedCell(atPosition position: Int) -> ItemCell? { window.cells[window.order[position]] }

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

    /// Lays the component out `width` pixels wide: item widths, then nested components. Without
    /// widgets only the lines follow the width (their heights are estimated again).
    public func layout(width available: Double) {
        // On a wide window the component keeps to its maximum width, centred.
        let (width, side) = ResponsiveLayout.placement(in: available, layout: base.layout, depth: context.depth)
        layoutWidth = width
        sideMargin = side
        window.listBorder = presentation.sideBorder(layout: base.layout, side: side)
        window.setWidth(width, layout: base.layout)
        if let widgets { layOutWidgets(widgets) }
    }

    /// Gives the widgets the last layout's width and margins.
    private func layOutWidgets(_ widgets: ComponentWidgets) {
        guard let width = layoutWidth else { return }
        let side = sideMargin
        widgets.box.marginStart = Int(SizeLimits.margin(side))
        widgets.box.marginEnd = Int(SizeLimits.margin(side))
        presentation.didLayOut(widgets.items, layout: window.layout, width: width, side: side, axis: window.geometry.axis,
                               cellWidth: window.items.first.flatMap { window.cellWidth(for: $0)?.width })
        applyInsets(widgets)
        widgets.frame.didLayOut(centred: side > 0, inset: base.layout.inset, body: widgets.body)
        if window.realisesEverything, !itemsHidden { window.update(visible: nil, margin: 0) }
        let content = ItemSizing.contentWidth(width, layout: base.layout)
        widgets.header?.view.layout(width: content)
        widgets.footer?.view.layout(width: content)
        widgets.stateView?.layout(width: content)
    }

    /// Puts the inset around the body, header, footer and state again: its sides across follow
    /// the text direction, which may have changed since they were built.
    private func applyInsets(_ widgets: ComponentWidgets) {
        let inset = base.layout.inset
        widgets.frame.applyInset(inset, to: widgets.body)
        widgets.header?.view.widget.setSideMargins(inset)
        widgets.footer?.view.widget.setSideMargins(inset)
        widgets.stateView?.widget.setMargins(inset)
        widgets.accordion?.endMargin = InsetMargins(inset, rightToLeft: widgets.box.isRightToLeft).end
    }

    /// Realises the items in `viewport` (y from the top of `root`) plus `margin`, then does the
    /// same for the components nested in realised items. Returns true when any size changed.
    /// `estimatedTop` is where the stack expects this component in `root` while GTK has not placed
    /// it yet (nil: placed, or unknown, and then its first screens are realised).
    @discardableResult
    func updateWindow(viewport: (top: Double, bottom: Double), margin: Double, root: Widget,
                      estimatedTop: Double? = nil, counters: inout UpdateCounters) -> Bool {
        let frame = built.frame
        var changed: Bool
        if itemsHidden {
            // Closed, or a state stands in: no item is in view; the cells go back to the pools.
            changed = window.releaseAll(counters: &counters)
        } else if let visible = frame.visibleRange {
            changed = window.update(visible: visible, margin: frame.windowMargin, counters: &counters)
        } else if let estimatedTop {
            let top = viewport.top - estimatedTop - estimatedHeaderHeight
            changed = window.update(visible: (top, top + viewport.bottom - viewport.top), margin: margin, counters: &counters)
        } else if let origin = placedOrigin(of: built.body, in: root) {
            let top = viewport.top - Double(origin.y)
            changed = window.update(visible: (top, top + viewport.bottom - viewport.top), margin: margin, counters: &counters)
        } else {
            changed = window.update(visible: nil, margin: margin, initialExtent: (viewport.bottom - viewport.top) * 2,
                                    counters: &counters)
        }
        updateVisibility()
        for cell in cellsInAnyOrder where !cell.children.isEmpty {
            if cell.childStack?.updateWindow(viewport: viewport, margin: margin, root: root, counters: &counters) == true {
                changed = true
            }
        }
        return changed
    }

    /// Where GTK placed the whole component in `root` (top, height); nil before its first
    /// allocation, and without widgets.
    func placedFrame(in root: Widget) -> (top: Double, height: Double)? {
        guard let box = widgets?.box, let origin = placedOrigin(of: box, in: root) else { return nil }
        return (Double(origin.y), Double(box.allocation.height))
    }

    /// The component's height before GTK has placed it, from the model: its lines' estimates in
    /// the frame its presentation puts round them (a carousel's cards are one row), its inset,
    /// header and footer; only the header when it is closed, the state's panel when one stands in.
    var estimatedHeight: Double {
        var height = estimatedHeaderHeight
        if isCollapsible && collapsed { return height }
        if showsState {
            height += Self.estimatedStateHeight + verticalInset
        } else if itemCount > 0 || base.layout.showEmptyComponent {
            let typical = window.isHorizontal ? context.estimates.frame(presentation: presentation.name, depth: context.depth) : nil
            height += presentation.estimatedFrameHeight(linesExtent: window.heights.total, typical: typical,
                                                        layout: base.layout, size: base.size) + verticalInset
        }
        return height + (base.footer == nil ? 0 : Self.estimatedSupplementaryHeight)
    }

    private var verticalInset: Double {
        Double(SizeLimits.margin(base.layout.inset.top)) + Double(SizeLimits.margin(base.layout.inset.bottom))
    }

    /// Tells the screen's estimates how tall the frame came out when its height does not follow
    /// its lines (a carousel's strip), once GTK has placed it with its items on show.
    func recordFrameHeight() {
        guard window.isHorizontal, !itemsHidden, itemCount > 0, let frame = widgets?.frame.widget,
              frame.isVisible, frame.allocatedHeight > 1 else { return }
        context.estimates.recordFrame(presentation: presentation.name, depth: context.depth,
                                      height: Double(frame.allocatedHeight) - verticalInset)
    }

    /// Estimates the lines not measured yet again, from what the screen's components measured.
    func reestimateLines() {
        window.reestimateUnmeasuredLines()
    }

    private var estimatedHeaderHeight: Double { base.header == nil ? 0 : Self.estimatedSupplementaryHeight }
    /// A state's panel: its item as a row, and Retry or skeleton rows.
    private static let estimatedStateHeight = 96.0
    private static let estimatedSupplementaryHeight = 48.0

    /// `widget`'s origin in `root` once GTK has placed it; nil before its first allocation.
    private func placedOrigin(of widget: Widget, in root: Widget) -> (x: Int, y: Int)? {
        let allocation = widget.allocation
        guard allocation.width > 1 || allocation.height > 1 else { return nil }
        return widget.origin(in: root)
    }

    /// Where the item at `index` is, relative to `root`, once GTK has placed the component: from
    /// the height cache (a realised cell's allocation may still be its previous item's until GTK
    /// lays it out again).
    func position(ofItem index: Int, in root: Widget) -> (y: Double, height: Double)? {
        guard window.items.indices.contains(index), !window.isHorizontal, let body = widgets?.body,
              let origin = placedOrigin(of: body, in: root) else { return nil }
        // Where GTK put it, once it has: the cache's offsets carry estimates of the lines above.
        if let cell = window.cells[index], cell.isLaidOut, let placed = cell.container.origin(in: root) {
            return (Double(placed.y), Double(cell.container.allocation.height))
        }
        let line = window.extent(ofLine: window.geometry.line(ofItem: index))
        return (Double(origin.y) + line.start, line.length)
    }

    /// Realises the items at the top of the component, as far as a first screen reaches.
    func realiseInitialItems(counters: inout UpdateCounters) {
        build()
        if !itemsHidden { window.update(visible: nil, margin: 0, counters: &counters) }
        updateVisibility()
    }

    /// The item's offset from the component's top, from the height cache (header estimated).
    func estimatedOffset(ofItem index: Int) -> Double {
        guard window.items.indices.contains(index), !window.isHorizontal else { return 0 }
        return estimatedHeaderHeight + window.extent(ofLine: window.geometry.line(ofItem: index)).start
    }

    /// Realises every item, and every item of the components nested in them.
    func realiseEverything() {
        build()
        var counters = UpdateCounters()
        if itemsHidden { window.releaseAll(counters: &counters) } else { window.update(visible: nil, margin: 0) }
        updateVisibility()
        for cell in window.realisedCells { cell.childStack?.realiseEverything() }
    }

    /// The item whose line covers `y` (in `root`'s coordinates), from the height cache.
    func itemIndex(atY y: Double, in root: Widget) -> Int? {
        guard window.items.count > 0, !window.isHorizontal, let body = widgets?.body,
              let origin = placedOrigin(of: body, in: root) else { return nil }
        let line = window.heights.line(at: y - Double(origin.y))
        return window.geometry.items(inLine: line).first
    }

    /// A carousel with `infinite-scrolling` whose cards do not all fit: it goes round (known
    /// once it has widgets and GTK has measured its strip).
    var wrapsAround: Bool { widgets?.frame.wrapsAround ?? false }

    /// Whether the items are in a strip that scrolls sideways on its own (a carousel's).
    var linesRunSideways: Bool { window.isHorizontal }

    /// Scrolls the component's own frame (a carousel's strip) the least that shows the item,
    /// realising it; false when it has no scrolling of its own, or no widgets yet.
    func revealInFrame(itemAt index: Int) -> Bool {
        widgets?.frame.reveal(itemAt: index) ?? false
    }

    /// Where the frame is, relative to `root`, when it scrolls on its own (y and height of a
    /// carousel's strip): the extent that must be in view for any of its cards to be.
    func frameExtent(in root: Widget) -> (y: Double, height: Double)? {
        widgets?.frame.extent(in: root)
    }

    /// Items per grid row, or rows of a carousel (1 for a list).
    var itemsPerLine: Int { window.geometry.axis.itemsPerLine }

    /// The model of the item at `index` (realised or not).
    func item(at index: Int) -> Item? {
        window.items.indices.contains(index) ? window.items[index] : nil
    }

    // MARK: - Updating in place

    /// Applies a diff whose kind, layout and identity are unchanged (those replace the component).
    /// Without widgets only the model changes.
    func apply(_ update: ComponentUpdate, model newModel: ComponentModel, counters: inout UpdateCounters) {
        if let widgets {
            if update.headerChanged {
                widgets.header = replaceSupplementary(widgets.header, with: newModel.header, role: .header, counters: &counters)
                widgets.accordion?.setTitle(newModel.header?.title ?? "")
            }
            if update.footerChanged {
                widgets.footer = replaceSupplementary(widgets.footer, with: newModel.footer, role: .footer, counters: &counters)
            }
            if update.metaChanged {
                if case .string(let old)? = base.meta["style"] {
                    widgets.box.styleClasses.remove(StyleClass.sanitize(old))
                }
                if case .string(let new)? = newModel.meta["style"] {
                    widgets.box.styleClasses.insert(StyleClass.sanitize(new))
                }
            }
        }
        let index = base.index
        base = newModel
        base.index = index
        base.items = []
        if let widgets {
            if update.interactionChanged { applyMouseClick() }
            if update.sizeChanged { widgets.frame.sizeChanged(layout: base.layout, size: base.size) }
        }
        let itemsStayInPlace = update.items.deletions.isEmpty && update.items.insertions.isEmpty && update.items.moves.isEmpty
        if !update.items.isEmpty, itemsStayInPlace, !base.layout.dynamicSpan,
           update.items.updates.count <= max(64, newModel.items.count / 16) {
            // A few contents changed: those items are replaced where they are (a realised one
            // reconfigured), not the whole list's lines and heights worked out again. Many
            // (a variable every element reads) take the new list whole.
            window.update(items: update.itemChanges, newItems: newModel.items, counters: &counters)
        } else if !update.items.isEmpty {
            window.apply(update.items, changes: update.itemChanges, newItems: newModel.items, counters: &counters)
        } else if !update.itemChanges.isEmpty {
            window.update(items: update.itemChanges, newItems: newModel.items, counters: &counters)
        }
        guard isBuilt else { return }
        applyState()
        // Full-page rendering has no window pass to bring back items a state stood in for.
        if window.realisesEverything, !itemsHidden, cellCount < itemCount { realiseEverything() }
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
            current.view.configure(with: item)
            counters.reconfigured += 1
            return (current.view, item)
        }
        if let current {
            unplace(current.view.widget, role: role)
            counters.destroyed += 1
        }
        guard let item else { return nil }
        let made = makeSupplementary(item, role: role)
        if accordion == nil {
            let box = built.box
            let position = role == .header ? 0 : box.childPointers.count - 1
            box.reorder(made.view.widget, to: position)
        }
        made.view.widget.showAll()
        if let layoutWidth { made.view.layout(width: ItemSizing.contentWidth(layoutWidth, layout: base.layout)) }
        counters.created += 1
        return made
    }

    // MARK: - Building

    private func updateVisibility() {
        guard let widgets else { return }
        let hideWhenEmpty = (window.items.isEmpty && !base.layout.showEmptyComponent) || showsState
        let body = widgets.frame.widget
        body.noShowAll = hideWhenEmpty
        body.isVisible = !hideWhenEmpty
        applyAccessibility()
    }

    private func makeSupplementary(_ item: Item, role: ItemViewContext.Role) -> (view: any ItemConfigurable, item: Item) {
        let viewContext = context.itemViewContext(componentKind: base.kind, role: role)
        let view = context.views.makeView(kind: item.kind, context: viewContext).view
        view.configure(with: item)
        view.widget.setSideMargins(base.layout.inset)
        view.widget.styleClasses.insert(role == .header ? "spots-component-header" : "spots-component-footer")
        place(view.widget, role: role, title: item.title)
        return (view, item)
    }

    /// `interaction.mouse-click: double`: a single click only selects, a double click (or Enter) activates.
    private func applyMouseClick() {
        guard let items = widgets?.items else { return }
        let single = base.interaction.mouseClick == .single
        items.as(ListBox.self)?.activateOnSingleClick = single
        items.as(FlowBox.self)?.activateOnSingleClick = single
    }

    /// The handlers ask `widgets.owner`: the component shown in them when the signal comes,
    /// which is another one than this once they were pooled and taken again.
    private func connectActivation(_ widgets: ComponentWidgets) {
        applyMouseClick()
        let items = widgets.items
        let activated: @MainActor (WidgetPointer) -> Void = { [weak widgets] container in
            guard let owner = widgets?.owner, let cell = owner.cell(for: container) else { return }
            owner.context.onActivate?(owner, cell)
        }
        if let list = items.as(ListBox.self) { list.onRowActivated(activated) }
        if let flow = items.as(FlowBox.self) { flow.onChildActivated(activated) }
        items.onSetFocusChild { [weak widgets] container in
            guard let owner = widgets?.owner, let container, let cell = owner.cell(for: container) else { return }
            owner.context.onFocus?(owner, cell)
        }
        // Before GtkListBox/GtkFlowBox's own bindings, which only know the realised items.
        items.onKeyPress { [weak widgets] event in
            guard let owner = widgets?.owner, let items = owner.widgets?.items else { return false }
            let focused = items.focusChildPointer.flatMap { owner.cell(for: $0) }
            if let key = Self.pagingKey(event) {
                return owner.context.onPagingKey?(owner, focused, key) ?? false
            }
            // The innermost component with the focus decides; what it passes on reaches the one around it.
            guard let arrow = Self.arrowKey(event), let focused else { return false }
            // GTK lays a right-to-left grid or strip out from the right: Left moves on along it.
            return owner.context.onArrowKey?(owner, focused, arrow.mirrored(items.isRightToLeft)) ?? false
        }
    }

    private static func arrowKey(_ event: KeyEvent) -> ArrowKey? {
        guard event.shortcutModifiers.isEmpty else { return nil }
        switch event.keyval {
        case Key.up, Key.keypadUp: return .up
        case Key.down, Key.keypadDown: return .down
        case Key.left, Key.keypadLeft: return .left
        case Key.right, Key.keypadRight: return .right
        default: return nil
        }
    }

    private static func pagingKey(_ event: KeyEvent) -> PagingKey? {
        guard event.shortcutModifiers.isEmpty else { return nil }
        switch event.keyval {
        case Key.home, Key.keypadHome: return .home
        case Key.end, Key.keypadEnd: return .end
        case Key.pageUp, Key.keypadPageUp: return .pageUp
        case Key.pageDown, Key.keypadPageDown: return .pageDown
        default: return nil
        }
    }
}
