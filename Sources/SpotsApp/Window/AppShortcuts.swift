import SpotsGtk

/// Every keyboard shortcut of the app, as the Keyboard Shortcuts window (Ctrl+?) lists them.
/// The window's own shortcuts are handled in `ScreenWindow.handleKey`; a test checks each one
/// listed there is handled, so this list and the code cannot drift apart.
public enum AppShortcuts {
    public struct Shortcut: Sendable {
        public var title: String
        /// GTK's syntax; alternatives separated by spaces.
        public var accelerator: String
        /// Who answers it: the screen window, the window in inspect mode, the application (Ctrl+Q),
        /// or the focused list or grid.
        public var handler: Handler
    }

    public enum Handler: Sendable {
        case window, inspectMode, application, items
    }

    public static let groups: [(title: String, shortcuts: [Shortcut])] = [
        ("Screens", [
            Shortcut(title: "Open a screen", accelerator: "<Primary>o", handler: .window),
            Shortcut(title: "Refresh", accelerator: "<Primary>r F5", handler: .window),
            Shortcut(title: "Back", accelerator: "<Alt>Left", handler: .window),
            Shortcut(title: "Forward (after Back)", accelerator: "<Alt>Right", handler: .window),
        ]),
        ("Items", [
            Shortcut(title: "Move between the header bar and the screen", accelerator: "Tab <Shift>Tab", handler: .items),
            Shortcut(title: "Previous or next item", accelerator: "Up Down", handler: .items),
            Shortcut(title: "First or last item", accelerator: "Home End", handler: .items),
            Shortcut(title: "A page up or down", accelerator: "Page_Up Page_Down", handler: .items),
            Shortcut(title: "Run the item's action", accelerator: "Return space", handler: .items),
        ]),
        ("Authoring", [
            Shortcut(title: "Problems", accelerator: "<Primary><Shift>m", handler: .window),
            Shortcut(title: "Inspect mode", accelerator: "<Primary><Shift>i", handler: .window),
            Shortcut(title: "Leave inspect mode", accelerator: "Escape", handler: .inspectMode),
        ]),
        ("Window", [
            Shortcut(title: "Keyboard shortcuts", accelerator: "<Primary>question", handler: .window),
            Shortcut(title: "Main menu", accelerator: "F10", handler: .window),
            Shortcut(title: "Close the window", accelerator: "<Primary>w", handler: .window),
            Shortcut(title: "Quit", accelerator: "<Primary>q", handler: .application),
        ]),
    ]
}
