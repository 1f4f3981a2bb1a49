import SpotsDiff
import SpotsModel

/// Components stacked in a vertical box: the controller's screen, or an item's nested children.
///
/// `update(to:)` diffs the shown models against new ones and edits only what changed:
/// components added, removed or moved are created, destroyed or moved; a change of kind,
/// layout or identity replaces that one component; anything else is updated in place.
/// Which components are children of the box is up to `window` (see `ComponentWindow`): all of
/// them, or in a windowed stack only those near the viewport. Only those have widgets: a
/// component is built when it enters the box and lets its widgets go when it leaves.
@MainActor
final class ComponentStack {
    let box: Box
    private(set) var components: [Component] = []
    var context: RenderContext
    private(set) var layoutWidth: Double?
    /// Whether only the components near the viewport are in the box (the screen's own stack;
    /// nested stacks inside an item hold all of theirs).
    let windowsComponents: Bool
    let window: ComponentWindow
    /// The viewport and margin of the last window update, for placing components added since.
    private var lastViewport: (top: Double, bottom: Double, margin: Double) = (0, 1_000, 1_000)
    /// Components that built their widgets since the last window pass (one of their widgets was
    /// asked for): those the pass leaves out of the box let them go again.
    private var recentlyBuilt: [Component] = []
    /// Told after a window pass changed which components are in the box.
    var onShownChanged: (@MainActor () -> Void)?

    init(box: Box, context: RenderContext, windowsComponents: Bool = false) {
        self.box = box
        self.context = context
        self.windowsComponents = windowsComponents
        window = ComponentWindow(box: box)
    }

    /// The components whose widgets are in the box (every one unless the stack is windowed).
    var shownComponents: ArraySlice<Component> { components[window.shown.clamped(to: components.indices)] }

    private var isWindowed: Bool { windowsComponents && !context.mode.realisesEverything }

    var models: [ComponentModel] { components.map(\.model) }

    /// Replaces every component (a hard reload).
    func rebuild(_ models: [ComponentModel], counters: inout UpdateCounters) {
        for component in components {
            counters.componentsDestroyed += 1
            counters.destroyed += component.cellCount
        }
        components = models.enumerated().map { index, model in
            makeComponent(model, index: index, counters: &counters)
        }
        window.reset(components)
        placeComponents()
        if let layoutWidth { layout(width: layoutWidth) }
        showWindow(counters: &counters)
        realiseShown(among: components.indices, counters: &counters)
    }

    /// The place of the item the stack's components are nested in ("" for the screen).
    private(set) var place = ""

    /// Moves the stack to another item's place (its cell was recycled for another item).
    func move(to place: String) {
        guard place != self.place else { return }
        self.place = place
        placeComponents(recycled: true)
    }

    /// Tells each component where it is, which opens or closes an accordion as the user left it there.
    private func placeComponents(recycled: Bool = false) {
        for (index, component) in components.enumerated() {
            component.place(at: PlaceKey.component(component.base, at: index, in: place), recycled: recycled)
        }
    }

    /// Shows `models`, touching only the components and items that changed.
    /// `touched`: the components the change touched, when its maker knows (the others are not compared).
    func update(to models: [ComponentModel], touched: TouchedComponents? = nil, counters: inout UpdateCounters) {
        // As declared: an accordion the user opened or closed is not a change of the screen.
        let shown = components.map(\.declaredModel)
        let changes = touched.map { ScreenChangeset.compare(old: shown, new: models, touched: $0) }
            ?? ScreenChangeset.compare(old: shown, new: models)
        guard !changes.isEmpty else {
            renumber(models)
            placeComponents()
            return
        }
        let placement = ChangesetPlacement(changes.components, oldCount: components.count, newCount: models.count)
        let old = components
        let deleted = Set(changes.components.deletions)
        for index in placement.removals {
            if deleted.contains(index) {
                counters.componentsDestroyed += 1
                counters.destroyed += old[index].cellCount
            } else {
                counters.componentsMoved += 1
            }
        }
        var result: [Component] = []
        result.reserveCapacity(models.count)
        var fresh = Set<Int>()
        for (index, source) in placement.sources.enumerated() {
            switch source {
            case .inserted:
                result.append(makeComponent(models[index], index: index, counters: &counters))
                fresh.insert(index)
            case .moved(let from), .kept(let from):
                result.append(old[from])
            }
        }
        for (index, update) in changes.componentUpdates.sorted(by: { $0.key < $1.key }) where !fresh.contains(index) {
            if update.requiresReplacement {
                let replaced = result[index]
                counters.componentsDestroyed += 1
                counters.destroyed += replaced.cellCount
                result[index] = makeComponent(models[index], index: index, counters: &counters)
                fresh.insert(index)
            } else {
                counters.componentsUpdated += 1
                result[index].apply(update, model: models[index], counters: &counters)
            }
        }
        components = result
        renumber(models)
        // New components were laid out at the stack's width as they were made.
        placeComponents()
        window.reset(components)
        showWindow(counters: &counters)
        realiseShown(among: fresh, counters: &counters)
    }

    func layout(width: Double) {
        layoutWidth = width
        for component in components { component.layout(width: width) }
        window.invalidateMeasurements(components)
        var counters = UpdateCounters()
        showWindow(counters: &counters)
    }

    /// The estimated top of `component` while it is outside the box or not laid out yet
    /// (windowed stacks only); nil when GTK has placed it.
    func unplacedTop(of component: Component) -> Double? {
        guard isWindowed, let index = components.firstIndex(where: { $0 === component }),
              !window.shown.contains(index) || !window.isPlaced(component) else { return nil }
        return window.top(of: index)
    }

    /// New components the window shows get their first items now (the others wait until they
    /// come into view), so a mutation's completion finds them realised.
    private func realiseShown(among fresh: some Sequence<Int>, counters: inout UpdateCounters) {
        for index in fresh where window.shown.contains(index) {
            components[index].realiseInitialItems(counters: &counters)
        }
    }

    /// Puts the components of the last viewport (or all of them) in the box; true when that
    /// changed. Components still on the screen that leave the box give their item views back
    /// (deleted ones go with their widgets, and were counted as destroyed already).
    @discardableResult
    private func showWindow(counters: inout UpdateCounters) -> Bool {
        let range: Range<Int>
        if isWindowed {
            let (top, bottom, margin) = lastViewport
            range = window.components(intersecting: top - margin, bottom + margin)
        } else {
            range = 0..<components.count
        }
        let left = window.show(range, of: components)
        for component in left ?? [] {
            let index = component.base.index
            if components.indices.contains(index), components[index] === component {
                component.release(counters: &counters)
            } else {
                // Deleted or replaced: its widgets go with it (counted as destroyed already).
                component.discardWidgets()
            }
        }
        releaseStrays(counters: &counters)
        guard left != nil else { return false }
        onShownChanged?()
        return true
    }

    /// Lets go of the widgets of components built outside the box (a caller asked one for a
    /// widget) that the box still does not hold: a long screen keeps only its window's widgets.
    private func releaseStrays(counters: inout UpdateCounters) {
        guard !recentlyBuilt.isEmpty else { return }
        let built = recentlyBuilt
        recentlyBuilt = []
        for component in built where !window.isShown(component) {
            let index = component.base.index
            guard components.indices.contains(index), components[index] === component else { continue }
            component.release(counters: &counters)
        }
    }

    /// Realises what `viewport` (y range in `root`) shows in every component, plus `margin`.
    @discardableResult
    func updateWindow(viewport: (top: Double, bottom: Double), margin: Double, root: Widget,
                      counters: inout UpdateCounters) -> Bool {
        var changed = false
        if isWindowed {
            lastViewport = (viewport.top, viewport.bottom, margin)
            window.measure(components, estimates: context.estimates)
            changed = showWindow(counters: &counters)
        }
        // Components GTK has not placed yet (just created) are positioned from the estimated
        // heights of those above them, so only the ones near the viewport get item widgets.
        var nextTop: Double?
        if box.isSame(as: root) {
            nextTop = window.top(of: window.shown.lowerBound)
        } else if box.allocation.height > 1 || box.allocation.width > 1 {
            nextTop = box.origin(in: root).map { Double($0.y) }
        }
        for component in components[window.shown] {
            var estimatedTop: Double?
            if window.isPlaced(component), let frame = component.placedFrame(in: root) {
                nextTop = frame.top + frame.height
            } else if let top = nextTop {
                estimatedTop = top
                nextTop = top + component.estimatedHeight
            }
            if component.updateWindow(viewport: viewport, margin: margin, root: root,
                                      estimatedTop: estimatedTop, counters: &counters) {
                changed = true
            }
        }
        return changed
    }

    /// Realises every item of every component, nested ones included (after `mode` changed).
    func realiseEverything() {
        var counters = UpdateCounters()
        showWindow(counters: &counters)
        for component in components { component.realiseEverything() }
    }

    private func makeComponent(_ model: ComponentModel, index: Int, counters: inout UpdateCounters) -> Component {
        var numbered = model
        numbered.index = index
        let component = Component(model: numbered, context: context, width: layoutWidth)
        counters.componentsCreated += 1
        if windowsComponents {
            component.onBuild = { [weak self] built in self?.recentlyBuilt.append(built) }
        }
        return component
    }

    private func renumber(_ models: [ComponentModel]) {
        for (index, component) in components.enumerated() where component.model.index != index {
            component.setIndex(index)
        }
    }
}
