import SpotsModel
import XCTest

/// The `${…}` language: what each operator and function gives, what it refuses, and where a
/// problem is.
final class ExpressionTests: XCTestCase {
    private let scope: [String: JSONValue] = [
        "count": .number(3),
        "query": .string("  Lisbon "),
        "user": .object(["name": .string("Ana"), "tags": .array([.string("a"), .string("b")])]),
        "items": .array([.number(10), .number(20)]),
        "on": .bool(true),
        "nothing": .null,
    ]

    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        do {
            return try ExpressionEvaluator(scope: scope).evaluate(try ExpressionParser.parse(text))
        } catch {
            XCTFail("\(text): \(error.message)", file: file, line: line)
            return nil
        }
    }

    private func problem(_ text: String) -> ExpressionError? {
        do {
            _ = try ExpressionEvaluator(scope: scope).evaluate(try ExpressionParser.parse(text))
            return nil
        } catch {
            return error
        }
    }

    func testLiteralsPathsAndIndexes() {
        XCTAssertEqual(value("12"), .number(12))
        XCTAssertEqual(value("1.5e3"), .number(1500))
        XCTAssertEqual(value(#""double" + 'single'"#), .string("doublesingle"))
        XCTAssertEqual(value("true"), .bool(true))
        XCTAssertEqual(value("null"), .null)
        XCTAssertEqual(value("user.name"), .string("Ana"))
        XCTAssertEqual(value("user.tags[1]"), .string("b"))
        XCTAssertEqual(value(#"user["name"]"#), .string("Ana"))
        XCTAssertEqual(value("items[count - 2]"), .number(20))
    }

    func testOperatorsFollowPrecedence() {
        XCTAssertEqual(value("1 + 2 * 3"), .number(7))
        XCTAssertEqual(value("(1 + 2) * 3"), .number(9))
        XCTAssertEqual(value("10 % 4 - -1"), .number(3))
        XCTAssertEqual(value("count > 2 && !on || false"), .bool(false))
        XCTAssertEqual(value("count == 3 ? 'three' : 'other'"), .string("three"))
        XCTAssertEqual(value("on ? count > 1 ? 'a' : 'b' : 'c'"), .string("a"))
        XCTAssertEqual(value("'n=' + count"), .string("n=3"), "a string joins what follows as text")
        XCTAssertEqual(value("'b' < 'c'"), .bool(true))
    }

    func testFunctions() {
        XCTAssertEqual(value("len(user.tags)"), .number(2))
        XCTAssertEqual(value("upper(trim(query))"), .string("LISBON"))
        XCTAssertEqual(value("contains(lower(query), 'lis')"), .bool(true))
        XCTAssertEqual(value("contains(user.tags, 'b')"), .bool(true))
        XCTAssertEqual(value("contains('list', '')"), .bool(true), "an empty search matches every text")
        XCTAssertEqual(value("contains('', '')"), .bool(true))
        XCTAssertEqual(value("number('2.5') * 2"), .number(5))
        XCTAssertEqual(value("string(count) + string(on)"), .string("3true"))
        XCTAssertEqual(value("format-number(2 / 3, 2)"), .string("0.67"))
    }

    func testProblemsSayWhatAndWhere() {
        XCTAssertEqual(problem("usr.name"), ExpressionError("there is no variable \"usr\"", ExpressionRange(0, 3)))
        XCTAssertEqual(problem("user.nam")?.message, "there is no \"nam\" in the object")
        XCTAssertEqual(problem("count + on")?.message, "\"+\" adds numbers or joins strings, not a number and a boolean")
        XCTAssertEqual(problem("count / 0")?.message, "division by zero")
        XCTAssertEqual(problem("query && on"), ExpressionError("\"&&\" takes booleans, not a string", ExpressionRange(0, 5)))
        XCTAssertEqual(problem("count ? 1 : 2")?.message, "a condition must be a boolean, not a number")
        XCTAssertEqual(problem("items[5]")?.message, "there is no element 5 in an array of 2")
        XCTAssertEqual(problem("1 +")?.message, "the expression ends where a value was expected")
        XCTAssertEqual(problem("(1 + 2")?.message, "expected \")\" after the expression in parentheses, found the end")
        XCTAssertEqual(problem("open('x')")?.message,
                       "there is no function \"open\" (there are len, upper, lower, trim, contains, string, number, format-number)")
        XCTAssertEqual(problem("len(1, 2)")?.message, "len takes 1 argument, not 2")
        XCTAssertEqual(problem("'unclosed")?.message, "the string is not closed")
        XCTAssertEqual(problem("count # 2"), ExpressionError("unexpected character \"#\"", ExpressionRange(6, 7)))
        XCTAssertEqual(problem("items == [10, 20]")?.message, "expected a value, found \"[\"")
    }

    func testHostileExpressionsAreBoundedWithoutATrap() {
        XCTAssertEqual(problem(String(repeating: "(", count: 10_000) + "1")?.message,
                       "the expression is longer than 4096 characters")
        XCTAssertEqual(problem(String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100))?.message,
                       "the expression nests deeper than 32 levels")
        XCTAssertEqual(problem(String(repeating: "!", count: 200) + "true")?.message, "the expression nests deeper than 32 levels")
        XCTAssertEqual(problem((0..<600).map { _ in "1" }.joined(separator: "+"))?.message, "the expression has more than 512 parts")
        XCTAssertEqual(problem("1e308 * 10")?.message, "the result is too large a number")
        XCTAssertEqual(problem("1e999")?.message, "1e999 is not a number this can hold")
        XCTAssertEqual(problem("format-number(1, 99)")?.message, "format-number's digits are a whole number from 0 to 20")
    }

    func testTemplateStringsKeepTypeWhenAloneAndJoinOtherwise() throws {
        let evaluator = ExpressionEvaluator(scope: scope)
        XCTAssertNil(try TemplateString.parse("no expressions here"))
        XCTAssertEqual(try XCTUnwrap(TemplateString.parse("${count}")).evaluate(evaluator).value, .number(3))
        XCTAssertEqual(try XCTUnwrap(TemplateString.parse("${on}")).evaluate(evaluator).value, .bool(true))
        XCTAssertEqual(try XCTUnwrap(TemplateString.parse("Hello ${user.name}, ${count} new")).evaluate(evaluator).value,
                       .string("Hello Ana, 3 new"))
        XCTAssertEqual(try XCTUnwrap(TemplateString.parse("a '}' inside: ${'}' + count}")).evaluate(evaluator).value,
                       .string("a '}' inside: }3"))
        XCTAssertEqual(try XCTUnwrap(TemplateString.parse("$${literal} ${count}")).evaluate(evaluator).value,
                       .string("${literal} 3"))
        XCTAssertEqual(try XCTUnwrap(TemplateString.parse("${user.name} ${count}")).variables, ["user", "count"])
    }

    func testATemplateWithAFailingPartShowsTheRestAndSaysWhere() throws {
        let template = try XCTUnwrap(TemplateString.parse("Hi ${usr.name}!"))
        let result = template.evaluate(ExpressionEvaluator(scope: scope))
        XCTAssertEqual(result.value, .string("Hi !"))
        XCTAssertEqual(result.errors, [ExpressionError("there is no variable \"usr\"", ExpressionRange(5, 8))])
        XCTAssertThrowsError(try TemplateString.parse("Hi ${1 +}")) { error in
            XCTAssertEqual(error as? ExpressionError, ExpressionError("the expression ends where a value was expected", ExpressionRange(8, 8)))
        }
        XCTAssertThrowsError(try TemplateString.parse("Hi ${open")) { error in
            XCTAssertEqual((error as? ExpressionError)?.message, "\"${\" is not closed by \"}\"")
        }
    }
}
