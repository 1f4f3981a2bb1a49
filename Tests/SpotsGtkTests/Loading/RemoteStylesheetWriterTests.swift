import XCTest
@testable import SpotsGtk

/// What a stylesheet from a server becomes before GTK reads it (no GTK or network needed).
final class RemoteStylesheetWriterTests: XCTestCase {
    private func write(_ text: String, resolution: StylesheetResolution = StylesheetResolution(),
                       colors: Set<String> = [], keyframes: Set<String> = []) -> (css: String, problems: [String]) {
        let sheet = ParsedStylesheet(text: text, origin: "http://127.0.0.1/theme.css")
        var writer = RemoteStylesheetWriter(sheet: sheet, resolution: resolution, colorNames: colors, keyframesNames: keyframes,
                                            selectorBudget: RemoteStylesheetLimits.maximumSelectors)
        let compiled = writer.write()
        return (compiled.css, writer.problems.map(\.message))
    }

    func testSelectorsAreScopedToThePage() {
        let (css, problems) = write("headerbar { opacity: 0 }\n* { color: red }\n.a > b, .c + d:hover {}\n.spots-content { margin: 2px }\n.spots-content ~ x {}")
        XCTAssertEqual(css, """
        .spots-content headerbar {
        opacity: 0;
        }
        .spots-content * {
        color: red;
        }
        .spots-content .a > b, .spots-content .c + d:hover {
        }
        .spots-content {
        margin: 2px;
        }
        .spots-content .spots-content ~ x {
        }

        """)
        XCTAssertEqual(problems, [])
    }

    func testASelectorCannotReachPastThePage() {
        // Found by StylesheetFuzz: `+ x` under the page's class would style the page's siblings.
        for selector in ["+spots-badge", "~ *", "+ .a"] {
            let (css, problems) = write("\(selector) { color: red }")
            XCTAssertEqual(css, "", selector)
            XCTAssertTrue(problems.first?.contains("would reach past the page") ?? false, "\(selector): \(problems)")
        }
        XCTAssertEqual(write("> .a { color: red }").css, ".spots-content > .a {\ncolor: red;\n}\n", "a child of the page is in it")
        // Found by StylesheetFuzz: a comment inside a compound became a space, moving .spots-content
        // out of the compound that had kept the selector as written.
        let (css, problems) = write("headerbar/**/.spots-content { color: red }")
        XCTAssertEqual(css, "")
        XCTAssertTrue(problems.first?.contains("a comment inside a compound selector") ?? false, "\(problems)")
        XCTAssertEqual(write(".a /* x */ b { color: red }").css, ".spots-content .a b {\ncolor: red;\n}\n", "beside a space it is one")
    }

    func testTokensThatTouchStayApart() {
        // Found by StylesheetFuzz: `.999…9spo` (rounded to 1) written after a name joined it,
        // `.spots-content.9…9x` reaching GTK as `.spots-content1x`.
        let nines = String(repeating: "9", count: 40)
        var result = write(".spots-content.\(nines)x { color: red }")
        XCTAssertFalse(result.css.contains("spots-content1"), result.css)
        result = write(".a { margin: a.5px 1.0.5px 1e2.5px; }")
        XCTAssertEqual(result.css, ".spots-content .a {\nmargin: a 0.5px 1 0.5px 100 0.5px;\n}\n")
        // A name that would read as a number once its escapes are gone is refused.
        result = write(".\\31 23 { color: red }\n.a { font-weight: \\31 00; }")
        XCTAssertEqual(result.css, ".spots-content .a {\n}\n")
        XCTAssertEqual(result.problems.count, 2, "\(result.problems)")
        XCTAssertEqual(write(".a { color: #123; }").css, ".spots-content .a {\ncolor: #123;\n}\n", "a hash may start with a digit")
    }

    func testEveryTokenIsWrittenInOnePlainSpelling() {
        let (css, problems) = write("""
        .a /* note */b { font-family: 'It\\'s', "x\\"y"; margin: +1.50px -0.25EM 1e2px; color: #FFF; }
        <!-- .c { color: red } -->
        """)
        XCTAssertEqual(css, """
        .spots-content .a b {
        font-family: "It's", "x\\"y";
        margin: +1.5px -0.25EM 100px;
        color: #FFF;
        }
        .spots-content .c {
        color: red;
        }

        """)
        XCTAssertEqual(problems, [])
    }

    func testURLsBecomeBundleImagesOrTheirDeclarationsGo() {
        let text = #".a { background-image: url("x.png"); border-image-source: url(y.png); color: red; }"#
        let sheet = ParsedStylesheet(text: text, origin: "t.css")
        let references = RemoteStylesheetWriter.imageReferences(in: sheet)
        XCTAssertEqual(references.map(\.target), ["x.png", "y.png"])
        var resolution = StylesheetResolution()
        resolution.urls[references[0].component.firstToken] = "image-0.png"
        resolution.refusedURLs.insert(references[1].component.firstToken)
        let (css, problems) = write(text, resolution: resolution)
        XCTAssertEqual(css, ".spots-content .a {\nbackground-image: url(\"image-0.png\");\ncolor: red;\n}\n")
        XCTAssertEqual(problems, [], "the refused url was reported where it was refused")
    }

    func testWhatGTKWouldReadAsAFileIsRefused() {
        let cases: [(String, String)] = [
            (#".a { background-image: url ("file:///etc/passwd"); }"#, "a url must be written"),
            (#".a { -gtk-icon-source: -gtk-icontheme("../../../home/u/x"); }"#, "-gtk-icontheme() takes the name of an icon"),
            (#".a { -gtk-icon-source: -gtk-icontheme ("x"); }"#, "must be written -gtk-icontheme("),
            (#".a { -gtk-icon-source: -gtk-recolor(\2f etc\2f passwd); }"#, "names with escaped or special characters"),
            (".a { -GtkWidget-focus-line-width: 3; }", "widget style properties"),
            (".a { -GTK-icon-style: regular; }", "widget style properties"),
            (".a { -gtk-key-bindings: x; }", "key bindings are not styles"),
            (".a { gtk-key-bindings: x; }", "key bindings are not styles"),
            (#".a { -gtk-icon-theme: "../x"; }"#, "icon theme folders"),
            (".a { color: rgb(1; } headerbar { opacity: 0 ; ); }", "stray ';'"),
            (".a { color: \"x\ny\"; }", "line break"),
            (".a { margin: 1\\65 3px; }", "exponent"),
            (".a { color: red \\\n }", "stray"),
        ]
        for (text, expected) in cases {
            let (css, problems) = write(text)
            XCTAssertEqual(css, ".spots-content .a {\n}\n", text)
            XCTAssertEqual(problems.count, 1, "\(text): \(problems)")
            XCTAssertTrue(problems.first?.contains(expected) ?? false, "\(text): \(problems)")
        }
        XCTAssertEqual(write(".a { -gtk-icon-source: -gtk-icontheme(\"edit-find-symbolic\"); }").css,
                       ".spots-content .a {\n-gtk-icon-source: -gtk-icontheme(\"edit-find-symbolic\");\n}\n")
    }

    func testAtRules() {
        let (css, problems) = write("""
        @charset "utf-8";
        @binding-set keys { bind "<Control>q" { "move-cursor" (paragraphs, 1, 0) }; }
        @media (min-width: 1px) { .a { color: red } }
        @define-color accent #ff0000;
        @keyframes pulse { from { opacity: 0 } 50%, to { opacity: 1 } }
        .a { color: @accent; background-color: @theme_bg_color; animation: pulse 1s; transition-property: pulse; }
        @importx "a.css";
        """, colors: ["accent"], keyframes: ["pulse"])
        XCTAssertEqual(css, """
        @define-color spots-remote-accent #ff0000;
        @keyframes spots-remote-pulse {
        from {
        opacity: 0;
        }
        50% {
        opacity: 1;
        }
        to {
        opacity: 1;
        }
        }
        .spots-content .a {
        color: @spots-remote-accent;
        background-color: @theme_bg_color;
        animation: spots-remote-pulse 1s;
        transition-property: pulse;
        }

        """)
        XCTAssertEqual(problems.count, 3, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix("@binding-set is refused"), problems[0])
        XCTAssertTrue(problems[1].hasPrefix("@media is left out"), problems[1])
        XCTAssertTrue(problems[2].hasPrefix("@importx is left out"), problems[2])
    }

    func testKeyframesGTKCannotReadAreLeftOutWhole() {
        // Found by StylesheetFuzz: GTK gives up on @keyframes at a frame it cannot read and resumes
        // after the next block at the top level, where the other "frames" became rules outside the page.
        for text in ["@keyframes k { to { opacity: 0 } headerbar { opacity: 0; } * { color: red } }",
                     "@keyframes k { 200% { opacity: 0 } * { color: red } }",
                     "@keyframes k { from, bar { opacity: 0 } }",
                     "@keyframes k { @media x { } }"] {
            let (css, problems) = write(text, keyframes: ["k"])
            XCTAssertEqual(css, "", text)
            XCTAssertEqual(problems.count, 1, "\(text): \(problems)")
        }
    }

    func testLimits() {
        let deep = ".a { color: " + String(repeating: "mix(", count: 20) + "red" + String(repeating: ")", count: 20) + "; margin: 1px }"
        var result = write(deep)
        XCTAssertEqual(result.css, ".spots-content .a {\nmargin: 1px;\n}\n")
        XCTAssertTrue(result.problems.first?.contains("nested more than 16 deep") ?? false, "\(result.problems)")

        let long = ".a " + Array(repeating: "b", count: 40).joined(separator: " ") + " { color: red }"
        result = write(long)
        XCTAssertEqual(result.css, "")
        XCTAssertTrue(result.problems.first?.contains("more than 32 parts") ?? false, "\(result.problems)")

        result = write(".a { margin: 1e9px; font-size: -99999px; opacity: 0.5 }")
        XCTAssertEqual(result.css, ".spots-content .a {\nmargin: 10000px;\nfont-size: -10000px;\nopacity: 0.5;\n}\n")
        XCTAssertEqual(result.problems.count, 2)

        result = write(".a { box-shadow: 0 0 2000px red, inset 1px 2px 5em 4px rgba(0, 0, 0, 0.5); text-shadow: 9px 9px 10px blue; }")
        XCTAssertEqual(result.css, ".spots-content .a {\nbox-shadow: 0 0 64px red, inset 1px 2px 4em 4px rgba(0, 0, 0, 0.5);\ntext-shadow: 9px 9px 10px blue;\n}\n",
                       "blur radii are capped, offsets and spreads are not")
        XCTAssertEqual(result.problems.count, 2)

        let layers = Array(repeating: "linear-gradient(red, blue)", count: 9).joined(separator: ", ")
        result = write(".a { background-image: \(layers); color: red }")
        XCTAssertEqual(result.css, ".spots-content .a {\ncolor: red;\n}\n")
        XCTAssertTrue(result.problems.first?.contains("more than 8 values") ?? false, "\(result.problems)")

        let many = (0..<1_200).map { ".c\($0) { color: red }" }.joined(separator: "\n")
        result = write(many)
        XCTAssertEqual(result.css.components(separatedBy: "{").count - 1, RemoteStylesheetLimits.maximumSelectors)
        XCTAssertEqual(result.problems.count, 1, "the selector limit is reported once")
    }

    func testPositionsMapBackToTheAuthorsText() throws {
        let text = "/* header */\n.a,\n  .b { colour: red; }\n"
        let sheet = ParsedStylesheet(text: text, origin: "t.css")
        var writer = RemoteStylesheetWriter(sheet: sheet, resolution: StylesheetResolution(), colorNames: [], keyframesNames: [],
                                            selectorBudget: 10)
        let compiled = writer.write()
        XCTAssertEqual(compiled.css, ".spots-content .a, .spots-content .b {\ncolour: red;\n}\n")
        // GTK would report `colour` at line 1 (0-based), byte 0 of the written text.
        let offset = try XCTUnwrap(compiled.sourceOffset(line: 1, byteInLine: 0))
        XCTAssertEqual(compiled.sourceLines().position(of: offset), CSSPosition(line: 3, column: 8))
        let selector = try XCTUnwrap(compiled.sourceOffset(line: 0, byteInLine: 19))
        XCTAssertEqual(compiled.sourceLines().position(of: selector), CSSPosition(line: 3, column: 3), "the second selector")
    }
}
