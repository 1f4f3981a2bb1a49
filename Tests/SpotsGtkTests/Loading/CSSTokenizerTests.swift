import XCTest
@testable import SpotsGtk

/// The CSS tokenizer against CSS Syntax Level 3 (no GTK needed).
final class CSSTokenizerTests: XCTestCase {
    private func kinds(_ text: String) -> [CSSToken.Kind] {
        CSSTokenizer.tokenize(text).tokens.map(\.kind).filter { $0 != .whitespace }
    }

    func testIdentsFunctionsAtKeywordsAndHashes() {
        XCTAssertEqual(kinds(".spots-item > label:hover { color: #ff0000; }"), [
            .delim("."), .ident("spots-item"), .delim(">"), .ident("label"), .colon, .ident("hover"), .openCurly,
            .ident("color"), .colon, .hash("ff0000", isIdentifier: true), .semicolon, .closeCurly,
        ])
        XCTAssertEqual(kinds("@define-color accent mix(@a, @b, 0.5);"), [
            .atKeyword("define-color"), .ident("accent"), .function("mix"), .atKeyword("a"), .comma, .atKeyword("b"), .comma,
            .number(CSSNumber(value: 0.5, isInteger: false)), .closeParen, .semicolon,
        ])
        XCTAssertEqual(kinds("#123 -x --y _z"), [.hash("123", isIdentifier: false), .ident("-x"), .ident("--y"), .ident("_z")])
        XCTAssertEqual(kinds("@1"), [.delim("@"), .number(CSSNumber(value: 1, isInteger: true))], "an at sign before a digit is no keyword")
    }

    func testEscapesAreDecodedInNamesAndStrings() {
        XCTAssertEqual(kinds(#"\2f etc\2f passwd"#), [.ident("/etc/passwd")], "a hex escape eats one space after it")
        XCTAssertEqual(kinds(#"u\72l("x")"#), [.function("url"), .string("x"), .closeParen])
        XCTAssertEqual(kinds(#""a\"b" 'c\'d' "e\\f" "\41 B""#), [.string("a\"b"), .string("c'd"), .string("e\\f"), .string("AB")])
        XCTAssertEqual(kinds("\"line\\\ncontinued\""), [.string("linecontinued")], "an escaped newline continues the string")
        XCTAssertEqual(kinds(#"\0 \110000 \D800 x"#), [.ident("\u{FFFD}\u{FFFD}\u{FFFD}x")], "null, out of range and surrogates become U+FFFD")
        XCTAssertEqual(kinds("a\u{0}b"), [.ident("a\u{FFFD}b")], "NUL in the input becomes U+FFFD")
        XCTAssertEqual(kinds("\\\n"), [.delim("\\")], "a backslash before a newline is no escape")
    }

    func testStringsCommentsAndBadStrings() {
        XCTAssertEqual(kinds("/* a \"comment\" */ b /* unterminated"), [.comment, .ident("b"), .comment])
        XCTAssertEqual(kinds("\"/* not a comment */\""), [.string("/* not a comment */")])
        XCTAssertEqual(kinds("\"broken\nx"), [.badString, .ident("x")], "a raw newline ends a string badly and starts the next token")
        XCTAssertEqual(kinds("'open at the end"), [.string("open at the end")])
        XCTAssertEqual(kinds("<!-- a -->"), [.cdo, .ident("a"), .cdc])
    }

    func testURLForms() {
        XCTAssertEqual(kinds("url(x.png)"), [.url("x.png")])
        XCTAssertEqual(kinds("URL(  file:///etc/passwd  )"), [.url("file:///etc/passwd")])
        XCTAssertEqual(kinds(#"url( "a b.png" )"#), [.function("url"), .string("a b.png"), .closeParen], "a quoted url is a function")
        XCTAssertEqual(kinds(#"url(a\)b)"#), [.url("a)b")])
        XCTAssertEqual(kinds("url(a b) x"), [.badURL, .ident("x")])
        XCTAssertEqual(kinds("url(a\"b) x"), [.badURL, .ident("x")])
        XCTAssertEqual(kinds("url(a(b) x"), [.badURL, .ident("x")])
        XCTAssertEqual(kinds("url (x)"), [.ident("url"), .openParen, .ident("x"), .closeParen], "a space makes it an ident and a block")
        XCTAssertEqual(kinds("url(x"), [.url("x")], "unterminated at the end")
    }

    func testNumbers() {
        XCTAssertEqual(kinds("12px -3.5em +.5% 1e3 1e-2x 2n+1 -n+3"), [
            .dimension(CSSNumber(value: 12, isInteger: true), unit: "px"),
            .dimension(CSSNumber(value: -3.5, isInteger: false), unit: "em"),
            .percentage(CSSNumber(value: 0.5, isInteger: false)),
            .number(CSSNumber(value: 1000, isInteger: false)),
            .dimension(CSSNumber(value: 0.01, isInteger: false), unit: "x"),
            .dimension(CSSNumber(value: 2, isInteger: true), unit: "n"), .number(CSSNumber(value: 1, isInteger: true)),
            .ident("-n"), .number(CSSNumber(value: 3, isInteger: true)),
        ])
        XCTAssertEqual(kinds("1em 1e"), [.dimension(CSSNumber(value: 1, isInteger: true), unit: "em"),
                                         .dimension(CSSNumber(value: 1, isInteger: true), unit: "e")])
        XCTAssertEqual(kinds("1e999"), [.number(CSSNumber(value: .infinity, isInteger: false))])
    }

    func testOffsetsAndPositions() {
        let text = "a {\r\n  b: \"é\" c;\n}\u{0C}d"
        let (tokens, source, _) = CSSTokenizer.tokenize(text)
        XCTAssertEqual(tokens.map(\.range.lowerBound), tokens.indices.map { index in index == 0 ? 0 : tokens[index - 1].range.upperBound },
                       "tokens cover the text without gaps")
        XCTAssertEqual(tokens.last?.range.upperBound, source.count)
        let lines = CSSSourceLines(source: source)
        let c = tokens.first { $0.kind == .ident("c") }!
        XCTAssertEqual(lines.position(of: Int(c.start)), CSSPosition(line: 2, column: 10), "columns count characters, CR LF is one line break")
        let d = tokens.first { $0.kind == .ident("d") }!
        XCTAssertEqual(lines.position(of: Int(d.start)), CSSPosition(line: 4, column: 1), "a form feed ends a line")
    }

    func testTokenLimitAndHostileInputEnd() {
        let result = CSSTokenizer.tokenize(String(repeating: ";", count: 100), limit: 10)
        XCTAssertEqual(result.tokens.count, 10)
        XCTAssertTrue(result.reachedLimit)
        // Every ending a tokenizer can meet mid-token terminates.
        for ending in ["\\", "\"\\", "url(\\", "url(a\\", "/*", "#", "@", "-", "+", ".", "<!-", "u", "url(", "1e", "1e+"] {
            XCTAssertFalse(CSSTokenizer.tokenize(ending).tokens.isEmpty, ending)
        }
    }

    func testRulesAndDeclarations() {
        let text = "@import url(\"a.css\");\n.x, .y { color: red; junk; margin: 1px 2px }\n@keyframes k { from { opacity: 0 } }"
        let (tokens, _, _) = CSSTokenizer.tokenize(text)
        let rules = CSSRuleParser.rules(of: tokens)
        XCTAssertEqual(rules.map(\.atName), ["import", nil, "keyframes"])
        let list = CSSRuleParser.declarationList(in: rules[1].block!, tokens: tokens)
        XCTAssertEqual(list.declarations.map(\.name), ["color", "margin"])
        XCTAssertEqual(list.junk.count, 1)
        XCTAssertEqual(CSSRuleParser.rules(in: rules[2].block!, tokens: tokens).count, 1)
        let sheet = ParsedStylesheet(text: text, origin: "t.css")
        XCTAssertEqual(sheet.imports.map(\.target), ["a.css"])

        // Nesting deeper than the parser follows is kept flat, without recursion.
        let deep = ".a { color: " + String(repeating: "(", count: 200_000) + " }"
        let deepSheet = ParsedStylesheet(text: deep, origin: "deep.css")
        XCTAssertEqual(deepSheet.rules.count, 1)
    }
}
