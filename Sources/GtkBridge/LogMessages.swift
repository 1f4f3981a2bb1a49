import CSpotsGtk

/// GLib log messages of one domain, counted while a body runs (tests: "this prints no
/// Gtk-CRITICAL"). While the body runs they are counted instead of printed.
@MainActor
public enum LogMessages {
    /// How many criticals and warnings `domain` ("Gtk", "Gdk", "GLib-GObject"…) logged during `body`.
    public static func counting(domain: String, during body: () -> Void) -> Int {
        var count = 0
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        let handler: GLogFunc = { _, _, _, data in
            data?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        withUnsafeMutablePointer(to: &count) { counter in
            let id = g_log_set_handler(domain, levels, handler, counter)
            body()
            g_log_remove_handler(domain, id)
        }
        return count
    }
}
