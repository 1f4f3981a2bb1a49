import SpotsGtk

/// The error bar speaks up: it is an alert, named with its message, and says it appeared, which
/// is what makes a screen reader (Orca) read an alert out without moving the focus.
extension ScreenWindow {
    /// Names GTK leaves out, and drawing a reader has no use for.
    func setUpAccessibility() {
        // GTK's close button on the bar is an unnamed icon (an internal child).
        for button in errorBarButtons where (button.accessibleName ?? "").isEmpty {
            button.accessibleName = translated("Close")
        }
        // Inspect mode's outline layer only draws.
        inspectOverlay.accessibleObject?.hide()
    }

    func announceError(_ message: String, severity: MessageType) {
        guard let bar = infoBar.accessibleObject else { return }
        bar.role = .alert
        bar.name = severity == .error ? translated("Error: {message}", ["message": message])
            : translated("Warning: {message}", ["message": message])
        bar.announceShown()
    }

    /// The error bar's accessible (tests, and tools that read the tree).
    public var errorBarAccessible: Accessible? { infoBar.accessibleObject }
}

extension ScreenWindow {
    /// The accessible names of the error bar's buttons (tests).
    public var errorBarCloseButtonNames: [String] { errorBarButtons.map { $0.accessibleName ?? "" } }

    var errorBarButtons: [Widget] {
        func buttons(in widget: Widget) -> [Widget] {
            if widget.isA(Button.self) { return [widget] }
            guard let container = widget.as(Container.self) else { return [] }
            return container.allChildPointers.flatMap { buttons(in: Widget($0)) }
        }
        return buttons(in: infoBar)
    }
}
