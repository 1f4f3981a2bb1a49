import CSpotsGtk
import Foundation
import SpotsModel

/// A screen's own CSS (`"stylesheet": "theme.css"`), applied over Spots' default look.
///
/// GTK 3 has no per-window stylesheet, so it applies to the screen (the display) while this
/// object lives; the window replaces it when the screen or the file changes.
@MainActor
public final class ScreenStylesheet {
    public let path: String
    /// The file's contents when loaded, to tell whether a reload changed anything.
    public let contents: String
    /// Syntax errors, each with the file, line and column GTK's parser reports.
    public private(set) var problems: [Diagnostic] = []
    private let provider: UnsafeMutablePointer<GtkCssProvider>

    /// Priority above Spots' own stylesheet, so a screen can restyle anything.
    static let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1

    public init(path: String) {
        self.path = path
        contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        provider = gtk_css_provider_new()
        Signal.connect(UnsafeMutableRawPointer(provider), "parsing-error", withTwoArguments: { [weak self] section, error in
            guard let self else { return }
            let message = error.map { String(cString: $0.assumingMemoryBound(to: GError.self).pointee.message) } ?? "syntax error"
            var line: Int?
            var column: Int?
            if let section {
                let css = OpaquePointer(section)
                line = Int(gtk_css_section_get_start_line(css)) + 1
                column = Int(gtk_css_section_get_start_position(css)) + 1
            }
            self.problems.append(Diagnostic(severity: .error, file: path, line: line, column: column, message: message))
        })
        if FileManager.default.fileExists(atPath: path) {
            gtk_css_provider_load_from_data(provider, contents, gssize(contents.utf8.count), nil)
        } else {
            problems.append(Diagnostic(severity: .error, file: path, message: "cannot read the stylesheet: no such file"))
        }
        if let screen = gdk_screen_get_default() {
            gtk_style_context_add_provider_for_screen(screen, spots_style_provider(provider), Self.priority)
        }
    }

    isolated deinit {
        if let screen = gdk_screen_get_default() {
            gtk_style_context_remove_provider_for_screen(screen, spots_style_provider(provider))
        }
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
