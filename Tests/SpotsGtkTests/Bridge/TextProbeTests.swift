import CSpotsGtk
import SpotsGtk
import XCTest

/// `TextProbe.widthBound(of:lineHeight:)`: a width a line of plain text never exceeds, found
/// without laying it out (`spots inspect` checks 80,000 titles with it), and no bound where it
/// could be wrong.
final class TextProbeTests: GtkTestCase {
    func testTheBoundIsNeverNarrowerThanTheLineInAnyStyleWithoutTextAttributes() { onMain {
        let css = CssProvider()
        css.load(".probe-bold { font-weight: bold; font-size: 1.05em; } .probe-large { font-size: 31px; font-style: italic; }"
                 + " .probe-spaced { letter-spacing: 4px; } .probe-features { font-feature-settings: \"tnum\"; }")
        css.install(priority: 800)
        defer { css.uninstall() }
        let window = OffscreenWindow()
        defer { window.destroy() }
        let box = Box(.vertical)
        window.add(box)
        let labels = ["", "probe-bold", "probe-large", "probe-spaced", "probe-features"].map { style -> Label in
            let label = Label("x")
            if !style.isEmpty { label.styleClasses.insert(style) }
            box.packStart(label)
            return label
        }
        window.showAll()
        GtkRuntime.drain()

        // Kerning pairs, ligatures, narrow and wide letters, every printable character, and titles.
        var texts = ["AVAVAVAV", "To Wa Ye LT P. F, r. y,", "ffi ffl fi fl", "iiiiiiiiii", "WWWWWWWWWW", "Item 12345 of component 678",
                     String((0x20...0x7E).map { Character(UnicodeScalar($0)!) }), " ", "a"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            texts.append(String((0..<Int.random(in: 1...40, using: &random)).map { _ in
                Character(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            }))
        }
        for (label, style) in zip(labels, ["plain", "bold", "large italic"]) {
            guard let probe = TextProbe(label) else { return XCTFail("no probe for the \(style) label") }
            let lineHeight = probe.size(of: "Item").height
            for text in texts {
                guard let bound = probe.widthBound(of: text, lineHeight: lineHeight) else {
                    return XCTFail("no bound for \"\(text)\" in \(style)")
                }
                let line = probe.size(of: text)
                XCTAssertGreaterThanOrEqual(bound, line.width, "\"\(text)\" in \(style)")
                XCTAssertEqual(line.height, lineHeight, "\"\(text)\" in \(style)")
            }
            XCTAssertNil(probe.widthBound(of: "Item", lineHeight: lineHeight + 1), "characters at another height are laid out")
        }
        // Where characters alone do not lay out as they do in a line, or the text is not
        // plain ASCII, there is no bound: the text is laid out.
        for label in labels.suffix(2) {
            guard let probe = TextProbe(label) else { return XCTFail("no probe for a styled label") }
            XCTAssertNil(probe.widthBound(of: "Item 1", lineHeight: probe.size(of: "Item 1").height),
                         "a style with text attributes is laid out")
        }
        guard let probe = TextProbe(labels[0]) else { return XCTFail("no probe") }
        for text in ["Café", "名前", "emoji 🙂", "tab\there", "line\nbreak", "שלום"] {
            XCTAssertNil(probe.widthBound(of: text, lineHeight: probe.size(of: "Item").height), text)
        }
    } }
}
