import SpotsGtk

/// The main menu's model: the window's own items, and in a narrow window Open, Refresh and the
/// authoring tools the header bar has no room for (each an action of the window, `screen.NAME`, doing what
/// its button does).
@MainActor
final class MainMenu {
    let model = Menu()
    /// How each preview width is named in the menu and in the `screen.preview-width` action.
    static func widthChoice(_ width: Int?) -> (label: String, value: String) {
        guard let width else { return ("Window Width", "window") }
        return ("\(width) Pixels", "\(width)")
    }

    static func width(forChoice value: String) -> Int? { Int(value) }

    init() {
        rebuild(layout: .wide, problemCount: 0)
    }

    func rebuild(layout: HeaderBarLayout, problemCount: Int) {
        model.removeAll()
        if layout == .narrow {
            let tools = Menu()
            let open = Menu()
            open.append("Open…", action: "screen.open")
            open.append("Refresh", action: "screen.refresh")
            model.appendSection(open)
            tools.append("Problems (\(problemCount))", action: "screen.problems")
            tools.append("Inspect", action: "screen.inspect")
            let widths = Menu()
            for width in ScreenWindow.previewWidths {
                let choice = Self.widthChoice(width)
                widths.append(choice.label, action: "screen.preview-width", target: choice.value)
            }
            let style = Menu()
            style.append("Dark Style", action: "screen.dark-style")
            style.append("Export PNG…", action: "screen.export-png")
            let preview = Menu()
            preview.appendSection(widths, label: "Content Width")
            preview.appendSection(style)
            tools.appendSubmenu("Preview", preview)
            model.appendSection(tools)
        }
        let window = Menu()
        window.append("Keyboard Shortcuts", action: "screen.shortcuts")
        window.append("About Spots", action: "app.about")
        window.append("Quit", action: "app.quit")
        model.appendSection(window)
    }
}
