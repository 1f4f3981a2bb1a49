import Foundation
import SpotsGtk

/// Watches a screen file, and the files it references, for every way editors save — and for
/// every way the file or its folder can come and go.
///
/// GIO watches the *folder* (with `G_FILE_MONITOR_WATCH_MOVES`): a monitor on the file
/// itself dies after the first atomic save, when the file it watched is renamed away.
/// In-place writes, atomic renames (gedit, VS Code, `g_file_set_contents`), vim's
/// rename-to-backup-then-write, delete-then-create and truncate-then-write all arrive as
/// events naming one of the watched paths; bursts are debounced into one callback.
///
/// The folder's own parent is watched too: when the folder is renamed, deleted or created,
/// the monitors are re-armed on the original paths (a monitor follows the folder it was made
/// for, not its path), and the files in it are reported as changed. A folder that does not
/// exist is waited for from its nearest existing ancestor.
///
/// Files watched `folderOnly` (a screen's images) cost one watch per folder and none for its
/// parent: inotify watches come from a limit the user's session shares, and images spread over N
/// folders with N parents took 2N of them (300 images in 300 such folders: 603 watches).
@MainActor
public final class FileWatcher {
    /// Paths whose changes matter, standardized.
    public private(set) var watchedPaths: Set<String>
    /// Those of them watched through their folder alone.
    private var folderOnlyPaths: Set<String> = []
    private var monitors: [String: FileMonitor] = [:]
    private var timer: MainLoopTimer!
    private var changedPaths: Set<String> = []
    private let debounceMilliseconds: UInt32
    private let onChange: @MainActor (Set<String>) -> Void

    /// Long enough to fold an editor's burst of events (vim: rename, create, change, done) into one.
    public static let defaultDebounceMilliseconds: UInt32 = 60

    /// Calls `onChange` with the changed paths, `debounceMilliseconds` after the last event of a burst.
    public init(paths: [String], folderOnly: [String] = [], debounceMilliseconds: UInt32 = FileWatcher.defaultDebounceMilliseconds,
                onChange: @escaping @MainActor (Set<String>) -> Void) {
        self.debounceMilliseconds = debounceMilliseconds
        self.onChange = onChange
        watchedPaths = []
        timer = MainLoopTimer { [weak self] in self?.flush() }
        watch(paths, folderOnly: folderOnly)
    }

    /// Replaces the watched paths (e.g. when the screen now references other images). `paths` are
    /// watched through their folder and its parent; `folderOnly` through their folder alone.
    public func watch(_ paths: [String], folderOnly: [String] = []) {
        let standard = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        folderOnlyPaths = Set(folderOnly.map { URL(fileURLWithPath: $0).standardizedFileURL.path }).subtracting(standard)
        watchedPaths = standard.union(folderOnlyPaths)
        arm(renewing: [])
    }

    /// Folders being monitored (a folder that does not exist cannot be: its nearest existing ancestor is).
    public var monitoredFolders: Set<String> { Set(monitors.keys) }

    /// The folders to monitor for `paths`: each file's folder and, unless the file is in
    /// `folderOnly`, that folder's parent; when the folder is missing, its nearest existing ancestor.
    nonisolated static func folders(for paths: Set<String>, folderOnly: Set<String> = [],
                                    exists: (String) -> Bool = FileWatcher.isFolder) -> Set<String> {
        // Each folder once (many images share one), with whether its parent is wanted.
        var wantsParent: [String: Bool] = [:]
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            let parent = !folderOnly.contains(path)
            if wantsParent[folder] != true { wantsParent[folder] = parent }
        }
        var folders = Set<String>()
        for (folder, withParent) in wantsParent {
            if exists(folder) {
                folders.insert(folder)
                let parent = (folder as NSString).deletingLastPathComponent
                if withParent, parent != folder, exists(parent) { folders.insert(parent) }
            } else {
                var ancestor = (folder as NSString).deletingLastPathComponent
                while !exists(ancestor), ancestor != "/", !ancestor.isEmpty {
                    ancestor = (ancestor as NSString).deletingLastPathComponent
                }
                if exists(ancestor) { folders.insert(ancestor) }
            }
        }
        return folders
    }

    nonisolated static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Makes the monitors match the folders wanted now; monitors on `renewing` (and below) are
    /// made afresh, since the folder at that path may be another one than the monitor follows.
    private func arm(renewing changed: Set<String>) {
        let folders = Self.folders(for: watchedPaths, folderOnly: folderOnlyPaths)
        for folder in monitors.keys {
            let stale = changed.contains { folder == $0 || folder.hasPrefix($0 + "/") }
            if !folders.contains(folder) || stale {
                monitors[folder] = nil // the monitor is cancelled as it goes
            }
        }
        for folder in folders where monitors[folder] == nil {
            if let monitor = makeMonitor(folder) { monitors[folder] = monitor }
        }
    }

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
        guard let path else { return }
        if watchedPaths.contains(path) {
            changedPaths.insert(path)
            timer.schedule(afterMilliseconds: debounceMilliseconds)
            return
        }
        // A folder on the way to a watched file came, went or was renamed: watch the paths again.
        let below = watchedPaths.filter { $0.hasPrefix(path + "/") }
        guard !below.isEmpty else { return }
        arm(renewing: [path])
        changedPaths.formUnion(below)
        timer.schedule(afterMilliseconds: debounceMilliseconds)
    }

    private func flush() {
        let paths = changedPaths
        changedPaths = []
        // A folder created just before its monitor was made: events inside it were missed; re-arm.
        arm(renewing: [])
        if !paths.isEmpty { onChange(paths) }
    }
}
