import Foundation
import SpotsCache
import SpotsGtk
import SpotsModel

extension ScreenWindow {
    /// Saves what the reader left open or closed. A URL screen keeps what it shows (it opens from
    /// it offline); a file screen only its accordion choices, by the file's real path: the file
    /// itself is the screen.
    func saveViewState() {
        switch source {
        case .url?:
            session.saveViewState()
        case .file(let path)?:
            do { try Self.accordionCache(forFile: path).save(controller.accordionChoices.components) } catch {
                log(translated("warning: {message}", ["message": "\(error)"]))
            }
        case .embedded?, nil:
            break
        }
    }

    /// A new screen starts with the choices the reader made on it last time (a file screen) or
    /// none (URL screens restore theirs with what they show).
    func restoreAccordionChoices(for newSource: ScreenSource) {
        let choices = controller.accordionChoices
        choices.removeAll()
        guard case .file(let path) = newSource else { return }
        switch Self.accordionCache(forFile: path).load() {
        case .hit(let components): choices.restore(from: components)
        case .corrupt(let message): log(translated("warning: {problem}; it will be replaced", ["problem": message]))
        case .miss: break
        }
    }

    /// The view-state cache of a file screen: keyed by its real path, so that a symlink or a
    /// relative path to the same file finds the same choices.
    static func accordionCache(forFile path: String) -> ViewStateCache {
        let real = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return ViewStateCache(key: "accordions:" + real)
    }
}
