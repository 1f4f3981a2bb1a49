import Foundation
import XCTest
@testable import SpotsModel

/// Items read straight from the bytes (the decoder's fast path for plain items) must come out
/// exactly as the full parse and the model builder make them: same models, same warnings with the
/// same positions, same errors.
final class PlainItemDecodingTests: XCTestCase {
    /// Every item below, in a component and as a relation, decoded both ways.
    private let itemTexts = [
        #"{}"#,
        #"{"identifier": 7, "title": "Seven", "subtitle": "Sub", "text": "Body", "kind": "card", "action": "open:x"}"#,
        #"{ "type" : "card" , "title" : "Typed" }"#,
        #"{"identifier": "a-1", "title": "Caf\u00e9 \"quoted\"", "image": "photo.png"}"#,
        #"{"identifier": -12, "title": "Negative"}"#,
        #"{"identifier": 3.0, "title": "Whole float"}"#,
        #"{"identifier": 2.5, "title": "Fraction"}"#,
        #"{"identifier": 99999999999999999999, "title": "Too big"}"#,
        #"{"identifier": true, "title": "Bool"}"#,
        #"{"title": 5, "subtitle": 1.5}"#,
        #"{"title": null, "subtitle": "Null title"}"#,
        #"{"title": "One", "title": "Two"}"#,
        #"{"kind": "a", "type": "b", "title": "Both spellings"}"#,
        #"{"ti\u0074le": "Escaped key"}"#,
        #"{"tit": "Short key"}"#,
        #"{"titles": "Longer key", "subtitl": "s", "i": 1, "a": "b", "kinds": "c", "typ": "d", "imagex": "e"}"#,
        #"{"identifie": 2, "t": "x", "": "empty key", "actions": "f", "textual": "g"}"#,
        #"{"identifier": 123456789012345678, "title": "Eighteen digits"}"#,
        #"{"identifier": 1234567890123456789, "title": "Nineteen digits"}"#,
        #"{"identifier": -0, "title": "Negative zero"}"#,
        #"{"identifier": 4e0, "title": "Exponent"}"#,
        #"{"title": "A title long enough to be read eight bytes at a time", "subtitle": "Caf\u00e9 and café"}"#,
        #"{"title": "Unknown", "colour": "red"}"#,
        #"{"title": "Sized", "size": {"height": 40}}"#,
        #"{"title": "Both sides", "size": {"width": 120.5, "height": 0}, "meta": {"badge": "new", "rank": 2}}"#,
        #"{"size" : { } , "meta" : { } , "title": "Empty size and meta"}"#,
        #"{"title": "Negative side", "size": {"height": -1}}"#,
        #"{"title": "Huge side", "size": {"width": 1e9}}"#,
        #"{"title": "Repeated side", "size": {"height": 1, "height": 2}}"#,
        #"{"title": "Unknown side", "size": {"depth": 3}}"#,
        #"{"title": "Bound side", "size": {"height": "${h}"}}"#,
        #"{"title": "Null size", "size": null}"#,
        #"{"title": "Null side", "size": {"height": null}}"#,
        #"{"title": "Size array", "size": [1, 2]}"#,
        #"{"title": "Repeated size", "size": {"height": 1}, "size": {"height": 2}}"#,
        #"{"title": "Scalars", "meta": {"s": "t", "i": -3, "d": 0.25, "e": 2e3, "yes": true, "no": false, "none": null}}"#,
        #"{"title": "Repeated meta key", "meta": {"a": 1, "a": 2}}"#,
        #"{"title": "Meta array", "meta": []}"#,
        #"{"title": "Meta string", "meta": "x"}"#,
        #"{"title": "Escaped meta", "meta": {"k\u0065y": "v\n\u00e9"}}"#,
        #"{"title": "Nested meta", "meta": {"o": {"p": 1}, "a": [1]}}"#,
        #"{"title": "Meta expression", "meta": {"x": "${y}"}}"#,
        #"{"title": "Too big in meta", "meta": {"n": 123456789012345678901234567890}}"#,
        #"{"image": "no-title.png"}"#,
        #"{"action": "open:nameless"}"#,
        #"{"title": "Meta", "meta": {"items": [{"title": "inner", "identifier": 1}]}}"#,
        #"{"title": "Nested", "children": [{"items": [{"identifier": 1, "title": "Child"}, {"identifier": 1}]}]}"#,
        #"{"identifier": 1, "title": "Repeated"}"#,
        #"{"identifier": "a-1", "title": "Repeated string"}"#,
        #"{"identifier": 0, "title": "Out of order"}"#,
        "{\"title\": \"\(String(repeating: "x", count: SizeLimits.maximumTextLength + 1))\"}",
        #""not an item""#,
        #"[1, 2]"#,
    ]

    private func screenJSON(_ items: [String]) -> String {
        let list = items.joined(separator: ",\n  ")
        return """
        {"title": "Plain", "components": [{"identifier": "list", "items": [
          \(list)
        ]}, {"items": [{"title": "Related", "relations": {"items": [\(list)]}}]}]}
        """
    }

    /// The full parse and the builder, without the fast path.
    private func fullDecode(_ json: String) -> ([Diagnostic], Screen?) {
        let data = Data(json.utf8)
        let builder = ModelBuilder(file: "s.json", locator: SourceLocator(data), errorHandling: .collect)
        guard let root = try? JSONParser.parse(data) else { return ([], nil) }
        let screen = try? builder.screen(from: root)
        return (builder.diagnostics, screen)
    }

    func testPlainAndOtherItemsDecodeAsTheFullParseDoes() throws {
        let json = screenJSON(itemTexts)
        let fast = ScreenDecoder().validate(Data(json.utf8), file: "s.json")
        let (full, fullScreen) = fullDecode(json)
        XCTAssertEqual(fast.map(\.description), full.map(\.description))
        XCTAssertTrue(fast.contains { $0.message.hasPrefix("duplicate identifier \"a-1\": item 3 has it too") })
        XCTAssertTrue(fast.contains { $0.message.hasPrefix("duplicate identifier 1: item 0 has it too") })
        XCTAssertTrue(fast.contains { $0.message.hasPrefix("the image has no alt text") })

        // Without the items that are errors, decoding succeeds and gives the same models.
        let errors = ["2.5", "99999", "true", "\"not", "[1", "Meta string"]
        let valid = itemTexts.filter { text in !errors.contains { text.contains($0) } }
        let validJSON = screenJSON(valid)
        let decoded = try ScreenDecoder().decode(Data(validJSON.utf8), file: "s.json")
        let (validWarnings, validScreen) = fullDecode(validJSON)
        XCTAssertEqual(decoded.screen, validScreen)
        XCTAssertEqual(decoded.warnings.map(\.description), validWarnings.map(\.description))
        XCTAssertNotNil(fullScreen)
    }

    /// Each item alone and twice over in a list, so lists of only plain items take the fast path.
    func testEachItemDecodesAsTheFullParseDoes() {
        for text in itemTexts {
            for json in [screenJSON([text]), screenJSON([text, text]), screenJSON([#"{"identifier": 1, "title": "Plain"}"#, text])] {
                let fast = ScreenDecoder().validate(Data(json.utf8), file: "s.json")
                let (full, fullScreen) = fullDecode(json)
                XCTAssertEqual(fast.map(\.description), full.map(\.description), json)
                if !full.contains(where: { $0.severity == .error }) {
                    XCTAssertEqual(try? ScreenDecoder().decode(Data(json.utf8)).screen, fullScreen, json)
                }
            }
        }
    }

    /// Keys are compared a word at a time, and byte by byte when fewer than eight bytes are left:
    /// a document cut anywhere inside a list of plain items fails as the full parse does.
    func testEveryCutOfACompactListFailsAsTheFullParseDoes() {
        let json = #"{"components":[{"items":[{"identifier":12,"title":"T","subtitle":"S","type":"k","image":"i","action":"a","text":"x"},{"identifier":"id","size":{"height":4},"meta":{"m":1}}]}]}"#
        let bytes = Array(json.utf8)
        for length in 1..<bytes.count {
            let data = Data(bytes[..<length])
            var expected: JSONSyntaxError?
            XCTAssertThrowsError(try JSONParser.parse(data)) { expected = $0 as? JSONSyntaxError }
            let diagnostics = ScreenDecoder().validate(data, file: "cut.json")
            XCTAssertEqual(diagnostics.count, 1, "cut at \(length)")
            XCTAssertEqual(diagnostics.first?.severity, .error)
            XCTAssertEqual(diagnostics.first?.message, expected?.message, "cut at \(length)")
            XCTAssertEqual(diagnostics.first?.column, expected.map { $0.offset + 1 }, "cut at \(length)")
        }
        XCTAssertEqual(try ScreenDecoder().decode(Data(bytes)).screen.components.first?.items.map(\.kind), ["k", ""])
    }

    func testPlainItemsKeepEveryField() throws {
        let items = try decode("""
        {"components": [{"items": [
          {"identifier": 7, "title": "Seven", "subtitle": "Sub", "text": "Body", "image": "i.png", "type": "card", "action": "open:x"},
          {"identifier": "s", "title": "Caf\\u00e9"}
        ]}]}
        """).screen.components[0].items
        XCTAssertEqual(items, [
            Item(index: 0, identifier: 7, title: "Seven", subtitle: "Sub", text: "Body", image: "i.png", kind: "card", action: "open:x"),
            Item(index: 1, identifier: "s", title: "Café"),
        ])
    }

    func testItemsInsideMetaStayPlainJSON() throws {
        let component = decodeComponent("""
        {"items": [], "meta": {"items": [{"title": "inner", "identifier": 1, "type": "x"}]}}
        """)
        XCTAssertEqual(component.meta["items"], .array([.object(["title": .string("inner"), "identifier": .number(1), "type": .string("x")])]))
    }

    func testSyntaxErrorsInsideItemsReadTheSame() {
        for (json, message) in [
            (#"{"items": [{"title": "a",}]}"#, "1:25: trailing comma before '}'"),
            (#"{"items": [{"title" "a"}]}"#, "1:21: expected ':' after object key, found '\"'"),
            (#"{"items": [{"title": "a"]}"#, "1:25: expected ',' or '}' after object member, found ']'"),
            (#"{"items": [{"title": "a\#n"}]}"#, "1:24: unterminated string: expected '\"' before the end of the line"),
            (#"{"items": [{"identifier": 01}]}"#, "1:27: invalid number: leading zeros are not allowed"),
            (#"{"items": [{"size": {"height": 01}}]}"#, "1:32: invalid number: leading zeros are not allowed"),
            (#"{"items": [{"meta": {"a": tru}}]}"#, "1:27: invalid literal 'tru', expected 'true'"),
            (#"{"items": [{"meta": {"a": 1,}}]}"#, "1:28: trailing comma before '}'"),
        ] {
            guard let error = decodingError(json) else { continue }
            XCTAssertEqual("\(error.line ?? 0):\(error.column ?? 0): \(error.message)", message, json)
            XCTAssertThrowsError(try JSONParser.parse(Data(json.utf8))) { full in
                XCTAssertEqual((full as? JSONSyntaxError)?.message, error.message, json)
            }
        }
    }

    /// Items with a size and a scalar meta are read straight from the bytes too (the mixed
    /// screens of issue 22 have them in every item), and keep them.
    func testSizeAndScalarMetaKeepTheFastPath() throws {
        let json = #"{"components": [{"items": [{"identifier": 0, "title": "A", "size": {"height": 80}, "meta": {"badge": "new", "rank": 0}}, {"title": "B", "meta": {"on": true}}]}]}"#
        let root = try JSONParser.parse(Data(json.utf8), buildingItems: true)
        guard case .object(let members) = root.value, case .array(let components) = members[0].value.value,
              case .object(let component) = components[0].value else { return XCTFail("not a screen") }
        guard case .items = component[0].value.value else { return XCTFail("the items took the full parse") }
        let items = try decode(json).screen.components[0].items
        XCTAssertEqual(items[0].size, Size(width: nil, height: 80))
        XCTAssertEqual(items[0].meta, ["badge": .string("new"), "rank": .number(0)])
        XCTAssertEqual(items[1].meta, ["on": .bool(true)])
        XCTAssertEqual(items[1].size, .unspecified)
    }

    func testIncreasingIdentifiersWithGapsAndItemsWithoutOneAreNumberedWithoutWarnings() throws {
        let json = #"{"items": [{"identifier": -5, "title": "a"}, {"title": "b"}, {"identifier": 7, "title": "c"}, {"identifier": 900, "title": "d"}]}"#
        let decoded = try decode(json)
        XCTAssertEqual(decoded.warnings.map(\.message), [])
        let items = decoded.screen.components[0].items
        XCTAssertEqual(items.map(\.index), [0, 1, 2, 3])
        XCTAssertEqual(items.map(\.identifier), [-5, nil, 7, 900])
    }

    func testRepeatedIdentifiersAfterIncreasingOnesWarn() throws {
        let ids = (0..<50).map(String.init) + ["25", "\"x\"", "\"x\"", "-1", "-1"]
        let json = "{\"items\": [" + ids.map { "{\"identifier\": \($0), \"title\": \"t\"}" }.joined(separator: ",") + "]}"
        let warnings = try decode(json).warnings.map(\.message)
        XCTAssertEqual(warnings, [
            "duplicate identifier 25: item 25 has it too; identifiers should be unique among siblings",
            "duplicate identifier \"x\": item 51 has it too; identifiers should be unique among siblings",
            "duplicate identifier -1: item 53 has it too; identifiers should be unique among siblings",
        ])
    }
}
