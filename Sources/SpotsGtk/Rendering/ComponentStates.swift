import SpotsModel

/// Upstream's StateService on GTK: what a component shows in place of its items when its state
/// is `loading`, `empty` or `error` (see `ComponentModel.effectiveState`).
///
/// The state's item (declared in `states`, or a built-in one) is drawn by the item views like
/// any item; loading adds skeleton rows, error a Retry button. The items themselves stay in the
/// model, their body is hidden and gives its cells back to the pools (see `Component.updateWindow`).
@MainActor
final class StateView {
    let widget = Box(.vertical, spacing: 0)
    private(set) var state: ComponentState = .content
    private(set) var item: Item?
    private(set) var view: (any ItemConfigurable)?
    private(set) var retryButton: Button?
    private(set) var skeletonRows: [Widget] = []
    /// Told when Retry is pressed.
    var onRetry: (@MainActor () -> Void)?

    /// Where Retry stands in the state's panel: in line with the text of the row above it.
    static let retryMargin = (start: 14, bottom: 12)

    /// Skeleton rows a loading component shows.
    static let skeletonRowCount = 3

    /// The built-in items, for states the screen declares none for.
    static func builtInItem(for state: ComponentState) -> Item? {
        switch state {
        case .content, .loading: return nil
        case .empty: return Item(title: translated("Nothing here yet"))
        case .error: return Item(title: translated("This could not be loaded"), subtitle: translated("Check the connection, then try again."))
        }
    }

    init() {
        widget.styleClasses.insert("spots-state")
        widget.noShowAll = true
        widget.isVisible = false
    }

    /// Shows `state` with `item` (nil: the built-in one); false when that is already on show.
    @discardableResult
    func show(_ newState: ComponentState, item declared: Item?, componentKind: ComponentKind, context: RenderContext,
              width: Double?) -> Bool {
        let newItem = newState == .content ? nil : (declared ?? Self.builtInItem(for: newState))
        guard newState != state || newItem != item else { return false }
        // The same state's item changed (its input's value, a bound title): shown again in place,
        // so a check box being toggled keeps its widget and the focus.
        if newState == state, let view, let newItem, item?.kind == newItem.kind {
            item = newItem
            view.configure(with: newItem)
            return true
        }
        widget.styleClasses.remove("spots-state-\(state.rawValue)")
        state = newState
        item = newItem
        widget.removeAll()
        view = nil
        retryButton = nil
        skeletonRows = []
        guard newState != .content else {
            widget.isVisible = false
            return true
        }
        widget.styleClasses.insert("spots-state-\(newState.rawValue)")
        if let shown = newItem {
            // Drawn as a row whatever the component: the state is one panel, and a grid's or
            // carousel's card inside it drew a second border inside the panel's.
            let viewContext = context.itemViewContext(componentKind: componentKind, role: .item)
            let made = context.views.makeView(kind: shown.kind, context: viewContext).view
            made.configure(with: shown)
            made.widget.styleClasses.insert("spots-state-item")
            widget.packStart(made.widget)
            view = made
        }
        switch newState {
        case .loading:
            for index in 0..<Self.skeletonRowCount { skeletonRows.append(Self.skeletonRow(index)) }
            for row in skeletonRows { widget.packStart(row) }
            widget.accessibleName = translated("Loading")
        case .error:
            let retry = Button(label: translated("Retry"))
            retry.styleClasses.insert("spots-state-retry")
            retry.halign = .start
            // Margins by start and end, not CSS's left: in right-to-left text it starts at the right.
            retry.marginStart = Self.retryMargin.start
            retry.marginBottom = Self.retryMargin.bottom
            retry.onClicked { [weak self] in self?.onRetry?() }
            widget.packStart(retry)
            retryButton = retry
        case .empty, .content:
            break
        }
        if let width { layout(width: width) }
        // The box itself is `noShowAll` (a component's showAll must not reveal it): show its parts.
        for child in widget.children { child.showAll() }
        widget.isVisible = true
        return true
    }

    func layout(width: Double) {
        view?.layout(width: width)
    }

    /// A grey placeholder row: two bars where a title and a subtitle will be.
    private static func skeletonRow(_ index: Int) -> Widget {
        let row = Box(.vertical, spacing: 8)
        row.styleClasses.insert("spots-skeleton-row")
        // Uneven lengths read as text rather than as a table.
        for (width, height) in [(index % 2 == 0 ? 220 : 170, 14), (index % 2 == 0 ? 140 : 190, 10)] {
            let bar = Box(.horizontal)
            bar.styleClasses.insert("spots-skeleton-bar")
            bar.halign = .start
            bar.setSizeRequest(width: width, height: height)
            row.packStart(bar)
        }
        return row
    }
}

extension Component {
    /// What the component shows: its items or one of its states (from the model, with or
    /// without widgets).
    public var displayedState: ComponentState { base.effectiveState(itemCount: itemCount) }

    /// The state's item view, skeleton rows and Retry button, for tests and inspection (while built).
    var stateParts: StateView? { stateView }

    /// Brings the state view in line with the model (after building, and after every update).
    func applyState() {
        guard let widgets else { return }
        let model = declaredModel
        let state = model.effectiveState
        guard state != .content || widgets.stateView != nil else { return }
        let view: StateView
        if let existing = widgets.stateView {
            view = existing
        } else {
            view = StateView()
            view.onRetry = { [weak self] in
                guard let self else { return }
                self.context.onRetry?(self)
            }
            let box = widgets.accordion?.content ?? widgets.box
            box.packStart(view.widget)
            // Right below the items, above the footer.
            if let position = box.childPointers.firstIndex(of: widgets.frame.widget.pointer) {
                box.reorder(view.widget, to: position + 1)
            }
            widgets.stateView = view
        }
        // Where the items would be: inside the component's inset.
        view.widget.setMargins(model.layout.inset)
        let width = layoutWidth.map { ItemSizing.contentWidth($0, layout: model.layout) - 2 }
        view.show(state, item: model.states[state], componentKind: model.kind, context: context, width: width)
    }

    /// Whether an error state's Retry button stands in the items' place (a keyboard stop).
    var hasRetryStop: Bool { displayedState == .error }

    /// The Retry button of the error state on show (building the component when it has no widgets).
    var retryStop: Button? { hasRetryStop ? built.stateView?.retryButton : nil }

    /// True while a state stands in for the items: their body is hidden and needs no widgets.
    var showsState: Bool { displayedState != .content }

    /// The items are not on show: a state stands in, or the accordion is closed.
    var itemsHidden: Bool { showsState || isClosed }
}
