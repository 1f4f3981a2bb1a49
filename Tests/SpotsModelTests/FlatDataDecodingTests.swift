import Foundation
import XCTest
@testable import SpotsModel

/// `data` arrays of flat objects read straight from the bytes (the decoder's fast path) must
/// come out exactly as the full parse and the model builder make them: same models, same
/// warnings with the same positions, same errors.
final class FlatDataDecodingTests: XCTestCase {
    private let elementTexts = [
        #"{}"#,
        #"{"id": 1, "name": "One", "price": 1.5, "ripe": true, "note": null}"#,
        #"{ "id" : "s-2" , "name" : "Caf\u00e9 \"quoted\"" }"#,
        #"{"id": -3, "big": 1e300, "small": -0.0}"#,
        #"{"name": "One", "name": "Two"}"#,
        #"{"n\u0061me": "Escaped key"}"#,
        #"{"name": "Nested", "tags": ["a", "b"]}"#,
        #"{"name": "Object", "owner": {"name": "Ana"}}"#,
        #""a string element""#,
        #"42"#,
        #"[1, 2]"#,
    ]

    private func screenJSON(_ elements: [String]) -> String {
        """
        {"variables": {"data": [\(elements.joined(separator: ", "))]},
         "components": [{"identifier": "list", "data": [
          \(elements.joined(separator: ",\n  "))
        ], "template": {"title": "${it.name}"}}], "meta": {"data": [\(elements.joined(separator: ","))]}}
        """
    }

    /// The full parse and the builder, without the fast paths.
    private func fullDecode(_ json: String) -> ([Diagnostic], Screen?) {
        let data = Data(json.utf8)
        let builder = ModelBuilder(file: "s.json", locator: SourceLocator(data), errorHandling: .collect)
        guard let root = try? JSONParser.parse(data) else { return ([], nil) }
        let screen = try? builder.screen(from: root)
        return (builder.diagnostics, screen)
    }

    func testEachDataArrayDecodesAsTheFullParseDoes() {
        let flat = #"{"id": 1, "name": "Flat"}"#
        let lists = elementTexts.flatMap { [[$0], [$0, $0], [flat, $0], [$0, flat]] } + [elementTexts, [], [flat]]
        for elements in lists {
            let json = screenJSON(elements)
            let fast = ScreenDecoder().validate(Data(json.utf8), file: "s.json")
            let (full, fullScreen) = fullDecode(json)
            XCTAssertEqual(fast.map(\.description), full.map(\.description), json)
            XCTAssertNotNil(fullScreen, json)
            XCTAssertEqual(try? ScreenDecoder().decode(Data(json.utf8), file: "s.json").screen, fullScreen, json)
        }
    }

    func testARepeatedKeyWarnsAtItsPlace() throws {
        let json = #"{"components": [{"data": [{"id": 1}, {"name": "a", "name": "b"}], "template": {"title": "${it.name}"}}]}"#
        let decoded = try ScreenDecoder().decode(Data(json.utf8), file: "s.json")
        XCTAssertEqual(decoded.warnings.map(\.description), fullDecode(json).0.map(\.description))
        XCTAssertTrue(decoded.warnings.contains { $0.message.contains("duplicate key \"name\"") }, "\(decoded.warnings)")
        guard case .elements(let elements)? = decoded.screen.components[0].data?.source else { return XCTFail("no elements") }
        XCTAssertEqual(elements, [.object(["id": .number(1)]), .object(["name": .string("b")])], "the last one wins")
    }

    func testSyntaxErrorsInsideDataReadTheSame() {
        for json in [#"{"data": [{"id": 1,}]}"#, #"{"data": [{"id" 1}]}"#, #"{"data": [{"id": 1]}"#, #"{"data": [{"id": 01}]}"#,
                     #"{"data": [{"id": 1},]}"#, #"{"data": [{"id": tru}]}"#] {
            let fast = ScreenDecoder().validate(Data(json.utf8), file: "s.json")
            XCTAssertFalse(fast.isEmpty, json)
            XCTAssertThrowsError(try JSONParser.parse(Data(json.utf8))) { full in
                XCTAssertTrue(fast.contains { $0.message == (full as? JSONSyntaxError)?.message }, "\(json): \(fast)")
            }
        }
    }
}
