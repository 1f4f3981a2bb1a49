import CSpotsGtk

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

    /// Reports each syntax error: 1-based line and column (when GTK knows them) and the message.
    @discardableResult
    public func onParsingError(_ handler: @escaping @MainActor (_ line: Int?, _ column: Int?, _ message: String) -> Void) -> SignalConnection {
        SignalConnection(provider, Signal.connect(UnsafeMutableRawPointer(provider), "parsing-error", withTwoArguments: { section, error in
            let message = error.map { String(cString: $0.assumingMemoryBound(to: GError.self).pointee.message) } ?? "syntax error"
            var line: Int?
            var column: Int?
            if let section {
                let css = OpaquePointer(section)
                line = Int(gtk_css_section_get_start_line(css)) + 1
                column = Int(gtk_css_section_get_start_position(css)) + 1
            }
            handler(line, column, message)
        }))
    }

    /// Parses `css` (errors go to `onParsingError`; the valid rules still apply).
    public func load(_ css: String) {
        gtk_css_provider_load_from_data(provider, css, gssize(css.utf8.count), nil)
    }

    /// Applies the stylesheet to every widget on the default screen, at `priority`.
    public func install(priority: UInt32) {
        guard let screen = gdk_screen_get_default() else { return }
        uninstall()
        gtk_style_context_add_provider_for_screen(screen, spots_style_provider(provider), priority)
        installedPriority = priority
    }

    public func uninstall() {
        guard installedPriority != nil, let screen = gdk_screen_get_default() else { return }
        gtk_style_context_remove_provider_for_screen(screen, spots_style_provider(provider))
        installedPriority = nil
    }
}
