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
        (translated("Screens"), [
            Shortcut(title: translated("Open a screen"), accelerator: "<Primary>o", handler: .window),
            Shortcut(title: translated("Refresh"), accelerator: "<Primary>r F5", handler: .window),
            Shortcut(title: translated("Back"), accelerator: "<Alt>Left", handler: .window),
            Shortcut(title: translated("Forward (after Back)"), accelerator: "<Alt>Right", handler: .window),
        ]),
        (translated("Items"), [
            Shortcut(title: translated("Move between the header bar and the screen"), accelerator: "Tab <Shift>Tab", handler: .items),
            Shortcut(title: translated("Previous or next item"), accelerator: "Up Down", handler: .items),
            Shortcut(title: translated("First or last item"), accelerator: "Home End", handler: .items),
            Shortcut(title: translated("A page up or down"), accelerator: "Page_Up Page_Down", handler: .items),
            Shortcut(title: translated("Run the item's action"), accelerator: "Return space", handler: .items),
        ]),
        (translated("Authoring"), [
            Shortcut(title: translated("Problems"), accelerator: "<Primary><Shift>m", handler: .window),
            Shortcut(title: translated("Inspect mode"), accelerator: "<Primary><Shift>i", handler: .window),
            Shortcut(title: translated("Leave inspect mode"), accelerator: "Escape", handler: .inspectMode),
        ]),
        (translated("Window"), [
            Shortcut(title: translated("Keyboard shortcuts"), accelerator: "<Primary>question", handler: .window),
            Shortcut(title: translated("Main menu"), accelerator: "F10", handler: .window),
            Shortcut(title: translated("Close the window"), accelerator: "<Primary>w", handler: .window),
            Shortcut(title: translated("Quit"), accelerator: "<Primary>q", handler: .application),
        ]),
    ]
}
