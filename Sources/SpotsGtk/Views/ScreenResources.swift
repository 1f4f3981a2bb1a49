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

    /// kind → (file or URL for messages, its text or nil when unreadable, whether a server wrote
    /// it): local files by path, a remote screen's as fetched.
    private func templateSources(_ loaded: LoadedScreen) -> [String: (file: String, contents: String?, remote: Bool)] {
        var sources: [String: (file: String, contents: String?, remote: Bool)] = [:]
        for (kind, path) in loaded.templates {
            sources[kind] = (path, FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }, false)
        }
        for (kind, fetched) in loaded.fetchedTemplates {
            sources[kind] = (fetched.url, fetched.contents, true)
        }
        return sources
    }

    private func applyTemplates(_ loaded: LoadedScreen, _ controller: Controller) -> Bool {
        let found = templateSources(loaded)
        let sources = found.mapValues { $0.contents ?? "" }
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
        for (kind, source) in found.sorted(by: { $0.key < $1.key }) {
            do {
                guard let contents = source.contents else {
                    throw Diagnostic(severity: .error, file: source.file, message: translated("cannot read the template"))
                }
                // A server's template is checked against the remote policy before GtkBuilder reads it.
                let template = source.remote ? try BuilderTemplate.remote(source: contents, url: source.file)
                    : BuilderTemplate(source: contents, file: source.file)
                if !source.remote { try template.check() }
                registry.register(builder: template, identifier: kind)
            } catch let refusal as RemoteTemplateRefusal {
                templateProblems += refusal.problems
            } catch {
                templateProblems.append((error as? Diagnostic) ?? Diagnostic(severity: .error, file: source.file, message: "\(error)"))
            }
        }
        problems += templateProblems
        controller.useViews(registry)
        return true
    }

    private func applyStylesheet(_ loaded: LoadedScreen) {
        if let fetched = loaded.fetchedStylesheet {
            if stylesheet?.prepared != fetched {
                stylesheet = nil // removes the old provider first
                stylesheet = ScreenStylesheet(prepared: fetched)
            }
        } else if let local = loaded.stylesheet {
            let contents = FileManager.default.fileExists(atPath: local) ? (try? String(contentsOfFile: local, encoding: .utf8)) ?? "" : nil
            if stylesheet?.path != local || stylesheet?.contents != (contents ?? "") {
                stylesheet = nil
                stylesheet = ScreenStylesheet(path: local, contents: contents)
            }
        } else {
            stylesheet = nil
        }
        problems += stylesheet?.problems ?? []
    }
}
