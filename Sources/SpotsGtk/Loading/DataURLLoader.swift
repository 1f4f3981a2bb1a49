import Foundation
import SpotsModel

/// Fetches the arrays of `"data-url"`s, with a screen's limits: a screen from a file may name a
/// file beside it (or anywhere on disk) or an http(s) address; a screen from a server only
/// addresses on a server, resolved against its own. The app fills its screen as each arrives;
/// command-line tools wait for all (`fillWaiting`).
public enum DataURLLoader {
    /// The elements `reference` gives, read and parsed off the calling actor; a `Diagnostic`
    /// about the address or the body otherwise.
    public static func elements(_ reference: String, location: ResourceLocation, limits: FetchLimits? = nil) async throws -> [JSONValue] {
        switch try resolve(reference, location: location) {
        case .url(let url):
            let body = try await RemoteScreenFetcher.fetchBody(url, limits: limits, what: "data")
            return try DataURLBody.elements(body.data, file: url.absoluteString)
        case .file(let path):
            return try await Task.detached { try DataURLBody.elements(ScreenLoader.read(path: path), file: path) }.value
        }
    }

    private enum Address {
        case url(URL)
        case file(String)
    }

    private static func resolve(_ reference: String, location: ResourceLocation) throws -> Address {
        let refused = Diagnostic(severity: .error, file: reference, message: translated("not an address this app can fetch"))
        if let base = location.remoteBase {
            guard !RemotePolicy.namesLocalFile(reference), let url = URL(string: reference, relativeTo: base)?.absoluteURL,
                  let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { throw refused }
            return .url(url)
        }
        if let url = URL(string: reference), let scheme = url.scheme?.lowercased() {
            switch scheme {
            case "http", "https": return .url(url)
            case "file": return .file(url.path)
            default: throw refused
            }
        }
        if reference.hasPrefix("/") { return .file(reference) }
        guard let folder = location.baseDirectory else { throw refused }
        return .file(folder.appendingPathComponent(reference).standardizedFileURL.path)
    }

    /// Fills every `data-url` of `loaded`, blocking the calling thread (command-line tools; never
    /// under a running GTK main loop). A failure is a warning at the `data-url`, in `warnings`.
    public static func fillWaiting(_ loaded: inout LoadedScreen, file: String, limits: FetchLimits? = nil) {
        let wanted = loaded.screen.dataURLs
        guard !wanted.isEmpty else { return }
        let location = loaded.location
        let positions = loaded.expressionSource.flatMap { DocumentPositions($0) }
        for (reference, path) in wanted {
            let outcome = LockedBox<Result<[JSONValue], Error>?>(nil)
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                do { outcome.value = .success(try await elements(reference, location: location, limits: limits)) } catch { outcome.value = .failure(error) }
                done.signal()
            }
            done.wait()
            switch outcome.value! {
            case .success(let elements):
                loaded.screen.fillData(from: reference, with: elements)
            case .failure(let error):
                loaded.warnings.append(problem(reference, error, at: path, file: file, positions: positions, severity: .warning))
            }
        }
    }

    /// A failed `data-url`, at its place in the screen.
    public static func problem(_ reference: String, _ error: Error, at path: String, file: String, positions: DocumentPositions?,
                               severity: Diagnostic.Severity = .error) -> Diagnostic {
        let reason = (error as? Diagnostic)?.description ?? "\(error)"
        let location = positions?.location(ofPath: path)
        return Diagnostic(severity: severity, file: file, line: location?.line, column: location?.column, path: path,
                          message: translated("\"data-url\" \"{reference}\" gave no data: {reason}",
                                              ["reference": RemotePolicy.shortened(reference), "reason": reason]))
    }
}
