import Foundation
import SpotsModel

/// A screen's own CSS (`"stylesheet": "theme.css"`), applied over Spots' default look.
///
/// GTK 3 has no per-window stylesheet, so it applies to the screen (the display) while this
/// object lives; the window replaces it when the screen or the file changes. Under a
/// high-contrast theme only its layout applies (`ForcedColors`), switched as the theme changes.
@MainActor
public final class ScreenStylesheet {
    public let path: String
    /// The file's contents when loaded, to tell whether a reload changed anything.
    public let contents: String
    /// Syntax errors, each with the file, line and column GTK's parser reports.
    public private(set) var problems: [Diagnostic] = []
    private let provider = CssProvider()

    /// Priority above Spots' own stylesheet, so a screen can restyle anything.
    static let priority = CssProvider.applicationPriority + 1

    public convenience init(path: String) {
        let exists = FileManager.default.fileExists(atPath: path)
        self.init(path: path, contents: exists ? (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" : nil)
    }

    /// A stylesheet whose text is already at hand (a remote screen's, fetched); `path` names it in
    /// messages. nil `contents`: the file does not exist.
    public init(path: String, contents: String?) {
        self.path = path
        self.contents = contents ?? ""
        if let contents {
            // The problems are the file's as written, whatever part of it applies.
            let checker = CssProvider()
            checker.onParsingError { [weak self] line, column, message in
                self?.problems.append(Diagnostic(severity: .error, file: path, line: line, column: column, message: message))
            }
            checker.load(contents)
            // Reported above; without a handler GTK would also print each one.
            provider.onParsingError { _, _, _ in }
            apply()
            ContrastStyle.onHighContrastChange(self) { [weak self] in self?.apply() }
        } else {
            problems.append(Diagnostic(severity: .error, file: path, message: "cannot read the stylesheet: no such file"))
        }
        provider.install(priority: Self.priority)
    }

    /// Whether only the stylesheet's layout applies now (a high-contrast theme is on).
    public private(set) var isLayoutOnly = false

    private func apply() {
        isLayoutOnly = ContrastStyle.isHighContrast
        provider.load(isLayoutOnly ? ForcedColors.layoutOnly(contents) : contents)
    }
}
