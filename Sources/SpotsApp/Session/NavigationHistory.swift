import Foundation
import SpotsGtk

/// Back and Forward: each screen left for another is kept as it was (the decoded screen, where the
/// reader was on it, and the file's stamp), so going back shows it again, as the reader left it,
/// without reading an unchanged file.
public struct NavigationHistory {
    public struct Entry {
        public var source: ScreenSource
        public var screen: LoadedScreen?
        /// Scroll, focused item and carousel positions when the screen was left.
        public var view: ScreenViewState
        public var stamp: FileStamp?
        /// The screen's variables as the reader left them (what was typed, counted, switched):
        /// in memory only, so a password's value too.
        var values: ScreenState.Values?
    }

    /// Screens to go Back to, the last one first to return to.
    public private(set) var back: [Entry] = []
    /// Screens Back left, for Forward; a new navigation clears them.
    public private(set) var forward: [Entry] = []

    public var canGoBack: Bool { !back.isEmpty }
    public var canGoForward: Bool { !forward.isEmpty }

    /// A new root (Open, a drop, the command line): no way back.
    mutating func clear() {
        back.removeAll()
        forward.removeAll()
    }

    /// Remembers `here` before another screen replaces it; what Back left is no longer ahead.
    mutating func push(_ here: Entry) {
        back.append(here)
        forward.removeAll()
    }

    /// The screen to return to, with `here` kept for Forward.
    mutating func goBack(from here: Entry?) -> Entry? {
        guard let entry = back.popLast() else { return nil }
        if let here { forward.append(here) }
        return entry
    }

    /// The screen Back left, with `here` kept for Back.
    mutating func goForward(from here: Entry?) -> Entry? {
        guard let entry = forward.popLast() else { return nil }
        if let here { back.append(here) }
        return entry
    }
}

/// What tells a file changed without reading it: size, modification time and inode.
public struct FileStamp: Equatable, Sendable {
    var size: UInt64
    var modified: Date
    var inode: UInt64

    init?(_ source: ScreenSource) {
        guard case .file(let path) = source,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        modified = attributes[.modificationDate] as? Date ?? .distantPast
        inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }
}
