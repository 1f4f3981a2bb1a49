import SpotsGtk

/// The size and maximized state a window opens with, remembered across runs in GSettings
/// (`io.github.SpotsGtk.Spots`: `window-width`, `window-height`, `window-maximized`), as GNOME
/// apps do: the size is the last one the window had while not maximized, saved when it closes.
/// Without the schema installed (running from the build folder) windows open at the default size
/// and nothing is remembered.
@MainActor
public final class WindowStateStore {
    public static let schemaID = "io.github.SpotsGtk.Spots"
    /// The size without a remembered one.
    public static let defaultSize = (width: 960, height: 760)
    private let settings: AppSettings?

    public init(settings: AppSettings? = AppSettings(schemaID: WindowStateStore.schemaID)) {
        self.settings = settings
    }

    /// Whether settings are remembered (the schema is installed).
    public var isRemembering: Bool { settings != nil }

    /// Gives `window` the remembered size and state (before it is shown), and remembers them
    /// again when it closes.
    public func manage(_ window: ScreenWindow) {
        var size = Self.defaultSize
        if let settings {
            size = (max(1, settings.integer("window-width")), max(1, settings.integer("window-height")))
            window.window.setDefaultSize(width: size.width, height: size.height)
            if settings.boolean("window-maximized") { window.window.maximize() }
        }
        window.window.onConfigure { [weak window] width, height in
            // The size to come back to: not the maximized one.
            if let window, !window.window.isMaximized { size = (width, height) }
        }
        window.window.onDestroy { [weak self, weak window] in
            guard let self, let settings = self.settings else { return }
            settings.setInteger("window-width", size.width)
            settings.setInteger("window-height", size.height)
            settings.setBoolean("window-maximized", window?.window.isMaximized ?? false)
            AppSettings.sync()
        }
    }
}
