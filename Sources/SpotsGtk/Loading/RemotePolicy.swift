import Foundation
import SpotsModel

/// A screen fetched over http(s) never reads local files: `file:` URLs and absolute paths in it
/// (images, templates, stylesheets, `open:` targets, `pagination.next`) are refused with a message.
/// Relative references in it stay on its server.
public enum RemotePolicy {
    /// Whether `reference` names a local file by itself: a `file:` URL, an absolute path or `~`.
    public static func namesLocalFile(_ reference: String) -> Bool {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("/") || trimmed.hasPrefix("~") || trimmed.hasPrefix("\\") { return true }
        if let colon = trimmed.firstIndex(of: ":") {
            let scheme = trimmed[..<colon].lowercased()
            return scheme == "file" || scheme == "resource" || scheme == "trash" || scheme == "smb" || scheme == "sftp"
        }
        return false
    }

    /// One warning per local reference in a remote screen: images (at any depth), `open:` actions,
    /// templates, the stylesheet and `pagination.next`. Paths are diagnostic paths (positioned later).
    static func refusals(in screen: Screen, file: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        func refuse(_ what: String, _ reference: String, path: String) {
            warnings.append(Diagnostic(severity: .warning, file: file, path: path,
                                       message: "a remote screen cannot read local files: \(what) \"\(shortened(reference))\" is refused"))
        }
        func visit(_ item: Item, path: String) {
            if namesLocalFile(item.image) { refuse("image", item.image, path: "\(path).image") }
            if let action = item.action, case .navigate(let target) = ItemAction(action), namesLocalFile(target) {
                refuse("action", action, path: "\(path).action")
            }
            for (index, child) in item.children.enumerated() { visit(child, path: "\(path).children[\(index)]") }
        }
        func visit(_ component: ComponentModel, path: String) {
            if let header = component.header { visit(header, path: "\(path).header") }
            if let footer = component.footer { visit(footer, path: "\(path).footer") }
            for (index, item) in component.items.enumerated() { visit(item, path: "\(path).items[\(index)]") }
        }
        func visit(_ components: [ComponentModel], path: String) {
            for (index, component) in components.enumerated() { visit(component, path: "\(path)[\(index)]") }
        }
        visit(screen.components, path: "components")
        // Relative templates and stylesheets are fetched from the screen's server (`ScreenLoader.loadRemote`).
        if case .object(let templates)? = screen.meta["templates"] {
            for (kind, value) in templates.sorted(by: { $0.key < $1.key }) {
                if case .string(let file) = value, namesLocalFile(file) { refuse("template", file, path: "templates.\(kind)") }
            }
        }
        if case .string(let stylesheet)? = screen.meta["stylesheet"], namesLocalFile(stylesheet) {
            refuse("stylesheet", stylesheet, path: "stylesheet")
        }
        if case .object(let pagination)? = screen.meta["pagination"], case .string(let next)? = pagination["next"], namesLocalFile(next) {
            refuse("next page", next, path: "pagination.next")
        }
        return warnings
    }

    /// `text`, cut to 80 characters for a message.
    public static func shortened(_ text: String) -> String {
        text.count > 80 ? text.prefix(80) + "…" : text
    }
}
