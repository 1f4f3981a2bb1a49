import Foundation
import XCTest
@testable import SpotsModel

/// Input items: decoded with positions, encoded back, their rules checked statically (`spots
/// validate`) and on values (the window) by the same type.
final class InputFieldTests: XCTestCase {
    private let form = """
    {"variables": {"email": "", "dark": "yes"},
     "components": [{"items": [
       {"kind": "text-field", "name": "email", "label": "Email", "input-type": "email", "required": true,
        "placeholder": "name@example.org", "hint": "We never share it", "error-message": "Enter your email",
        "min-length": 5, "max-length": 80, "pattern": "[^@]+@example\\\\.org"},
       {"kind": "switch", "name": "wifi", "label": "Wi-Fi", "value": true},
       {"kind": "choice", "name": "size", "label": "Size", "style": "radio",
        "options": [{"value": "s", "title": "Small"}, {"value": "l", "title": "Large"}, "xl"]},
       {"kind": "slider", "name": "volume", "label": "Volume", "min": 0, "max": 10, "step": 0.5, "value": 3},
       {"kind": "date", "name": "day", "label": "Day", "min": "2024-01-01", "disabled": "${!wifi}"},
       {"kind": "check", "name": "dark", "label": "Dark"}
     ]}]}
    """

    func testInputKeysDecodeIntoTheItemsInput() throws {
        let decoded = try decode(form)
        XCTAssertEqual(decoded.warnings, [], "input keys are known on input items")
        let items = decoded.screen.components[0].items
        let email = try XCTUnwrap(items[0].input)
        XCTAssertEqual(email.kind, .textField)
        XCTAssertEqual(email.textType, .email)
        XCTAssertEqual(email.label, "Email")
        XCTAssertEqual(email.placeholder, "name@example.org")
        XCTAssertEqual(email.hint, "We never share it")
        XCTAssertEqual(email.errorMessage, "Enter your email")
        XCTAssertEqual(email.rules, InputRules(required: true, pattern: "[^@]+@example\\.org", minimumLength: 5, maximumLength: 80))
        XCTAssertEqual(items[1].input?.startingValue, .bool(true))
        XCTAssertEqual(items[2].input?.style, .radio)
        XCTAssertEqual(items[2].input?.options.map(\.title), ["Small", "Large", "xl"])
        XCTAssertEqual(items[2].input?.startingValue, .string("s"), "a choice starts at its first option")
        XCTAssertEqual(items[3].input?.step, 0.5)
        XCTAssertEqual(items[3].input?.sliderRange, 0...10)
        XCTAssertEqual(items[4].input?.rules.minimum, .string("2024-01-01"))
        XCTAssertEqual(items[4].expressions[.disabled], "${!wifi}")
        XCTAssertNil(decodeComponent(#"{"items": [{"title": "plain", "name": "x"}]}"#).items[0].input,
                     "only input kinds read input keys")
    }

    func testInputKeysOnAPlainItemAreUnknownAndTyposOnAnInputAreNamed() throws {
        let plain = try decode(#"{"items": [{"title": "plain", "name": "x"}]}"#)
        XCTAssertEqual(plain.warnings.map(\.message), ["unknown key \"name\" in an item"])
        let typo = try decode(#"{"items": [{"kind": "switch", "name": "x", "label": "X", "requird": true}]}"#)
        XCTAssertEqual(typo.warnings.map(\.message), ["unknown key \"requird\" in an input; did you mean \"required\"?"])
        XCTAssertEqual(typo.warnings.first?.line, 1)
        XCTAssertEqual(typo.warnings.first?.column, 58)
    }

    func testInputsEncodeAndDecodeBackUnchanged() throws {
        let screen = decodeScreen(form)
        let again = try ScreenDecoder().decode(ScreenEncoder().encode(screen)).screen
        XCTAssertEqual(again.components[0].items.map(\.input), screen.components[0].items.map(\.input))
        XCTAssertEqual(again.components[0].items[4].expressions, screen.components[0].items[4].expressions)
    }

    func testUndeclaredNamesBecomeVariablesWithTheInputsValue() {
        let screen = decodeScreen(form)
        XCTAssertEqual(screen.inputVariables, ["wifi": .bool(true), "size": .string("s"), "volume": .number(3), "day": .string("")])
        XCTAssertEqual(screen.variablesWithInputs["email"], .string(""), "a declared variable keeps its value")
        let presented = screen.presentedComponents[0].items
        XCTAssertEqual(presented[3].input?.value, .number(3), "the input shows its variable")
        XCTAssertEqual(presented[4].input?.isDisabled, false, "disabled follows its expression")
    }

    func testValidateWarnsAboutLabelsRulesOptionsAndTypes() {
        let json = """
        {"variables": {"agree": "yes"}, "components": [{"items": [
          {"kind": "text-field", "name": "code", "pattern": "[a-z"},
          {"kind": "slider", "name": "level", "label": "Level", "min": 10, "max": 1},
          {"kind": "text-field", "name": "nick", "label": "Nick", "min-length": 9, "max-length": 3},
          {"kind": "choice", "name": "pick", "label": "Pick", "options": [{"title": "No value"}]},
          {"kind": "check", "name": "agree", "label": "I agree"},
          {"kind": "switch", "label": "Nameless"}
        ]}]}
        """
        let report = ScreenValidator.validate(Data(json.utf8), file: "form.json", location: ResourceLocation())
        let problems = report.problems.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
        XCTAssertEqual(problems, [
            "2:12 the input has no \"label\": a screen reader cannot say what it is for",
            "2:53 \"[a-z\" is not a valid regular expression; the pattern is ignored",
            "3:64 \"min\" (10) is more than \"max\" (1): no value can be valid",
            "4:73 \"min-length\" (9) is more than \"max-length\" (3): no value can be valid",
            "5:67 the option has no \"value\": choosing it would write nothing; its title is used",
            "6:29 \"agree\" is declared as a string but a check writes a boolean",
            "7:12 the input has no \"name\": the variable it edits; what is entered goes nowhere",
        ], "\(problems)")
    }

    /// Inputs outside items: a header's and an empty state's are inputs (their variables are made,
    /// their rules checked); a data-bound template's is refused at its kind, and disabled.
    func testInputsInHeadersAndStatesCountAndATemplatesIsRefused() {
        let json = """
        {"components": [
          {"header": {"kind": "text-field", "name": "q", "label": "Search"}, "items": [{"title": "${q} ${agree}"}]},
          {"states": {"empty": {"kind": "check", "name": "agree", "min-length": 3}}, "items": []},
          {"data": [{"id": 1}], "template": {"kind": "switch", "name": "row", "label": "Row", "disabled": "${false}"}},
          {"data": [{"id": 1}], "templates": [{"item": {"title": "${it.id}", "kind": "text-field", "name": "x", "label": "X"}}]}
        ]}
        """
        let screen = decodeScreen(json)
        XCTAssertEqual(screen.inputVariables, ["q": .string(""), "agree": .bool(false)], "no variable for a template's input")
        XCTAssertEqual(Screen.inputs(in: screen.components).map(\.name), ["q", "agree"])
        XCTAssertEqual(screen.components[2].data?.templates.first?.item.input?.isDisabled, true)
        XCTAssertNil(screen.components[2].data?.templates.first?.item.expressions[.disabled], "no expression enables it again")
        let report = ScreenValidator.validate(Data(json.utf8), file: "form.json", location: ResourceLocation())
        let problems = report.problems.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message.prefix(40))" }
        XCTAssertEqual(problems, [
            "3:33 the input has no \"label\": a screen reade",
            "4:38 an input in a data-bound template is ref",
            "5:70 an input in a data-bound template is ref",
        ], "\(problems)")
    }

    func testRulesJudgeValuesLikeTheWindow() {
        func field(_ json: String) -> InputField { decodeComponent(#"{"items": [\#(json)]}"#).items[0].input! }
        let email = field(#"{"kind": "text-field", "name": "e", "label": "E", "input-type": "email", "required": true}"#)
        XCTAssertEqual(email.failure(for: .string("")), .missing)
        XCTAssertEqual(email.failure(for: .string("ana")), .notShaped(.email))
        XCTAssertNil(email.failure(for: .string("ana@example.org")))
        let code = field(#"{"kind": "text-field", "name": "c", "label": "C", "pattern": "[A-Z]{3}", "min-length": 2}"#)
        XCTAssertNil(code.failure(for: .string("")), "an empty optional field is valid")
        XCTAssertEqual(code.failure(for: .string("A")), .tooShort(2))
        XCTAssertEqual(code.failure(for: .string("ABCD")), .pattern, "the pattern matches the whole value")
        XCTAssertNil(code.failure(for: .string("ABC")))
        let age = field(#"{"kind": "text-field", "name": "a", "label": "A", "input-type": "number", "min": 18, "max": 130}"#)
        XCTAssertEqual(age.failure(for: .string("twelve")), .notShaped(.number))
        XCTAssertEqual(age.failure(for: .string("12")), .belowMinimum("18"))
        XCTAssertEqual(age.failure(for: .string("200")), .aboveMaximum("130"))
        let day = field(#"{"kind": "date", "name": "d", "label": "D", "max": "2030-12-31"}"#)
        XCTAssertEqual(day.failure(for: .string("2025-02-30")), .notDate)
        XCTAssertEqual(day.failure(for: .string("2031-01-01")), .aboveMaximum("2030-12-31"))
        XCTAssertNil(day.failure(for: .string("2024-02-29")))
        let terms = field(#"{"kind": "check", "name": "t", "label": "T", "required": true}"#)
        XCTAssertEqual(terms.failure(for: .bool(false)), .missing)
        XCTAssertNil(terms.failure(for: .bool(true)))
        XCTAssertEqual(InputFailure.tooShort(2).defaultMessage, "Enter at least 2 characters")
    }

    /// A server's pattern that backtracks without end (`(a+)+b` against forty a's and a c takes
    /// minutes) must not hold the window: past the time limit the value counts as unchecked.
    func testAPatternThatBacktracksWithoutEndStopsAtTheTimeLimit() {
        let input = decodeComponent(#"{"items": [{"kind": "text-field", "name": "c", "label": "C", "pattern": "(a+)+b"}]}"#).items[0].input!
        XCTAssertNil(input.failure(for: .string("aaab")))
        XCTAssertEqual(input.failure(for: .string("aaac")), .pattern, "a short value is decided")
        let started = Date()
        XCTAssertEqual(input.failure(for: .string(String(repeating: "a", count: 40) + "c")), .patternTooSlow)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "stopped near InputRules.patternTimeLimit")
    }

    func testASubmitActionDecodesEncodesAndIsChecked() throws {
        let json = """
        {"components": [{"items": [
          {"kind": "text-field", "name": "email", "label": "Email"},
          {"title": "Send", "action": {"submit": {"url": "https://example.org/signup", "method": "put", "fields": ["email", "nobody"],
            "headers": {"X-Form": "signup"}, "on-success": "open:thanks.json", "on-error": {"set": {"email": ""}}}}},
          {"title": "Local", "action": {"submit": {"url": "file:///etc/passwd"}}}
        ]}]}
        """
        let screen = decodeScreen(json)
        let send = try XCTUnwrap(screen.components[0].items[1].submission)
        XCTAssertEqual(send, Submission(url: "https://example.org/signup", method: "PUT", fields: ["email", "nobody"],
                                        headers: ["X-Form": "signup"], onSuccess: .init(action: "open:thanks.json"),
                                        onError: .init(assignments: ["email": .string("")])))
        XCTAssertTrue(screen.components[0].items[1].isActivatable)
        let again = try ScreenDecoder().decode(ScreenEncoder().encode(screen)).screen
        XCTAssertEqual(again.components[0].items[1].submission, send)
        XCTAssertEqual(send.names(among: Screen.inputs(in: screen.components)), ["email", "nobody"])
        XCTAssertEqual(Submission(url: "x").names(among: Screen.inputs(in: screen.components)), ["email"], "every input by default")
        XCTAssertEqual(String(decoding: Submission.body(["b": .bool(true), "a": .string("x")]), as: UTF8.self), #"{"a":"x","b":true}"#)
        let report = ScreenValidator.validate(Data(json.utf8), file: "form.json", location: ResourceLocation())
        XCTAssertEqual(report.problems.map(\.message), [
            "\"nobody\" is neither a variable nor an input of the screen; it is sent as null",
            "a form is sent over http or https only, never to \"file:\"; the item does nothing",
        ])
        XCTAssertTrue(report.problems.allSatisfy { $0.line != nil }, "positioned")
    }

    func testAnInputsTextsBindVariables() {
        let screen = decodeScreen(#"{"variables": {"n": 3}, "components": [{"items": [{"kind": "text-field", "name": "q", "label": "Code ${n}", "hint": "${n} digits", "placeholder": "${'0' + '00'}", "error-message": "Enter ${n} digits", "min-length": 3}]}]}"#)
        let input = screen.presentedComponents[0].items[0].input
        XCTAssertEqual(input?.label, "Code 3")
        XCTAssertEqual(input?.hint, "3 digits")
        XCTAssertEqual(input?.placeholder, "000")
        XCTAssertEqual(input?.errorMessage, "Enter 3 digits")
        let report = ScreenValidator.validate(Data(#"{"components": [{"items": [{"kind": "switch", "name": "s", "label": "${nope}"}]}]}"#.utf8),
                                              file: "f.json", location: ResourceLocation())
        XCTAssertEqual(report.problems.map { "\($0.line ?? 0):\($0.column ?? 0)" }, ["1:72"], "\(report.problems)")
    }
}
