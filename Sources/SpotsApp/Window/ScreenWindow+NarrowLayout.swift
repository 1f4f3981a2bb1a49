import SpotsGtk

/// Narrow windows, down to 360 pixels (a phone): below `HeaderBarLayout.narrowBelow` the header
/// bar keeps Back, the title and the main menu, and Open, Refresh, Problems, Inspect and Preview
/// move into the main menu as actions (`screen.open`, `screen.refresh`, `screen.problems`,
/// `screen.inspect`, `screen.preview`); the spinner shows only while a screen loads, the inspect
/// panel goes under the screen, and the problems and preview popovers open from the menu button.
extension ScreenWindow {
    /// The actions of the controls that move into the main menu, and the layout for the window's
    /// width, now and whenever it changes.
    func followWindowWidth() {
        guard let actions = windowActions else { return }
        actions.add("open") { [weak self] in self?.chooseFile() }
        actions.add("refresh") { [weak self] in self?.controller.refresh() }
        actions.add("problems") { [weak self] in self?.showProblems() }
        actions.add("inspect") { [weak self] in self.map { $0.setInspecting(!$0.isInspecting) } }
        actions.add("preview") { [weak self] in self?.previewPopover.popup() }
        // The menu's Inspect item says which way it goes.
        inspectButton.onToggled { [weak self] in if self?.headerBarLayout == .narrow { self?.rebuildMainMenu() } }
        window.onConfigure { [weak self] width, height in self?.applyHeaderBarLayout(width: width, height: height) }
        applyHeaderBarLayoutForWindowSize()
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
        for button in moved { button.isVisible = wide }
        if isSpinning { refreshStack.isVisible = true }
        problemsPanel.attach(to: wide ? nil : mainMenuButton)
        previewPopover.popdown()
        if wide {
            previewButton.setPopover(previewPopover)
        } else {
            previewButton.setPopover(nil)
            previewPopover.setRelativeTo(mainMenuButton)
        }
        columns.orientation = wide ? .horizontal : .vertical
        inspectPanel.setStacked(!wide, windowHeight: height)
        rebuildMainMenu()
    }

    /// The main menu for the current layout (the problems item carries the count).
    func rebuildMainMenu() {
        mainMenu.rebuild(layout: headerBarLayout ?? .wide, problemCount: problems.count, stillChecking: listedStillChecking,
                         isInspecting: isInspecting)
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

    /// The header-bar buttons shown now, by accessible name (tests).
    public var headerBarButtonNames: [String] {
        [backButton, openButton, previewButton, inspectButton, problemsPanel.button, refreshButton, mainMenuButton]
            .filter { $0.isVisible && ($0.parent?.isVisible ?? true) }.compactMap(\.accessibleName)
    }

    /// The main menu's item labels, sections opened up (tests).
    public var mainMenuLabels: [String] { mainMenu.model.labels }
}
