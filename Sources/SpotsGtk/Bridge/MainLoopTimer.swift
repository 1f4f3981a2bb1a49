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
        let box = SignalBox<@MainActor () -> Void>({ [weak self] in
            guard let self else { return }
            self.sourceID = 0
            self.action()
        })
        let data = Unmanaged.passRetained(box).toOpaque()
        sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
            return 0 // G_SOURCE_REMOVE
        }, data, { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        })
    }

    public var isScheduled: Bool { sourceID != 0 }

    public func cancel() {
        if sourceID != 0 {
            g_source_remove(sourceID)
            sourceID = 0
        }
    }
}
