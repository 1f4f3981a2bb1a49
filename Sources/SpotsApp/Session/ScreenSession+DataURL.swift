import Foundation
import SpotsGtk

/// `"data-url"`: the elements of a data-bound component, fetched after the screen is shown (it
/// shows at once, the component without rows until they arrive) with the limits of a screen: a
/// screen from a file may name a file beside it or an http(s) address; a screen from a server
/// only addresses on a server. A fetch that fails is a problem at the `data-url`, never a hang:
/// a server that never ends the body is cut by the screen's deadline.
extension ScreenSession {
    /// Starts fetching the screen's `data-url`s; each fills its components when it arrives,
    /// unless another screen (or a reload) was shown meanwhile.
    func fetchDataURLs() {
        guard let loaded = current, let source else { return }
        let wanted = loaded.screen.dataURLs
        guard !wanted.isEmpty else { return }
        let generation = screenGeneration
        let positions = loaded.expressionSource.flatMap { DocumentPositions($0) }
        for (reference, path) in wanted {
            let problemAt: @MainActor (String) -> Diagnostic = { message in
                let location = positions?.location(ofPath: path)
                return Diagnostic(severity: .error, file: source.description, line: location?.line, column: location?.column,
                                  path: path, message: message)
            }
            // A server's screen refusing a local file was already listed by the checks.
            if RemotePolicy.refusal(ofTarget: reference, from: source) != nil { continue }
            let destination = source.resolve(reference)
            Task { @MainActor [weak self] in
                let result: Result<[JSONValue], Error>
                switch destination {
                case .url(let url)?:
                    result = await Task.detached { await Self.elements(at: url) }.value
                case .file(let file)?:
                    result = await Task.detached { Self.elements(inFile: file) }.value
                case .embedded?, nil:
                    result = .failure(Diagnostic(severity: .error, file: reference, message: translated("not an address this app can fetch")))
                }
                guard let self, generation == self.screenGeneration, var filled = self.current else { return }
                switch result {
                case .success(let elements):
                    filled.screen.fillData(from: reference, with: elements)
                    self.current = filled
                    // The values the reader set stay.
                    self.state = ScreenState(filled, file: source.description, carryingOver: self.state)
                    self.listLateBindingProblems()
                    self.delegate?.session(self, show: self.models, location: filled.location, rebuild: false, scrollToTop: false)
                    self.delegate?.sessionDidChange(self)
                case .failure(let error):
                    let reason = (error as? Diagnostic)?.description ?? "\(error)"
                    let problem = problemAt(translated("\"data-url\" \"{reference}\" gave no data: {reason}",
                                                       ["reference": RemotePolicy.shortened(reference), "reason": reason]))
                    self.replaceProblems(self.problems + [problem])
                    self.showNotice(problem.description, isError: true)
                    self.delegate?.sessionDidChange(self)
                }
            }
        }
    }

    /// Fetched and read off the main thread.
    private nonisolated static func elements(at url: URL) async -> Result<[JSONValue], Error> {
        do {
            let body = try await RemoteScreenFetcher.fetchBody(url, what: "data")
            return .success(try DataURLBody.elements(body.data, file: url.absoluteString))
        } catch {
            return .failure(error)
        }
    }

    private nonisolated static func elements(inFile path: String) -> Result<[JSONValue], Error> {
        Result { try DataURLBody.elements(ScreenLoader.read(path: path), file: path) }
    }
}
