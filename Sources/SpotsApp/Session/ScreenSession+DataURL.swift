import Foundation
import SpotsGtk

/// `"data-url"`: the elements of a data-bound component, fetched after the screen is shown (it
/// shows at once, the component without rows until they arrive) through `DataURLLoader`, with a
/// screen's limits. A fetch that fails is an error at the `data-url`, never a hang: a server that
/// never ends the body is cut by the screen's deadline.
extension ScreenSession {
    /// Starts fetching the screen's `data-url`s; each fills its components when it arrives,
    /// unless another screen (or a reload) was shown meanwhile.
    func fetchDataURLs() {
        guard let loaded = current, let source else { return }
        let wanted = loaded.screen.dataURLs
        guard !wanted.isEmpty else { return }
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
