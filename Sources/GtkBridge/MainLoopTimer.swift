import CSpotsGtk

/// A restartable one-shot timer on GLib's main loop: the building block of debouncing.
@MainActor
public final class MainLoopTimer {
    private var sourceID: UInt32 = 0
    private let action: @MainActor () -> Void

    public init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    isolated deinit {
        cancel()
    }

    /// (Re)starts the timer: `action` runs once, `milliseconds` after the last call.
    public func schedule(afterMilliseconds milliseconds: UInt32) {
        cancel()
        sourceID = GtkRuntime.oneShot({ [weak self] in
            guard let self else { return }
            self.sourceID = 0
            self.action()
        }) { callback, data, release in g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, callback, data, release) }
    }

    public var isScheduled: Bool { sourceID != 0 }

    public func cancel() {
        if sourceID != 0 {
            g_source_remove(sourceID)
            sourceID = 0
        }
    }
}
