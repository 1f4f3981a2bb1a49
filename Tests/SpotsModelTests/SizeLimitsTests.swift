import Foundation
import XCTest
@testable import SpotsModel

final class SizeLimitsTests: XCTestCase {
    func testClampsHandleNaNInfinityAndNegatives() {
        XCTAssertEqual(SizeLimits.clampInset(.nan), 0)
        XCTAssertEqual(SizeLimits.clampInset(.infinity), 32_767)
        XCTAssertEqual(SizeLimits.clampInset(-.infinity), 0)
        XCTAssertEqual(SizeLimits.clampInset(1e300), 32_767)
        XCTAssertEqual(SizeLimits.clampInset(12.5), 12.5)
        XCTAssertEqual(SizeLimits.clampSize(3e9), 100_000)
        XCTAssertEqual(SizeLimits.clampSpacing(5e9), 10_000)
        XCTAssertEqual(SizeLimits.clampSpan(-1), 0)
        XCTAssertEqual(SizeLimits.clampItemsPerRow(0), 1)
        XCTAssertEqual(SizeLimits.clampItemsPerRow(.max), 1_000)
        XCTAssertEqual(SizeLimits.clampItemsToCache(.min), 0)
    }

    func testGtkIntegersNeverTrap() {
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 5e9, -5, 0.5, Double(Int32.max) + 1] {
            XCTAssertTrue((0...100_000).contains(SizeLimits.pixels(value)), "\(value)")
            XCTAssertTrue((0...32_767).contains(SizeLimits.margin(value)), "\(value)")
            XCTAssertTrue((0...10_000).contains(SizeLimits.unsignedPixels(value)), "\(value)")
        }
        XCTAssertEqual(SizeLimits.pixels(120.9), 120)
        XCTAssertEqual(SizeLimits.margin(40_000), 32_767)
        XCTAssertEqual(SizeLimits.pixels(1e12, maximum: .infinity), Int32.max)
        XCTAssertEqual(SizeLimits.unsignedPixels(1e12, maximum: .infinity), UInt32.max)
    }

    func testLayoutInsetAndSizeClamp() {
        let layout = Layout(span: 5e9, itemsPerRow: 5_000_000, itemSpacing: .nan, lineSpacing: -3,
                            inset: Inset(top: 1e300, left: 40_000, bottom: -1, right: 10))
        let clamped = SizeLimits.clamp(layout)
        XCTAssertEqual(clamped.span, 1_000)
        XCTAssertEqual(clamped.itemsPerRow, 1_000)
        XCTAssertEqual(clamped.itemSpacing, 0)
        XCTAssertEqual(clamped.lineSpacing, 0)
        XCTAssertEqual(clamped.inset, Inset(top: 32_767, left: 32_767, bottom: 0, right: 10))
        XCTAssertEqual(SizeLimits.clamp(Size(width: 3e9, height: nil)), Size(width: 100_000, height: nil))
    }

    func testDecoderClampsWithPositionedWarnings() throws {
        let json = """
        {"components": [{"layout": {"span": 5e9, "inset": {"left": 40000}},
          "items": [{"size": {"height": 3e9}}]}]}
        """
        let decoded = try decode(json, file: "big.json")
        let component = decoded.screen.components[0]
        XCTAssertEqual(component.layout.span, 1_000)
        XCTAssertEqual(component.layout.inset.left, 32_767)
        XCTAssertEqual(component.items[0].size.height, 100_000)
        XCTAssertEqual(decoded.warnings.map(\.description), [
            "big.json:1:37: warning: span 5000000000 is larger than the largest span, 1000; using 1000 (at components[0].layout.span)",
            "big.json:1:60: warning: left 40000 is larger than the largest margin GTK accepts, 32767; using 32767 (at components[0].layout.inset.left)",
            "big.json:2:33: warning: height 3000000000 is larger than the largest size, 100000; using 100000 (at components[0].items[0].size.height)",
        ])
    }

    /// Integer settings beyond Int64 are clamped like any other out-of-range value (issue 25, item 8):
    /// they were "expected an integer" errors that refused the whole screen.
    func testIntegerSettingsBeyondInt64AreClampedWithPositionedWarnings() throws {
        let json = """
        {"components": [{"kind": "carousel", "layout": {"items-per-row": 1e19}, "amountOfItemsToCache": 10000000000000000000},
          {"kind": "carousel", "layout": {"items-per-row": -1e19}, "amountOfItemsToCache": "-1e19"},
          {"meta": {"items-per-row": "99999999999999999999"}}]}
        """
        let decoded = try decode(json, file: "huge.json")
        let components = decoded.screen.components
        XCTAssertEqual(components.map(\.layout.itemsPerRow), [1_000, 1, 1_000])
        XCTAssertEqual(components.map(\.amountOfItemsToCache), [100_000, 0, 0])
        XCTAssertEqual(decoded.warnings.map(\.description), [
            "huge.json:1:66: warning: items-per-row 1e+19 is larger than the most rows, 1000; using 1000 (at components[0].layout.items-per-row)",
            "huge.json:1:97: warning: amountOfItemsToCache 1e+19 is larger than the most items to cache, 100000; using 100000 (at components[0].amountOfItemsToCache)",
            "huge.json:2:52: warning: items-per-row must be at least 1; using 1 (at components[1].layout.items-per-row)",
            "huge.json:2:84: warning: amountOfItemsToCache must not be negative; using 0 (at components[1].amountOfItemsToCache)",
            "huge.json:3:30: warning: items-per-row 1e+20 is larger than the most rows, 1000; using 1000 (at components[2].meta.items-per-row)",
        ])
    }

    func testValuesAtTheLimitsAreKeptSilently() throws {
        let json = #"{"components": [{"layout": {"span": 1000, "item-spacing": 10000, "inset": {"top": 32767}}, "items": [{"size": {"width": 100000}}]}]}"#
        let decoded = try decode(json)
        XCTAssertEqual(decoded.warnings, [])
        XCTAssertEqual(decoded.screen.components[0].layout.inset.top, 32_767)
    }

    func testLongTitlesAreCutForDisplayWithAWarning() throws {
        let long = String(repeating: "é", count: 50_000)
        let decoded = try decode(#"{"title": "\#(long)", "components": [{"items": [{"title": "\#(long)", "subtitle": "short"}]}]}"#, file: "t.json")
        XCTAssertEqual(decoded.screen.title?.unicodeScalars.count, SizeLimits.maximumTextLength + 1)
        XCTAssertTrue(decoded.screen.title?.hasSuffix("…") == true)
        XCTAssertEqual(decoded.screen.components[0].items[0].title.unicodeScalars.count, SizeLimits.maximumTextLength + 1)
        XCTAssertEqual(decoded.screen.components[0].items[0].subtitle, "short")
        XCTAssertEqual(decoded.warnings.count, 2)
        XCTAssertTrue(decoded.warnings.allSatisfy { $0.message.contains("longer than 10000 characters") && $0.line == 1 })
    }

    func testOneCharacterOfAMillionCombiningMarksIsCutToo() {
        let text = "a" + String(repeating: "\u{301}", count: 1_000_000)
        XCTAssertEqual(SizeLimits.shortened(text)?.unicodeScalars.count, SizeLimits.maximumTextLength + 1)
        XCTAssertNil(SizeLimits.shortened(String(repeating: "x", count: SizeLimits.maximumTextLength)))
    }

    func testDuplicateIdentifiersWarnWithTheirPosition() throws {
        let json = """
        {"components": [{"items": [{"identifier": 1}, {"identifier": 2}, {"identifier": 1}]}]}
        """
        let warnings = try decode(json, file: "d.json").warnings
        XCTAssertEqual(warnings.map(\.description), [
            "d.json:1:81: warning: duplicate identifier 1: item 0 has it too; identifiers should be unique among siblings (at components[0].items[2].identifier)",
        ])
    }

    func testNonJSONFilesAreNotEchoed() {
        for text in ["root:x:0:0:root:/root:/bin/bash\n", "[Desktop Entry]\nName=secret", "<html>secret</html>", "secret", "nullsecret", "  trueSecret"] {
            let error = decodingError(text)
            XCTAssertEqual(error?.message, "not a JSON screen: a screen starts with '{' or '['", text)
            XCTAssertFalse(error?.description.contains("secret") ?? true)
            XCTAssertFalse(error?.description.contains("root") ?? true)
        }
        // JSON with a typo still says what it found.
        XCTAssertEqual(decodingError("[tru]")?.message, "invalid literal 'tru', expected 'true'")
    }
}
