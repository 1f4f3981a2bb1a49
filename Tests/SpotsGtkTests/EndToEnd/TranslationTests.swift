import Foundation
import XCTest

/// The app in the user's language (issue 26, "Translations"), from outside: the built `spots`
/// finds its catalogs in the build folder, and in a pseudo-language that wraps each of our strings
/// in «…» no text in the window, its menu, popovers, dialogs and states escapes translation.
final class TranslationTests: XCTestCase {
    /// The pseudo-language probe's checks (`Tests/Accessibility/translation_probe.py`), in order.
    static let expectedChecks = [
        "display-answers", "app-on-the-bus", "frame-named-after-the-screen", "window-translated", "x-window-found",
        "main-menu-translated", "problems-panel-translated", "problem-message-translated", "inspector-translated", "preview-translated",
        "shortcuts-window-translated", "about-translated", "error-bar-translated", "empty-screen-translated",
        "ctrl-q-quits",
    ]

    private var spots: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("spots")
    }

    private var fixture: URL { Repository.path("Tests/Accessibility/translation/screen.json") }

    /// `spots` run from .build speaks German and Hebrew with LANGUAGE set, from the catalogs that
    /// Scripts/compile-translations.sh puts in .build/locale (no SPOTS_LOCALEDIR).
    func testTheBuiltBinaryFindsItsCatalogsInTheBuildFolder() throws {
        try Repository.compileCatalogs()
        let german = try run(["inspect", fixture.path], language: "de")
        XCTAssertTrue(german.contains("state item \"Hier ist noch nichts\""), german)
        XCTAssertTrue(german.contains("state item \"Dies konnte nicht geladen werden\""), german)
        let hebrew = try run(["inspect", fixture.path], language: "he")
        XCTAssertTrue(hebrew.contains("state item \"אין כאן עדיין כלום\""), hebrew)
        let english = try run(["inspect", fixture.path], language: nil)
        XCTAssertTrue(english.contains("state item \"Nothing here yet\""), english)
    }

    /// `spots validate` speaks the user's language; `--json`, which tools read, does not.
    func testValidateTranslatesItsReportButNotItsJSON() throws {
        try Repository.compileCatalogs()
        let text = try run(["validate", fixture.path], language: "de")
        XCTAssertTrue(text.contains(": Warnung: unbekannter Schlüssel „colour“ in einem Element (bei components[4].items[0].colour)"), text)
        XCTAssertTrue(text.contains(": Warnung: keine Vorlage passt zu data[1]; es wird nicht angezeigt (bei components[5].data)"), text)
        XCTAssertTrue(text.contains(": Warnung: \"set\" sollte ein Objekt aus Variablennamen und ihren neuen Werten sein; das Element tut nichts"), text)
        let json = try run(["validate", "--json", fixture.path], language: "de")
        XCTAssertTrue(json.contains("\"severity\" : \"warning\""), json)
        XCTAssertTrue(json.contains("\"message\" : \"unknown key \\\"colour\\\" in an item\""), json)
        XCTAssertEqual(json, try run(["validate", "--json", fixture.path], language: nil))
        // What a missing reference is names it in German too (it stayed English for patches).
        let folder = TemporaryFolder()
        let screen = folder.write(#"{"components": [{"items": [{"title": "A", "action": "open-patch:missing.json"}]}]}"#, to: "s.json")
        let patch = try run(["validate", screen], language: "de")
        XCTAssertTrue(patch.contains(": Warnung: der anzuwendende Patch „missing.json“ wurde nicht gefunden unter "), patch)
    }

    /// A template that is not well-formed keeps its line and column in every language: GLib
    /// translates the "Error on line L char C: " its message starts with ("Fehler in Zeile …").
    func testABrokenTemplateKeepsItsPositionInGerman() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no X display: run the suite under xvfb-run -a (Scripts/run-tests.sh)")
        }
        try Repository.compileCatalogs()
        let folder = TemporaryFolder()
        let template = folder.write("<interface>\n  <object class=\"GtkBox\">\n</interface>\n", to: "card.ui")
        let screen = folder.write(#"{"templates": {"card": "card.ui"}, "components": [{"items": [{"kind": "card", "title": "A"}]}]}"#,
                                  to: "screen.json")
        let german = try run(["inspect", screen], language: "de")
        XCTAssertTrue(german.contains(template + ":3:13: Fehler: Element »interface« wurde geschlossen"), german)
        XCTAssertFalse(german.contains("Zeile"), german)
        let english = try run(["inspect", screen], language: nil)
        XCTAssertTrue(english.contains(template + ":3:13: error: Element “interface” was closed"), english)
        XCTAssertFalse(english.contains("Error on line"), english)
    }

    /// `spots validate URL` gives a remote template's and stylesheet's refusals in German, each
    /// one sentence, with its position (GMarkup's own "Fehler in Zeile …" is not repeated).
    func testRemoteTemplateAndStylesheetRefusalsAreTranslated() throws {
        try Repository.compileCatalogs()
        let site = TemporaryFolder("spots-site")
        let cache = TemporaryFolder("spots-cache")
        site.write("<interface>\n  <object class=\"GtkWindow\"/>\n</interface>\n", to: "window.ui")
        site.write("<interface>\n  <object class=\"GtkBox\">\n</interface>\n", to: "broken.ui")
        site.write("<interface>\n  <object class=\"GtkImage\" id=\"item\">\n    <property name=\"pixel-size\">40000</property>\n"
                   + "  </object>\n</interface>\n", to: "big.ui")
        site.write(".a { -gtk-key-bindings: none; }\n", to: "theme.css")
        site.write(#"{"templates": {"window": "window.ui", "broken": "broken.ui", "big": "big.ui"}, "stylesheet": "theme.css", "#
                   + #""components": [{"items": [{"kind": "window"}, {"kind": "broken"}, {"kind": "big"}]}]}"#, to: "screen.json")
        let server = try LoopbackServer(serving: site.url)
        let url = server.url("screen.json").absoluteString
        let german = try run(["validate", url], language: "de", environment: ["XDG_CACHE_HOME": cache.url.path])
        let template = { (name: String) in server.url(name).absoluteString }
        for expected in [
            template("window.ui") + ":2:3: Fehler: eine entfernte Vorlage kann GtkWindow nicht verwenden: es öffnet ein Fenster (erlaubt: GtkAspectFrame,",
            template("broken.ui") + ":3:13: Fehler: die entfernte Vorlage ist nicht wohlgeformt: Element »interface« wurde geschlossen",
            template("big.ui") + ":3:5: Fehler: „pixel-size“ von GtkImage ist \"40000\": muss eine ganze Zahl von -1 bis 1024 sein",
            "„-gtk-key-bindings“ wird in einem Stylesheet von einem Server abgelehnt: Tastenbelegungen sind keine Stile",
        ] {
            XCTAssertTrue(german.contains(expected), "\(expected)\nmissing from:\n\(german)")
        }
        XCTAssertFalse(german.contains("Zeile"), german)
        let english = try run(["validate", url], language: nil, environment: ["XDG_CACHE_HOME": cache.url.path])
        XCTAssertTrue(english.contains(template("big.ui") + ":3:5: error: GtkImage's \"pixel-size\" is \"40000\": must be a whole number from -1 to 1024"),
                      english)
    }

    /// The command line's own lines follow the language too: what `snapshot` wrote, and a refused option.
    func testTheCommandLinesOwnLinesAreTranslated() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no X display: run the suite under xvfb-run -a (Scripts/run-tests.sh)")
        }
        try Repository.compileCatalogs()
        let folder = TemporaryFolder()
        let output = folder.path("out.png")
        let german = try run(["snapshot", fixture.path, "-o", output, "--width", "360"], language: "de")
        XCTAssertTrue(german.contains("\(output) geschrieben (360×"), german)
        let refused = try run(["snapshot", fixture.path, "-o", output, "--width", "0"], language: "de")
        XCTAssertTrue(refused.contains("--width muss zwischen 1 und 16000 liegen"), refused)
        let english = try run(["snapshot", fixture.path, "-o", output, "--width", "360"], language: nil)
        XCTAssertTrue(english.contains("wrote \(output) (360×"), english)
    }

    /// `--help` gives our own texts in the user's language; ArgumentParser's headings
    /// ("OPTIONS:") and its own options' help stay English (docs/translations.md).
    func testTheHelpIsTranslated() throws {
        try Repository.compileCatalogs()
        let german = try run(["snapshot", "--help"], language: "de")
        XCTAssertTrue(german.contains("OVERVIEW: Einen Bildschirm ohne Anzeige in ein PNG-Bild zeichnen."), german)
        XCTAssertTrue(german.contains("Die zu schreibende PNG-Datei."), german)
        XCTAssertTrue(german.contains("OPTIONS:"), german)
        let hebrew = try run(["--help"], language: "he")
        XCTAssertTrue(hebrew.contains("ציור מסך לתמונת PNG, ללא תצוגה."), hebrew)
        let english = try run(["snapshot", "--help"], language: nil)
        XCTAssertTrue(english.contains("The PNG file to write."), english)
    }

    /// Every name and description in the window, the main menu, the problems popover, the
    /// inspector, the preview popover, Keyboard Shortcuts, About, the error bar and the empty
    /// screen is ours translated («…» in the pseudo-language), the screen's own text, or GTK's.
    func testNoUserVisibleStringEscapesTranslationFromOutside() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no X display: run the suite under xvfb-run -a (Scripts/run-tests.sh)")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("spots-i18n-\(UUID().uuidString.prefix(8))")
        try FileManager.default.copyItem(at: fixture.deletingLastPathComponent(), to: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalogs = scratch.appendingPathComponent("locale")
        try runTool(Repository.path("Scripts/compile-translations.sh"), ["--pseudo", catalogs.path])

        try PythonProbe.accessibility(Repository.path("Tests/Accessibility/translation_probe.py"),
                                      [spots.path, scratch.path, catalogs.path])
            .expectPasses(Self.expectedChecks)
    }

    // MARK: - Helpers

    /// Runs the built `spots` in `language` (nil: the C.UTF-8 locale, no LANGUAGE) and returns
    /// its standard output and error.
    private func run(_ arguments: [String], language: String?, environment extra: [String: String] = [:]) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: spots.path) else {
            throw XCTSkip("spots executable not built at \(spots.path)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SPOTS_LOCALEDIR"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        environment["LANGUAGE"] = language
        environment.merge(extra) { $1 }
        return try runTool(spots, arguments, environment: environment, allowFailure: true)
    }

    @discardableResult
    private func runTool(_ tool: URL, _ arguments: [String], environment: [String: String]? = nil,
                         allowFailure: Bool = false) throws -> String {
        let (status, text) = try Repository.runTool(tool, arguments, environment: environment)
        if !allowFailure { XCTAssertEqual(status, 0, "\(tool.lastPathComponent) \(arguments): \(text)") }
        return text
    }
}
