import SpotsModel
import XCTest

/// What the inspect panel reads: an item's `${…}` strings as written with what they give now,
/// and an input's rules one by one, checked by the engine the window uses.
final class InspectedBindingsTests: XCTestCase {
    func testExpressionsAreFoundInDocumentOrderWithTheirKeys() {
        let json = #"{"title": "${count} taps", "subtitle": "plain", "action": {"set": {"count": "${count + 1}"}},"#
            + #" "children": [{"items": [{"title": "${upper(name)}"}]}]}"#
        let found = WrittenExpression.found(inJSON: json)
        XCTAssertEqual(found.map(\.key), ["title", "action.set.count", "children[0].items[0].title"])
        XCTAssertEqual(found.map(\.source), ["${count} taps", "${count + 1}", "${upper(name)}"])
        let variables: [String: JSONValue] = ["count": .number(2), "name": .string("ana")]
        XCTAssertEqual(found.map { try? $0.evaluated(with: variables).get() }, [#""2 taps""#, "3", #""ANA""#])
        XCTAssertEqual(WrittenExpression.found(inJSON: "not json"), [])
        XCTAssertEqual(WrittenExpression.found(inJSON: #"{"a": ["${x}", "${x}", "${x}"]}"#, limit: 2).count, 2)
    }

    func testAnExpressionThatCannotBeEvaluatedSaysWhy() {
        guard case .failure(let error) = WrittenExpression(key: "title", source: "${count +}").evaluated(with: [:]) else {
            return XCTFail("a syntax error evaluates")
        }
        XCTAssertFalse(error.message.isEmpty)
        guard case .failure = WrittenExpression(key: "title", source: "${missing.name}").evaluated(with: [:]) else {
            return XCTFail("an unknown variable evaluates")
        }
    }

    func testEachRuleIsCheckedAloneWithTheWindowsEngine() {
        let field = InputField(kind: .textField, name: "email", textType: .email,
                               rules: InputRules(required: true, pattern: ".*@example\\.org", minimumLength: 5, maximumLength: 20))
        func checks(_ text: String) -> [String] {
            field.ruleChecks(for: .string(text)).map { "\($0.rule) \($0.holds ? "holds" : "broken")" }
        }
        XCTAssertEqual(checks("ana@example.org"), ["required holds", "email holds", "min-length 5 holds", "max-length 20 holds",
                                                   "pattern .*@example\\.org holds"])
        XCTAssertEqual(checks("a@b"), ["required holds", "email broken", "min-length 5 broken", "max-length 20 holds",
                                       "pattern .*@example\\.org broken"])
        XCTAssertEqual(checks(""), ["required broken", "email holds", "min-length 5 holds", "max-length 20 holds",
                                    "pattern .*@example\\.org holds"], "an empty value breaks only required")
        let slider = InputField(kind: .slider, name: "volume", rules: InputRules(minimum: .number(10), maximum: .number(20)))
        XCTAssertEqual(slider.ruleChecks(for: .number(25)).map(\.holds), [true, false])
        XCTAssertEqual(slider.ruleChecks(for: .number(25)).map(\.rule), ["min 10", "max 20"])
    }

    func testAPasswordIsShownAsDotsNeverItsText() {
        let password = InputField(kind: .textField, name: "secret", textType: .password)
        XCTAssertEqual(password.shownValue(.string("hunter22")), "••••••••")
        XCTAssertEqual(InputField(kind: .textField, name: "name").shownValue(.string("Ana")), #""Ana""#)
        XCTAssertEqual(InputField(kind: .check, name: "dark").shownValue(.bool(true)), "true")
    }
}
