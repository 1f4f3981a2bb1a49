/// `spots snapshot --focus TITLE`: a screen drawn with one item focused and its focus ring
/// showing, to check the ring in light and dark. An offscreen window never has the keyboard
/// (and GTK cannot pretend it does), so this lays the screen out in a real window (Xvfb's, for
/// the command) that is told it is active, then paints it into the PNG.
@MainActor
public enum FocusSnapshot {
    public static func write(_ controller: Controller, width: Int, height: Int?, focusing title: String,
                             to path: String) throws {
        let window = Window()
        defer { window.destroy() }
        controller.realisesEverything = height == nil
        window.setDefaultSize(width: width, height: height ?? 600)
        window.add(controller.widget)
        window.showAll()
        window.present()
        GtkRuntime.drain()
        GtkRuntime.run(until: { controller.layoutWidth != nil }, timeout: 2)
        if height == nil {
            let full = max(1, min(controller.content.preferredHeight(forWidth: width).natural, 32_000))
            window.resize(width: width, height: full)
            GtkRuntime.drain()
        }
        guard let cell = cell(titled: title, in: controller.components) else {
            throw RenderError(message: translated("no item titled \"{title}\" to focus", ["title": title]))
        }
        window.focusAsActive(cell.container)
        window.focusVisible = true
        GtkRuntime.drain()
        guard cell.container.hasFocus else { throw RenderError(message: translated("\"{title}\" did not take the focus", ["title": title])) }
        if let message = window.writePNG(to: path) { throw RenderError(message: translated("cannot write {file}: {reason}", ["file": path, "reason": message])) }
    }

    /// The first realised item titled `title`, nested components included.
    static func cell(titled title: String, in components: [Component]) -> ItemCell? {
        for component in components {
            for cell in component.cells {
                if cell.item.title == title { return cell }
                if let nested = Self.cell(titled: title, in: cell.children) { return nested }
            }
        }
        return nil
    }
}
