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

    /// Shows the first components of the screen file at `path` when it is large, and decodes its
    /// whole on another thread; false when it is not large or cannot be read or decoded this way
    /// (the caller then loads it whole, which reports any problem with its position).
    func showFirstComponents(of path: String, as source: ScreenSource, generation: Int,
                             completion: (@MainActor () -> Void)?) -> Bool {
        guard case .regular(let size) = LocalFile.kind(atPath: path), size >= ScreenLoader.firstComponentsThreshold,
              let data = try? ScreenLoader.read(path: path) else { return false }
        let url = URL(fileURLWithPath: path)
        let location = ResourceLocation.file(url.standardizedFileURL), name = url.lastPathComponent
        let knownKinds = ComponentRegistry.shared.knownKinds
        guard var first = try? ScreenLoader.loadFirstComponents(data: data, file: path, location: location, name: name,
                                                                knownKinds: knownKinds) else { return false }
        guard first.omittedComponents > 0 else {
            // It was all in the first components (one long list): that is the whole screen.
            first.pendingChecks = first.pendingChecks?.withoutDocument()
            apply(first, from: source, reason: .open)
            completion?()
            return true
        }
        pendingWhole = PendingWholeScreen(generation: generation)
        apply(first, from: source, reason: .open)
        delegate?.session(self, isLoading: true)
        // The file's bytes go with the task that decodes them: not kept through the diff after.
        let decoding = Task.detached(priority: .userInitiated) { () -> Result<LoadedScreen, Error> in
            Result {
                var loaded = try ScreenLoader.load(data: data, file: path, location: location, name: name, knownKinds: knownKinds,
                                                   deferringChecks: true)
                loaded.pendingChecks = loaded.pendingChecks?.withoutDocument()
                return loaded
            }
        }
        Task { @MainActor [weak self] in
            let whole = await decoding.value
            self?.wholeScreenArrived(whole, of: source, generation: generation)
            completion?()
        }
        return true
    }

    private func wholeScreenArrived(_ whole: Result<LoadedScreen, Error>, of wholeSource: ScreenSource, generation: Int) {
        guard let pending = pendingWhole, pending.generation == generation, generation == loadGeneration,
              wholeSource == source else { return }
        stopWaitingForWholeScreen()
        switch whole {
        case .success(let loaded):
            apply(loaded, from: wholeSource, reason: .wholeScreen)
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
