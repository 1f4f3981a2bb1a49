import CSpotsGtk
import Foundation

/// The GTK theme in use, the colours it defines, and word when it changes (another theme, its
/// dark variant): what Spots derives its own colours from.
@MainActor
public enum ThemeSettings {
    /// The theme GTK loads: `GTK_THEME` (without its `:variant`) when set, which GTK obeys over
    /// the desktop's setting, else the `gtk-theme-name` setting (GNOME's high-contrast switch
    /// sets it to "HighContrast").
    public static var themeName: String {
        if let forced = ProcessInfo.processInfo.environment["GTK_THEME"], !forced.isEmpty {
            return String(forced.prefix { $0 != ":" })
        }
        return settingsThemeName ?? "Adwaita"
    }

    /// The `gtk-theme-name` setting; setting it loads that theme (unless `GTK_THEME` is set).
    public static var settingsThemeName: String? {
        get { stringSetting("gtk-theme-name") }
        set { setStringSetting("gtk-theme-name", newValue) }
    }

    /// The `gtk-font-name` setting, the desktop's font ("Cantarell 11"); every widget is
    /// restyled when it changes.
    public static var fontName: String? {
        get { stringSetting("gtk-font-name") }
        set { setStringSetting("gtk-font-name", newValue) }
    }

    private static func stringSetting(_ name: String) -> String? {
        guard let settings = gtk_settings_get_default() else { return nil }
        var value = GValue()
        g_value_init(&value, GType(16 << 2)) // G_TYPE_STRING
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    private static func setStringSetting(_ name: String, _ newValue: String?) {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, GType(16 << 2)) // G_TYPE_STRING
        defer { g_value_unset(&value) }
        g_value_set_string(&value, newValue)
        g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &value)
    }

    /// A colour the theme defines (`@define-color theme_fg_color …`), red, green, blue and alpha
    /// from 0 to 1; nil when the theme does not define it.
    public static func color(named name: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        // A widget's style context resolves names through the screen's providers, as CSS does.
        let probe = Label()
        guard let context = gtk_widget_get_style_context(probe.pointer) else { return nil }
        var rgba = GdkRGBA()
        guard gtk_style_context_lookup_color(context, name, &rgba) != 0 else { return nil }
        return (rgba.red, rgba.green, rgba.blue, rgba.alpha)
    }

    /// Runs `handler` after GTK has loaded another theme or variant (the theme name or the dark
    /// preference changed); GTK has reloaded its stylesheet by then, so `color(named:)` reads the
    /// new colours. For the life of the process.
    public static func onChange(_ handler: @escaping @MainActor () -> Void) {
        guard let settings = gtk_settings_get_default() else { return }
        for property in ["gtk-theme-name", "gtk-application-prefer-dark-theme"] {
            Signal.connect(UnsafeMutableRawPointer(settings), "notify::\(property)", withArgument: { _ in handler() })
        }
    }
}
