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
            #""header-mode": "sticky" pins only headers of top-level components, not nested ones"#,
        ])
        XCTAssertEqual(decoded.warnings.map(\.line), [2, 3, 5])
    }

    func testDynamicHeightFalseOnAListOrGridIsAWarningAtTheKey() throws {
        let decoded = try decode(#"""
        {"components": [
          {"kind": "list", "size": {"height": 200}, "layout": {"dynamic-height": false}},
          {"kind": "grid", "layout": {"span": 2, "dynamicHeight": "false"}},
          {"kind": "carousel", "size": {"height": 200}, "layout": {"dynamic-height": false}},
          {"kind": "list", "layout": {"dynamic-height": true}}
        ]}
        """#)
        XCTAssertEqual(decoded.warnings.map(\.message), [
            #""dynamic-height": false is ignored: a list grows to its content (only carousels keep to size.height)"#,
            #""dynamicHeight": false is ignored: a grid grows to its content (only carousels keep to size.height)"#,
        ])
        XCTAssertEqual(decoded.warnings.map(\.line), [2, 3])
        XCTAssertEqual(decoded.warnings.map(\.column), [56, 42], "at the key")
        XCTAssertEqual(decoded.warnings.map(\.path), ["components[0].layout.dynamic-height", "components[1].layout.dynamicHeight"])
        XCTAssertEqual(decoded.screen.components.map(\.layout.dynamicHeight), [false, false, false, true], "the model keeps what was written")
    }

    func testStateAndStateItemsDecodeWarnAndRoundTrip() throws {
        let decoded = try decode(#"""
        {"components": [
          {"identifier": "inbox", "state": "Loading",
           "states": {"empty": {"title": "No mail"}, "error": {"title": "Offline", "subtitle": "Check the network"}, "loading": null}},
          {"state": "broken", "states": {"empyt": {"title": "typo"}}},
          {"state": null, "items": [{"title": "a"}]}
        ]}
        """#)
        let components = decoded.screen.components
        XCTAssertEqual(components[0].state, .loading)
        XCTAssertEqual(components[0].states.empty?.title, "No mail")
        XCTAssertEqual(components[0].states.error?.subtitle, "Check the network")
        XCTAssertNil(components[0].states.loading)
        XCTAssertNil(components[1].state, "an unknown name falls back to the default, with a warning")
        XCTAssertEqual(decoded.warnings.count, 2, "\(decoded.warnings)")
        XCTAssertEqual(decoded.warnings.map(\.line), [4, 4])
        XCTAssertNil(components[2].state)
        XCTAssertEqual(components[2].effectiveState, .content)
        XCTAssertEqual(ComponentModel(states: ComponentStates(empty: Item(title: "x"))).effectiveState, .empty)
        XCTAssertEqual(ComponentModel().effectiveState, .content, "no items and nothing to show: hidden, as before")
        XCTAssertEqual(ComponentModel(layout: Layout(showEmptyComponent: true)).effectiveState, .empty)
        XCTAssertEqual(try ScreenDecoder().decode(ScreenEncoder().encode(decoded.screen)).screen, decoded.screen)
    }
}
