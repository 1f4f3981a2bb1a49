import CSpotsGtk
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
        let built = try instantiate()
        g_object_unref(UnsafeMutableRawPointer(built.builder))
    }

    @MainActor
    func instantiate() throws -> (builder: OpaquePointer, root: WidgetPointer) {
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_string(builder, source, gsize(source.utf8.count), &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            g_object_unref(UnsafeMutableRawPointer(builder))
            throw diagnostic(from: message)
        }
        if let object = gtk_builder_get_object(builder, "item"), spots_is_widget(object) != 0 {
            return (OpaquePointer(UnsafeMutableRawPointer(builder)), spots_widget(object))
        }
        var node = gtk_builder_get_objects(builder)
        defer { g_slist_free(node) }
        while let current = node {
            if let object = current.pointee.data, spots_is_widget(object) != 0, gtk_widget_get_parent(spots_widget(object)) == nil {
                return (OpaquePointer(UnsafeMutableRawPointer(builder)), spots_widget(object))
            }
            node = current.pointee.next
        }
        g_object_unref(UnsafeMutableRawPointer(builder))
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
    private let builder: OpaquePointer?
    private let images: ImageLoader
    public var widget: WidgetPointer { root.pointer }

    public init(template: BuilderTemplate, context: ItemViewContext) {
        images = context.images
        if let built = try? template.instantiate() {
            builder = built.builder
            root = Widget(built.root)
        } else {
            builder = nil
            root = Widget(Gtk.label("", styleClasses: ["spots-template-error"]))
        }
        Gtk.addStyleClass("spots-template", to: root.pointer)
    }

    /// Without a template there is nothing to build: an empty view.
    public convenience init(context: ItemViewContext) {
        self.init(template: BuilderTemplate(source: "<interface/>"), context: context)
    }

    isolated deinit {
        if let builder { g_object_unref(UnsafeMutableRawPointer(builder)) }
    }

    public func configure(with item: inout Item) {
        setText("title", item.title)
        setText("subtitle", item.subtitle)
        setText("text", item.text)
        for (key, value) in item.meta {
            setText("meta.\(key)", Self.text(of: value))
        }
        if let image = object("image"), Gtk.typeName(of: image) == "GtkImage" {
            showImage(item.image, in: image)
        }
        Gtk.setAccessibleName([item.title, item.subtitle].filter { !$0.isEmpty }.joined(separator: ", "), on: root.pointer)
    }

    /// The widget with `id` in this view, if any.
    public func object(_ id: String) -> WidgetPointer? {
        guard let builder, let object = gtk_builder_get_object(UnsafeMutablePointer(builder), id), spots_is_widget(object) != 0 else { return nil }
        return spots_widget(object)
    }

    private func setText(_ id: String, _ value: String) {
        guard let label = object(id), spots_is_label(label) != 0 else { return }
        gtk_label_set_use_markup(spots_label(label), 0)
        gtk_label_set_text(spots_label(label), value)
    }

    private func showImage(_ reference: String, in image: WidgetPointer) {
        var side = gtk_image_get_pixel_size(UnsafeMutableRawPointer(image).assumingMemoryBound(to: GtkImage.self))
        if side <= 0 {
            var width: Int32 = 0
            gtk_widget_get_size_request(image, &width, nil)
            side = width > 0 ? width : 64
        }
        let target = UnsafeMutableRawPointer(image).assumingMemoryBound(to: GtkImage.self)
        let show: @MainActor (OpaquePointer?) -> Void = { pixbuf in
            if let pixbuf {
                let scaled = gdk_pixbuf_scale_simple(pixbuf, side, side, GDK_INTERP_BILINEAR)
                gtk_image_set_from_pixbuf(target, scaled)
                if let scaled { g_object_unref(UnsafeMutableRawPointer(scaled)) }
            } else {
                gtk_image_set_from_icon_name(target, "image-x-generic-symbolic", GTK_ICON_SIZE_DIALOG)
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
