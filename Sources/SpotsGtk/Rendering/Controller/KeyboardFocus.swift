import SpotsModel

/// The keyboard model over windowed rendering: arrows walk the reading order (`ReadingOrder`),
/// Tab goes component to component, Home/End/Page Up/Page Down cover every item of a component,
/// Down past the end loads the next page, and the focused item keeps the focus through updates.
/// Items without widgets are realised and scrolled to first.
@MainActor
final class KeyboardFocus {
    enum FocusOut { case none, leaving, left }
    unowned let controller: Controller
    /// Where Tab past the last component is in sending the focus out of the scrolled window.
    private var focusOut = FocusOut.none
    /// The item that last had the focus: when scrolling takes its widgets away (and GTK's focus
    /// with them), arrows go on from there.
    private var lastPosition: ReadingPosition?
    /// Whether that item's widgets left the screen's window while it had the focus: Tab goes on
    /// from it even once it is back on screen without the focus.
    private var focusScrolledAway = false
    /// An item to give keyboard focus once GTK has laid it out.
    private var pendingFocus: (component: Component, index: Int)?
    /// Reveals made again for `pendingFocus` because its item had no widgets yet.
    private var pendingFocusRetries = 0

    init(controller: Controller) {
        self.controller = controller
    }

    var components: [Component] { controller.components }
    private var content: Box { controller.content }

    /// The screen's reading order as it stands, realised items and the others alike.
    var readingOrder: ReadingOrder {
        ReadingOrder(components.map { NavigableComponent($0, kinds: controller.kinds) })
    }

    /// Where the keyboard focus is, when it is on an item of this screen.
    var focusedPosition: ReadingPosition? { focusedItem()?.position }

    /// Whether the window holding the screen has a focus widget at all (GTK empties it when the
    /// focused widget is hidden or removed).
    private var windowHasFocusWidget: Bool { controller.widget.ancestor(of: Window.self)?.focusPointer != nil }

    /// The item the focus is on, found along GTK's chain of focus children.
    func focusedItem() -> (position: ReadingPosition, component: Component, cell: ItemCell)? {
        guard content.isFocusWithin else { return nil }
        return Self.focused(in: components, prefix: [])
    }

    private static func focused(in components: [Component], prefix: [ReadingPosition.Step])
        -> (position: ReadingPosition, component: Component, cell: ItemCell)? {
        for (index, component) in components.enumerated() {
            // Only a component with widgets can hold the focus.
            guard let child = component.widgets?.items.focusChildPointer, let cell = component.cell(for: child) else { continue }
            let steps = prefix + [.init(component: index, item: cell.item.index)]
            return focused(in: cell.children, prefix: steps) ?? (ReadingPosition(steps), component, cell)
        }
        return nil
    }

    /// The position of a realised cell of `component` (at any depth).
    func position(of cell: ItemCell, in component: Component) -> ReadingPosition? {
        func search(_ components: [Component], _ prefix: [ReadingPosition.Step]) -> ReadingPosition? {
            for (index, candidate) in components.enumerated() {
                if candidate === component { return ReadingPosition(prefix + [.init(component: index, item: cell.item.index)]) }
                for parent in candidate.cells where !parent.children.isEmpty {
                    if let found = search(parent.children, prefix + [.init(component: index, item: parent.item.index)]) {
                        return found
                    }
                }
            }
            return nil
        }
        return search(components, [])
    }

    /// The cell of the item at `position`, when it has one.
    func realisedCell(at position: ReadingPosition) -> ItemCell? {
        var siblings = components
        var cell: ItemCell?
        for step in position.steps {
            guard siblings.indices.contains(step.component) else { return nil }
            cell = siblings[step.component].realisedCell(at: step.item)
            siblings = cell?.children ?? []
        }
        return cell
    }

    /// Gives the item at `position` the keyboard focus, realising it (and the items it is
    /// nested in) and scrolling it into view.
    func focus(_ position: ReadingPosition) {
        var siblings = components
        for (depth, step) in position.steps.enumerated() {
            guard siblings.indices.contains(step.component) else { return }
            let component = siblings[step.component]
            guard depth < position.depth else {
                if let cell = component.realisedCell(at: step.item), cell.isLaidOut, !component.linesRunSideways {
                    // In the window already: focusing it scrolls it into view (`itemDidTakeFocus`).
                    cell.takeFocus()
                } else {
                    controller.reveal(itemAt: step.item, in: component, focus: true)
                }
                return
            }
            // The item holding the next step's component needs widgets before that component has any.
            if component.realisedCell(at: step.item) == nil { controller.reveal(itemAt: step.item, in: component) }
            guard let cell = component.realisedCell(at: step.item) else { return }
            siblings = cell.children
        }
    }

    /// Gives the focus to a collapsible component's header toggle.
    func focusHeader(of component: Component) {
        guard let toggle = component.headerToggle else { return }
        focus(control: toggle, of: component)
    }

    // MARK: - Key handling

    /// An arrow in `component`, whose item `cell` has the focus.
    func handleArrowKey(_ key: ArrowKey, in component: Component, from cell: ItemCell) -> Bool {
        guard let position = position(of: cell, in: component) else { return false }
        // Up from a collapsible component's first line goes to its header, the toggle that
        // opens and closes it.
        if key == .up, position.depth == 0, position.steps[0].item < max(1, component.itemsPerLine),
           component.isCollapsible {
            focusHeader(of: component)
            return true
        }
        let here = position.steps[0].component
        switch readingOrder.move(key, from: position) {
        case .to(let target):
            // Into another top-level component: a collapsible header or a Retry button on the
            // way comes first (a closed section or a state has no items to land on).
            if key == .down, target.steps[0].component > here { return focusBelow(component: here, target: target) }
            if key == .up, target.steps[0].component < here { return focusAbove(component: here, target: target) }
            focus(target)
            return true
        case .stay:
            // Up from the screen's first item: a header or Retry above it, if any.
            if key == .up { _ = focusAbove(component: here, target: nil) }
            return true
        case .pass:
            return false
        case .end:
            // Down past the last item: to a header or Retry below it, else read on like the wheel
            // does: the next page, if any. One that loads at once (a local file) is entered right away.
            if focusBelow(component: here, target: nil) { return true }
            controller.reachedEnd()
            if case .to(let target) = readingOrder.move(key, from: position) { focus(target) }
            return true
        }
    }

    /// Tab and Shift+Tab: one stop per top-level component (its last focused item, else its
    /// first); past the last or the first, out of the scroller to the window's other widgets.
    func moveFocus(_ direction: FocusDirection) -> Bool {
        if direction == .up || direction == .down, let control = focusedControl() {
            return moveFromControl(control, down: direction == .down)
        }
        guard direction == .tabForward || direction == .tabBackward else { return resumeFocus(direction) }
        let current: Int?
        switch focusOut {
        case .leaving:
            // GTK asks the scroller on the way out: let it go, as GtkScrolledWindow's own flag does.
            focusOut = .left
            return false
        case .left:
            // Asked again during the same move: the window has nothing else to focus and wraps around.
            current = nil
        case .none where !windowHasFocusWidget:
            // Before any item had the focus, the window is choosing its first one: GTK's own walk.
            guard let last = lastPosition, last.steps[0].component < components.count else { return false }
            // The focused item scrolled out of the window: Tab goes on from its component. Still
            // there, the focus went round the window and comes in from outside.
            current = realisedCell(at: last) == nil || focusScrolledAway ? last.steps[0].component : nil
        case .none:
            // Retry stands for its component's items: Tab goes on from that component.
            current = focusedItem()?.position.steps[0].component ?? focusedControl().flatMap { $0.kind == .retry ? $0.component : nil }
            // Focus inside the scroller but on no item (a header's button, say): GTK's own walk.
            if current == nil, content.isFocusWithin { return false }
        }
        let forward = direction == .tabForward
        let order = readingOrder
        if focusOut == .none, let next = nextInput(forward: forward, in: order) {
            // Tab and Shift+Tab go from one input of a form to the next (GNOME's convention).
            focus(next)
            return true
        }
        if let stop = order.tabStop(from: current, forward: forward) {
            // A collapsible component's stop is its header toggle; Tab goes on into its items.
            if components[stop].isCollapsible {
                focusHeader(of: components[stop])
                return true
            }
            // A component in its error state: its Retry button.
            if order.components[stop].itemCount == 0, let retry = components[stop].retryStop {
                focus(control: retry, of: components[stop])
                return true
            }
            let item = min(components[stop].lastFocusedItem ?? 0, components[stop].itemCount - 1)
            focus(ReadingPosition((stop, item)))
            return true
        }
        guard current != nil else { return false }
        focusOut = .leaving
        controller.widget.moveFocusOut(direction)
        focusOut = .none
        return true
    }

    /// An arrow while nothing has the focus, after the focused item scrolled out of the window and
    /// gave its widgets back: the arrow moves on from that item, which is brought back into view.
    private func resumeFocus(_ direction: FocusDirection) -> Bool {
        guard !windowHasFocusWidget, let last = lastPosition else { return false }
        let order = readingOrder
        guard order.contains(last) else { return false }
        var arrow: ArrowKey
        switch direction {
        case .up: arrow = .up
        case .down: arrow = .down
        case .left: arrow = .left
        default: arrow = .right
        }
        arrow = arrow.mirrored(content.isRightToLeft)
        if case .to(let target) = order.move(arrow, from: last) { focus(target) } else { focus(last) }
        return true
    }

    /// Focus entered an item (by key, click or code): remember it, keep it in view, and read on
    /// to the next page when it is the last item of the screen.
    func itemDidTakeFocus(_ cell: ItemCell, in component: Component) {
        // GTK tells every list on the way up; only the innermost item is the focused one.
        guard cell.children.allSatisfy({ $0.widgets?.items.focusChildPointer == nil }) else { return }
        controller.viewport.keepInView(cell.item.index, of: component)
        component.lastFocusedItem = cell.item.index
        focusScrolledAway = false
        guard let position = position(of: cell, in: component) else { return }
        components[position.steps[0].component].lastFocusedItem = position.steps[0].item
        lastPosition = position
        // After GTK is done moving the focus: the next page may change the widget tree.
        GtkRuntime.idle { [weak self] in
            guard let self, self.focusedPosition == position, self.readingOrder.isLast(position) else { return }
            self.controller.reachedEnd()
        }
    }

    /// The screen's window moved: notes when it took the focused item's widgets (and GTK's focus) away.
    func windowDidUpdate() {
        guard let last = lastPosition, !focusScrolledAway, !windowHasFocusWidget, realisedCell(at: last) == nil else { return }
        focusScrolledAway = true
    }

    // MARK: - Focus that waits for a layout

    /// Gives the item the focus once GTK has placed its cell: focusing scrolls to the focused
    /// widget's allocation, which a cell just taken from the pool still has from its previous item.
    func focusWhenLaidOut(itemAt index: Int, in component: Component) {
        pendingFocus = (component, index)
        if controller.realisesEverything { focusPendingItem() }
        // When nothing moves, no layout follows to take the focus there.
        GtkRuntime.idle { [weak self] in self?.focusPendingItem(retrying: false) }
    }

    /// GTK laid the content out: a pending focus can go to its cell before the next frame.
    func contentDidLayOut() {
        guard pendingFocus != nil else { return }
        GtkRuntime.idleBeforeNextFrame { [weak self] in self?.focusPendingItem() }
    }

    /// Focuses the pending item once GTK has laid its cell out: GTK scrolls to a widget that
    /// takes the focus, and a cell placed since the last layout still has a stale allocation.
    /// `retrying`: when the item has no cell, reveal it again.
    func focusPendingItem(retrying: Bool = true) {
        guard let (component, index) = pendingFocus else { return }
        guard let cell = component.realisedCell(at: index) else {
            guard retrying else { return }
            // Revealed in a component GTK had not placed yet (just built): again, now that it is.
            pendingFocus = nil
            if pendingFocusRetries < 3 {
                pendingFocusRetries += 1
                controller.reveal(itemAt: index, in: component, focus: true)
            } else {
                pendingFocusRetries = 0
            }
            return
        }
        guard cell.isLaidOut || controller.realisesEverything else { return }
        pendingFocus = nil
        pendingFocusRetries = 0
        cell.takeFocus()
    }

    /// Home, End, Page Up and Page Down over every item of the component, realised or not.
    func handlePagingKey(_ key: PagingKey, in component: Component, from cell: ItemCell?) -> Bool {
        let count = component.itemCount
        guard count > 0 else { return false }
        let current = cell?.item.index ?? 0
        let target: Int
        switch key {
        case .home: target = 0
        case .end: target = count - 1
        case .pageUp, .pageDown:
            guard let position = component.position(ofItem: current, in: content) else { return false }
            let page = max(1, controller.scrollPosition.pageSize)
            let y = position.y + (key == .pageDown ? page : -page)
            target = component.itemIndex(atY: y, in: content) ?? (key == .pageDown ? count - 1 : 0)
        }
        controller.reveal(itemAt: target, in: component, focus: true)
        return true
    }

    // MARK: - Focus through updates

    /// Who has the focus, by identity: per depth the component's identifier and the item.
    struct FocusedIdentity {
        var position: ReadingPosition
        var path: [(component: String?, item: Item)]
    }

    func focusedIdentity() -> FocusedIdentity? {
        guard let focused = focusedItem() else { return nil }
        var path: [(component: String?, item: Item)] = []
        var siblings = components
        for step in focused.position.steps {
            let component = siblings[step.component]
            guard let item = component.item(at: step.item) else { return nil }
            path.append((component.identifier, item))
            siblings = component.realisedCell(at: step.item)?.children ?? []
        }
        return FocusedIdentity(position: focused.position, path: path)
    }

    /// After an update: when the focused item lost the focus (its row moved, its component was
    /// replaced), gives it back to the same item where it is now, or to what took its place.
    func restoreFocus(_ before: FocusedIdentity?) {
        // A removed focus widget leaves the window's focus empty; anywhere else, it was moved on purpose.
        guard let before, !windowHasFocusWidget else { return }
        var siblings = controller.models
        var steps: [ReadingPosition.Step] = []
        for (depth, old) in before.path.enumerated() {
            let oldStep = before.position.steps[depth]
            let componentIndex = old.component.flatMap { identifier in siblings.firstIndex { $0.identifier == identifier } }
                ?? (siblings.indices.contains(oldStep.component) ? oldStep.component : nil)
            guard let componentIndex, !siblings[componentIndex].items.isEmpty else { break }
            let items = siblings[componentIndex].items
            let itemIndex = Self.index(of: old.item, in: items, near: oldStep.item)
            steps.append(.init(component: componentIndex, item: itemIndex))
            siblings = items[itemIndex].children
        }
        guard !steps.isEmpty else { return }
        let target = ReadingPosition(steps)
        // Content arrived above it and took it far from what the reader sees: the view stays, and
        // arrows go on from the item (as after scrolling away from it) instead of the view jumping.
        guard controller.viewport.isNearViewport(itemAt: steps[0].item, in: components[steps[0].component]) else {
            lastPosition = target
            return
        }
        focus(target)
    }

    /// Where `item` is in `items`: by identifier, else by content, else the index it had.
    private static func index(of item: Item, in items: [Item], near old: Int) -> Int {
        func same(_ candidate: Item) -> Bool {
            if let identifier = item.identifier { return candidate.identifier == identifier }
            var a = item, b = candidate
            a.index = 0
            b.index = 0
            return a == b
        }
        if items.indices.contains(old), same(items[old]) { return old }
        return items.firstIndex(where: same) ?? min(old, items.count - 1)
    }
}

extension NavigableComponent {
    /// A rendered component; the components nested in its items come from their cells when
    /// realised, from the model otherwise.
    @MainActor
    init(_ component: Component, kinds: ComponentRegistry) {
        // A closed accordion or a state shows no items: arrows and Tab pass over them (a
        // collapsible component's header toggle and an error's Retry are stops of their own,
        // see KeyboardFocus+Controls).
        self.init(shape: component.presentation.keyboardShape, itemCount: component.itemsHidden ? 0 : component.itemCount,
                  itemsPerLine: component.itemsPerLine, entryItem: component.lastFocusedItem,
                  isTabStop: component.isCollapsible || component.hasRetryStop,
                  nested: { index in
                      if let cell = component.realisedCell(at: index) {
                          return cell.children.map { NavigableComponent($0, kinds: kinds) }
                      }
                      return component.item(at: index)?.children.map { NavigableComponent($0, kinds: kinds) } ?? []
                  })
        wraps = component.wrapsAround
    }

    /// A component without widgets yet (nested in an unrealised item): its shape from the model.
    @MainActor
    init(_ model: ComponentModel, kinds: ComponentRegistry) {
        let presentation = kinds.presentation(for: model.kind).presentation
        let items = model.items
        // The same lines the component will have once realised (before its first layout).
        let axis = presentation.lineAxis(layout: model.layout, width: nil, items: items)
        self.init(shape: presentation.keyboardShape, itemCount: items.count, itemsPerLine: axis.itemsPerLine,
                  nested: { index in
                      items.indices.contains(index) ? items[index].children.map { NavigableComponent($0, kinds: kinds) } : []
                  })
    }
}
