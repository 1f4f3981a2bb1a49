import CSpotsGtk

/// Connects Swift closures to GObject signals: the machinery under every typed `onX { }`.
///
/// For migration only outside `Bridge/`: new code uses the typed signals (`button.onClicked { }`).
///
/// Each closure is boxed and retained by GLib; the destroy notify releases it when the
/// handler is disconnected or the object dies, so no Swift code has to remember to.
/// Closures should capture `[weak self]`: a strong capture would form a cycle
/// GObject → box → Swift object → GObject.
@MainActor
public enum Signal {
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                               _ handler: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
        }
        return attach(object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), after)
    }

    /// A signal with one pointer argument besides the instance (a row, an allocation, a child…).
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                               withArgument handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let box = Unmanaged<SignalBox<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let argument = argument
            MainActor.assumeIsolated { box.handler(argument) }
        }
        return attach(object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), after)
    }

    /// A signal with two pointer arguments besides the instance (e.g. GtkCssProvider's `parsing-error`).
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                               withTwoArguments handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, first, second, data in
            let box = Unmanaged<SignalBox<@MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let first = first
            nonisolated(unsafe) let second = second
            MainActor.assumeIsolated { box.handler(first, second) }
        }
        return attach(object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), after)
    }

    /// A signal with one integer argument (e.g. GtkInfoBar's `response`).
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                               withInteger handler: @escaping @MainActor (Int32) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let box = Unmanaged<SignalBox<@MainActor (Int32) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(argument) }
        }
        return attach(object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), after)
    }

    /// `*-event` and `draw` handlers: one pointer argument, and returning true stops other handlers.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                               returning handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, argument, data in
            let box = Unmanaged<SignalBox<@MainActor (UnsafeMutableRawPointer?) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let argument = argument
            return MainActor.assumeIsolated { box.handler(argument) } ? 1 : 0
        }
        return attach(object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), after)
    }

    /// Two pointer arguments and a boolean answer (e.g. GtkOverlay's `get-child-position`).
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                               withTwoArgumentsReturning handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, first, second, data in
            let box = Unmanaged<SignalBox<@MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let first = first
            nonisolated(unsafe) let second = second
            return MainActor.assumeIsolated { box.handler(first, second) } ? 1 : 0
        }
        return attach(object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), after)
    }

    /// A signal with one integer argument whose handler returns a boolean (e.g. `focus`).
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                               withIntegerReturning handler: @escaping @MainActor (Int32) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> gboolean = { _, argument, data in
            let box = Unmanaged<SignalBox<@MainActor (Int32) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler(argument) } ? 1 : 0
        }
        return attach(object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), after)
    }

    /// GApplication's `open`: (files, count, hint).
    @discardableResult
    public static func connectOpen(_ application: UnsafeMutableRawPointer,
                                   _ handler: @escaping @MainActor ([OpaquePointer]) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, files, count, _, data in
            let box = Unmanaged<SignalBox<@MainActor ([OpaquePointer]) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            var list: [OpaquePointer] = []
            if let files {
                for index in 0..<Int(count) { if let file = files[index] { list.append(file) } }
            }
            nonisolated(unsafe) let result = list
            MainActor.assumeIsolated { box.handler(result) }
        }
        return attach(application, "open", unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), false)
    }

    /// GFileMonitor's `changed`: (file, other file, event).
    @discardableResult
    public static func connectFileMonitor(_ monitor: UnsafeMutableRawPointer,
                                          _ handler: @escaping @MainActor (OpaquePointer?, OpaquePointer?, GFileMonitorEvent) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, UnsafeMutableRawPointer?) -> Void = { _, file, other, event, data in
            let box = Unmanaged<SignalBox<@MainActor (OpaquePointer?, OpaquePointer?, GFileMonitorEvent) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let file = file
            nonisolated(unsafe) let other = other
            MainActor.assumeIsolated { box.handler(file, other, event) }
        }
        return attach(monitor, "changed", unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), false)
    }

    /// `drag-data-received`, reduced to the dropped URIs.
    @discardableResult
    public static func connectDroppedURIs(_ widget: UnsafeMutableRawPointer, _ handler: @escaping @MainActor ([String]) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, Int32, Int32, OpaquePointer?, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = { _, context, _, _, selection, _, time, data in
            let box = Unmanaged<SignalBox<@MainActor ([String]) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            var uris: [String] = []
            if let selection, let list = gtk_selection_data_get_uris(selection) {
                var index = 0
                while let uri = list[index] {
                    uris.append(String(cString: uri))
                    index += 1
                }
                g_strfreev(list)
            }
            if let context { gtk_drag_finish(context, uris.isEmpty ? 0 : 1, 0, time) }
            let result = uris
            MainActor.assumeIsolated { box.handler(result) }
        }
        return attach(widget, "drag-data-received", unsafeBitCast(trampoline, to: GCallback.self), SignalBox(handler), false)
    }

    /// Typed wrappers of `connect…` that return a `SignalConnection`.
    static func typed(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                      _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(object, connect(object, name, after: after, handler))
    }

    static func typed(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                      withArgument handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> SignalConnection {
        SignalConnection(object, connect(object, name, after: after, withArgument: handler))
    }

    static func typed(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                      withInteger handler: @escaping @MainActor (Int32) -> Void) -> SignalConnection {
        SignalConnection(object, connect(object, name, after: after, withInteger: handler))
    }

    static func typed(_ object: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                      returning handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool) -> SignalConnection {
        SignalConnection(object, connect(object, name, after: after, returning: handler))
    }

    public static func disconnect(_ object: UnsafeMutableRawPointer, _ handlerID: UInt) {
        g_signal_handler_disconnect(object, gulong(handlerID))
    }

    private static func attach(_ object: UnsafeMutableRawPointer, _ name: String, _ callback: GCallback,
                               _ box: AnyObject, _ after: Bool) -> UInt {
        let data = Unmanaged.passRetained(box).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return UInt(spots_signal_connect(object, name, callback, data, release, after ? 1 : 0))
    }
}

/// Holds a handler while GLib holds the box; the handler only ever runs on the main thread.
final class SignalBox<Handler>: @unchecked Sendable {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// One connected handler. Disconnecting releases its closure; so does the object's disposal,
/// after which `disconnect()` must not be called (GLib would warn about a dead instance).
@MainActor
public struct SignalConnection {
    public let handlerID: UInt
    let instance: UnsafeMutableRawPointer

    init(_ instance: UnsafeMutableRawPointer, _ handlerID: UInt) {
        self.instance = instance
        self.handlerID = handlerID
    }

    /// Whether the handler is still connected (the object must still be alive).
    public var isConnected: Bool { g_signal_handler_is_connected(instance, gulong(handlerID)) != 0 }

    /// Disconnects the handler (if it still is) and releases its closure.
    public func disconnect() {
        if isConnected { g_signal_handler_disconnect(instance, gulong(handlerID)) }
    }

    /// Blocks the handler until `unblock()`: programmatic changes that should not echo back.
    public func block() { g_signal_handler_block(instance, gulong(handlerID)) }
    public func unblock() { g_signal_handler_unblock(instance, gulong(handlerID)) }
}
