import Foundation
import XCTest
@testable import SpotsModel

/// ScreenEncoder output, and round trips through it and through Codable.
final class EncodingTests: XCTestCase {
    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    /// Asserts decode(encode(screen)) == screen; returns the warnings of the decode.
    @discardableResult
    private func roundTrip(_ screen: Screen, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let encoded = ScreenEncoder().encode(screen)
        let decoded = try ScreenDecoder().decode(encoded)
        XCTAssertEqual(decoded.screen, screen, file: file, line: line)
        return decoded.warnings.map(\.message)
    }

    func testOutputUsesTheCurrentKeysAndOmitsDefaults() throws {
        let screen = decodeScreen("""
        {"components": [{"type": "list", "span": "1", "meta": {"a": 1},
          "items": [{"title": "A", "type": "profile", "identifier": 3, "size": {"height": 44}}, {"title": "B"}]},
          {"kind": "grid", "layout": {"itemSpacing": 8, "inset": {"top": 2}, "dynamic-height": true},
           "interaction": {"scrollDirection": "vertical"}}]}
        """)
        XCTAssertEqual(text(ScreenEncoder().encode(screen)), """
        {
          "components": [
            {
              "layout": {
                "span": 1
              },
              "meta": {
                "a": 1
              },
              "items": [
                {
                  "identifier": 3,
                  "kind": "profile",
                  "title": "A",
                  "size": {
                    "height": 44
                  }
                },
                {
                  "title": "B"
                }
              ]
            },
            {
              "kind": "grid",
              "layout": {
                "item-spacing": 8,
                "inset": {
                  "top": 2
                }
              },
              "interaction": {
                "scroll-direction": "vertical"
              }
            }
          ]
        }

        """)
    }

    func testCompactAndSortedOutput() {
        let screen = Screen(title: "T", components: [ComponentModel(identifier: "b", kind: .grid, items: [Item(title: "x", kind: "k")])])
        XCTAssertEqual(text(ScreenEncoder(prettyPrinted: false).encode(screen)),
                       #"{"title":"T","components":[{"identifier":"b","kind":"grid","items":[{"kind":"k","title":"x"}]}]}"#)
        XCTAssertEqual(text(ScreenEncoder(prettyPrinted: false, sortedKeys: true).encode(screen)),
                       #"{"components":[{"identifier":"b","items":[{"kind":"k","title":"x"}],"kind":"grid"}],"title":"T"}"#)
    }

    func testEmptyScreenAndEmptyComponent() {
        XCTAssertEqual(text(ScreenEncoder(prettyPrinted: false).encode(Screen())), #"{"components":[]}"#)
        XCTAssertEqual(text(ScreenEncoder(prettyPrinted: false).encode(Screen(components: [ComponentModel()]))),
                       #"{"components":[{}]}"#)
    }

    func testStringsAreEscapedOnlyWhereJSONRequires() {
        let screen = Screen(title: "q\" b\\ n\n t\t c\u{1} é 👋 /")
        XCTAssertEqual(text(ScreenEncoder(prettyPrinted: false).encode(screen)),
                       #"{"title":"q\" b\\ n\n t\t c\u0001 é 👋 /","components":[]}"#)
    }

    func testNumbers() {
        let screen = Screen(meta: ["n": .array([.number(3), .number(-0.5), .number(1e21), .number(0.1), .number(.infinity), .number(.nan)])])
        XCTAssertEqual(text(ScreenEncoder(prettyPrinted: false).encode(screen)),
                       #"{"n":[3,-0.5,1e+21,0.1,null,null],"components":[]}"#)
    }

    func testRoundTripOfAFullyPopulatedScreen() throws {
        // The unknown root key is kept, and still reported.
        XCTAssertEqual(try roundTrip(Fixtures.screen), [#"unknown key "custom" in the screen (kept in its meta)"#])
        for sorted in [false, true] {
            let encoded = ScreenEncoder(prettyPrinted: sorted, sortedKeys: sorted).encode(Fixtures.screen)
            XCTAssertEqual(try ScreenDecoder().decode(encoded).screen, Fixtures.screen)
        }
    }

    func testRoundTripOfDefaults() throws {
        XCTAssertEqual(try roundTrip(Screen()), [])
        XCTAssertEqual(try roundTrip(Screen(title: "")), [])
        XCTAssertEqual(try roundTrip(Screen(components: [ComponentModel(header: Item(), items: [Item()])])), [])
    }

    func testLegacyLayoutKeysInMetaSurviveARoundTrip() throws {
        // With a default layout, "layout": {} is written so meta's "span" is not read as the layout.
        let component = ComponentModel(meta: ["span": .number(4), "inset-top": .number(2)])
        XCTAssertTrue(text(ScreenEncoder().encode(Screen(components: [component]))).contains(#""layout": {}"#))
        XCTAssertEqual(try roundTrip(Screen(components: [component])), [])
    }

    func testRoundTripOfDecodedFixtures() throws {
        let fixtures = [
            ScreenDecodingTests.designExample,
            #"{"components":[{"type":"list","span":"1","items":[{"title":"A","type":"profile"},{"title":"B","type":"profile"}]}]}"#,
            #"{"components":[{"title":"T","header":"hero","meta":{"inset-top":3,"span":2},"content-inset":{"top":1},"section-inset":{"left":2}}]}"#,
            #"[{"kind":"grid","layout":{"itemsPerRow":2,"pageIndicatorPlacement":"below"},"interaction":{"paginate":true}}]"#,
            #"{"kind":"carousel","title":"Single","items":[{"identifier":"x","relations":{"r":[{"children":[{"items":[{}]}]}]}}]}"#,
        ]
        for fixture in fixtures {
            XCTAssertEqual(try roundTrip(decodeScreen(fixture)), [])
        }
    }

    func testEncodingIsStable() throws {
        let once = ScreenEncoder().encode(Fixtures.screen)
        let twice = ScreenEncoder().encode(try ScreenDecoder().decode(once).screen)
        XCTAssertEqual(text(once), text(twice))
    }

    // MARK: Codable

    private func codableRoundTrip<T: Codable & Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        let data = try JSONEncoder().encode(value)
        XCTAssertEqual(try JSONDecoder().decode(T.self, from: data), value, file: file, line: line)
    }

    func testCodableRoundTripOfEveryModel() throws {
        try codableRoundTrip(Fixtures.screen)
        try codableRoundTrip(Fixtures.component)
        try codableRoundTrip(Fixtures.item)
        try codableRoundTrip(Fixtures.component.layout)
        try codableRoundTrip(Layout())
        try codableRoundTrip(Inset(top: 1, left: 2, bottom: 3, right: 4))
        try codableRoundTrip(Interaction(paginate: .page, scrollDirection: .vertical, mouseClick: .double))
        try codableRoundTrip(Size(width: 1, height: 2.5))
        try codableRoundTrip(Size())
        try codableRoundTrip(JSONValue.object(["a": .array([.null, .bool(true), .number(2), .string("s")])]))
        try codableRoundTrip([ItemIdentifier.number(Int.max), .string("x")])
        try codableRoundTrip([ComponentKind.grid, "custom"])
        try codableRoundTrip([Fixtures.component, ComponentModel()])
    }

    func testCodableWritesTheSameJSONAsScreenEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let viaCodable = try JSONSerialization.jsonObject(with: encoder.encode(Fixtures.screen)) as? NSDictionary
        let viaScreenEncoder = try JSONSerialization.jsonObject(with: ScreenEncoder().encode(Fixtures.screen)) as? NSDictionary
        XCTAssertNotNil(viaCodable)
        XCTAssertEqual(viaCodable, viaScreenEncoder)
    }

    func testCodableDecodingFollowsTheSameRules() throws {
        let data = Data(#"{"components":[{"type":"grid","span":"2","items":[{"type":"card","identifier":5}]}]}"#.utf8)
        let screen = try JSONDecoder().decode(Screen.self, from: data)
        XCTAssertEqual(screen, try ScreenDecoder().decode(data).screen)
        XCTAssertEqual(screen.components[0].layout.span, 2)
        XCTAssertEqual(screen.components[0].items[0].identifier, 5)
        XCTAssertEqual(try JSONDecoder().decode(Item.self, from: Data(#"{"type": "x", "title": 3}"#.utf8)), Item(title: "3", kind: "x"))
        XCTAssertEqual(try JSONDecoder().decode(ItemIdentifier.self, from: Data("3.0".utf8)), 3)
    }

    func testCodableErrorsCarryTheDiagnostic() {
        let data = Data(#"{"components":[{"items":[{"size":{"height":"tall"}}]}]}"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(Screen.self, from: data)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, #"components[0].items[0].size.height: expected a number, found string "tall""#)
            let diagnostic = context.underlyingError as? Diagnostic
            XCTAssertEqual(diagnostic?.path, "components[0].items[0].size.height")
            XCTAssertNil(diagnostic?.line)
        }
        XCTAssertThrowsError(try JSONDecoder().decode(ItemIdentifier.self, from: Data("2.5".utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode([Inset].self, from: Data("[null]".utf8)))
    }
}
