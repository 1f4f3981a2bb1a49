@testable import SpotsGtk
import XCTest

/// A screen stylesheet under high contrast keeps its layout and loses its colours, every rule
/// that stays at the line and column it was written at (pure text: no display needed).
final class ForcedColorsTests: XCTestCase {
    func testColoursGoAndLayoutStays() {
        let css = """
        .spots-card { background-color: @panel; padding: 8px 12px; color: #fff; border-radius: 14px; opacity: 0.5; }
        .spots-title { font-weight: 800; letter-spacing: 1px; text-shadow: 0 1px black; }
        """
        let forced = ForcedColors.layoutOnly(css)
        XCTAssertEqual(forced.count, css.count, "blanked, not removed: positions stay")
        for kept in ["padding: 8px 12px;", "border-radius: 14px;", "font-weight: 800;", "letter-spacing: 1px;"] {
            XCTAssertTrue(forced.contains(kept), "\(kept) stays in \(forced)")
        }
        for gone in ["background-color", "@panel", "color: #fff", "opacity", "text-shadow", "black"] {
            XCTAssertFalse(forced.contains(gone), "\(gone) goes from \(forced)")
        }
    }

    func testNamedColoursImportsAndBackgroundsGo() {
        let css = """
        @define-color panel #221d45;
        @import url("other.css");
        .spots-content { background: url("sky.png") no-repeat, @panel; background-image: linear-gradient(red, blue); min-height: 10px; }
        """
        let forced = ForcedColors.layoutOnly(css)
        XCTAssertEqual(forced.split(separator: "\n", omittingEmptySubsequences: false).count, 3, "lines kept")
        XCTAssertFalse(forced.contains("@define-color"))
        XCTAssertFalse(forced.contains("@import"))
        XCTAssertFalse(forced.contains("background"))
        XCTAssertTrue(forced.contains("min-height: 10px;"))
    }

    func testShorthandsKeepTheirWidthAndStyle() {
        let forced = ForcedColors.layoutOnly(".a { border: 2px solid alpha(@amber, 0.35); outline: 1px dashed red; border-bottom: @line; }")
        XCTAssertTrue(forced.contains("border: 2px solid"), forced)
        XCTAssertFalse(forced.contains("alpha"), forced)
        XCTAssertTrue(forced.contains("outline: 1px dashed"), forced)
        XCTAssertFalse(forced.contains("red"), forced)
        XCTAssertFalse(forced.contains("border-bottom"), "a shorthand with only a colour goes whole: \(forced)")
    }

    func testCommentsStringsAndDataURLsDoNotConfuseIt() {
        let css = """
        /* color: red; { not a rule } */
        .a { -gtk-icon-source: url("data:image/png;base64,AAA;color:red"); /* note */ color: red; margin: 2px; }
        .b:hover { padding: 1px }
        """
        let forced = ForcedColors.layoutOnly(css)
        XCTAssertTrue(forced.hasPrefix("/* color: red; { not a rule } */"), "comments are copied")
        XCTAssertTrue(forced.contains(#"url("data:image/png;base64,AAA;color:red")"#), "strings are copied: \(forced)")
        XCTAssertTrue(forced.contains("margin: 2px;"))
        XCTAssertFalse(forced.contains("color: red; margin"), forced)
        XCTAssertTrue(forced.contains(".b:hover { padding: 1px }"))
    }

    func testKeyframesAreFilteredInside() {
        let forced = ForcedColors.layoutOnly("@keyframes glow { from { color: red; margin: 0; } to { color: blue; margin: 4px; } }")
        XCTAssertFalse(forced.contains("red") || forced.contains("blue"), forced)
        XCTAssertTrue(forced.contains("margin: 0;") && forced.contains("margin: 4px;"), forced)
        XCTAssertTrue(forced.hasPrefix("@keyframes glow {"), forced)
    }

    /// WCAG 2.1's numbers, and the ring the style computes from a dark theme's colours.
    func testContrastRatiosAndTheRingColour() {
        let white = RGBColor(red: 1, green: 1, blue: 1), black = RGBColor(red: 0, green: 0, blue: 0)
        XCTAssertEqual(white.contrast(with: black), 21, accuracy: 0.001)
        XCTAssertEqual(white.contrast(with: white), 1, accuracy: 0.001)
        XCTAssertEqual(RGBColor(red8: 0x77, green8: 0x77, blue8: 0x77).contrast(with: white), 4.48, accuracy: 0.01)
        XCTAssertEqual(RGBColor(red8: 0x33, green8: 0x70, blue8: 0xb9).hex, "#3370b9")
        // Adwaita dark: accent #15539e, text #eeeeec, base #2d2d2d, page #353535.
        let accent = RGBColor(red8: 0x15, green8: 0x53, blue8: 0x9e), text = RGBColor(red8: 0xee, green8: 0xee, blue8: 0xec)
        let backgrounds = [RGBColor(red8: 0x2d, green8: 0x2d, blue8: 0x2d), RGBColor(red8: 0x35, green8: 0x35, blue8: 0x35)]
        let ring = MainActor.assumeIsolated { ContrastStyle.ringColor(accent: accent, text: text, backgrounds: backgrounds) }
        for background in backgrounds { XCTAssertGreaterThanOrEqual(ring.contrast(with: background), 3.5) }
        XCTAssertLessThan(accent.mixed(with: text, fraction: 0.25).contrast(with: backgrounds[1]), 3, "the old ring, 2.8:1")
    }
}
