import SpotsGtk

/// GNOME's window conventions: the Keyboard Shortcuts window (Ctrl+? and the main menu), F10
/// for the main menu, Ctrl+W to close.
extension ScreenWindow {
    /// The main menu's own items, run as `screen.NAME` (any window, with or without an application).
    func addWindowActions() {
        let actions = ActionGroup(on: window, prefix: "screen")
        actions.add("shortcuts") { [weak self] in self?.showShortcuts() }
        windowActions = actions
        // The shortcuts window is modal: it must not stay up after the window it belongs to.
        window.onDestroy { [weak self] in
            guard let self, let shortcuts = self.shortcutsWindow else { return }
            shortcuts.hide()
            shortcuts.setTransient(for: nil)
        }
    }

    /// The one Keyboard Shortcuts window of the process, made on first use and never destroyed:
    /// closing it hides it. GTK 3 leaves the style nodes of a destroyed GtkShortcutsWindow
    /// behind, and every screen-wide stylesheet added afterwards (a carousel's, a screen's
    /// theme) then logs a Gtk-CRITICAL for each of them.
    private static var sharedShortcutsWindow: ShortcutsWindow?
    /// The window the shortcuts window was last shown over.
    private static weak var shortcutsOwner: ScreenWindow?

    /// The Keyboard Shortcuts window while it was last shown over this window.
    var shortcutsWindow: ShortcutsWindow? { Self.shortcutsOwner === self ? Self.sharedShortcutsWindow : nil }

    private static func makeShortcutsWindow() -> ShortcutsWindow? {
        let groups = AppShortcuts.groups.map { group in
            ShortcutsWindow.Group(group.title, group.shortcuts.map { ($0.title, $0.accelerator) })
        }
        guard let shortcuts = ShortcutsWindow.make(title: translated("Keyboard Shortcuts"), groups: groups) else { return nil }
        shortcuts.isModal = true
        shortcuts.onDeleteEvent { [weak shortcuts] in
            shortcuts?.hide()
            return true
        }
        return shortcuts
    }

    /// Shows the Keyboard Shortcuts window over this window (one at a time).
    public func showShortcuts() {
        guard let shortcuts = Self.sharedShortcutsWindow ?? Self.makeShortcutsWindow() else { return }
        Self.sharedShortcutsWindow = shortcuts
        shortcuts.setTransient(for: window)
        Self.shortcutsOwner = self
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
