import Foundation
import SpotsModel

/// A screen's own CSS (`"stylesheet": "theme.css"`), applied over Spots' default look.
///
/// GTK 3 has no per-window stylesheet, so it applies to the screen (the display) while this
/// object lives; the window replaces it when the screen or the file changes.
///
/// GTK reads it from an in-memory bundle (`ResourceBundle`) holding the prepared sheet, the sheets
/// it imports and, for a server's stylesheet, its images: GTK opens no stylesheet file itself, and
/// whatever relative name it meets resolves inside the bundle. A local stylesheet is prepared
/// here (`LocalStylesheetLoader`); a server's comes prepared with the screen
/// (`RemoteStylesheetLoader`, off the main thread).
///
/// Under a high-contrast theme only its layout applies (`ForcedColors`), switched as the theme
/// changes; its problems are still the whole file's.
@MainActor
public final class ScreenStylesheet {
    public let path: String
    /// The file's contents when loaded, to tell whether a reload changed anything.
    public let contents: String
    /// What GTK was given.
    public let prepared: PreparedStylesheet
    /// Syntax errors, each with the file, line and column GTK's parser reports, and what the
    /// preparation refused or could not read.
    public private(set) var problems: [Diagnostic] = []
    private let provider = CssProvider()
    private var bundle: ResourceBundle?
    /// The sheets with their colours blanked out, made the first time a high-contrast theme is on.
    private var layoutOnlyBundle: ResourceBundle?
    private var parseErrors = 0
    /// False while GTK parses the layout-only sheets: their errors are the whole file's, reported once.
    private var reportsParseErrors = true
    /// Whether only the stylesheet's layout applies now (a high-contrast theme is on).
    public private(set) var isLayoutOnly = false
    private var sourceLines: [Int: CSSSourceLines] = [:]

    /// Priority above Spots' own stylesheet, so a screen can restyle anything.
    static let priority = CssProvider.applicationPriority + 1

    /// Where this process's bundles live (`…/N/` for the Nth stylesheet).
    private static let resourceRoot = "/org/spots-gtk/stylesheets/"
    private static var bundlesMade = 0
    private let folder: String

    /// The stylesheet at `path`: a regular file of at most 4 MB (`ScreenLoader.maximumResourceSize`).
    public convenience init(path: String) {
        switch LocalFile.read(path: path, limit: ScreenLoader.maximumResourceSize) {
        case .success(let data):
            self.init(path: path, contents: String(decoding: data, as: UTF8.self))
        case .failure(let failure):
            self.init(prepared: PreparedStylesheet(sheets: []), path: path, contents: "", reportsPreparation: true)
            problems.append(Diagnostic(severity: .error, file: path, message: translated("cannot read the stylesheet: {reason}", ["reason": failure.reason])))
        }
    }

    /// A local stylesheet whose text is already at hand; `path` names it in messages and is
    /// where its relative references resolve. nil `contents`: the file does not exist.
    public convenience init(path: String, contents: String?) {
        guard let contents else {
            self.init(prepared: PreparedStylesheet(sheets: []), path: path, contents: "", reportsPreparation: true)
            problems.append(Diagnostic(severity: .error, file: path, message: translated("cannot read the stylesheet: {reason}", ["reason": translated("no such file")])))
            return
        }
        self.init(prepared: LocalStylesheetLoader.prepare(path: path, text: contents), path: path, contents: contents,
                  reportsPreparation: true)
    }

    /// A stylesheet prepared elsewhere (a remote screen's, by `RemoteStylesheetLoader`); what the
    /// preparation found is the loader's to report (the screen's warnings), so only GTK's errors are here.
    public convenience init(prepared: PreparedStylesheet) {
        self.init(prepared: prepared, path: prepared.origin, contents: "", reportsPreparation: false)
    }

    private init(prepared: PreparedStylesheet, path: String, contents: String, reportsPreparation: Bool) {
        self.path = path
        self.contents = contents
        self.prepared = prepared
        Self.bundlesMade += 1
        folder = Self.resourceRoot + "\(Self.bundlesMade)/"
        if reportsPreparation { problems = prepared.problems }
        guard !prepared.sheets.isEmpty else { return }
        var files = prepared.sheets.enumerated().map { (path: folder + PreparedStylesheet.sheetName($0.offset), data: Data($0.element.css.utf8)) }
        files += prepared.images.sorted { $0.key < $1.key }.map { (path: folder + $0.key, data: $0.value) }
        bundle = ResourceBundle(files: files)
        provider.onParsingError { [weak self] (error: CssProvider.ParsingError) in self?.report(error) }
        if bundle != nil {
            provider.load(resource: folder + PreparedStylesheet.sheetName(0))
            if ContrastStyle.isHighContrast { applyContrast() }
            ContrastStyle.onHighContrastChange(self) { [weak self] in self?.applyContrast() }
        } else {
            problems.append(Diagnostic(severity: .error, file: path, message: translated("the stylesheet could not be handed to GTK")))
        }
        provider.install(priority: Self.priority)
    }

    /// Loads the whole sheets, or under a high-contrast theme their layout only.
    private func applyContrast() {
        isLayoutOnly = ContrastStyle.isHighContrast
        let layoutFolder = folder + "layout-only/"
        if isLayoutOnly, layoutOnlyBundle == nil {
            let files = prepared.sheets.enumerated().map {
                (path: layoutFolder + PreparedStylesheet.sheetName($0.offset), data: Data(ForcedColors.layoutOnly($0.element.css).utf8))
            }
            layoutOnlyBundle = ResourceBundle(files: files)
        }
        reportsParseErrors = false
        defer { reportsParseErrors = true }
        if isLayoutOnly, layoutOnlyBundle != nil {
            provider.load(resource: layoutFolder + PreparedStylesheet.sheetName(0))
        } else {
            provider.load(resource: folder + PreparedStylesheet.sheetName(0))
        }
    }

    /// One of GTK's parsing errors, blamed on the sheet and position its author wrote.
    private func report(_ error: CssProvider.ParsingError) {
        guard reportsParseErrors else { return }
        parseErrors += 1
        guard parseErrors <= StylesheetProblems.maximum else {
            if parseErrors == StylesheetProblems.maximum + 1 {
                problems.append(Diagnostic(severity: .error, file: path, message: translated("more syntax errors in this stylesheet are not listed")))
            }
            return
        }
        var file = path
        var line: Int?
        var column: Int?
        if let sheet = sheetIndex(of: error.fileURI) {
            let compiled = prepared.sheets[sheet]
            file = compiled.origin
            if let errorLine = error.line, let offset = compiled.sourceOffset(line: errorLine, byteInLine: error.byteInLine ?? 0) {
                let lines = sourceLines[sheet] ?? compiled.sourceLines()
                sourceLines[sheet] = lines
                let position = lines.position(of: offset)
                (line, column) = (position.line, position.column)
            }
        }
        problems.append(Diagnostic(severity: .error, file: file, line: line, column: column, message: readable(error.message)))
    }

    /// The sheet a `resource://` URI of this bundle names.
    private func sheetIndex(of uri: String?) -> Int? {
        guard let uri, uri.hasPrefix("resource://" + folder), uri.hasSuffix(".css") else { return nil }
        let name = uri.dropFirst(("resource://" + folder).count).dropLast(4)
        return Int(name).flatMap { $0 < prepared.sheets.count ? $0 : nil }
    }

    /// GTK's message with the bundle's resource names turned back into the sheets' own.
    private func readable(_ message: String) -> String {
        guard message.contains(folder) else { return message }
        var text = message
        for (index, sheet) in prepared.sheets.enumerated().reversed() {
            let name = folder + PreparedStylesheet.sheetName(index)
            text = text.replacingOccurrences(of: "resource://" + name, with: sheet.origin).replacingOccurrences(of: name, with: sheet.origin)
        }
        return text.replacingOccurrences(of: "resource://" + folder, with: "").replacingOccurrences(of: folder, with: "")
    }
}
