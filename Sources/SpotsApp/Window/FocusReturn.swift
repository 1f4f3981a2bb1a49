import SpotsGtk

/// Focus is never lost: whatever the keyboard passes through on its way (a popover, the inspect
/// panel, the error bar) gives the focus back to where it came from when it closes.
///
/// GTK empties the window's focus when the focused widget is hidden: Escape leaving inspect mode
/// with the focus in its panel, the error bar sliding away after its Close, a popover whose
/// previous focus went meanwhile. Then nothing had the focus and no ring showed anywhere. This
/// keeps where the focus was last outside those surfaces ("home"): an item by its place in the
/// reading order (its widgets may be recycled for another item meanwhile), or another widget
/// (a header-bar button). An item whose widgets left the window as it scrolled away is not
/// brought back: the keyboard model goes on from it at the next arrow.
@MainActor
final class FocusReturn {
    enum Home {
        case item(ReadingPosition)
        case widget(Widget)
    }

    private unowned let controller: Controller
    private let window: Window
    /// Whether a widget is in a surface the focus only passes through.
    private let isPassing: @MainActor (WidgetPointer) -> Bool
    private(set) var home: Home?
    /// Whether the focus is in a passing surface now.
    private var focusIsPassing = false

    init(window: Window, controller: Controller, isPassing: @escaping @MainActor (WidgetPointer) -> Bool) {
        self.window = window
        self.controller = controller
        self.isPassing = isPassing
        window.onFocusChanged { [weak self] widget in self?.focusChanged(to: widget) }
    }

    /// Another screen replaced the one the focus was on: places on it mean nothing there.
    func forgetItems() {
        if case .item? = home { home = nil }
    }

    private func focusChanged(to widget: WidgetPointer?) {
        guard let widget else {
            // The surface the focus was in closed (after GTK had its own go: a popover gives the
            // focus back itself when it can).
            if focusIsPassing {
                focusIsPassing = false
                GtkRuntime.idle { [weak self] in self?.returnIfLost() }
            }
            return
        }
        focusIsPassing = isPassing(widget)
        guard !focusIsPassing else { return }
        if controller.content.contains(widget), let position = controller.focusedPosition {
            home = .item(position)
        } else {
            home = .widget(Widget(widget))
        }
    }

    /// Gives the focus back home when nothing has it.
    func returnIfLost() {
        guard window.focusPointer == nil, window.isVisible, let home else { return }
        switch home {
        case .item(let position) where controller.readingOrder.contains(position):
            controller.focus(position)
        case .widget(let widget) where widget.isMapped && widget.isSensitive && widget.canFocus:
            widget.grabFocus()
        default:
            if let first = controller.readingOrder.first { controller.focus(first) }
        }
    }
}
