import CSpotsGtk

/// Widgets emitting GTK signals while a body runs, counted by emission hooks (one process-wide
/// count at a time: GTK calls the hooks on the main thread, and the tests run there).
@MainActor
enum SignalEmissions {
    nonisolated(unsafe) private static var count = 0
    nonisolated(unsafe) private static var counts: ((UnsafeMutablePointer<GtkWidget>) -> Bool)?

    /// How many times a widget for which `counts` is true emitted any of `names` ("show",
    /// "realize", "size-allocate") while `body` ran.
    static func counting(_ names: [String], where counts: @escaping (UnsafeMutablePointer<GtkWidget>) -> Bool,
                         _ body: () -> Void) -> Int {
        count = 0
        Self.counts = counts
        defer { Self.counts = nil }
        let signals = names.map { g_signal_lookup($0, gtk_widget_get_type()) }
        let hooks = signals.map { signal in
            g_signal_add_emission_hook(signal, 0, { _, _, values, _ in
                if let values, let object = g_value_get_object(values),
                   SignalEmissions.counts?(object.assumingMemoryBound(to: GtkWidget.self)) == true {
                    SignalEmissions.count += 1
                }
                return 1
            }, nil, nil)
        }
        body()
        for (signal, hook) in zip(signals, hooks) { g_signal_remove_emission_hook(signal, hook) }
        return count
    }
}
