import SpotsLayout
import SpotsModel

/// Forms: what a submit that found invalid values asks of the window, and Enter in a field.
extension Controller {
    /// Shows the error under each input named in `names` (as if the user had left them), and
    /// reconfigures the realised ones; the others show theirs when they are realised.
    public func showValidity(ofInputs names: some Sequence<String>) {
        for name in names { inputTouches.insert(name) }
        func visit(_ components: [Component]) {
            for component in components {
                // Inputs outside the items: the header, footer and state item (if made).
                if component.isBuilt {
                    for shown in [component.header, component.footer].compactMap({ $0 }) where shown.item.input != nil {
                        shown.view.configure(with: shown.item)
                    }
                    if let state = component.stateView, let view = state.view, let item = state.item, item.input != nil {
                        view.configure(with: item)
                    }
                }
                for cell in component.cells {
                    if cell.item.input != nil { cell.view.configure(with: cell.item) }
                    visit(cell.children)
                }
            }
        }
        visit(components)
    }

    /// Gives the keyboard focus to the first top-level input named `name` (realising and
    /// scrolling to it): an item's, else a header's, footer's or shown state item's; false when
    /// the screen has none.
    @discardableResult
    public func focusInput(named name: String) -> Bool {
        for (index, component) in components.enumerated() {
            for item in 0..<component.itemCount where component.item(at: item)?.input?.name == name {
                focus(ReadingPosition((index, item)))
                return true
            }
        }
        for component in components {
            let model = component.base
            let outside = [model.header, model.footer, model.states.empty, model.states.loading, model.states.error]
            guard outside.contains(where: { $0?.input?.name == name }) else { continue }
            // Brings the component into the window (and so builds it); GTK scrolls to the field it focuses.
            reveal(itemAt: 0, in: component)
            let views = [component.header, component.footer].compactMap { $0 }.filter { $0.item.input?.name == name }.map(\.view)
                + [component.stateView].compactMap { state in state?.item?.input?.name == name ? state?.view : nil }
            guard let field = views.first?.focusWidget else { continue }
            field.grabFocus()
            return true
        }
        return false
    }

    /// Shows where a submit stands on every item that sends it (nil: none on its way or failed);
    /// realised items change now, the others when they are realised. A new failure is announced
    /// by the realised items that show it. False when nothing changed.
    @discardableResult
    public func showSubmitProgress(_ progress: SubmitProgress?) -> Bool {
        guard stack.context.submitProgress.progress != progress else { return false }
        stack.context.submitProgress.progress = progress
        func visit(_ components: [Component]) {
            for component in components {
                for cell in component.cells {
                    if cell.item.submission != nil { cell.showSubmitProgress() }
                    visit(cell.children)
                }
            }
        }
        visit(components)
        if case .failed(let submission, _)? = progress {
            for cell in cells(sending: submission) { cell.submitStatus?.announce() }
        }
        return true
    }

    /// The realised items, nested ones included, that send `submission`.
    public func cells(sending submission: Submission) -> [ItemCell] {
        var found: [ItemCell] = []
        func visit(_ components: [Component]) {
            for component in components {
                for cell in component.cells {
                    if cell.item.submission == submission { found.append(cell) }
                    visit(cell.children)
                }
            }
        }
        visit(components)
        return found
    }

    /// Called with the submission when Retry under a failed submit is pressed.
    public var onSubmitRetry: (@MainActor (Submission) -> Void)? {
        get { stack.context.submitProgress.onRetry }
        set { stack.context.submitProgress.onRetry = newValue }
    }

    /// Enter in a one-line field: the first item of its component with a `submit` action is
    /// selected, as if activated (a form submits from any of its fields).
    func inputActivated() {
        guard let component = keyboardFocus.focusedItem()?.component ?? componentHoldingFocusOutsideItems() else { return }
        for index in 0..<component.itemCount {
            guard let item = component.item(at: index), item.submission != nil else { continue }
            delegate?.component(component, itemSelected: item)
            return
        }
    }

    /// The top-level component whose header, footer or state item holds the keyboard focus (an
    /// input there submits the component's form as its items' do).
    private func componentHoldingFocusOutsideItems() -> Component? {
        components.first { component in
            guard component.isBuilt else { return false }
            let views = [component.header?.view, component.footer?.view, component.stateView?.view].compactMap { $0 }
            return views.contains { $0.widget.isFocusWithin }
        }
    }
}
