import Foundation
import SpotsModel

/// Back: each screen left for another is kept as it was (the decoded screen, its scroll position
/// and the file's stamp), so going back shows it again without reading an unchanged file.
extension ScreenWindow {
    struct HistoryEntry {
        var source: ScreenSource
        var screen: LoadedScreen?
        var scroll: Double
        var stamp: FileStamp?
    }

    /// What tells a file changed without reading it: size, modification time and inode.
    struct FileStamp: Equatable {
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

    /// Remembers the screen on display before `destination` replaces it.
    func pushHistory() {
        guard let entry = currentEntry else { return }
        backStack.append(entry)
        // A new path: what Back left behind is no longer ahead.
        forwardStack.removeAll()
        updateBackButton()
    }

    /// The screen on display, as Back or Forward would return to it.
    private var currentEntry: HistoryEntry? {
        source.map { HistoryEntry(source: $0, screen: current, scroll: controller.scrollPosition.value, stamp: currentStamp) }
    }

    /// Returns to the previous screen as it was; nothing happens when there is none.
    public func goBack() {
        guard let entry = backStack.popLast() else { return }
        if let here = currentEntry { forwardStack.append(here) }
        updateBackButton()
        show(entry)
    }

    /// Goes to the screen Back left, as it was (Alt+Right); nothing happens when there is none.
    public func goForward() {
        guard let entry = forwardStack.popLast() else { return }
        if let here = currentEntry { backStack.append(here) }
        updateBackButton()
        show(entry)
    }

    /// Whether Forward leads anywhere (only after Back).
    public var canGoForward: Bool { !forwardStack.isEmpty }

    private func show(_ entry: HistoryEntry) {
        let unchanged: Bool
        switch entry.source {
        case .file: unchanged = entry.stamp != nil && FileStamp(entry.source) == entry.stamp
        case .embedded, .url: unchanged = true // compiled in; a URL screen as last fetched (Refresh fetches again)
        }
        if unchanged, let screen = entry.screen {
            apply(screen, from: entry.source, reason: .back)
        } else {
            load(entry.source, reason: .back)
        }
        restoreScroll(entry.scroll)
    }

    func updateBackButton() {
        // Always there, greyed out at the root: a second click of a double-click must not land on
        // the Open button that would otherwise move under the pointer.
        backButton.isSensitive = !backStack.isEmpty
    }

    /// Scrolls to `value` once the screen is laid out tall enough (rows are sized as they come).
    func restoreScroll(_ value: Double, attempts: Int = 30) {
        controller.scrollProgrammatically(to: value)
        guard value > 0, attempts > 0 else { return }
        if abs(controller.scrollPosition.value - value) < 1 { return }
        scrollRestoreTimer = MainLoopTimer { [weak self] in self?.restoreScroll(value, attempts: attempts - 1) }
        scrollRestoreTimer?.schedule(afterMilliseconds: 16)
    }

    /// Whether Back can be used (the button is greyed out otherwise).
    public var isBackEnabled: Bool { backButton.isSensitive && backButton.isVisible }

    /// How many times a screen was read from its file or the built-in demo (tests of Back).
    public var screenReadCount: Int { screenReads }
}
