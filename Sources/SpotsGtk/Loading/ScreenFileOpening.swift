import Foundation
import SpotsModel

/// A local screen file as a window opens it: whole, or, when it is large, its first components
/// at once and its whole to decode on another thread (`ScreenLoader.open(path:…)`).
public enum ScreenFileOpening: Sendable {
    case whole(LoadedScreen)
    /// `decodeWhole` decodes the bytes already read; it reads nothing again.
    case firstComponents(LoadedScreen, decodeWhole: @Sendable () throws -> LoadedScreen)
}

extension ScreenLoader {
    /// Reads the screen file at `path` once and decodes it as a window shows it: its model checks
    /// left for after it is shown when it is large, without the file's bytes (they read the file
    /// again only to position a warning: 72 MB for a million items go before the first frame).
    /// With `firstComponentsFirst`, a file of `firstComponentsThreshold` or more opens on its
    /// first components.
    public static func open(path: String, knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                            firstComponentsFirst: Bool) throws -> ScreenFileOpening {
        let data = try read(path: path)
        let (location, name) = identity(ofFile: path)
        let decodeWhole: @Sendable () throws -> LoadedScreen = {
            var loaded = try load(data: data, file: path, location: location, name: name, knownKinds: knownKinds, deferringChecks: true)
            loaded.pendingChecks = loaded.pendingChecks?.withoutDocument()
            return loaded
        }
        // A file broken where the first components' decode reads it is reported by the whole's,
        // with the same position rules as any load.
        guard firstComponentsFirst, data.count >= firstComponentsThreshold,
              var first = try? loadFirstComponents(data: data, file: path, location: location, name: name, knownKinds: knownKinds)
        else { return .whole(try decodeWhole()) }
        first.pendingChecks = first.pendingChecks?.withoutDocument()
        // All of it was in the first components (one long list): that is the whole screen.
        guard first.omittedComponents > 0 else { return .whole(first) }
        return .firstComponents(first, decodeWhole: decodeWhole)
    }

    /// Where a screen file's relative paths resolve, and what to call it when it has no title.
    static func identity(ofFile path: String) -> (location: ResourceLocation, name: String) {
        let url = URL(fileURLWithPath: path)
        return (.file(url.standardizedFileURL), url.lastPathComponent)
    }
}
