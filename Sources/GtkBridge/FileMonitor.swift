import CSpotsGtk

/// Watches a folder through GIO (inotify on Linux). Renames inside the folder arrive as one event
/// naming both files (`G_FILE_MONITOR_WATCH_MOVES`). Cancelled and released when the wrapper goes.
@MainActor
public final class FileMonitor {
    private let monitor: UnsafeMutablePointer<GFileMonitor>

    /// Monitors `folder`; nil when it cannot be (it does not exist, or is not a folder).
    public init?(folder: String) {
        let directory = g_file_new_for_path(folder)
        defer { g_object_unref(UnsafeMutableRawPointer(directory)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(directory, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        self.monitor = monitor
    }

    isolated deinit {
        g_file_monitor_cancel(monitor)
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }

    /// How long GIO holds back repeated changes to one file (800 ms unless set).
    public func setRateLimit(milliseconds: Int) {
        g_file_monitor_set_rate_limit(monitor, Int32(clamping: milliseconds))
    }

    /// Something changed: `path` is the file, `otherPath` the other side of a rename.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (_ path: String?, _ otherPath: String?) -> Void) -> SignalConnection {
        SignalConnection(monitor, Signal.connectFileMonitor(UnsafeMutableRawPointer(monitor)) { file, other, _ in
            handler(Self.path(of: file), Self.path(of: other))
        })
    }

    private static func path(of file: OpaquePointer?) -> String? {
        guard let file, let path = g_file_get_path(file) else { return nil }
        return takeString(path)
    }
}

/// Paths and URIs as GIO spells them.
public enum FileURI {
    /// The `file://` URI of a local path (escaped the way GIO and the desktop expect).
    public static func uri(forPath path: String) -> String {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        return takeString(g_file_get_uri(file))
    }

    /// The local path of a GFile handed over by GTK (e.g. GApplication's `open`).
    public static func path(of file: OpaquePointer) -> String? {
        g_file_get_path(file).map(takeString)
    }

    /// The URI of a GFile handed over by GTK.
    public static func uri(of file: OpaquePointer) -> String {
        takeString(g_file_get_uri(file))
    }
}
