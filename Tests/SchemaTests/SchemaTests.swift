import Foundation
import XCTest
@testable import SpotsModel

/// The JSON Schema in `Data/spots-screen.schema.json` against the shipped screens and the decoder.
final class SchemaTests: XCTestCase {
    // MARK: The schema itself

    func testSchemaIsAValidDraft202012Schema() throws {
        let report = try SchemaValidator.run([])
        XCTAssertNil(report.schemaError, "check_schema rejects the schema")
    }

    func testSchemaDeclaresDraftAndReservedId() throws {
        let schema = try loadSchema()
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        let id = try XCTUnwrap(schema["$id"] as? String)
        XCTAssertEqual(URL(string: id)?.host?.hasSuffix(".invalid"), true, "$id must use the reserved .invalid TLD: \(id)")
        let description = try XCTUnwrap(schema["description"] as? String)
        XCTAssertTrue(description.contains("additionalProperties"), "the top-level description records the decision on unknown keys")
    }

    /// Editors show titles and descriptions: every property, anywhere in the schema, has both.
    func testEveryPropertyHasATitleAndDescription() throws {
        var missing: [String] = []
        func visit(_ value: Any, path: String) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    // `if` subschemas are conditions, not documentation.
                    if key == "if" { continue }
                    if ["properties", "patternProperties"].contains(key), let properties = child as? [String: Any] {
                        for (name, property) in properties {
                            let property = property as? [String: Any] ?? [:]
                            if property["description"] == nil { missing.append("\(path)/\(key)/\(name): description") }
                            // `then` branches only re-describe properties declared with a title elsewhere.
                            if property["title"] == nil, !path.hasSuffix("/then") {
                                missing.append("\(path)/\(key)/\(name): title")
                            }
                        }
                    }
                    visit(child, path: "\(path)/\(key)")
                }
            } else if let array = value as? [Any] {
                for (index, child) in array.enumerated() { visit(child, path: "\(path)/\(index)") }
            }
        }
        visit(try loadSchema(), path: "#")
        XCTAssertEqual(missing.sorted(), [], "properties without a title or description")
    }

    /// Every spelling the decoder understands is a property in the schema.
    func testSchemaCoversEveryDecoderKey() throws {
        let schema = try loadSchema()
        let defs = try XCTUnwrap(schema["$defs"] as? [String: Any])
        /// A definition's properties, with those of a local `$ref` beside them.
        func properties(_ def: String) -> Set<String> {
            let object = defs[def] as? [String: Any] ?? [:]
            var keys = Set((object["properties"] as? [String: Any] ?? [:]).keys)
            if let ref = object["$ref"] as? String, ref.hasPrefix("#/$defs/") {
                keys.formUnion(properties(String(ref.dropFirst("#/$defs/".count))))
            }
            return keys
        }
        func assertCovers(_ def: String, _ keys: some Sequence<String>, line: UInt = #line) {
            let missing = Set(keys).subtracting(properties(def))
            XCTAssertEqual(missing.sorted(), [], "$defs/\(def) lacks keys the decoder reads", line: line)
        }
        assertCovers("screen", ScreenKey.spellings.keys)
        assertCovers("screen", ModelBuilder.reservedRootKeys)
        assertCovers("component", ComponentKey.spellings.keys)
        assertCovers("layout", LayoutKey.spellings.keys)
        assertCovers("legacy-meta-layout", LegacyMetaLayoutKey.allCases.map(\.rawValue))
        assertCovers("inset", InsetKey.spellings.keys)
        assertCovers("size", SizeKey.spellings.keys)
        assertCovers("interaction", InteractionKey.spellings.keys)
        assertCovers("item", ItemKey.spellings.keys)
        assertCovers("item", InputKey.spellings.keys)
        assertCovers("input-option", InputOptionKey.spellings.keys)
        assertCovers("accessibility", AccessibilityKey.spellings.keys)
        for def in ["number-like", "boolean-like", "json-value", "component", "item", "layout", "inset", "interaction", "size", "accessibility"] {
            XCTAssertNotNil(defs[def], "$defs/\(def)")
        }
    }

    // MARK: Shipped screens

    /// Every `*.json` under `Data/` (demo, examples, whatever is added later) is valid for the
    /// schema and for the decoder.
    func testEveryShippedScreenIsValid() throws {
        let screens = try SchemaValidator.shippedScreens()
        XCTAssertTrue(screens.contains { $0.lastPathComponent == "screen.json" && $0.path.contains("/demo/") },
                      "the demo screen should be among the shipped screens: \(screens.map(\.path))")
        let report = try SchemaValidator.run(screens)
        XCTAssertNil(report.schemaError)
        for screen in screens {
            let relative = String(screen.path.dropFirst(SchemaValidator.dataDirectory.path.count + 1))
            let errors = report.errors[screen.path]
            XCTAssertEqual(errors, [], "Data/\(relative) does not match the schema")
            let data = try Data(contentsOf: screen)
            XCTAssertNoThrow(try ScreenDecoder().decode(data, file: "Data/\(relative)"), "Data/\(relative) does not decode")
        }
    }

    // MARK: Schema and decoder agree

    func testFixtureCounts() {
        XCTAssertGreaterThanOrEqual(SchemaFixtures.valid.count, 15)
        XCTAssertGreaterThanOrEqual(SchemaFixtures.invalid.count, 15)
        XCTAssertTrue(SchemaFixtures.valid.allSatisfy(\.valid))
        XCTAssertTrue(SchemaFixtures.invalid.allSatisfy { !$0.valid })
    }

    func testSchemaAndDecoderAgreeOnValidFixtures() throws {
        try assertAgreement(SchemaFixtures.valid)
    }

    func testSchemaAndDecoderAgreeOnInvalidFixtures() throws {
        try assertAgreement(SchemaFixtures.invalid)
    }

    /// The documented differences still exist; when one goes away, move its fixture into the
    /// agreement sets and drop it from the list (and from the schema's description).
    func testKnownDifferencesAreAsDocumented() throws {
        let differences = SchemaFixtures.knownDifferences
        let verdicts = try schemaVerdicts(differences.map(\.fixture))
        for (index, difference) in differences.enumerated() {
            let fixture = difference.fixture
            XCTAssertEqual(verdicts[index].valid, difference.schemaValid,
                           "known difference \"\(fixture.name)\": the schema's verdict changed: \(verdicts[index].errors)")
            XCTAssertEqual(decoderVerdict(fixture).valid, fixture.valid,
                           "known difference \"\(fixture.name)\": the decoder's verdict changed (\(difference.why))")
        }
    }

    // MARK: Helpers

    private func loadSchema() throws -> [String: Any] {
        let data = try Data(contentsOf: SchemaValidator.schemaURL)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func assertAgreement(_ fixtures: [SchemaFixture], line: UInt = #line) throws {
        let verdicts = try schemaVerdicts(fixtures)
        for (index, fixture) in fixtures.enumerated() {
            let decoder = decoderVerdict(fixture)
            let schema = verdicts[index]
            XCTAssertEqual(decoder.valid, fixture.valid,
                           "\"\(fixture.name)\": the decoder says \(decoder.valid ? "valid" : "invalid: \(decoder.detail)")", line: line)
            XCTAssertEqual(schema.valid, decoder.valid,
                           "\"\(fixture.name)\": schema says \(schema.valid ? "valid" : "invalid \(schema.errors)"), decoder says \(decoder.valid ? "valid" : "invalid: \(decoder.detail)")",
                           line: line)
        }
    }

    /// Decoder verdict: valid when `decode` throws no error. `validate` must count the same.
    private func decoderVerdict(_ fixture: SchemaFixture) -> (valid: Bool, detail: String) {
        let data = Data(fixture.json.utf8)
        let decoder = ScreenDecoder()
        let verdict: (valid: Bool, detail: String)
        do {
            _ = try decoder.decode(data, file: "fixture.json")
            verdict = (true, "")
        } catch {
            verdict = (false, "\(error)")
        }
        let errors = decoder.validate(data, file: "fixture.json").filter { $0.severity == .error }
        XCTAssertEqual(errors.isEmpty, verdict.valid,
                       "\"\(fixture.name)\": decode and validate disagree: \(verdict.detail) / \(errors)")
        return verdict
    }

    /// Writes the fixtures to a scratch folder and validates them in one Python run.
    private func schemaVerdicts(_ fixtures: [SchemaFixture]) throws -> [(valid: Bool, errors: [String])] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try fixtures.enumerated().map { index, fixture -> URL in
            let url = folder.appendingPathComponent("fixture-\(index).json")
            try Data(fixture.json.utf8).write(to: url)
            return url
        }
        let report = try SchemaValidator.run(files)
        XCTAssertNil(report.schemaError)
        return try files.map { url in
            let errors = try XCTUnwrap(report.errors[url.path], "no result for \(url.lastPathComponent)")
            return (errors.isEmpty, errors)
        }
    }
}
