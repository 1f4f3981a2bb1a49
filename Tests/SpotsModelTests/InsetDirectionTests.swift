import Foundation
import XCTest
@testable import SpotsModel

/// `start` and `end` insets follow the text direction; `left` and `right` stay physical.
final class InsetDirectionTests: XCTestCase {
    func testStartAndEndFollowTheTextDirection() throws {
        let decoded = try decode(#"{"components": [{"layout": {"inset": {"top": 4, "start": 16, "end": "8"}}}]}"#)
        XCTAssertEqual(decoded.warnings, [])
        let inset = decoded.screen.components[0].layout.inset
        XCTAssertEqual(inset, Inset(top: 4, start: 16, end: 8))
        XCTAssertTrue(inset.followsTextDirection)
        XCTAssertEqual([inset.leading(rightToLeft: false), inset.trailing(rightToLeft: false)], [16, 8])
        XCTAssertEqual([inset.leading(rightToLeft: true), inset.trailing(rightToLeft: true)], [16, 8],
                       "start is where lines start, whichever side that is")
        XCTAssertEqual(inset.horizontal, 24)
    }

    func testLeftAndRightStayWhereTheySay() {
        let inset = decodeComponent(#"{"components": [{"layout": {"inset": {"left": 70, "right": 14}}}]}"#).layout.inset
        XCTAssertFalse(inset.followsTextDirection)
        XCTAssertEqual([inset.leading(rightToLeft: false), inset.trailing(rightToLeft: false)], [70, 14])
        XCTAssertEqual([inset.leading(rightToLeft: true), inset.trailing(rightToLeft: true)], [14, 70],
                       "in right-to-left text lines start at the right, where the inset says 14")
        XCTAssertEqual(inset.horizontal, 84)
    }

    func testOneOfStartAndEndIsEnoughAndTheOtherIsZero() {
        let inset = decodeComponent(#"{"components": [{"layout": {"inset": {"end": 12}}}]}"#).layout.inset
        XCTAssertEqual(inset, Inset(start: 0, end: 12))
    }

    func testLeftAndRightBesideStartOrEndAreIgnoredWithPositionedWarnings() throws {
        let json = """
        {"components": [
          {"layout": {"inset": {"left": 2, "start": 16, "right": 3, "end": 8}}},
          {"layout": {"inset": {"right": 5, "start": 10}}},
          {"layout": {"inset": {"left": null, "end": 4}}}
        ]}
        """
        let decoded = try decode(json, file: "screen.json")
        XCTAssertEqual(decoded.screen.components.map(\.layout.inset),
                       [Inset(start: 16, end: 8), Inset(start: 10, end: 0), Inset(start: 0, end: 4)])
        XCTAssertEqual(decoded.warnings.map(\.message), [
            #""left" is ignored because "start" and "end" are set: an inset with start or end follows the text direction"#,
            #""right" is ignored because "start" and "end" are set: an inset with start or end follows the text direction"#,
            #""right" is ignored because "start" is set: an inset with start or end follows the text direction"#,
        ])
        XCTAssertEqual(decoded.warnings.map(\.path), ["components[0].layout.inset.left", "components[0].layout.inset.right",
                                                      "components[1].layout.inset.right"])
        XCTAssertEqual(decoded.warnings.map(\.line), [2, 2, 3])
        XCTAssertEqual(decoded.warnings.map(\.column), [25, 49, 25])
        XCTAssertEqual(decoded.warnings.map(\.file), ["screen.json", "screen.json", "screen.json"])
    }

    func testNegativeAndHugeStartAndEndAreClampedWithWarnings() throws {
        let decoded = try decode(#"{"components": [{"layout": {"inset": {"start": -4, "end": 1e9}}}]}"#)
        XCTAssertEqual(decoded.screen.components[0].layout.inset, Inset(start: 0, end: SizeLimits.maximumInset))
        XCTAssertEqual(decoded.warnings.map(\.path), ["components[0].layout.inset.start", "components[0].layout.inset.end"])
    }

    func testWrongTypeForStartIsAPositionedError() {
        let error = decodingError(#"{"components": [{"layout": {"inset": {"start": [1]}}}]}"#)
        XCTAssertEqual(error?.path, "components[0].layout.inset.start")
        XCTAssertEqual(error?.line, 1)
    }

    func testEncoderWritesStartAndEndAndRoundTrips() throws {
        var screen = Screen()
        screen.components = [ComponentModel(layout: Layout(inset: Inset(top: 4, start: 16, bottom: 2, end: 0)))]
        let encoded = ScreenEncoder().encode(screen)
        let text = String(decoding: encoded, as: UTF8.self)
        XCTAssertTrue(text.contains(#""start": 16"#), text)
        XCTAssertTrue(text.contains(#""end": 0"#), "end is written at 0 too: either key makes the inset follow the text\n\(text)")
        XCTAssertFalse(text.contains(#""left""#), text)
        let decoded = try ScreenDecoder().decode(encoded)
        XCTAssertEqual(decoded.screen, screen)
        XCTAssertEqual(decoded.warnings, [])
        // Codable goes the same way.
        let inset = try JSONDecoder().decode(Inset.self, from: JSONEncoder().encode(Inset(start: 3, end: 5)))
        XCTAssertEqual(inset, Inset(start: 3, end: 5))
    }
}
