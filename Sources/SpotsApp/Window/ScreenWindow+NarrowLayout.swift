import SpotsGtk

/// Narrow windows, down to 360 pixels (a phone): below `HeaderBarLayout.narrowBelow` the header
/// bar keeps Back, the title and the main menu, and Open, Refresh, Preview, Inspect and Problems
/// move into the main menu as actions (`screen.open`, `screen.refresh`, `screen.problems`,
/// `screen.inspect`, and a Preview submenu with the content widths, the dark style and Export
/// PNG); the spinner shows only while a screen loads, the inspect panel goes under the screen and
/// the problems popover opens from the menu button.
extension ScreenWindow {
    /// The actions of the controls that move into the main menu, their states kept in step with
    /// the buttons, and the layout for the window's width, now and whenever it changes.
    func followWindowWidth() {
        guard let actions = windowActions else { return }
        actions.add("open") { [weak self] in self?.chooseFile() }
        actions.add("refresh") { [weak self] in self?.controller.refresh() }
        actions.add("problems") { [weak self] in self?.showProblems() }
        actions.addToggle("inspect", isOn: isInspecting) { [weak self] on in self?.setInspecting(on) }
        actions.addChoice("preview-width", value: MainMenu.widthChoice(previewWidth).value) { [weak self] value in
            self?.setPreviewWidth(MainMenu.width(forChoice: value))
        }
        actions.addToggle("dark-style", isOn: prefersDark) { [weak self] on in self?.setPrefersDark(on) }
        actions.add("export-png") { [weak self] in self?.chooseExportFile() }
        inspectButton.onToggled { [weak self] in self?.syncMenuStates() }
        previewDarkButton.onToggled { [weak self] in self?.syncMenuStates() }
        for button in previewWidthButtons { button.onToggled { [weak self] in self?.syncMenuStates() } }

        window.onConfigure { [weak self] width, height in self?.applyHeaderBarLayout(width: width, height: height) }
        applyHeaderBarLayoutForWindowSize()
    }

    /// Resizes the window from code. The header bar is laid out for the new width first: GTK
    /// would not make the window narrower than the wide header bar needs (a window manager's
    /// resize is a configure event, which the layout follows as it comes).
    public func resize(width: Int, height: Int) {
        applyHeaderBarLayout(width: width, height: height)
        window.resize(width: width, height: height)
    }

    /// Lays the header bar out for the window's size (before it is shown: the size it opens at,
    /// which GTK's own answer would already clamp to the wide header bar's minimum).
    func applyHeaderBarLayoutForWindowSize() {
        let opening = window.defaultSize
        let size = window.isVisible || opening.width <= 0 ? window.size : opening
        applyHeaderBarLayout(width: size.width, height: size.height)
    }

    /// Lays the header bar out for a window `width` pixels wide.
    func applyHeaderBarLayout(width: Int, height: Int) {
        problemsPanel.fit(windowWidth: width)
        let layout = HeaderBarLayout(windowWidth: width)
        if layout == .narrow { inspectPanel.setStacked(true, windowHeight: height) }
        guard layout != headerBarLayout else { return }
        headerBarLayout = layout
        let wide = layout == .wide
        let moved: [Widget] = [openButton, refreshStack, previewButton, inspectButton, problemsPanel.button]
        // A hidden button drops the keyboard focus: the menu that now holds it takes it.
        if !wide, moved.contains(where: \.isFocusWithin) { mainMenuButton.grabFocus() }
        if !wide { previewPopover.popdown() }
        for button in moved { button.isVisible = wide }
        if isSpinning { refreshStack.isVisible = true }
        problemsPanel.attach(to: wide ? nil : mainMenuButton)
        columns.orientation = wide ? .horizontal : .vertical
        inspectPanel.setStacked(!wide, windowHeight: height)
        rebuildMainMenu()
    }

    /// The main menu for the current layout (the problems item carries the count).
    func rebuildMainMenu() {
        mainMenu.rebuild(layout: headerBarLayout ?? .wide, problemCount: problems.count)
    }

    /// The menu's check and radio items show what the buttons show.
    private func syncMenuStates() {
        guard let actions = windowActions else { return }
        if actions.isOn("inspect") != isInspecting { actions.setState("inspect", isInspecting) }
        if actions.isOn("dark-style") != prefersDark { actions.setState("dark-style", prefersDark) }
        let width = MainMenu.widthChoice(previewWidth).value
        if actions.value("preview-width") != width { actions.setState("preview-width", width) }
    }

    /// The header-bar buttons shown now, by accessible name (tests).
    public var headerBarButtonNames: [String] {
        [backButton, openButton, previewButton, inspectButton, problemsPanel.button, refreshButton, mainMenuButton]
            .filter { $0.isVisible && ($0.parent?.isVisible ?? true) }.compactMap(\.accessibleName)
    }

    /// The main menu's item labels, sections and submenus opened up (tests).
    public var mainMenuLabels: [String] { mainMenu.model.labels }
}
