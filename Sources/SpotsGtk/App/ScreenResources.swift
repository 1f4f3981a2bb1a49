import Foundation
import SpotsModel

/// What a screen brings besides its components: `.ui` templates for item kinds and a stylesheet.
/// Used by the app window and by `spots snapshot`/`inspect`, so both draw a screen the same way.
@MainActor
public final class ScreenResources {
    /// Problems with the templates or the stylesheet (the screen still shows, with default views).
    public private(set) var problems: [Diagnostic] = []
    /// The templates as applied (kind → .ui source), to rebuild views only when they change.
    private var appliedTemplates: [String: String] = [:]
    private var templateProblems: [Diagnostic] = []
    public private(set) var stylesheet: ScreenStylesheet?

    public init() {}

    /// Applies `loaded`'s templates and stylesheet to `controller`; returns true when item views
    /// changed, so the caller rebuilds with `reload` rather than diffing.
    @discardableResult
    public func apply(_ loaded: LoadedScreen, to controller: Controller) -> Bool {
        problems = []
        let viewsChanged = applyTemplates(loaded, controller)
        applyStylesheet(loaded)
        return viewsChanged
    }

    private func applyTemplates(_ loaded: LoadedScreen, _ controller: Controller) -> Bool {
        var sources: [String: String] = [:]
        for (kind, path) in loaded.templates {
            sources[kind] = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
        guard sources != appliedTemplates else {
            problems += templateProblems
            return false
        }
        appliedTemplates = sources
        templateProblems = []
        guard !sources.isEmpty else {
            controller.useViews(nil)
            return true
        }
        let registry = ViewRegistry(parent: controller.views)
        for (kind, path) in loaded.templates.sorted(by: { $0.key < $1.key }) {
            do {
                registry.register(builder: try BuilderTemplate.load(path: path), identifier: kind)
            } catch {
                templateProblems.append((error as? Diagnostic) ?? Diagnostic(severity: .error, file: path, message: "\(error)"))
            }
        }
        problems += templateProblems
        controller.useViews(registry)
        return true
    }

    private func applyStylesheet(_ loaded: LoadedScreen) {
        guard let path = loaded.stylesheet else {
            stylesheet = nil
            return
        }
        let contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if stylesheet?.path != path || stylesheet?.contents != contents {
            stylesheet = nil // removes the old provider first
            stylesheet = ScreenStylesheet(path: path)
        }
        problems += stylesheet?.problems ?? []
    }
}
