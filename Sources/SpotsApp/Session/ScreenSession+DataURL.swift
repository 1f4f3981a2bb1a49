import Foundation
import SpotsGtk

/// `"data-url"`: the elements of a data-bound component, fetched after the screen is shown (it
/// shows at once, the component without rows until they arrive) through `DataURLLoader`, with a
/// screen's limits. A fetch that fails is an error at the `data-url`, never a hang: a server that
/// never ends the body is cut by the screen's deadline. A reload keeps the rows the last fetch
/// gave until the new ones arrive, and keeps them when the new fetch fails.
extension ScreenSession {
    /// `loaded` (the screen on display, read again) with the elements its `data-url`s gave last
    /// time, so a reload does not show them empty while they are fetched again.
    func keepingFetchedData(_ loaded: LoadedScreen, _ dataURLs: [(reference: String, path: String)]) -> LoadedScreen {
        guard let shown = current?.screen, !dataURLs.isEmpty else { return loaded }
        var kept = loaded
        for (reference, _) in dataURLs {
            if let elements = shown.fetchedElements(from: reference) { kept.screen.fillData(from: reference, with: elements) }
        }
        return kept
    }

    /// Starts fetching the screen's `data-url`s; each fills its components when it arrives,
    /// unless another screen (or a reload) was shown meanwhile.
    func fetchDataURLs(_ wanted: [(reference: String, path: String)]) {
        guard let loaded = current, let source, !wanted.isEmpty else { return }
        let generation = screenGeneration
        let location = loaded.location
        let positions = loaded.expressionSource.flatMap { DocumentPositions($0) }
        for (reference, path) in wanted {
            // A server's screen naming a local file: refused, and already listed by the checks.
            if location.isRemote, RemotePolicy.namesLocalFile(reference) { continue }
            Task { @MainActor [weak self] in
                let result: Result<[JSONValue], Error>
                do {
                    result = .success(try await DataURLLoader.elements(reference, location: location))
                } catch {
                    result = .failure(error)
                }
                guard let self, generation == self.screenGeneration, var filled = self.current else { return }
                switch result {
                case .success(let elements):
                    filled.screen.fillData(from: reference, with: elements)
                    self.current = filled
                    // The values the reader set stay.
                    self.state = ScreenState(filled, file: source.description, carryingOver: self.state.values)
                    self.listLateBindingProblems()
                    // What validate says of inline `data` it can say only now (elements sharing an id).
                    let warnings = filled.screen.dataURLWarnings(from: reference, elements: elements, variables: self.state.variables)
                    self.replaceProblems(self.problems + self.state.problems(besides: self.problems)
                                         + warnings.map { $0.diagnostic(file: source.description, positions: positions) })
                    self.delegate?.session(self, show: self.models, location: filled.location, rebuild: false, scrollToTop: false)
                    self.delegate?.sessionDidChange(self)
                case .failure(let error):
                    let problem = DataURLLoader.problem(reference, error, at: path, file: source.description, positions: positions)
                    self.replaceProblems(self.problems + [problem])
                    self.showNotice(problem.description, isError: true)
                    self.delegate?.sessionDidChange(self)
                }
            }
        }
    }
}
