import Foundation
import XCTest
@testable import SpotsModel

/// The `accessibility` object: decoding in every spelling, encoding, and the warnings about
/// things a screen reader could not name.
final class AccessibilityDecodingTests: XCTestCase {
    func testItemAndComponentAccessibilityDecode() {
        let component = decodeComponent(#"""
        {"components": [{"accessibility": {"label": "Trips", "hint": "Places to go", "hidden": "true"},
          "items": [{"title": "Lisbon", "image": "l.png",
                     "accessibility": {"label": "Lisbon, Portugal", "hint": "Three days", "role": "Link",
                                       "image-description": "Yellow tram on a hill"}}]}]}
        """#)
        XCTAssertEqual(component.accessibility, Accessibility(label: "Trips", hint: "Places to go", hidden: true))
        XCTAssertEqual(component.items[0].accessibility,
                       Accessibility(label: "Lisbon, Portugal", hint: "Three days", role: .link,
                                     imageDescription: "Yellow tram on a hill"))
        XCTAssertTrue(component.accessibility.isHidden)
    }

    func testImageDescriptionSpellingsAndRoleNone() {
        for key in ["image-description", "imageDescription", "image_description"] {
            let item = decodeComponent(#"{"items": [{"title": "A", "accessibility": {"\#(key)": "alt", "role": "none"}}]}"#).items[0]
            XCTAssertEqual(item.accessibility.imageDescription, "alt", key)
            XCTAssertEqual(item.accessibility.role, Accessibility.Role.none, key)
            XCTAssertTrue(item.accessibility.isHidden, key)
        }
    }

    func testTwoSpellingsOfOneKeyWarnAndTheLastWins() throws {
        let decoded = try decode(#"{"items": [{"title": "A", "accessibility": {"imageDescription": "one", "image-description": "two"}}]}"#)
        XCTAssertEqual(decoded.screen.components[0].items[0].accessibility.imageDescription, "two")
        XCTAssertEqual(decoded.warnings.map(\.message), ["\"image-description\" sets the same as \"imageDescription\"; the last one wins"])
    }

    func testUnknownRoleWarnsAndKeepsTheDefault() throws {
        let decoded = try decode(#"{"items": [{"title": "A", "accessibility": {"role": "rocket", "mood": 1}}]}"#, file: "s.json")
        XCTAssertNil(decoded.screen.components[0].items[0].accessibility.role)
        XCTAssertEqual(decoded.warnings.map(\.description), [
            "s.json:1:53: warning: unknown value \"rocket\" for role; expected heading, button, link, image or none; using the role the item's content gives (at items[0].accessibility.role)",
            "s.json:1:63: warning: unknown key \"mood\" in an accessibility object (at items[0].accessibility.mood)",
        ])
    }

    func testWrongTypesAreErrorsWithPositions() {
        assertError(#"{"items": [{"accessibility": "A"}]}"#, "expected an accessibility object, found string \"A\"",
                    line: 1, column: 30, path: "items[0].accessibility")
        assertError(#"{"items": [{"accessibility": {"hidden": "maybe"}}]}"#, "expected a boolean, found string \"maybe\"",
                    line: 1, column: 41, path: "items[0].accessibility.hidden")
    }

    func testValidateWarnsAboutAnImageWithoutAltTextInAnItemWithoutATitle() {
        let json = """
        {"components": [{"items": [
          {"image": "a.png"},
          {"image": "b.png", "title": "Has a title"},
          {"image": "c.png", "accessibility": {"image-description": ""}},
          {"image": "d.png", "accessibility": {"hidden": true}}
        ]}]}
        """
        let problems = ScreenDecoder().validate(Data(json.utf8), file: "s.json")
        XCTAssertEqual(problems.map(\.description), [
            "s.json:2:13: warning: the image has no alt text and the item no title: a screen reader cannot tell what it shows; add \"accessibility\": {\"image-description\": …} (\"\" for a decorative image) (at components[0].items[0].image)",
        ])
        XCTAssertEqual(problems.first?.path, "components[0].items[0].image")
    }

    func testValidateWarnsAboutAnActionItemWithoutAName() {
        let json = """
        {"components": [{"items": [
          {"action": "open:a.json"},
          {"action": "open:b.json", "accessibility": {"label": "Details"}},
          {"action": "open:c.json", "subtitle": "only a subtitle", "accessibility": {"label": ""}}
        ]}]}
        """
        let problems = ScreenDecoder().validate(Data(json.utf8), file: "s.json")
        let message = "the item has an action but no name for screen readers; give it a title or an \"accessibility\" label"
        XCTAssertEqual(problems.map(\.description), ["s.json:2:14: warning: \(message) (at components[0].items[0].action)",
                                                 "s.json:4:14: warning: \(message) (at components[0].items[2].action)"])
    }

    func testEncoderWritesTheCurrentSpellingAndReadsBack() throws {
        var item = Item(title: "A", image: "a.png")
        item.accessibility = Accessibility(label: "Label", hint: "Hint", hidden: true, role: .button, imageDescription: "Alt")
        let screen = Screen(components: [ComponentModel(items: [item], accessibility: Accessibility(label: "List"))])
        let data = ScreenEncoder(prettyPrinted: false).encode(screen)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains(#""accessibility":{"label":"List"}"#), text)
        XCTAssertTrue(text.contains(#""accessibility":{"label":"Label","hint":"Hint","hidden":true,"role":"button","image-description":"Alt"}"#), text)
        let back = try ScreenDecoder().decode(data).screen
        XCTAssertEqual(back.components[0].accessibility, screen.components[0].accessibility)
        XCTAssertEqual(back.components[0].items[0].accessibility, item.accessibility)
        // Nothing set, nothing written.
        let plain = String(decoding: ScreenEncoder(prettyPrinted: false).encode(Screen(components: [ComponentModel(items: [Item(title: "B")])])), as: UTF8.self)
        XCTAssertFalse(plain.contains("accessibility"), plain)
    }

    func testCodableRoundTrip() throws {
        let value = Accessibility(label: "L", role: .heading)
        let data = try JSONEncoder().encode(value)
        XCTAssertEqual(try JSONDecoder().decode(Accessibility.self, from: data), value)
    }
}
