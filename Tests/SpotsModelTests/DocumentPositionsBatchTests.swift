import Foundation
import XCTest
@testable import SpotsModel

/// `DocumentPositions.locations(ofPaths:in:)` finds the same line and column for every path as
/// `location(ofPath:)`, which walks the parsed tree.
final class DocumentPositionsBatchTests: XCTestCase {
    private func assertSameAnswers(_ json: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let data = Data(json.utf8)
        let tree = try XCTUnwrap(DocumentPositions(data), file: file, line: line)
        let batch = DocumentPositions.locations(ofPaths: paths, in: data)
        XCTAssertEqual(batch.count, paths.count, file: file, line: line)
        for (index, path) in paths.enumerated() {
            let expected = tree.location(ofPath: path)
            XCTAssertEqual(batch[index]?.line, expected?.line, "line of \(path)", file: file, line: line)
            XCTAssertEqual(batch[index]?.column, expected?.column, "column of \(path)", file: file, line: line)
        }
    }

    func testPathsIntoAScreen() throws {
        let json = """
        {"title": "Tést ✓", "stylesheet": "theme.css",
         "components": [
          {"kind": "list", "header": {"title": "Head", "image": "h.png"},
           "items": [{"title": "A", "image": "a.png"}, {"title": "B \\"quoted\\" [x]", "image": "b.png",
                      "children": [{"kind": "grid", "items": [{"image": "c.png"}]}]}]},
          {"type": "gird", "layout": {"itemSpacing": 4, "inset": {"top": 12.5e3}}, "items": []}
         ],
         "templates": {"card": "card.ui", "row": "row.ui"}}
        """
        try assertSameAnswers(json, [
            "title", "stylesheet", "components", "components[0]", "components[0].kind", "components[0].header.image",
            "components[0].items[0].image", "components[0].items[1].image", "components[0].items[1].children[0].kind",
            "components[0].items[1].children[0].items[0].image", "components[1].kind", "components[1].layout.item-spacing",
            "components[1].layout.inset.top", "templates.card", "templates.row",
            // Unknown paths.
            "components[2].kind", "components[0].items[5].image", "nothing", "components[0].kind.deeper",
            // The same path twice.
            "components[0].items[0].image",
        ])
    }

    func testDuplicateKeysAndSpellings() throws {
        // The last member wins; an exact key beats another spelling wherever it stands.
        let json = """
        {"components": [{"kind": "list", "type": "grid", "kind": "carousel", "items": [{"image": "x"}], "items": [{"title": "t"}]},
                        {"type": "a", "type": "b"}]}
        """
        try assertSameAnswers(json, ["components[0].kind", "components[0].items[0].image", "components[0].items[0].title",
                                     "components[1].kind"])
    }

    func testABareArrayOfComponents() throws {
        try assertSameAnswers("\u{FEFF}[{\"kind\": \"list\", \"items\": [{\"image\": \"a.png\"}]}, {\"kind\": \"x\"}]",
                              ["components", "components[0].items[0].image", "components[1].kind", "components[2]"])
    }

    func testPathStepsReadByteByByteAgreeWithCharacters() {
        // ASCII paths are read as bytes, others as characters; both give these steps.
        typealias Step = DocumentPositions.Step
        let cases: [(String, [Step])] = [
            ("components[0].items[12].image", [.key("components"), .index(0), .key("items"), .index(12), .key("image")]),
            ("a..b.", [.key("a"), .key("b")]),
            ("[3][4]", [.index(3), .index(4)]),
            ("x[1][foo][-2][+5]tail", [.key("x"), .index(1), .index(-2), .index(5)]),
            ("x[99999999999999999999].y[12345678901234567]", [.key("x"), .key("y"), .index(12_345_678_901_234_567)]),
            ("x[1", [.key("x")]),
            ("x[]", [.key("x")]),
            ("layout.item-spacing", [.key("layout"), .key("item-spacing")]),
            ("tïtle[2].ümlaut", [.key("tïtle"), .index(2), .key("ümlaut")]),
            ("", []),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(DocumentPositions.steps(path), expected, path)
        }
    }

    func testEscapedKeysAndMinifiedLines() throws {
        try assertSameAnswers(#"{"compo\u006eents":[{"\u006bind":"x","items":[{"image":"a"},{"image":"b"}]}]}"#,
                              ["components[0].kind", "components[0].items[1].image"])
    }

    func testInputThatIsNotJSONGivesNoPositions() {
        let answers = DocumentPositions.locations(ofPaths: ["components[0].kind"], in: Data("{\"components\": [".utf8))
        XCTAssertEqual(answers.count, 1)
        XCTAssertNil(answers[0])
    }
}
