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
            throw Diagnostic(severity: .error, file: path, message: "cannot read the template")
        }
        let template = BuilderTemplate(source: String(decoding: data, as: UTF8.self), file: path)
        try template.check()
        return template
    }

    public init(source: String, file: String = "<template>") {
        self.source = source
        self.file = file
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
            throw diagnostic(from: error.message)
        }
        if let root = builder.widget("item") ?? builder.toplevelWidgets.first {
            return (builder, root)
        }
        throw Diagnostic(severity: .error, file: file, message: "the template has no widget (give the item's widget the id \"item\")")
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

/// An item view built from a `BuilderTemplate`.
@MainActor
public final class BuilderItemView: ItemConfigurable {
    private let root: Widget
    private let builder: Builder?
    private let images: ImageLoader
    public var widget: Widget { root }

    public init(template: BuilderTemplate, context: ItemViewContext) {
        images = context.images
        if let built = try? template.instantiate() {
            builder = built.builder
            root = built.root
        } else {
            builder = nil
            let placeholder = Label()
            placeholder.styleClasses.insert("spots-template-error")
            root = placeholder
        }
        root.styleClasses.insert("spots-template")
    }

    /// Without a template there is nothing to build: an empty view.
    public convenience init(context: ItemViewContext) {
        self.init(template: BuilderTemplate(source: "<interface/>"), context: context)
    }

    public func configure(with item: inout Item) {
        setText("title", item.title)
        setText("subtitle", item.subtitle)
        setText("text", item.text)
        for (key, value) in item.meta {
            setText("meta.\(key)", Self.text(of: value))
        }
        if let image = builder?.widget("image", as: Image.self) {
            showImage(item.image, in: image)
        }
        root.accessibleName = [item.title, item.subtitle].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The widget with `id` in this view, if any.
    public func object(_ id: String) -> Widget? {
        builder?.widget(id)
    }

    private func setText(_ id: String, _ value: String) {
        guard let label = builder?.widget(id, as: Label.self) else { return }
        label.usesMarkup = false
        label.text = value
    }

    private func showImage(_ reference: String, in image: Image) {
        var side = image.pixelSize
        if side <= 0 {
            let width = image.sizeRequest.width
            side = width > 0 ? width : 64
        }
        let show: @MainActor (Pixbuf?) -> Void = { pixbuf in
            if let pixbuf {
                image.setPixbuf(pixbuf.scaled(width: side, height: side))
            } else {
                image.setIcon("image-x-generic-symbolic", size: .dialog)
            }
        }
        let root = self.root
        show(images.pixbuf(for: reference) { [weak root] pixbuf in
            // The view may be gone by the time a remote image arrives.
            if root != nil { show(pixbuf) }
        })
    }

    private static func text(of value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        case .array, .object: return ""
        }
    }
}

extension ViewRegistry {
    /// Shows items whose `kind` is `identifier` with views built from `template`.
    public func register(builder template: BuilderTemplate, identifier: String) {
        register(identifier: identifier) { BuilderItemView(template: template, context: $0) }
    }
}
