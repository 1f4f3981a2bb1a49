/// Which components of a stack have their widgets in its box: the windowing of `ItemWindow`,
/// one level up.
///
/// Every GtkListBox and GtkFlowBox is a GdkWindow, and GTK 3 realises and maps a child added to a
/// shown box at once, walking its siblings: a screen of 4,000 one-item components took 50 s to
/// show its first frame with all of them in the box. So only the components near the viewport
/// are children of the box; two spacers reserve the height of the others, from their last
/// allocation when they had one and from their estimate otherwise. Component objects stay (the
/// model and `Controller.components` are unchanged); a component entering the box builds its
/// widgets, and its stack lets them go when it leaves.
@MainActor
final class ComponentWindow {
    /// The box given (the screen's content, or an item's children box): it holds `column`.
    let box: Box
    /// The components' parent: it lays them out in the order this window gives it, while their
    /// CSS nodes stay in the order they were added (see `PlacedColumn`), so a component put in
    /// its place does not have its styles and those of everything in it looked up again.
    let column = PlacedColumn()
    /// Heights of every component in order: measured (their allocation) or estimated.
    private(set) var heights = LineHeights()
    /// The components whose widgets are in the box.
    private(set) var shown: Range<Int> = 0..<0
    /// The components in the box, in the box's order (after the leading spacer).
    private var boxed: [Component] = []
    private let leadingSpacer = Box(.vertical)
    private let trailingSpacer = Box(.vertical)
    /// Measured heights by component, kept across updates of the component list.
    private var measured: [ObjectIdentifier: Double] = [:]
    /// Components put in the box since GTK last laid it out: their allocation is stale.
    private var awaitingLayout: Set<ObjectIdentifier> = []

    init(box: Box) {
        self.box = box
        box.packStart(column)
        column.show()
        for spacer in [leadingSpacer, trailingSpacer] {
            spacer.styleClasses.insert("spots-spacer")
            spacer.noShowAll = true
            column.add(spacer)
        }
    }

    /// The estimated top of the component at `index` in the box.
    func top(of index: Int) -> Double { heights.offset(of: index) }

    /// Takes a new list of components: heights of the ones that stay are kept, new ones estimated.
    func reset(_ components: [Component]) {
        var kept: [ObjectIdentifier: Double] = [:]
        var estimates: [Double] = []
        var flags: [Bool] = []
        estimates.reserveCapacity(components.count)
        flags.reserveCapacity(components.count)
        for component in components {
            if let height = measured[ObjectIdentifier(component)] {
                kept[ObjectIdentifier(component)] = height
                estimates.append(height)
                flags.append(true)
            } else {
                estimates.append(component.estimatedHeight)
                flags.append(false)
            }
        }
        measured = kept
        heights.reset(to: estimates, measured: flags)
    }

    /// Forgets measurements (the width changed); they stay as estimates until measured again.
    func invalidateMeasurements(_ components: [Component]) {
        measured = [:]
        for (index, component) in components.enumerated() where !heights.isMeasured(index) {
            heights.set(index, height: component.estimatedHeight, measured: false)
        }
        heights.invalidateMeasurements()
    }

    /// Records the allocation of every shown component GTK has placed; true when a height changed.
    /// When the screen's estimates learned something new, the components not measured yet are
    /// estimated again from them (a few times per screen: each is a pass over every item).
    @discardableResult
    func measure(_ components: [Component], estimates: ScreenEstimates) -> Bool {
        var changed = false
        for index in shown where index < components.count {
            let component = components[index]
            let allocation = component.widget.allocation
            guard isPlaced(component), allocation.width > 1 || allocation.height > 1 else {
                if !heights.isMeasured(index) {
                    heights.set(index, height: component.estimatedHeight, measured: false)
                }
                continue
            }
            component.recordFrameHeight()
            let height = Double(allocation.height + component.widget.marginTop + component.widget.marginBottom)
            measured[ObjectIdentifier(component)] = height
            if heights.set(index, height: height, measured: true) != 0 { changed = true }
        }
        if estimates.revision != estimatedAtRevision {
            estimatedAtRevision = estimates.revision
            for (index, component) in components.enumerated() where !heights.isMeasured(index) {
                component.reestimateLines()
                if heights.set(index, height: component.estimatedHeight, measured: false) != 0 { changed = true }
            }
        }
        return changed
    }

    /// The screen estimates' revision the unmeasured components were last estimated at.
    private var estimatedAtRevision = 0

    /// Whether `component` is in the box.
    func isShown(_ component: Component) -> Bool { boxedIdentities.contains(ObjectIdentifier(component)) }

    private var boxedIdentities: Set<ObjectIdentifier> = []

    /// Whether GTK has laid `component` out since it entered the box.
    func isPlaced(_ component: Component) -> Bool { !awaitingLayout.contains(ObjectIdentifier(component)) }

    /// GTK has laid the box out: every component in it has a current allocation.
    func didLayOut() { awaitingLayout.removeAll() }

    /// The components that `top...bottom` (in the box's coordinates) intersects.
    func components(intersecting top: Double, _ bottom: Double) -> Range<Int> {
        heights.lines(intersecting: max(0, top), max(top, bottom))
    }

    /// Makes exactly `range` of `components` the column's shown children, in order; returns the
    /// components that left it, or nil when nothing changed.
    @discardableResult
    func show(_ range: Range<Int>, of components: [Component]) -> [Component]? {
        let range = range.clamped(to: 0..<components.count)
        let wanted = Array(components[range])
        let unchanged = range == shown && wanted.count == boxed.count && zip(wanted, boxed).allSatisfy { $0 === $1 }
        var left: [Component] = []
        if !unchanged {
            let keep = Set(wanted.map(ObjectIdentifier.init))
            for component in boxed where !keep.contains(ObjectIdentifier(component)) {
                if let widget = component.widgets?.box, widget.parentPointer == column.pointer {
                    component.willLeaveWindow()
                    // Parked, not removed: see `park`.
                    park(widget)
                }
                left.append(component)
            }
            let inBox = Set(boxed.map(ObjectIdentifier.init))
            // Each shown component laid out right after the one before it (the first after the
            // leading spacer), the trailing spacer after the last.
            var previous = leadingSpacer.pointer
            for component in wanted {
                let id = ObjectIdentifier(component)
                let widget = component.widget
                if !inBox.contains(id) {
                    awaitingLayout.insert(id)
                    if widget.parentPointer != column.pointer {
                        if let parent = widget.parent?.as(Container.self) { parent.remove(widget) }
                        column.add(widget)
                    }
                    column.setParked(widget, false)
                    widget.showAll()
                }
                place(widget, after: previous)
                previous = widget.pointer
            }
            place(trailingSpacer, after: previous)
            boxed = wanted
            boxedIdentities = keep
            shown = range
        }
        updateSpacers()
        return unchanged ? nil : left
    }

    /// Parks `widget` (a component's box leaving the window: out of the layout, unmapped) and
    /// lays it out last. The component may pool it (`Component.release`), and then it stays a
    /// child of the column: a widget taken out of a window loses its realisation and every label
    /// in it its Pango context and layout (GTK 3 resets them when a widget leaves its screen),
    /// which the next component showing it paid for again. Parked, it is only unmapped, and
    /// screen readers are told it is not showing. It is not hidden: hiding a child has GTK
    /// check the styles of every component on screen, a few hundred nodes a scroll frame
    /// (see `PlacedColumn.setParked`). A component that does not pool it removes it.
    private func park(_ widget: Box) {
        column.setParked(widget, true)
        // Last, unless it is already (a column's `move(after: nil)` would put it first).
        if column.child(after: widget.pointer) != nil { column.move(widget, after: column.childPointers.last) }
    }

    /// Lays `widget` out right after `previous`, unless it is there already. Its CSS node does
    /// not move (see `column`).
    private func place(_ widget: Widget, after previous: WidgetPointer) {
        guard column.child(after: previous) != widget.pointer else { return }
        column.move(widget, after: previous)
    }

    private func updateSpacers() {
        let above = heights.offset(of: shown.lowerBound)
        let below = max(0, heights.total - heights.offset(of: shown.upperBound))
        leadingSpacer.reserveExtent(above)
        trailingSpacer.reserveExtent(shown.isEmpty && heights.count == 0 ? 0 : below)
    }
}
