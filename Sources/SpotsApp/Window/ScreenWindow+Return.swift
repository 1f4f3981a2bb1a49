import SpotsGtk

/// Where the reader was: what Back and Forward return to (the scroll, the focused item, the
/// carousels' own scroll), given to the session when a screen is left and taken back from it.
extension ScreenWindow {
    /// The reader's place on the screen now.
    var currentViewState: ScreenViewState {
        var componentScroll: [Int: Double] = [:]
        for (index, component) in controller.components.enumerated() {
            if let value = component.ownScrollPosition, value > 0 { componentScroll[index] = value }
        }
        return ScreenViewState(scroll: controller.scrollPosition.value,
                               focusedItem: controller.content.isFocusWithin ? controller.focusedPosition : nil,
                               componentScroll: componentScroll)
    }

    /// Puts the reader back: the screen's scroll and the carousels' once the layout reaches
    /// them (rows are measured as they come, strips as they are allocated), then the focus on
    /// the item that had it, which is in view there.
    func restore(_ view: ScreenViewState, attempts: Int = 30) {
        viewRestoreTimer?.cancel()
        focusesFirstItem = false
        controller.scrollProgrammatically(to: view.scroll)
        var reached = abs(controller.scrollPosition.value - view.scroll) < 1
        for (index, value) in view.componentScroll where controller.components.indices.contains(index) {
            let component = controller.components[index]
            // A component outside the screen's window has no strip laid out to scroll.
            guard component.widget.isMapped else { continue }
            if !component.restoreOwnScrollPosition(value) { reached = false }
        }
        guard reached || attempts <= 0 else {
            viewRestoreTimer = MainLoopTimer { [weak self] in self?.restore(view, attempts: attempts - 1) }
            viewRestoreTimer?.schedule(afterMilliseconds: 16)
            return
        }
        // Only where the focus is nowhere or on the screen: a click on a header-bar button meanwhile keeps it.
        if let item = view.focusedItem, view.takesFocus || window.focusPointer == nil || controller.content.isFocusWithin {
            controller.focus(item)
        }
    }

    /// Gives the first item of the screen just shown the focus, unless Back or Forward puts it
    /// back elsewhere first (`restore`, right after the screen is shown).
    func focusFirstItemOnceShown() {
        focusesFirstItem = true
        GtkRuntime.idle { [weak self] in
            guard let self, self.focusesFirstItem else { return }
            self.focusesFirstItem = false
            guard self.window.focusPointer == nil else { return }
            if let first = self.controller.readingOrder.first {
                self.controller.focus(first)
            } else if self.backButton.isSensitive {
                // A screen without items (an empty state, a status page): the way back.
                self.backButton.grabFocus()
            }
        }
    }
}
