import SpotsModel

/// Forms: Tab and Shift+Tab move from an input to the input next to it in reading order (over
/// disabled ones); from the last input of a run, Tab goes on as from any item (to the next
/// component).
extension KeyboardFocus {
    /// The input after (or before) the focused one, when the focus is in an input and its
    /// neighbour in reading order is one too.
    func nextInput(forward: Bool, in order: ReadingOrder) -> ReadingPosition? {
        guard let focused = focusedItem(), focused.cell.item.input != nil else { return nil }
        var position = focused.position
        // A disabled input cannot take the focus: Tab passes over it.
        while let next = forward ? order.next(after: position) : order.previous(before: position),
              let input = item(at: next)?.input {
            if !input.isDisabled { return next }
            position = next
        }
        return nil
    }

    /// The item shown at `position`, realised or not.
    func item(at position: ReadingPosition) -> Item? {
        guard let first = position.steps.first, components.indices.contains(first.component) else { return nil }
        var item = components[first.component].item(at: first.item)
        for step in position.steps.dropFirst() {
            guard let children = item?.children, children.indices.contains(step.component),
                  children[step.component].items.indices.contains(step.item) else { return nil }
            item = children[step.component].items[step.item]
        }
        return item
    }
}

extension ItemCell {
    /// Gives the item the keyboard focus: its view's own focus widget (an input's control), or
    /// its row or card.
    func takeFocus() {
        if let control = view.focusWidget { control.grabFocus() } else { container.grabFocus() }
    }
}
