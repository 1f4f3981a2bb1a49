import SpotsGtk

/// The parts of a screen window: header bar, error bar, the screen and the status page.
extension ScreenWindow {
    func buildHeaderBar() {
        headerBar.showsCloseButton = true
        headerBar.title = "Spots"
        spinner.accessibleName = translated("Loading")
        refreshStack.add(refreshButton, named: "button")
        refreshStack.add(spinner, named: "spinner")
        headerBar.packStart(backButton)
        headerBar.packStart(openButton)
        mainMenuButton.setMenu(mainMenu.model)
        headerBar.packEnd(mainMenuButton)
        headerBar.packEnd(refreshStack)
        headerBar.packEnd(problemsPanel.button)
        inspectButton.setImage(Image(iconName: "find-location-symbolic", size: .button))
        inspectButton.tooltip = translated("Inspect: point at an item to see where it comes from (Ctrl+Shift+I)")
        inspectButton.accessibleName = translated("Inspect")
        headerBar.packEnd(inspectButton)
        buildPreviewControls()
        headerBar.packEnd(previewButton)
        problemsPanel.onOpen = { [weak self] problem in self?.openInEditor(problem) }
        window.setTitlebar(headerBar)
    }

    func buildContent() {
        infoBar.messageType = .error
        infoBar.showsCloseButton = true
        infoLabel.wraps = true
        infoLabel.wrapMode = .wordChar
        infoLabel.isSelectable = true
        // Selectable for copying, but not focusable: a focused selectable label selects all its text.
        infoLabel.canFocus = false
        infoBar.contentArea.add(infoLabel)
        infoBar.isRevealed = false

        controller.widget.vexpand = true
        screenOverlay.add(controller.widget)
        screenOverlay.addOverlay(inspectOverlay)
        stack.add(screenOverlay, named: "screen")
        stack.add(statusPage.page, named: "status")

        let layout = Box(.vertical)
        layout.packStart(infoBar)
        layout.packStart(stack, expand: true)
        columns.packStart(layout, expand: true)
        columns.packStart(inspectPanel.container)
        window.add(columns)
        buildInspectOverlay()
        // GtkStack ignores switching to a child that is not shown yet: show everything now.
        columns.showAll()
        infoBar.hidesWhenConcealed()
        headerBar.showAll()
        backButton.isSensitive = false
    }

    static func iconButton(_ icon: String, name: String, tooltip: String) -> Button {
        let button = Button(iconName: icon)
        button.tooltip = tooltip
        button.accessibleName = name
        return button
    }

    static func makeMainMenuButton() -> MenuButton {
        let button = MenuButton()
        button.setImage(Image(iconName: "open-menu-symbolic", size: .button))
        button.tooltip = translated("Main Menu (F10)")
        button.accessibleName = translated("Main Menu")
        return button
    }
}

/// What the window shows while there is no good screen: an icon, a title and the reason.
@MainActor
final class StatusPage {
    let page = Box(.vertical, spacing: 12)
    private let title = Label()
    private let message = Label()
    private let icon = Image(iconName: "dialog-error-symbolic", size: .dialog)

    init() {
        page.valign = .center
        page.halign = .center
        page.setMargins(top: 24, start: 48, bottom: 24, end: 48)
        icon.pixelSize = 96
        icon.styleClasses.insert("dim-label")
        title.styleClasses.insert("spots-status-title")
        title.xalign = 0.5
        message.wraps = true
        message.wrapMode = .wordChar
        message.xalign = 0.5
        message.justify = .center
        message.isSelectable = true
        message.canFocus = false
        message.maxWidthChars = 70
        for widget in [icon, title, message] as [Widget] { page.packStart(widget) }
    }

    func show(title: String, message: String, icon: String) {
        self.icon.setIcon(icon, size: .dialog)
        self.icon.pixelSize = 96
        self.message.text = message
        self.title.text = title
    }
}
