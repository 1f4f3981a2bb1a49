import SpotsLayout

/// The keyboard stops of a top-level component that are not items: a collapsible component's
/// header toggle (above its items) and an error state's Retry button (in their place). Down and
/// Up stop at them on the way between items, as they come on screen; Tab stops at Retry as it
/// does at a component's items.
extension KeyboardFocus {
    /// A header toggle or a Retry button with the focus, and the top-level component it belongs to.
    struct FocusedControl {
        enum Kind { case header, retry }
        var kind: Kind
        var component: Int
    }

    /// The header toggle or Retry button that has the focus, if one does.
    func focusedControl() -> FocusedControl? {
        for (index, component) in components.enumerated() {
            // Only a component with widgets can hold the focus.
            guard let widgets = component.widgets else { continue }
            if widgets.accordion?.toggle.hasFocus == true { return FocusedControl(kind: .header, component: index) }
            if component.hasRetryStop, widgets.stateView?.retryButton?.hasFocus == true {
                return FocusedControl(kind: .retry, component: index)
            }
        }
        return nil
    }

    /// Gives `control` (a header toggle, a Retry button) the focus and keeps it in view, bringing
    /// its component into the screen's window first when it is outside.
    func focus(control: Widget, of component: Component) {
        controller.viewport.keepInView(control: control, of: component)
        control.grabFocus()
    }

    /// Down from the top-level component at `index`, whose last stop had the focus: the first of
    /// a collapsible header, a Retry button or `target` (the next item in reading order, nil when
    /// there is none) below it. False when nothing is below.
    func focusBelow(component index: Int, target: ReadingPosition?) -> Bool {
        let last = target?.steps[0].component ?? components.count - 1
        guard index < last else { return target.map { focus($0) } != nil }
        for candidate in (index + 1)...last {
            let component = components[candidate]
            if component.isCollapsible {
                focusHeader(of: component)
                return true
            }
            if let target, candidate == target.steps[0].component {
                focus(target)
                return true
            }
            if let retry = component.retryStop {
                focus(control: retry, of: component)
                return true
            }
        }
        return false
    }

    /// Up from the top-level component at `index`, whose first stop had the focus: the nearest of
    /// `target` (the previous item in reading order), a Retry button or a collapsible header above it.
    func focusAbove(component index: Int, target: ReadingPosition?) -> Bool {
        let first = target?.steps[0].component ?? 0
        guard index > first else { return target.map { focus($0) } != nil }
        for candidate in stride(from: index - 1, through: first, by: -1) {
            let component = components[candidate]
            if let target, candidate == target.steps[0].component {
                focus(target)
                return true
            }
            if let retry = component.retryStop {
                focus(control: retry, of: component)
                return true
            }
            if component.isCollapsible {
                focusHeader(of: component)
                return true
            }
        }
        return false
    }

    /// Down or Up from a header toggle or Retry button. The focus stays at either end of the
    /// screen (Down past the end reads on to the next page, as from an item).
    func moveFromControl(_ control: FocusedControl, down: Bool) -> Bool {
        let order = readingOrder
        let index = control.component
        let component = components[index]
        switch (control.kind, down) {
        case (.header, true):
            // Into the section's items, or its Retry, or on below a closed one.
            if order.components[index].itemCount > 0, let first = order.first(fromComponent: index) {
                focus(first)
            } else if let retry = component.retryStop {
                focus(control: retry, of: component)
            } else if !focusBelow(component: index, target: order.first(fromComponent: index + 1)) {
                controller.reachedEnd()
            }
        case (.retry, true):
            if !focusBelow(component: index, target: order.first(fromComponent: index + 1)) { controller.reachedEnd() }
        case (.retry, false) where component.isCollapsible:
            focusHeader(of: component)
        case (.header, false), (.retry, false):
            _ = focusAbove(component: index, target: order.last(beforeComponent: index))
        }
        return true
    }
}
