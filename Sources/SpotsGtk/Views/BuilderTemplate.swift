import Foundation
import SpotsModel

/// A GtkBuilder `.ui` file used as an item view: the GTK counterpart of a nib.
///
/// The view is the object with id `item` (or the first top-level widget). Widgets with the
/// ids `title`, `subtitle`, `text` (labels) and `image` (a GtkImage) are filled from the item,
/// and labels with ids `meta.KEY` from its meta. All text is set as plain text.
public struct BuilderTemplate: Sendable {
    /// The `.ui` file's contents, parsed again for every view (GtkBuilder has no cloning).
    public let source: String
    /// Where it came from, for messages.
    public let file: String

    /// Reads and checks a `.ui` file; a problem is a `Diagnostic` with the file, line and column GTK gives.
    @MainActor
    public static func load(path: String) throws -> BuilderTemplate {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(severity: .error, file: path, message: translated("cannot read the template"))
        }
        let template = BuilderTemplate(source: String(decoding: data, as: UTF8.self), file: path)
        try template.check()
        return template
    }

    public init(source: String, file: String = "<template>") {
        self.source = source
        self.file = file
    }

    /// A template fetched from a server: checked against `RemoteTemplatePolicy` before GtkBuilder
    /// ever sees it (then built once by `check()`, as local ones are). A refusal lists every problem.
    @MainActor
    public static func remote(source: String, url: String) throws(RemoteTemplateRefusal) -> BuilderTemplate {
        let problems = remoteProblems(in: source, file: url)
        guard problems.isEmpty else { throw RemoteTemplateRefusal(problems: problems) }
        let template = BuilderTemplate(source: source, file: url)
        do {
            try template.check()
        } catch {
            throw RemoteTemplateRefusal(problems: [(error as? Diagnostic) ?? Diagnostic(severity: .error, file: url, message: "\(error)")])
        }
        return template
    }

    /// What `RemoteTemplatePolicy` refuses in `source` (none: GtkBuilder may build it), read with
    /// GMarkup as GtkBuilder reads it. Needs no display; safe on any thread.
    public static func remoteProblems(in source: String, file: String) -> [Diagnostic] {
        if let tooLarge = RemoteTemplateChecker.sizeProblem(byteCount: source.utf8.count, file: file) { return [tooLarge] }
        var checker = RemoteTemplateChecker(file: file)
        let result = MarkupReader.read(source) { checker.handle($0) }
        checker.finish(result)
        return checker.problems
    }

    /// Builds it once to surface errors with positions.
    @MainActor
    public func check() throws {
        _ = try instantiate()
    }

    /// A new builder for the template, and the view's root widget in it.
    @MainActor
    func instantiate() throws -> (builder: Builder, root: Widget) {
        let builder: Builder
        do {
            builder = try Builder(string: source)
        } catch {
            if let line = error.line, let column = error.column {
                throw Diagnostic(severity: .error, file: file, line: line, column: column, message: error.message)
            }
            throw diagnostic(from: error.message)
        }
        if let root = builder.widget("item") ?? builder.toplevelWidgets.first {
            return (builder, root)
        }
        throw Diagnostic(severity: .error, file: file, message: translated("the template has no widget (give the item's widget the id \"item\")"))
    }

    /// GtkBuilder messages read "NAME:LINE:COLUMN message" (NAME is "." for a string).
    private func diagnostic(from message: String) -> Diagnostic {
        let parts = message.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 3, let line = Int(parts[1]) {
            let rest = parts[2]
            let digits = rest.prefix { $0.isNumber }
            if let column = Int(digits) {
                let text = rest.dropFirst(digits.count).drop { $0 == ":" || $0 == " " }
                return Diagnostic(severity: .error, file: file, line: line, column: column, message: String(text))
            }
        }
        return Diagnostic(severity: .error, file: file, message: message)
    }
}

/// A remote template that was not built: what the policy (or GtkBuilder) refused, positioned.
public struct RemoteTemplateRefusal: Error, Sendable {
    public var problems: [Diagnostic]
}

extension ViewRegistry {
    /// Shows items whose `kind` is `identifier` with views built from `template`.
    public func register(builder template: BuilderTemplate, identifier: String) {
        register(identifier: identifier) { BuilderItemView(template: template, context: $0) }
    }
}
