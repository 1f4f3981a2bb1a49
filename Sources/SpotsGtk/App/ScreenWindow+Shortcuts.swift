/// GNOME's window conventions: the Keyboard Shortcuts window (Ctrl+? and the main menu), F10
/// for the main menu, Ctrl+W to close.
extension ScreenWindow {
    /// The main menu's own items, run as `screen.NAME` (any window, with or without an application).
    func addWindowActions() {
        let actions = ActionGroup(on: window, prefix: "screen")
        actions.add("shortcuts") { [weak self] in self?.showShortcuts() }
        windowActions = actions
        // The shortcuts window is modal: it must not outlive the window it belongs to.
        window.onDestroy { [weak self] in self?.shortcutsWindow?.destroy() }
    }

    /// Shows the Keyboard Shortcuts window for this window (one at a time).
    public func showShortcuts() {
        if let shortcutsWindow {
            shortcutsWindow.present()
            return
        }
        let groups = AppShortcuts.groups.map { group in
            ShortcutsWindow.Group(group.title, group.shortcuts.map { ($0.title, $0.accelerator) })
        }
        guard let shortcuts = ShortcutsWindow.make(title: "Keyboard Shortcuts", groups: groups) else { return }
        shortcuts.setTransient(for: window)
        shortcuts.isModal = true
        shortcuts.onDestroy { [weak self] in self?.shortcutsWindow = nil }
        shortcutsWindow = shortcuts
        shortcuts.present()
    }

    /// Whether the Keyboard Shortcuts window is open (tests).
    public var isShowingShortcuts: Bool { shortcutsWindow?.isVisible ?? false }

    /// F10 opens the main menu (and closes it again, as in GNOME apps).
    func toggleMainMenu() {
        mainMenuButton.isActive.toggle()
    }

    /// Whether the main menu is open (tests).
    public var isMainMenuOpen: Bool { mainMenuButton.isActive }
}

extension ScreenWindow {
    /// The open Keyboard Shortcuts window (tests).
    public var shortcutsWindowForTesting: ShortcutsWindow? { shortcutsWindow }
    /// The main menu's actions (tests run them as the menu items would).
    public var windowActionsForTesting: ActionGroup? { windowActions }
}
