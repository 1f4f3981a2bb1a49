import SpotsGtk

/// The main menu's model: the window's own items, and in a narrow window Open, Refresh and the
/// authoring tools the header bar has no room for, each an action of the window (`screen.NAME`)
/// doing what its button does. Inspect says which way it goes ("Stop Inspecting" while on): GTK 3
/// tells screen readers nothing of a menu item's check mark. Preview opens the same popover as
/// its button, whose toggle buttons do say whether they are on.
@MainActor
final class MainMenu {
    let model = Menu()
    /// The narrow layout's tools section and the layout last built: a new count or inspect state
    /// changes the items' labels in place, so a menu open meanwhile (a large screen's problems
    /// arriving) stays open.
    private var tools: Menu?
    private var builtLayout: HeaderBarLayout?

    init() {
        rebuild(layout: .wide, problemCount: 0, stillChecking: false, isInspecting: false)
    }

    /// Builds the menu for `layout`, or, in the layout built last, changes the problems and
    /// inspect labels in place. `stillChecking`: the count is not final yet, as the problems
    /// button says (see `ProblemsPanel.update`).
    func rebuild(layout: HeaderBarLayout, problemCount: Int, stillChecking: Bool, isInspecting: Bool) {
        let problems = stillChecking ? translated("Problems ({count} so far, still checking)", ["count": "\(problemCount)"])
            : translated("Problems ({count})", ["count": "\(problemCount)"])
        let inspect = isInspecting ? translated("Stop Inspecting") : translated("Inspect")
        if layout == builtLayout {
            tools?.setItem(at: 0, label: problems, action: "screen.problems")
            tools?.setItem(at: 1, label: inspect, action: "screen.inspect")
            return
        }
        builtLayout = layout
        model.removeAll()
        tools = nil
        if layout == .narrow {
            let screens = Menu()
            screens.append(translated("Open…"), action: "screen.open")
            screens.append(translated("Refresh"), action: "screen.refresh")
            model.appendSection(screens)
            let tools = Menu()
            tools.append(problems, action: "screen.problems")
            tools.append(inspect, action: "screen.inspect")
            tools.append(translated("Preview…"), action: "screen.preview")
            model.appendSection(tools)
            self.tools = tools
        }
        let window = Menu()
        window.append(translated("Keyboard Shortcuts"), action: "screen.shortcuts")
        window.append(translated("About Spots"), action: "app.about")
        window.append(translated("Quit"), action: "app.quit")
        model.appendSection(window)
    }
}
