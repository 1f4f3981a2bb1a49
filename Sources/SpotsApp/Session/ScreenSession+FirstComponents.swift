import Foundation
import SpotsGtk
import SpotsModel

/// A large screen file opens on its first components: they are decoded on the main thread (a few
/// milliseconds) and shown, while the whole file is decoded on another thread and replaces them,
/// through the diff, when it is ready. 20,000 components take most of a second to decode, which
/// the window would otherwise spend blank.
struct PendingWholeScreen {
    /// The load that showed the first components: a newer load drops the whole screen.
    let generation: Int
    /// Where the reader was when the window closed, restored once the whole screen is there.
    var keptView: ScreenViewState?
}

extension ScreenSession {
    /// Whether the screen on display is a large screen's first components, its whole still being decoded.
    public var showsFirstComponentsOnly: Bool { pendingWhole != nil }

    /// Shows a large screen file's first components (`ScreenLoader.open(path:…)`) while its whole
    /// is decoded on another thread.
    func showFirstComponents(_ first: LoadedScreen, decodingWhole decodeWhole: @escaping @Sendable () throws -> LoadedScreen,
                             of source: ScreenSource, generation: Int, completion: (@MainActor () -> Void)?) {
        pendingWhole = PendingWholeScreen(generation: generation)
        apply(first, from: source, reason: .open)
        delegate?.session(self, isLoading: true)
        // The file's bytes go with the task that decodes them: not kept through the diff after.
        // The whole screen's state is prepared there too, off the main thread.
        let decoding = Task.detached(priority: .userInitiated) {
            Result { () throws -> (LoadedScreen, ScreenState.Preparation) in
                let whole = try decodeWhole()
                return (whole, ScreenState.Preparation(whole.screen))
            }
        }
        Task { @MainActor [weak self] in
            let whole = await decoding.value
            self?.wholeScreenArrived(whole, of: source, generation: generation)
            completion?()
        }
    }

    private func wholeScreenArrived(_ whole: Result<(LoadedScreen, ScreenState.Preparation), Error>, of wholeSource: ScreenSource,
                                    generation: Int) {
        guard let pending = pendingWhole, pending.generation == generation, generation == loadGeneration,
              wholeSource == source else { return }
        stopWaitingForWholeScreen()
        switch whole {
        case .success(let (loaded, prepared)):
            apply(loaded, from: wholeSource, reason: .wholeScreen, prepared: prepared)
            if let view = pending.keptView { delegate?.session(self, restore: view) }
        case .failure(let error):
            // Its first components were well formed, a later one is not: the file cannot be
            // shown, as if opening it had failed at once.
            source = nil
            failed(error, source: wholeSource, reason: .open)
        }
    }

    /// A newer load, or Back and Forward, replaces the screen whose whole was awaited.
    func stopWaitingForWholeScreen() {
        guard pendingWhole != nil else { return }
        pendingWhole = nil
        delegate?.session(self, isLoading: false)
    }
}
