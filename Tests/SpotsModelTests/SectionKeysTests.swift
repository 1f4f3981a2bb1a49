import Foundation
import XCTest
@testable import SpotsModel

/// The keys of issue 14 that the model reads: sticky headers, accordions and component states.
final class SectionKeysTests: XCTestCase {
    private func decode(_ json: String) throws -> DecodedScreen {
        try ScreenDecoder().decode(Data(json.utf8))
    }

    func testCollapsibleAndCollapsedInEveryKeyStyleRoundTrip() throws {
        let decoded = try decode(#"""
        {"components": [
          {"header": {"title": "A"}, "interaction": {"collapsible": true, "collapsed": "true"}},
          {"header": "section", "interaction": {"collapsible": 1, "collapsed": 0}},
          {"header": {"title": "C"}, "interaction": {"collapsible": "False"}}
        ]}
        """#)
        XCTAssertEqual(decoded.warnings, [])
        let interactions = decoded.screen.components.map(\.interaction)
        XCTAssertEqual(interactions, [Interaction(collapsible: true, collapsed: true), Interaction(collapsible: true), Interaction()])
        let encoded = String(decoding: ScreenEncoder().encode(decoded.screen), as: UTF8.self)
        XCTAssertTrue(encoded.contains(#""collapsible": true"#))
        XCTAssertTrue(encoded.contains(#""collapsed": true"#))
        XCTAssertEqual(try ScreenDecoder().decode(ScreenEncoder().encode(decoded.screen)).screen, decoded.screen)
    }

    func testAccordionAndStickySlipsAreWarnings() throws {
        let decoded = try decode(#"""
        {"components": [
          {"interaction": {"collapsible": true}},
          {"header": {"title": "B"}, "interaction": {"collapsed": true}},
          {"layout": {"header-mode": "sticky"}},
          {"items": [{"children": [{"header": {"title": "nested"}, "layout": {"headerMode": "sticky"}}]}]}
        ]}
        """#)
        XCTAssertEqual(decoded.warnings.map(\.message), [
            "a collapsible component needs a header to toggle it; it stays open",
            #""collapsed" has no effect unless "collapsible" is true"#,
            #""header-mode": "sticky" has no effect without a header"#,
            #""header-mode": "sticky" pins only headers of top-level components, not nested ones"#,
        ])
        XCTAssertEqual(decoded.warnings.map(\.line), [2, 3, 4, 5])
    }
}
