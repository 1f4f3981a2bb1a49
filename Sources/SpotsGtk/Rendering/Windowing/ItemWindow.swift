import SpotsDiff
import SpotsModel

/// The items of one component, of which only a window has widgets.
///
/// Holds every item of the component (the model) and a height per line (`LineHeights`), but
/// builds views only for the lines in the viewport plus a margin. The rest of the component's
/// extent is reserved by two spacers around the GtkListBox or GtkFlowBox, so the scrollbar is
/// right from the first frame. Lines that leave the window give their cells to a pool per item
/// kind; lines that enter take a cell from the pool and reconfigure it (the soft-update path).
/// A realised line is measured at once (GTK caches the answer for its own layout), which
/// corrects the estimate it had; estimates come from the measured lines of the same kind.
///
/// The items, lines and heights outlive the widgets: a component outside the screen's window
/// has no items widget at all (`attach` gives it one when it enters, `detach` takes it away).
@MainActor
final class ItemWindow {
    /// The widgets the items are shown in, while the component has widgets.
    @MainActor
    struct Parts {
        /// The GtkListBox or GtkFlowBox holding the realised items.
        let itemsWidget: Container
        let listBox: ListBox?
        let flowBox: FlowBox?
        /// The box holding the leading spacer, the items widget and the trailing spacer.
        let body: Box
        /// A carousel's spacers, around its strip (carousels only).
        let leadingSpacer: Box?
        let trailingSpacer: Box?
        /// Lists and grids reserve the rest inside the items widget instead (see `InnerSpacers`).
        let innerSpacers: InnerSpacers?
        /// Cells without an item, hidden in the items widget (or still shown while the widgets
        /// wait in `ComponentWidgetPool`): they go with it to the next component that takes them.
        let pool = CellPool()

        /// The body around `itemsWidget` (the presentation's, empty): the spacers are inside it
        /// for rows, outside it for a strip's columns, which rotate (infinite carousels).
        init(itemsWidget: Container, horizontal: Bool) {
            self.itemsWidget = itemsWidget
            body = Box(horizontal ? .horizontal : .vertical)
            innerSpacers = horizontal ? nil : InnerSpacers(itemsWidget: itemsWidget)
            leadingSpacer = innerSpacers == nil ? ItemWindow.outerSpacer() : nil
            trailingSpacer = innerSpacers == nil ? ItemWindow.outerSpacer() : nil
            if let leadingSpacer { body.packStart(leadingSpacer) }
            body.packStart(itemsWidget)
            if let trailingSpacer { body.packStart(trailingSpacer) }
            listBox = itemsWidget.as(ListBox.self)
            flowBox = itemsWidget.as(FlowBox.self)
            listBox?.sortsChildrenByKey()
            flowBox?.sortsChildrenByKey()
        }
    }

    private var parts: Parts?
    /// The GtkListBox or GtkFlowBox holding the realised items (only while attached).
    var itemsWidget: Container? { parts?.itemsWidget }
    /// The box of the items widget and its spacers (only while attached).
    var body: Box? { parts?.body }
    private var listBox: ListBox? { parts?.listBox }
    private var flowBox: FlowBox? { parts?.flowBox }
    let presentation: any Presentation
    /// The kind of the component, as the screen names it (item views are told).
    private let componentKind: ComponentKind
    private let context: RenderContext

    /// Every item of the component, with `index` set.
    private(set) var items: [Item] = []
    /// The realised cells by item index.
    private(set) var cells: [Int: ItemCell] = [:]
    /// Realised item indexes in the order the items widget holds them.
    private(set) var order: [Int] = []
    private(set) var realisedLines: Range<Int> = 0..<0
    private(set) var geometry = LineGeometry(axis: .rows(perLine: 1), itemCount: 0)
    private(set) var heights = LineHeights()
    private var estimates: HeightEstimates
    /// The pool of the parts attached (an empty one while detached).
    private var pool = CellPool()
    /// Realise every item (headless full-page rendering).
    var realisesEverything: Bool { context.mode.realisesEverything }

    /// Component layout and width, set by the component.
    private(set) var layout: Layout
    private(set) var width: Double?
    /// A boxed list's side border, which rows leave room for.
    var listBorder: Double = 0

    init(presentation: any Presentation, componentKind: ComponentKind, layout: Layout, context: RenderContext) {
        self.presentation = presentation
        self.componentKind = componentKind
        self.layout = layout
        self.context = context
        estimates = HeightEstimates(fallback: presentation.fallbackLineHeight)
        isHorizontal = presentation.lineAxis(layout: layout, width: nil, items: []).isHorizontal
        heights = LineHeights(spacing: lineSpacing)
    }

    /// Shows the items in `parts` from now on: new ones (the presentation's empty items widget in
    /// its body) or another component's (`adopted`), whose pooled cells this one takes for items
    /// of their kind. No item is realised yet.
    func attach(_ parts: Parts, adopted: Bool = false) {
        self.parts = parts
        pool = parts.pool
        // New parts reserve the whole extent at once: the component is as tall as estimated
        // until realised. Adopted ones keep their spacers until the window pass that shows the
        // component realises it: a spacer shown here and hidden again in that pass would have
        // GTK check every style in the items widget twice.
        if !adopted { updateSpacers() }
    }

    /// Gives every cell back and lets go of the widgets (the component left the screen's
    /// window): the items, lines and measured heights stay. `keepingCells`: the widgets go to
    /// another component (see `ComponentWidgetPool`), and the cells stay in them;
    /// otherwise they go to the screen's pool.
    func detach(keepingCells: Bool = false, counters: inout UpdateCounters) {
        guard let parts else { return }
        if keepingCells {
            counters.destroyed += order.count
            // The cells stay shown in the items widget, which the column parks whole: hiding
            // each would invalidate every style in it for GTK (`gtk_css_node_set_visible` marks
            // its parent's subtree), and the next component showing them again would do it
            // once more. Those it does not take are hidden after its first pass (`realise`).
            realise(0..<0, puttingAway: true, counters: &counters)
            // Nested components belong to their item's place in this component: not taken along.
            for cell in pool.removeAll(where: { !$0.children.isEmpty }) { parts.itemsWidget.remove(cell.container) }
        } else {
            releaseCells(counters: &counters)
        }
        self.parts = nil
        pool = CellPool()
    }

    /// Whether lines are columns of a strip that scrolls sideways (carousels).
    let isHorizontal: Bool

    /// Space between lines: row spacing in grids, column spacing between carousel columns.
    private var lineSpacing: Double { presentation.lineSpacing(layout) }

    // MARK: - Items

    /// Replaces every item (a new component): nothing realised, heights estimated.
    func setItems(_ newItems: [Item]) {
        for index in order { recycle(cells[index]!) }
        cells = [:]
        order = []
        realisedLines = 0..<0
        items = newItems
        for index in items.indices where items[index].index != index { items[index].index = index }
        regroup()
    }

    /// Lines from the layout and width; every height estimated again.
    private func regroup() {
        geometry = LineGeometry(axis: axis, itemCount: items.count)
        heights = LineHeights(spacing: lineSpacing)
        heights.reset(to: estimatedLines(geometry.lineCount))
    }

    private var axis: LineAxis { presentation.lineAxis(layout: layout, width: width, items: items) }

    // MARK: - Sizes

    /// The width an item's view gets, and whether it is fixed (grids and carousels).
    func cellWidth(for item: Item) -> (width: Double, fixed: Bool)? {
        guard let width else { return nil }
        // Models built in Swift skip the decoder's clamps: the presentation clamps to SizeLimits.
        return presentation.cellWidth(for: item, width: width, layout: layout, itemCount: items.count, sideBorder: listBorder)
    }

    /// The last kind whose estimate was looked up: a long run of one kind hashes it once.
    private struct KindMemo {
        var kind: String?
        var estimate = 0.0
        /// Kinds looked up (a change of kind counts again), and whether an item had a height of its own.
        var lookups = 0
        var sized = false
    }

    /// The kind of every item, when all have one kind and none a height of its own (known after
    /// every line was estimated, forgotten when an item changes): then the lines not measured yet
    /// are all estimated alike, without reading the items again (a pass over a million of them).
    private var uniformKind: String?

    /// Reads the item in place (copying a whole `Item` for every line of a long component was
    /// most of an update's cost).
    private func estimate(itemAt index: Int, memo: inout KindMemo) -> Double {
        if let height = items[index].size.height {
            memo.sized = true
            return presentation.lineExtent(forItemHeight: SizeLimits.clampSize(height))
        }
        if memo.kind != items[index].kind || memo.lookups == 0 {
            memo.lookups += 1
            memo.kind = items[index].kind
            let kind = items[index].kind
            // This component's own measurements first, then the screen's, then the presentation's guess.
            memo.estimate = estimates.measured(kind: kind)
                ?? context.estimates.line(presentation: presentation.name, depth: context.depth, kind: kind)
                ?? estimates.fallback
        }
        return memo.estimate
    }

    private func estimate(line: Int) -> Double {
        var memo = KindMemo()
        return estimate(line: line, memo: &memo)
    }

    /// Estimates for the lines at positions `0..<count`, except those `carried` marks (their
    /// entry stays 0 for the caller to fill).
    private func estimatedLines(_ count: Int, carried: [Bool]? = nil) -> [Double] {
        var memo = KindMemo()
        var result = [Double](repeating: 0, count: count)
        for position in 0..<count where carried?[position] != true {
            result[position] = estimate(line: line(atPosition: position), memo: &memo)
        }
        // Every item read (no line carried over): one kind and no sizes makes the lines alike.
        let readEvery = carried == nil && count == geometry.lineCount && !isHorizontal
        uniformKind = readEvery && memo.lookups == 1 && !memo.sized ? memo.kind : nil
        return result
    }

    private func estimate(line: Int, memo: inout KindMemo) -> Double {
        switch geometry.axis {
        case .rows(let perLine):
            // No arrays here: this runs for every line of a long component.
            var tallest = 0.0
            for index in (line * perLine)..<min(items.count, (line + 1) * perLine) {
                tallest = max(tallest, estimate(itemAt: index, memo: &memo))
            }
            return tallest
        case .columns:
            // A carousel column is as wide as its widest item: known without measuring.
            return geometry.items(inLine: line).map { cellWidth(for: items[$0])?.width ?? ItemSizing.defaultItemWidth }.max() ?? 0
        }
    }

    /// Lays the items out `width` pixels wide: realised cells get their width, and every line is
    /// measured again lazily (its last height stays as the estimate, so nothing jumps).
    func setWidth(_ newWidth: Double, layout newLayout: Layout) {
        let widthChanged = newWidth != width
        width = newWidth
        layout = presentation.resolved(newLayout, width: newWidth)
        heights.setSpacing(lineSpacing)
        if axis != geometry.axis {
            let realised = order
            for index in realised { recycle(cells[index]!) }
            cells = [:]
            order = []
            realisedLines = 0..<0
            regroup()
        } else if widthChanged {
            if isHorizontal {
                heights.reset(to: estimatedLines(geometry.lineCount))
            } else {
                heights.invalidateMeasurements()
                estimates.removeAll()
            }
        }
        for index in order { layoutCell(cells[index]!) }
    }

    private func layoutCell(_ cell: ItemCell) {
        guard let size = cellWidth(for: cell.item) else { return }
        cell.layout(width: size.width, fixedWidth: size.fixed)
    }

    // MARK: - The window

    /// Realises the lines intersecting `visible` (in the body's coordinates along its axis) plus
    /// `margin` on both sides, and measures them. Nil `visible`: the top of the component, as far
    /// as `initialExtent` reaches (before GTK has placed it). Returns true when any size changed.
    @discardableResult
    func update(visible: (start: Double, end: Double)?, margin: Double, initialExtent: Double = 1_200,
                counters: inout UpdateCounters) -> Bool {
        // Without widgets (outside the screen's window) nothing is realised.
        guard let itemsWidget else { return false }
        var changed = false
        // Rows that stay are not painted again: GTK would redraw the whole items widget for each
        // row shown, hidden or re-sorted (see `Widget.redrawing(except:during:)`).
        var target = targetLines(visible: visible, margin: margin, initialExtent: initialExtent)
        itemsWidget.redrawing(except: staying(in: target)) {
            for _ in 0..<4 {
                let before = counters
                realise(target, counters: &counters)
                let measured = measureRealisedLines()
                changed = changed || measured || counters != before
                if !measured { break }
                // Measurements moved the lines: the window is taken again from the new heights.
                target = targetLines(visible: visible, margin: margin, initialExtent: initialExtent)
            }
            updateSpacers()
        }
        return changed
    }

    /// The band of the items widget's window that the laid-out lines staying realised in `lines`
    /// cover, from edge to edge (a grid's gaps between cards included).
    private func staying(in lines: Range<Int>) -> [Rect] {
        guard let parts, parts.innerSpacers != nil, !order.isEmpty else { return [] }
        let kept = lines.clamped(to: realisedLines)
        guard !kept.isEmpty else { return [] }
        func frames(_ positions: Range<Int>) -> [Rect] {
            orderedItems(atPositions: positions).compactMap { index -> Rect? in
                guard let cell = cells[index], cell.isLaidOut, cell.container.isVisible else { return nil }
                return cell.container.allocation
            }
        }
        // Lines stack down a list or grid: the band starts in the first line with a laid-out cell
        // and ends in the last, and the hundred cards between are not asked where they are. A
        // carousel's lines stand side by side: each may reach higher or lower.
        let edges: [Rect]
        if isHorizontal {
            edges = frames(kept)
        } else {
            guard let first = kept.lazy.map({ frames($0..<($0 + 1)) }).first(where: { !$0.isEmpty }),
                  let last = kept.reversed().lazy.map({ frames($0..<($0 + 1)) }).first(where: { !$0.isEmpty }) else { return [] }
            edges = first + last
        }
        guard let top = edges.map(\.y).min(), let bottom = edges.map({ $0.y + $0.height }).max() else { return [] }
        return [Rect(x: 0, y: top, width: parts.itemsWidget.allocation.width, height: bottom - top)]
    }

    /// Gives every cell back to the pools (the items are hidden: a closed accordion, a state);
    /// true when any cell was realised.
    @discardableResult
    func releaseAll(counters: inout UpdateCounters) -> Bool {
        guard !order.isEmpty else {
            hideShownPooledCells()
            return false
        }
        realise(0..<0, counters: &counters)
        updateSpacers()
        return true
    }

    @discardableResult
    func update(visible: (start: Double, end: Double)?, margin: Double, initialExtent: Double = 1_200) -> Bool {
        var counters = UpdateCounters()
        return update(visible: visible, margin: margin, initialExtent: initialExtent, counters: &counters)
    }

    private func targetLines(visible: (start: Double, end: Double)?, margin: Double, initialExtent: Double) -> Range<Int> {
        let count = geometry.lineCount
        if realisesEverything { return 0..<count }
        guard let visible else { return heights.lines(intersecting: 0, initialExtent) }
        // A component no longer than the margin is realised whole while it has widgets (the
        // screen's window holds it): its lines entering and leaving one by one would show and
        // hide the spacer standing for the rest, and each time GTK checks every style in the
        // items widget. At the window's edge they did so pass after pass: realised, a component
        // took a height that moved it out of reach, and unrealised, back in. A viewport counts as
        // the margin here while the reader scrolls with a smaller one: which components are small
        // does not change as a scroll starts or rests (none before the first frame: margin 0).
        let whole = margin > 0 ? max(margin, visible.end - visible.start) : 0
        if heights.total <= whole { return 0..<count }
        let start = max(0, visible.start - margin)
        let end = min(heights.total, visible.end + margin)
        guard end > start else { return 0..<0 }
        return heights.lines(intersecting: start, end)
    }

    /// Makes exactly the items of `lines` realised, keeping cells that stay. `puttingAway`: the
    /// widgets go whole to another component (`detach(keepingCells:)`): cells leaving go to the
    /// pool still shown, and the items widget stays as it is (the next owner sets it, and the
    /// spacers, in its first pass).
    func realise(_ lines: Range<Int>, puttingAway: Bool = false, counters: inout UpdateCounters) {
        // Without an items widget (outside the screen's window) there is nowhere to show any.
        let lines = parts == nil ? 0..<0 : lines.clamped(to: 0..<geometry.lineCount)
        let target = orderedItems(atPositions: lines)
        let wanted = ItemIndexes(target)
        // Cells that leave go straight to the items that enter: a visible row only changes its
        // key and content, where hiding it into the pool and showing it again unmaps and maps it.
        // The cell with keyboard focus is hidden (GTK then drops the focus): handed on, it would
        // keep the focus for another item.
        let focusedRow = itemsWidget?.focusChildPointer
        measureLeavingLines(realisedLines, keeping: lines)
        // The leaving indexes first: removing from `cells` while walking it copies it whole.
        // (A loop, not a filter's closure: the main actor's closures check their actor at
        // each call.)
        var leaving: [Int] = []
        for index in cells.keys where !wanted.contains(index) { leaving.append(index) }
        for index in leaving {
            guard let cell = cells.removeValue(forKey: index) else { continue }
            if cell.container.pointer == focusedRow { recycle(cell) } else { pool.hold(cell) }
        }
        order = order.filter(wanted.contains)
        place(target, keepingItemsWidget: puttingAway, counters: &counters)
        for cell in pool.endPass() { recycle(cell, keepingShown: puttingAway) }
        if !puttingAway { hideShownPooledCells() }
        realisedLines = lines
    }

    /// Hides the cells a previous owner of the items widget left shown in its pool, now that the
    /// items entering have taken theirs.
    private func hideShownPooledCells() {
        for cell in pool.takeShownCells() { cell.container.hide() }
    }

    /// Brings the items widget to hold exactly `target`, in that order. Cells already in it are
    /// in the right relative order; missing ones are inserted at their position. A strip's items
    /// widget is hidden while empty, unless `keepingItemsWidget`.
    private func place(_ target: [Int], keepingItemsWidget: Bool = false, counters: inout UpdateCounters) {
        if let flowBox {
            let perLine = geometry.childrenPerLine(realising: realisedLinesFor(target))
            flowBox.maxChildrenPerLine = perLine
            flowBox.minChildrenPerLine = perLine
        }
        let present = ItemIndexes(order)
        for index in target where !present.contains(index) {
            let cell = cells[index] ?? obtainCell(for: index, counters: &counters)
            cells[index] = cell
            show(cell, at: index)
        }
        order = target
        if let parts, parts.innerSpacers == nil, !keepingItemsWidget { parts.itemsWidget.isVisible = !order.isEmpty }
    }

    private func lineHull(of indexes: [Int]) -> Range<Int> {
        let positions = indexes.map { position(ofLine: geometry.line(ofItem: $0)) }
        guard let low = positions.min(), let high = positions.max() else { return 0..<0 }
        return low..<(high + 1)
    }

    private func realisedLinesFor(_ target: [Int]) -> Range<Int> {
        guard isHorizontal, let first = target.first else { return realisedLines }
        let firstLine = geometry.line(ofItem: first)
        let columns = Set(target.map { geometry.line(ofItem: $0) })
        return firstLine..<(firstLine + columns.count)
    }

    private func obtainCell(for index: Int, counters: inout UpdateCounters) -> ItemCell {
        let item = items[index]
        counters.created += 1
        context.statistics.cellsRealised += 1
        // A list's row keeps its first or last mark where it can (`markEnds`): a row whose
        // classes change has GTK compute the styles of everything in it anew.
        if let cell = pool.take(kind: item.kind, preferring: { self.hasEnds(of: index, $0) })
            ?? context.cells.take(presentation: presentation, componentKind: componentKind.rawValue, itemKind: item.kind) {
            context.statistics.cellsReused += 1
            cell.reuse(for: item)
            layoutCell(cell)
            return cell
        }
        context.statistics.cellsCreated += 1
        let cell = ItemCell(item: item, presentation: presentation, componentKind: componentKind, context: context)
        layoutCell(cell)
        return cell
    }

    /// Shows `cell` as the item at `index`. The items widget sorts its children by item index,
    /// so a cell that stays a child (hidden while pooled) only changes its key: no removal and
    /// insertion, which would make GTK unrealise, restyle and realise its whole subtree.
    private func show(_ cell: ItemCell, at index: Int) {
        let container = cell.container
        cell.isLaidOut = false
        container.sortKey = sortKey(of: index)
        if container.parentPointer == nil {
            listBox?.insert(container, at: -1)
            flowBox?.insert(container, at: -1)
            // Pooled cells are hidden inside the items widget; showAll on an ancestor must not reveal them.
            // (A cell from another component's pool comes hidden and `noShowAll` already.)
            container.noShowAll = false
            container.showAll()
            container.noShowAll = true
        } else {
            resort(container)
            container.show()
        }
        markEnds(cell, at: index)
    }

    /// A list's first and last items carry `spots-first-item` / `spots-last-item` for the theme's
    /// rounded ends. Not `:first-child`/`:last-child`: a row moved by its sort key keeps its CSS
    /// node's place, so those matched rows that had been first or last (a separator missing in
    /// the middle of the list), and re-sorting the CSS nodes restyles every row (+6 ms a frame).
    private func markEnds(_ cell: ItemCell, at index: Int) {
        guard listBox != nil else { return }
        let classes = cell.container.styleClasses
        let first = index == 0, last = index == items.count - 1
        // A theme may size the ends differently: a row that gains or loses one is measured again.
        if !hasEnds(of: index, cell) {
            cell.styleChanged()
        }
        if first { classes.insert(Self.firstItemClass) } else { classes.remove(Self.firstItemClass) }
        if last { classes.insert(Self.lastItemClass) } else { classes.remove(Self.lastItemClass) }
    }

    /// Whether `cell` carries the marks of the item at `index` (a list's first or last; nothing
    /// to carry elsewhere).
    private func hasEnds(of index: Int, _ cell: ItemCell) -> Bool {
        guard listBox != nil else { return true }
        let classes = cell.container.styleClasses
        return classes.contains(Self.firstItemClass) == (index == 0) && classes.contains(Self.lastItemClass) == (index == items.count - 1)
    }

    static let firstItemClass = "spots-first-item"
    static let lastItemClass = "spots-last-item"

    /// Gives every cell, pooled ones included, to the screen's pool (the component left the
    /// screen's window): an off-screen component keeps only its model and heights.
    func releaseCells(counters: inout UpdateCounters) {
        counters.destroyed += order.count
        releaseAll(counters: &counters)
        for cell in pool.removeAll() {
            if cell.container.parentPointer != nil { itemsWidget?.remove(cell.container) }
            context.cells.keep(cell)
        }
    }

    private func recycle(_ cell: ItemCell, keepingShown: Bool = false) {
        if pool.keep(cell, shown: keepingShown) {
            if !keepingShown { cell.container.hide() }
        } else if cell.container.parentPointer != nil {
            itemsWidget?.remove(cell.container)
        }
    }

    /// Tells the items widget that a child's sort key changed.
    private func resort(_ container: Bin) {
        container.as(ListBoxRow.self)?.changed()
        container.as(FlowBoxChild.self)?.changed()
    }

    /// Measures the realised lines GTK may size differently from their last measurement: lines
    /// not measured yet and lines with a cell shown, changed or laid out since (see
    /// `ItemCell.needsMeasuring`). A line that only stays is not asked again: GTK would answer
    /// from its size cache what it answered the pass before (a scroll step runs several passes,
    /// and a grid's window holds a hundred cards). True when a height changed.
    private func measureRealisedLines() -> Bool {
        guard measuresLines else { return false }
        var changed = leavingLinesChanged
        leavingLinesChanged = false
        var firstMeasurements = false
        for line in realisedLines {
            let wasMeasured = heights.isMeasured(line)
            guard !wasMeasured || lineNeedsMeasuring(line) else { continue }
            let height = measuredHeight(ofLine: line)
            if !wasMeasured {
                firstMeasurements = true
                if let first = geometry.items(inLine: line).first {
                    estimates.record(kind: items[first].kind, height: height)
                    context.estimates.recordLine(presentation: presentation.name, depth: context.depth, kind: items[first].kind,
                                                 height: height)
                }
            }
            if heights.set(line, height: height, measured: true) != 0 { changed = true }
        }
        if firstMeasurements && reestimationsLeft > 0 {
            // Early measurements teach the estimates; let unmeasured lines follow them.
            reestimationsLeft -= 1
            if reestimateUnmeasuredLines() { changed = true }
        }
        return changed
    }

    /// Whether realised lines are measured at all: a fully realised component has no spacers
    /// to size (GTK measures it on its own), nor a strip of columns.
    private var measuresLines: Bool { width != nil && !isHorizontal && !realisesEverything }

    private func lineNeedsMeasuring(_ line: Int) -> Bool {
        for index in geometry.items(inLine: line) {
            if cells[index]?.needsMeasuring == true { return true }
        }
        return false
    }

    /// The tallest of the line's realised cells at their widths (GTK's size request).
    private func measuredHeight(ofLine line: Int) -> Double {
        var height = 0.0
        for index in geometry.items(inLine: line) {
            guard let cell = cells[index] else { continue }
            let forWidth = cellWidth(for: cell.item)?.width ?? 0
            height = max(height, Double(cell.container.preferredHeight(forWidth: Int(forWidth)).natural))
            cell.didMeasure()
            context.statistics.cellsMeasured += 1
        }
        return height
    }

    /// Measures the lines of `realised` outside `kept` once more before their cells go to other
    /// items (those measured before): what GTK last laid them out at is what they keep outside
    /// the window, though a line that stayed may have changed size without a pass measuring it
    /// (a new style). GTK answers from its size cache.
    private func measureLeavingLines(_ realised: Range<Int>, keeping kept: Range<Int>) {
        guard measuresLines, !realised.isEmpty else { return }
        let above = realised.lowerBound..<max(realised.lowerBound, min(kept.lowerBound, realised.upperBound))
        let below = min(realised.upperBound, max(kept.upperBound, realised.lowerBound))..<realised.upperBound
        for line in Array(above) + Array(below) where line < heights.count && heights.isMeasured(line) {
            if heights.set(line, height: measuredHeight(ofLine: line), measured: true) != 0 { leavingLinesChanged = true }
        }
    }

    /// A leaving line measured another height: the next `measureRealisedLines` says so.
    private var leavingLinesChanged = false

    /// Estimates every line not measured yet again (the screen's components measured more);
    /// true when the extent changed.
    /// In one pass: a million lines moved one by one in the heights' tree took longer than the
    /// pass itself.
    @discardableResult
    func reestimateUnmeasuredLines() -> Bool {
        guard !isHorizontal else { return false }
        var memo = KindMemo()
        if uniformKind != nil, !items.isEmpty {
            // A value, not a closure made here: the main actor's closure is checked for its
            // actor at each of the lines' calls (a third of this pass for 100,000 lines).
            return heights.reestimateUnmeasured(to: estimate(itemAt: 0, memo: &memo))
        }
        return heights.reestimateUnmeasured { line in estimate(line: line, memo: &memo) }
    }

    /// How many times unmeasured lines are re-estimated from fresh measurements (each is O(n)).
    private var reestimationsLeft = 3

    private func updateSpacers() {
        let total = heights.total
        let leading: Double
        let trailing: Double
        if realisedLines.isEmpty {
            leading = total
            trailing = 0
        } else {
            leading = heights.offset(of: realisedLines.lowerBound)
            let end = realisedLines.upperBound
            trailing = end >= heights.count ? 0 : total - heights.offset(of: end) + heights.spacing
        }
        guard let parts else { return }
        if let innerSpacers = parts.innerSpacers {
            let perLine = geometry.childrenPerLine(realising: realisedLines)
            innerSpacers.reserve(before: leading, after: trailing, perLine: perLine, spacing: heights.spacing)
            parts.itemsWidget.isVisible = total > 0
        } else {
            parts.leadingSpacer?.reserveExtent(leading, horizontal: isHorizontal)
            parts.trailingSpacer?.reserveExtent(trailing, horizontal: isHorizontal)
        }
    }

    fileprivate static func outerSpacer() -> Box {
        let spacer = Box(.vertical)
        spacer.styleClasses.insert("spots-spacer")
        // Shown only while it reserves an extent (`reserveExtent`): a `showAll` on the component
        // entering the window would show it, and the window pass hide it again.
        spacer.noShowAll = true
        return spacer
    }

    // MARK: - Updates

    /// Applies an item changeset: the model changes for every item, widgets only for realised
    /// ones (an edit outside the window touches no widget).
    func apply(_ changeset: Changeset, changes: [Int: ItemChange], newItems: [Item], counters: inout UpdateCounters) {
        let placement = ChangesetPlacement(changeset, oldCount: items.count, newCount: newItems.count)
        var newIndexOfOld = [Int?](repeating: nil, count: items.count)
        for (newIndex, source) in placement.sources.enumerated() {
            switch source {
            case .kept(let from), .moved(let from): newIndexOfOld[from] = newIndex
            case .inserted: break
            }
        }
        let moved = Set(changeset.moves.map(\.from))
        // Old line heights follow their items when lines are single items (lists).
        let oldHeights = heights
        let oldGeometry = geometry

        var newCells: [Int: ItemCell] = [:]
        var keptOrder: [Int] = []
        for oldIndex in order {
            guard let cell = cells[oldIndex] else { continue }
            if let newIndex = newIndexOfOld[oldIndex] {
                newCells[newIndex] = cell
                if moved.contains(oldIndex) {
                    // Shown again at its new index by the next placement.
                    cell.container.hide()
                    counters.moved += 1
                } else {
                    keptOrder.append(newIndex)
                }
            } else {
                recycle(cell)
                counters.destroyed += 1
            }
        }
        items = newItems
        for index in items.indices where items[index].index != index { items[index].index = index }
        cells = newCells
        order = keptOrder
        let oldRotation = rotation
        geometry = LineGeometry(axis: axis, itemCount: items.count)
        heights = LineHeights(spacing: lineSpacing)
        geometry.rotation = geometry.lineCount > 0 ? oldRotation % geometry.lineCount : 0
        var measuredFlags = [Bool](repeating: false, count: geometry.lineCount)
        var carried: [Bool]?
        var carriedHeights: [(line: Int, height: Double)] = []
        if case .rows(1) = geometry.axis, case .rows(1) = oldGeometry.axis {
            carried = [Bool](repeating: false, count: geometry.lineCount)
            carriedHeights.reserveCapacity(geometry.lineCount)
            for (oldIndex, newIndex) in newIndexOfOld.enumerated() {
                guard let newIndex, changes[newIndex] == nil, oldIndex < oldHeights.count else { continue }
                carried![newIndex] = true
                carriedHeights.append((newIndex, oldHeights.height(of: oldIndex)))
                measuredFlags[newIndex] = oldHeights.isMeasured(oldIndex)
            }
        }
        // Only the lines whose height does not carry over are estimated.
        var estimatesForLines = estimatedLines(geometry.lineCount, carried: carried)
        for (line, height) in carriedHeights { estimatesForLines[line] = height }
        heights.reset(to: estimatesForLines, measured: measuredFlags)

        // Cells that stay keep their widgets; what else the window needs, the next window pass
        // realises (inserted items outside the viewport never get any).
        if realisesEverything {
            realise(0..<geometry.lineCount, counters: &counters)
        } else {
            place(order, counters: &counters)
            realisedLines = lineHull(of: order)
        }
        // Only realised cells have widgets to reconfigure: a change to every item of a long list
        // (data bound to a variable) must not sort them all.
        for index in newCells.keys.sorted() {
            guard let change = changes[index] else { continue }
            newCells[index]!.update(to: items[index], change: change, counters: &counters)
        }
        for (index, cell) in cells where cell.item.index != index || cell.container.sortKey != sortKey(of: index) {
            cell.setIndex(index)
            // The items widget orders its children by this key: a shifted cell moves with it.
            cell.container.sortKey = sortKey(of: index)
            cell.isLaidOut = false
            resort(cell.container)
        }
        // A rotated strip may have had every key move (its line count changed): sort them all.
        if rotation != 0 { flowBox?.invalidateSort() }
        // The last item may be another one now.
        for (index, cell) in cells { markEnds(cell, at: index) }
        if layout.dynamicSpan { for index in order { layoutCell(cells[index]!) } }
        updateSpacers()
    }

    /// Reconfigures realised items in place after a change that keeps every item (no widget is
    /// created); unrealised items only change in the model.
    func update(items changes: [Int: ItemChange], newItems: [Item], counters: inout UpdateCounters) {
        for (index, change) in changes.sorted(by: { $0.key < $1.key }) {
            replace(at: index, with: newItems[index], change: change, counters: &counters)
        }
    }

    /// Replaces the item at `index` in place (no copy of the other items); a realised one is
    /// reconfigured, an unrealised one only changes in the model. False when nothing changed.
    func updateItem(at index: Int, to newItem: Item, counters: inout UpdateCounters) -> Bool {
        guard items.indices.contains(index) else { return false }
        var item = newItem
        item.index = index
        guard item != items[index] else { return false }
        replace(at: index, with: item, change: ItemChange.classify(old: items[index], new: item), counters: &counters)
        return true
    }

    /// Shows `item` at `index`: its cell reconfigured when realised; otherwise the model changes
    /// and the line's height becomes an estimate to measure when it is next realised.
    private func replace(at index: Int, with newItem: Item, change: ItemChange, counters: inout UpdateCounters) {
        var item = newItem
        item.index = index
        items[index] = item
        if item.kind != uniformKind || item.size.height != nil { uniformKind = nil }
        if let cell = cells[index] {
            cell.update(to: item, change: change, counters: &counters)
        } else {
            let line = geometry.line(ofItem: index)
            heights.set(line, height: heights.height(of: line), measured: false)
        }
    }

    // MARK: - Wrap-around (infinite carousels)

    /// The line shown first: an infinite carousel rotates its columns so that the first ones
    /// follow the last (see `LineGeometry.rotation`); 0 everywhere else.
    var rotation: Int { geometry.rotation }

    /// The line shown at `position`.
    func line(atPosition position: Int) -> Int { geometry.line(atPosition: position) }

    /// Where line `line` is shown.
    func position(ofLine line: Int) -> Int { geometry.position(ofLine: line) }

    /// Shows line `first` at position 0 and the others after it in order, wrapping round.
    /// Realised cells keep their widgets and only change places; call `update(visible:)` next,
    /// with the visible range moved by the extent of the lines that changed ends.
    func rotate(toFirstLine first: Int) {
        let count = geometry.lineCount
        guard isHorizontal, count > 0 else { return }
        let first = ((first % count) + count) % count
        guard first != rotation else { return }
        geometry.rotation = first
        heights.reset(to: estimatedLines(count))
        for index in order { cells[index]!.container.sortKey = sortKey(of: index) }
        flowBox?.invalidateSort()
        order.sort { sortKey(of: $0) < sortKey(of: $1) }
        realisedLines = lineHull(of: order)
    }


    private func sortKey(of index: Int) -> Int { geometry.sortKey(of: index) }

    private func orderedItems(atPositions positions: Range<Int>) -> [Int] { geometry.orderedItems(atPositions: positions) }

    // MARK: - Positions

    /// The extent of the line at position `line` in the body (y and height; x and width for
    /// carousels; see `position(ofLine:)` for a rotated carousel).
    func extent(ofLine line: Int) -> (start: Double, length: Double) {
        (heights.offset(of: line), heights.height(of: line))
    }

    var totalExtent: Double { heights.total }

    var realisedCells: [ItemCell] { order.compactMap { cells[$0] } }
}

/// Item indexes to test membership in: a range when they run on without a gap, as a list's or
/// grid's window does (hashing every realised index several times a pass was 4% of the
/// instructions of a grid's scroll frame), a set otherwise.
private enum ItemIndexes {
    case run(Range<Int>)
    case scattered(Set<Int>)

    init(_ indexes: [Int]) {
        if let first = indexes.first, zip(indexes, indexes.dropFirst()).allSatisfy({ $0 + 1 == $1 }) {
            self = .run(first..<(first + indexes.count))
        } else {
            self = .scattered(Set(indexes))
        }
    }

    func contains(_ index: Int) -> Bool {
        switch self {
        case .run(let run): run.contains(index)
        case .scattered(let set): set.contains(index)
        }
    }
}
