import Foundation
import XCTest
@testable import SpotsModel

/// Components built while the parser reads them must come out exactly as from the whole tree:
/// same models, same warnings with the same positions and paths, the same error first.
final class StreamedComponentsTests: XCTestCase {
    private let documents = [
        #"{"components": [{"kind": "list", "items": [{"title": "A"}]}, {"kind": "grid", "colour": 1, "items": [{"title": "B", "meta": {"x": 1}}]}]}"#,
        #"[{"kind": "list", "items": [{"title": "A"}]}, {"kind": "nonsense", "items": []}]"#,
        #"[]"#,
        #"{"components": []}"#,
        #"{"title": "T", "components": [{"identifier": "a"}, {"identifier": "a"}], "variables": {"n": 1}}"#,
        // A model error early and a syntax error late: the syntax error is the one reported.
        #"{"components": [{"kind": 5}, {"items": [}]}"#,
        // Two model errors: the first in the document.
        #"{"components": [{"items": 5}, {"kind": 5}]}"#,
        // A model error in the screen's own keys and one in a component: the screen's comes first.
        #"{"components": [{"kind": 5}], "title": 5}"#,
        // Repeated `components`: the last one wins, the first leaves no warnings.
        #"{"components": [{"kind": "list", "bogus": 1}], "components": [{"kind": "grid"}]}"#,
        #"{"components": [{"kind": 5}], "components": [{"kind": "grid"}]}"#,
        #"{"components": [{"kind": "list", "bogus": 1}], "components": 5}"#,
        #"{"components": [{"kind": "list", "bogus": 1}], "components": {"kind": "list"}}"#,
        // Not the screen's components: nested ones, and a single component at the root.
        #"{"kind": "list", "items": [{"title": "x", "children": [{"components": [1]}]}]}"#,
        #"{"components": [{"items": [{"title": "x", "children": [{"kind": "grid", "oops": true}]}]}]}"#,
        #"{"components": [{"items": [{"title": "x"}]}, 7, null]}"#,
    ]

    private func outcome(_ json: String, streaming: Bool, handling: ModelBuilder.ErrorHandling) -> String {
        let data = Data(json.utf8)
        let builder = ModelBuilder(file: "s.json", locator: SourceLocator(data), errorHandling: handling)
        do {
            var root: JSONNode? = try JSONParser.parse(data, buildingItems: true, componentSink: streaming ? builder : nil)
            let screen = try builder.screen(taking: &root)
            return "\(screen)\n" + builder.diagnostics.map(\.description).joined(separator: "\n")
        } catch {
            return "error: \(error)\n" + builder.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    func testStreamingGivesWhatTheWholeTreeGives() {
        for json in documents {
            for handling in [ModelBuilder.ErrorHandling.stop, .collect] {
                let streamed = outcome(json, streaming: true, handling: handling)
                let whole = outcome(json, streaming: false, handling: handling)
                // A syntax error throws before the builder gets the tree: both say the same.
                XCTAssertEqual(streamed, whole, "\(handling) \(json)")
            }
        }
    }

    func testTheDecoderReportsTheSyntaxErrorBeforeAnEarlierModelError() {
        let error = decodingError(#"{"components": [{"kind": 5}, {"items": [}]}"#)
        XCTAssertEqual(error?.column, 41)
    }

    func testValidationListsTheLastComponentsOnly() {
        let problems = validate(Data(#"{"components": [{"kind": "list", "bogus": 1}], "components": [{"kind": "grid", "other": 2}]}"#.utf8),
                                file: "s.json")
        XCTAssertEqual(problems.count, 2, "\(problems)") // the repeated key, and "other"
        XCTAssertTrue(problems.contains { $0.message.contains("other") }, "\(problems)")
        XCTAssertFalse(problems.contains { $0.message.contains("bogus") }, "\(problems)")
    }
}
