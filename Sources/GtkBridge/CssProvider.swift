import CSpotsGtk
import CSpotsShim

/// A CSS stylesheet for GTK widgets, applied to the whole display while it is installed.
@MainActor
public final class CssProvider {
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private var installedPriority: UInt32?

    /// Spots' own look; a screen's stylesheet goes above it (see `ScreenStylesheet`).
    public static let applicationPriority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)

    public init() {
        provider = gtk_css_provider_new()
    }

    isolated deinit {
        uninstall()
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Where GTK's parser found a problem, as GTK reports it.
    public struct ParsingError: Sendable {
        /// The URI of the file or resource the text came from; nil for `load(_:)`'s text.
        public var fileURI: String?
        /// 0-based line of the start of the construct that failed (a declaration, a selector…).
        public var line: Int?
        /// 0-based offset in bytes from the start of that line.
        public var byteInLine: Int?
        public var message: String
    }

    /// Reports each syntax error: 1-based line and column (when GTK knows them) and the message.
    @discardableResult
    public func onParsingError(_ handler: @escaping @MainActor (_ line: Int?, _ column: Int?, _ message: String) -> Void) -> SignalConnection {
        onParsingError { (error: ParsingError) in
            handler(error.line.map { $0 + 1 }, error.byteInLine.map { $0 + 1 }, error.message)
        }
    }

    /// Reports each syntax error with the file or resource it is in (imported sheets have their own).
    @discardableResult
    public func onParsingError(_ handler: @escaping @MainActor (ParsingError) -> Void) -> SignalConnection {
        SignalConnection(provider, Signal.connect(UnsafeMutableRawPointer(provider), "parsing-error", withTwoArguments: { section, error in
            let message = error.map { String(cString: $0.assumingMemoryBound(to: GError.self).pointee.message) } ?? translated("syntax error")
            var report = ParsingError(message: message)
            if let section {
                let css = OpaquePointer(section)
                report.line = Int(gtk_css_section_get_start_line(css))
                report.byteInLine = Int(gtk_css_section_get_start_position(css))
                if let file = gtk_css_section_get_file(css), let uri = g_file_get_uri(file) {
                    report.fileURI = String(cString: uri)
                    g_free(uri)
                }
            }
            handler(report)
        }))
    }

    /// Parses `css` (errors go to `onParsingError`; the valid rules still apply). Relative
    /// references in it resolve against the process's current folder: use `load(resource:)`.
    public func load(_ css: String) {
        gtk_css_provider_load_from_data(provider, css, gssize(css.utf8.count), nil)
        if installedPriority != nil { Self.stylesheetsChanged() }
    }

    /// Parses the stylesheet registered at the resource `path` (see `ResourceBundle`); relative
    /// `@import`s and `url()`s in it resolve against its resource folder.
    public func load(resource path: String) {
        gtk_css_provider_load_from_resource(provider, path)
        if installedPriority != nil { Self.stylesheetsChanged() }
    }

    /// Applies the stylesheet to every widget on the default screen, at `priority`.
    public func install(priority: UInt32) {
        guard let screen = gdk_screen_get_default() else { return }
        uninstall()
        gtk_style_context_add_provider_for_screen(screen, spots_style_provider(provider), priority)
        installedPriority = priority
        Self.stylesheetsChanged()
    }

    public func uninstall() {
        guard installedPriority != nil, let screen = gdk_screen_get_default() else { return }
        gtk_style_context_remove_provider_for_screen(screen, spots_style_provider(provider))
        installedPriority = nil
        Self.stylesheetsChanged()
    }

    /// GTK restyles a widget only when its own style changes; item texts style their paragraphs
    /// from rules their own node may not match (`.spots-title`). Card pictures of the old looks
    /// would only wait to be pushed out.
    private static func stylesheetsChanged() {
        spots_item_texts_restyle_all()
        spots_card_box_forget_pictures()
    }
}
