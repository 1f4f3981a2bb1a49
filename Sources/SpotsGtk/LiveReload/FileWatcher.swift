import CSpotsGtk
import Foundation

/// Watches a screen file, and the files it references, for every way editors save.
///
/// GIO watches the *folder* (with `G_FILE_MONITOR_WATCH_MOVES`): a monitor on the file
/// itself dies after the first atomic save, when the file it watched is renamed away.
/// In-place writes, atomic renames (gedit, VS Code, `g_file_set_contents`), vim's
/// rename-to-backup-then-write, delete-then-create and truncate-then-write all arrive as
/// events naming one of the watched paths; bursts are debounced into one callback.
@MainActor
public final class FileWatcher {
    /// Paths whose changes matter, standardized.
    public private(set) var watchedPaths: Set<String>
    private var monitors: [String: UnsafeMutablePointer<GFileMonitor>] = [:]
    private var timer: MainLoopTimer!
    private var changedPaths: Set<String> = []
    private let debounceMilliseconds: UInt32
    private let onChange: @MainActor (Set<String>) -> Void

    /// Long enough to fold an editor's burst of events (vim: rename, create, change, done) into one.
    public static let defaultDebounceMilliseconds: UInt32 = 60

    /// Calls `onChange` with the changed paths, `debounceMilliseconds` after the last event of a burst.
    public init(paths: [String], debounceMilliseconds: UInt32 = FileWatcher.defaultDebounceMilliseconds, onChange: @escaping @MainActor (Set<String>) -> Void) {
        self.debounceMilliseconds = debounceMilliseconds
        self.onChange = onChange
        watchedPaths = []
        timer = MainLoopTimer { [weak self] in self?.flush() }
        watch(paths)
    }

    isolated deinit {
        for monitor in monitors.values {
            g_file_monitor_cancel(monitor)
            g_object_unref(UnsafeMutableRawPointer(monitor))
        }
    }

    /// Replaces the watched paths (e.g. when the screen now references other images).
    public func watch(_ paths: [String]) {
        watchedPaths = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let folders = Set(watchedPaths.map { ($0 as NSString).deletingLastPathComponent })
        for (folder, monitor) in monitors where !folders.contains(folder) {
            g_file_monitor_cancel(monitor)
            g_object_unref(UnsafeMutableRawPointer(monitor))
            monitors[folder] = nil
        }
        for folder in folders where monitors[folder] == nil {
            if let monitor = makeMonitor(folder) { monitors[folder] = monitor }
        }
    }

    /// Folders being monitored (a folder that does not exist cannot be).
    public var monitoredFolders: Set<String> { Set(monitors.keys) }

    private func makeMonitor(_ folder: String) -> UnsafeMutablePointer<GFileMonitor>? {
        let directory = g_file_new_for_path(folder)
        defer { g_object_unref(UnsafeMutableRawPointer(directory)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(directory, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        // GIO holds back repeated CHANGED events for 800 ms by default; we debounce ourselves.
        g_file_monitor_set_rate_limit(monitor, 50)
        Signal.connectFileMonitor(UnsafeMutableRawPointer(monitor)) { [weak self] file, other, _ in
            self?.note(file)
            self?.note(other)
        }
        return monitor
    }

    private func note(_ file: OpaquePointer?) {
        guard let file, let cPath = g_file_get_path(file) else { return }
        let path = String(cString: cPath)
        g_free(cPath)
        guard watchedPaths.contains(path) else { return }
        changedPaths.insert(path)
        timer.schedule(afterMilliseconds: debounceMilliseconds)
    }

    private func flush() {
        let paths = changedPaths
        changedPaths = []
        if !paths.isEmpty { onChange(paths) }
    }
}
