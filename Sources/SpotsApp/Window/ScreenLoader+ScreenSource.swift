import Foundation
import SpotsGtk

/// Loading the app's screen sources: files, and the demo compiled into the app.
extension ScreenLoader {
    /// A file or built-in screen (URLs load with `RemoteScreenFetcher`, then `load(data:…)`).
    /// `deferringChecks`: see `load(data:…)`.
    public static func load(_ source: ScreenSource, knownKinds: Set<ComponentKind> = Set(ComponentKind.builtIn),
                            deferringChecks: Bool = false) throws -> LoadedScreen {
        switch source {
        case .file(let path):
            return try load(path: path, knownKinds: knownKinds, deferringChecks: deferringChecks)
        case .embedded(let path):
            guard let data = DemoScreen.file(path) else {
                throw Diagnostic(severity: .error, file: "demo/\(path)", message: translated("there is no such built-in screen"))
            }
            return try load(data: data, file: "demo/\(path)", location: DemoScreen.location(for: path),
                            name: source.displayName, knownKinds: knownKinds)
        case .url(let url):
            throw Diagnostic(severity: .error, file: url.absoluteString, message: "URL screens load asynchronously")
        }
    }

    /// The built-in demo screen.
    public static func demo() throws -> LoadedScreen {
        try load(data: DemoScreen.data, file: "demo/\(DemoScreen.fileName)", location: DemoScreen.location, name: translated("Demo"))
    }

}
