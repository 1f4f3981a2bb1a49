import CSpotsGtk

/// An application's settings in GSettings (dconf on a desktop), when its schema is installed.
/// `g_settings_new` aborts the process for a schema it cannot find (a build folder, tests), so
/// this looks the schema up first and is nil without it.
@MainActor
public final class AppSettings {
    private let settings: UnsafeMutablePointer<GSettings>

    /// The settings of `schemaID`, or nil when no installed schema (nor one in
    /// `GSETTINGS_SCHEMA_DIR`) has that id.
    public init?(schemaID: String) {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard let settings = g_settings_new_full(schema, nil, nil) else { return nil }
        self.settings = settings
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(settings))
    }

    public func integer(_ key: String) -> Int { Int(g_settings_get_int(settings, key)) }

    public func setInteger(_ key: String, _ value: Int) {
        _ = g_settings_set_int(settings, key, Int32(clamping: value))
    }

    public func boolean(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }

    public func setBoolean(_ key: String, _ value: Bool) {
        _ = g_settings_set_boolean(settings, key, value.gboolean)
    }

    /// Writes what was set to the backend now (it otherwise writes when the main loop is idle,
    /// which may never come after the last window closes).
    public static func sync() { g_settings_sync() }
}
