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
    private var monitors: [String: FileMonitor] = [:]
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

    /// Replaces the watched paths (e.g. when the screen now references other images).
    public func watch(_ paths: [String]) {
        watchedPaths = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let folders = Set(watchedPaths.map { ($0 as NSString).deletingLastPathComponent })
        for folder in monitors.keys where !folders.contains(folder) {
            monitors[folder] = nil // the monitor is cancelled as it goes
        }
        for folder in folders where monitors[folder] == nil {
            if let monitor = makeMonitor(folder) { monitors[folder] = monitor }
        }
    }

    /// Folders being monitored (a folder that does not exist cannot be).
    public var monitoredFolders: Set<String> { Set(monitors.keys) }

    private func makeMonitor(_ folder: String) -> FileMonitor? {
        guard let monitor = FileMonitor(folder: folder) else { return nil }
        // GIO holds back repeated CHANGED events for 800 ms by default; we debounce ourselves.
        monitor.setRateLimit(milliseconds: 50)
        monitor.onChanged { [weak self] path, other in
            self?.note(path)
            self?.note(other)
        }
        return monitor
    }

    private func note(_ path: String?) {
        guard let path, watchedPaths.contains(path) else { return }
        changedPaths.insert(path)
        timer.schedule(afterMilliseconds: debounceMilliseconds)
    }

    private func flush() {
        let paths = changedPaths
        changedPaths = []
        if !paths.isEmpty { onChange(paths) }
    }
}
