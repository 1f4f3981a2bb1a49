import CSpotsGtk

/// Reads a markup document with GLib's GMarkup parser: the parser GtkBuilder reads `.ui` files
/// with, with the same flag (CDATA is text), so a check made on these events sees the document
/// GtkBuilder will see. GMarkup knows no DTDs and no entities beyond XML's five and character
/// references. Safe on any thread (each call has its own parse context).
public enum MarkupReader {
    /// Reports each start tag, end tag and text run of `source` to `handle`, in document order;
    /// `handle` answers false to stop reading.
    public static func read(_ source: String, _ handle: (MarkupEvent) -> Bool) -> MarkupReadResult {
        let bytes = Array(source.utf8)
        return withoutActuallyEscaping(handle) { handle in
            let state = ReaderState(bytes: bytes, handle: handle)
            var parser = GMarkupParser()
            parser.start_element = { context, name, names, values, data, error in
                let state = Unmanaged<ReaderState>.fromOpaque(data!).takeUnretainedValue()
                state.start(context, name.map { String(cString: $0) } ?? "", names, values)
                if state.stopped { stopParsing(error) }
            }
            parser.end_element = { _, name, data, error in
                let state = Unmanaged<ReaderState>.fromOpaque(data!).takeUnretainedValue()
                if !state.handle(.end(name: name.map { String(cString: $0) } ?? "")) {
                    state.stopped = true
                    stopParsing(error)
                }
            }
            parser.text = { _, text, length, data, error in
                let state = Unmanaged<ReaderState>.fromOpaque(data!).takeUnretainedValue()
                guard let text, length > 0 else { return }
                let run = text.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
                }
                if !state.handle(.text(run)) {
                    state.stopped = true
                    stopParsing(error)
                }
            }
            return withExtendedLifetime(state) {
                let data = Unmanaged.passUnretained(state).toOpaque()
                let context = g_markup_parse_context_new(&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, data, nil)!
                defer { g_markup_parse_context_free(context) }
                var error: UnsafeMutablePointer<GError>?
                // The same bytes and length `Builder(string:)` hands GtkBuilder.
                let parsed = source.withCString { g_markup_parse_context_parse(context, $0, gssize(bytes.count), &error) != 0 }
                if parsed, g_markup_parse_context_end_parse(context, &error) != 0 { return .completed }
                let message = error.map { String(cString: $0.pointee.message) } ?? translated("not well-formed")
                if let error { g_error_free(error) }
                if state.stopped { return .stopped }
                var line: Int32 = 0
                var character: Int32 = 0
                g_markup_parse_context_get_position(context, &line, &character)
                // The position is given separately: drop GMarkup's "Error on line L char C: ", in any language.
                return .malformed(message: MarkupErrorPrefix.split(message)?.rest ?? message,
                                  position: MarkupPosition(line: max(Int(line), 1), column: max(Int(character), 1)))
            }
        }
    }

}

/// Ends the parse from inside a callback.
private func stopParsing(_ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) {
    g_set_error_literal(error, g_markup_error_quark(), Int32(G_MARKUP_ERROR_INVALID_CONTENT.rawValue), "stopped")
}

/// What the C callbacks share during one `read`.
private final class ReaderState {
    let handle: (MarkupEvent) -> Bool
    var locator: MarkupTagLocator
    var stopped = false

    init(bytes: [UInt8], handle: @escaping (MarkupEvent) -> Bool) {
        self.handle = handle
        locator = MarkupTagLocator(bytes)
    }

    func start(_ context: OpaquePointer?, _ name: String,
               _ names: UnsafeMutablePointer<UnsafePointer<gchar>?>?, _ values: UnsafeMutablePointer<UnsafePointer<gchar>?>?) {
        var pairs: [(String, String)] = []
        var index = 0
        while let names, let values, let attributeName = names[index], let value = values[index] {
            pairs.append((String(cString: attributeName), String(cString: value)))
            index += 1
        }
        // GMarkup's own position is past the tag; the locator finds the tag's `<` and each attribute.
        var line: Int32 = 0
        var character: Int32 = 0
        g_markup_parse_context_get_position(context, &line, &character)
        let parsers = MarkupPosition(line: max(Int(line), 1), column: max(Int(character), 1))
        let found = locator.nextStartTag(named: name)
        let attributes = pairs.enumerated().map { offset, pair in
            let position = found.flatMap { offset < $0.attributes.count ? $0.attributes[offset] : nil } ?? found?.tag ?? parsers
            return MarkupAttribute(name: pair.0, value: pair.1, position: position)
        }
        if !handle(.start(MarkupElement(name: name, attributes: attributes, position: found?.tag ?? parsers))) {
            stopped = true
        }
    }
}
