import CSpotsGtk

/// Widgets described by a GtkBuilder `.ui` document. Holds the builder (and so every object it
/// made) while it lives.
@MainActor
public final class Builder {
    private let builder: OpaquePointer

    /// Builds `source`; throws GtkBuilder's message ("NAME:LINE:COLUMN message") when it fails, or
    /// GMarkup's with its position taken out when the document is not well-formed.
    public init(string source: String) throws(BuilderError) {
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_string(builder, source, gsize(source.utf8.count), &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? translated("unknown error")
            if let error { g_error_free(error) }
            g_object_unref(UnsafeMutableRawPointer(builder))
            if let markup = MarkupErrorPrefix.split(message) {
                throw BuilderError(message: markup.rest, line: markup.line, column: markup.column)
            }
            throw BuilderError(message: message)
        }
        self.builder = OpaquePointer(UnsafeMutableRawPointer(builder))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(builder))
    }

    private var gtkBuilder: UnsafeMutablePointer<GtkBuilder> { UnsafeMutablePointer(builder) }

    /// The widget with `id`, if there is one and it is a widget.
    public func widget(_ id: String) -> Widget? {
        guard let object = gtk_builder_get_object(gtkBuilder, id), spots_is_widget(object) != 0 else { return nil }
        return Widget(spots_widget(object))
    }

    /// The widget with `id` as a `type`, if it is one.
    public func widget<T: Widget>(_ id: String, as type: T.Type) -> T? {
        widget(id)?.as(type)
    }

    /// Widgets without a parent, in document order.
    public var toplevelWidgets: [Widget] {
        let list = gtk_builder_get_objects(gtkBuilder)
        defer { g_slist_free(list) }
        var result: [Widget] = []
        var node = list
        while let current = node {
            if let object = current.pointee.data, spots_is_widget(object) != 0, gtk_widget_get_parent(spots_widget(object)) == nil {
                result.append(Widget(spots_widget(object)))
            }
            node = current.pointee.next
        }
        return result
    }
}

public struct BuilderError: Error, Sendable {
    public var message: String
    /// Where GMarkup found the document not well-formed (GtkBuilder's own messages carry theirs in `message`).
    public var line: Int?
    public var column: Int?

    public init(message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }
}
