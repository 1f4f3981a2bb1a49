import Foundation
import SpotsModel

/// The screens a screen leads to: its items' `open:` actions and its `pagination.next`.
public enum ScreenTargets {
    /// Targets of a local screen that name local files (or built-in demo files) that are not
    /// there; URLs are not fetched. `file` names the screen in the warnings, `location` is where
    /// it was read from. Paths are the model's (`components[0].items[2].action`).
    public static func missingTargetWarnings(_ screen: Screen, location: ResourceLocation, file: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        forEachMissingTarget(screen, location: location) { path, message in
            warnings.append(Diagnostic(severity: .warning, file: file, path: path, message: message))
        }
        return warnings
    }

    /// The path and message of each warning `missingTargetWarnings` gives.
    public static func forEachMissingTarget(_ screen: Screen, location: ResourceLocation,
                                            _ warn: (_ path: String, _ message: String) -> Void) {
        // A large screen opens the same few targets thousands of times: check each once, and let
        // its warnings share one message string.
        var checked: [String: String?] = [:]
        func check(_ target: String, path: String, what: String) {
            let key = what + "\u{0}" + target
            let message: String?
            if let known = checked[key] {
                message = known
            } else {
                message = problem(with: target, what: what)
                checked[key] = .some(message)
            }
            if let message { warn(path, message) }
        }
        func problem(with target: String, what: String) -> String? {
            let trimmed = target.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return "\(what) names no screen" }
            if let scheme = URL(string: trimmed)?.scheme?.lowercased(), scheme != "file" { return nil }
            if let folder = location.baseDirectory {
                let resolved: String
                if trimmed.hasPrefix("file://") {
                    resolved = URL(string: trimmed)?.path ?? trimmed
                } else if trimmed.hasPrefix("/") {
                    resolved = trimmed
                } else {
                    resolved = folder.appendingPathComponent(trimmed).standardizedFileURL.path
                }
                if !FileManager.default.fileExists(atPath: resolved) {
                    return "\(what) \"\(trimmed)\" not found at \(resolved)"
                }
            } else if !location.embedded.isEmpty, location.embedded[location.embeddedKey(trimmed)] == nil {
                return "\(what) \"\(trimmed)\" is not a built-in screen"
            }
            return nil
        }
        func visit(_ item: Item, path: String) {
            if let action = item.action, case .navigate(let target) = ItemAction(action) {
                check(target, path: "\(path).action", what: "the screen to open")
            }
            for (index, child) in item.children.enumerated() { visit(child, path: "\(path).children[\(index)]") }
        }
        func visit(_ component: ComponentModel, path: String) {
            if let header = component.header { visit(header, path: "\(path).header") }
            if let footer = component.footer { visit(footer, path: "\(path).footer") }
            for (index, item) in component.items.enumerated() { visit(item, path: "\(path).items[\(index)]") }
        }
        for (index, component) in screen.components.enumerated() { visit(component, path: "components[\(index)]") }
        if case .object(let pagination)? = screen.meta["pagination"], case .string(let next)? = pagination["next"] {
            check(next, path: "pagination.next", what: "the next page")
        }
    }
}
