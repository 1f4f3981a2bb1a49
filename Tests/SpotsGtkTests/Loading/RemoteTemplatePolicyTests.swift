import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// The checker a server's `.ui` template passes before GtkBuilder sees it: read with GMarkup (no
/// display needed), every refusal positioned in the template.
final class RemoteTemplatePolicyTests: XCTestCase {
    private let url = "http://127.0.0.1:9/parts/card.ui"

    private func problems(_ source: String) -> [Diagnostic] {
        BuilderTemplate.remoteProblems(in: source, file: url)
    }

    /// A template with `body` inside `<interface>`.
    private func template(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>\n  <requires lib=\"gtk+\" version=\"3.24\"/>\n\(body)\n</interface>\n"
    }

    /// One GtkImage with `properties` as `<property>` elements.
    private func object(_ properties: [(String, String)]) -> String {
        object("GtkImage", properties)
    }

    /// One `className` object with `properties` as `<property>` elements.
    private func object(_ className: String, _ properties: [(String, String)]) -> String {
        template("  <object class=\"\(className)\" id=\"item\">\n"
            + properties.map { "    <property name=\"\($0.0)\">\($0.1)</property>\n" }.joined() + "  </object>")
    }

    private func assertRefused(_ source: String, at line: Int, _ column: Int, saying parts: [String],
                               file: StaticString = #filePath, line testLine: UInt = #line) {
        let found = problems(source)
        guard let first = found.first else {
            return XCTFail("accepted:\n\(source)", file: file, line: testLine)
        }
        XCTAssertEqual(first.file, url, file: file, line: testLine)
        XCTAssertEqual(first.severity, .error, file: file, line: testLine)
        XCTAssertEqual(first.line, line, "\(first)", file: file, line: testLine)
        XCTAssertEqual(first.column, column, "\(first)", file: file, line: testLine)
        for part in parts {
            XCTAssertTrue(first.message.contains(part), "\"\(part)\" missing from: \(first.message)", file: file, line: testLine)
        }
    }

    func testTheShippedContactTemplateIsAllowed() throws {
        let examples = Repository.root
            .appendingPathComponent("Data/examples/contact.ui")
        let source = try String(contentsOf: examples, encoding: .utf8)
        XCTAssertEqual(problems(source), [])
    }

    func testAnImageThatNamesALocalFileIsRefusedAtThePropertyName() {
        assertRefused(object([("visible", "True"), ("file", "/home/user/secret.png")]), at: 6, 15,
                      saying: ["GtkImage's \"file\"", "it reads a local file", "icon-name", "pixel-size"])
        for property in ["resource", "pixbuf", "gicon", "stock", "surface"] {
            XCTAssertFalse(problems(object([(property, "x")])).isEmpty, property)
        }
    }

    func testWindowsChoosersAndOtherClassesOutsideTheAllowlistAreRefused() {
        assertRefused(template("  <object class=\"GtkWindow\">\n    <property name=\"title\">FAKE LOGIN</property>\n  </object>"),
                      at: 4, 3, saying: ["cannot use GtkWindow", "it opens a window", "GtkBox", "GtkLabel"])
        assertRefused(template("<object class=\"GtkFileChooserWidget\"/>"), at: 4, 1, saying: ["it lists local files"])
        assertRefused(template("<object class=\"GtkRecentChooserWidget\"/>"), at: 4, 1, saying: ["recently used files"])
        for name in ["GtkDialog", "GtkPopover", "GtkMenu", "GtkLinkButton", "GtkEntry", "GtkAppChooserWidget", "GtkSocket",
                     "GtkPlug", "GtkButton", "GtkFileChooserButton", "GtkPlacesSidebar", "GtkWebView", "GtkOffscreenWindow"] {
            XCTAssertFalse(problems(template("<object class=\"\(name)\"/>")).isEmpty, name)
        }
    }

    func testElementsAndAttributesThatRunCodeAreRefused() {
        assertRefused(object("GtkBox", []).replacingOccurrences(of: "  </object>",
                                                                with: "    <signal name=\"destroy\" handler=\"gtk_main_quit\"/>\n  </object>"),
                      at: 5, 5, saying: ["<signal>", "connects handlers", "<property>"])
        assertRefused(template("  <object class=\"GtkBox\" type-func=\"gtk_window_get_type\"/>"), at: 4, 26,
                      saying: ["\"type-func\"", "call a function", "class, id"])
        assertRefused(template("  <object class=\"GtkBox\" constructor=\"other\"/>"), at: 4, 26, saying: ["\"constructor\""])
        assertRefused(template("  <template class=\"Fake\" parent=\"GtkBox\"/>"), at: 4, 3, saying: ["<template>"])
        assertRefused(template("  <menu id=\"m\"/>"), at: 4, 3, saying: ["<menu>", "<object>, <requires>"])
        assertRefused("<interface domain=\"../../../../tmp/x\"/>", at: 1, 12, saying: ["\"domain\""])
        assertRefused(template("<object class=\"GtkFrame\"><child internal-child=\"label\"><object class=\"GtkLabel\"/></child></object>"),
                      at: 4, 33, saying: ["\"internal-child\""])
        assertRefused(object("GtkLabel", []).replacingOccurrences(
            of: "  </object>", with: "    <property name=\"label\" bind-source=\"other\" bind-property=\"label\"/>\n  </object>"),
                      at: 5, 28, saying: ["\"bind-source\""])
        assertRefused(template("<object class=\"GtkLabel\"><child><object class=\"GtkLabel\"/></child></object>"), at: 4, 26,
                      saying: ["GtkLabel holds no <child>", "GtkBox"])
        assertRefused(template("<requires lib=\"webkit2gtk\" version=\"4.0\"/>"), at: 4, 1, saying: ["only gtk+"])
    }

    func testSizesAreCheckedAsGtkBuilderReadsThem() {
        XCTAssertEqual(problems(object([("pixel-size", "1024"), ("icon-name", "avatar-default-symbolic")])), [])
        XCTAssertEqual(problems(object([("pixel_size", " 64 ")])), [], "GObject's underscore spelling, spaces around a number")
        assertRefused(object([("pixel-size", "40000")]), at: 5, 5, saying: ["GtkImage's \"pixel-size\" is \"40000\"", "-1 to 1024"])
        // GtkBuilder reads 0x… as hex, a leading 0 as octal, and stops at junk: none of them is let through.
        for value in ["0x7fff", "077777", "1e9", "40junk", "", "99999999999999999999999"] {
            XCTAssertFalse(problems(object([("pixel-size", value)])).isEmpty, value)
        }
        XCTAssertFalse(problems(object("GtkImage", [("width-request", "4096")])).isEmpty, "an image's own size is capped like pixel-size")
        XCTAssertEqual(problems(object("GtkBox", [("width-request", "4096"), ("spacing", "12"), ("margin-start", "32767")])), [])
        XCTAssertFalse(problems(object("GtkBox", [("margin-start", "32768")])).isEmpty)
        XCTAssertFalse(problems(object("GtkBox", [("spacing", "-1")])).isEmpty)
        for value in ["nan", "inf", "-0.5", "1.5", "0x1p0"] {
            XCTAssertFalse(problems(object("GtkLabel", [("xalign", value)])).isEmpty, value)
        }
        XCTAssertEqual(problems(object("GtkLabel", [("xalign", "0.5"), ("yalign", "1"), ("angle", "1.5e2")])), [])
        XCTAssertFalse(problems(object("GtkBox", [("halign", " center")])).isEmpty, "GtkBuilder does not trim enum nicks")
        XCTAssertFalse(problems(object("GtkBox", [("halign", "3")])).isEmpty, "nicks, not numbers")
        XCTAssertFalse(problems(object("GtkBox", [("visible", "maybe")])).isEmpty)
    }

    func testIconNamesArePlainThemeNames() {
        for name in ["/etc/passwd", "../../x", "file:///tmp/a.png", "a b", "-x", "", String(repeating: "a", count: 129)] {
            XCTAssertFalse(problems(object([("icon-name", name)])).isEmpty, name)
        }
        // Entities are resolved before the check, as GtkBuilder resolves them.
        assertRefused(object([("icon-name", "..&#x2F;..&#x2F;etc&#x2F;passwd")]), at: 5, 5, saying: ["plain icon name"])
    }

    func testMarkupIsRefusedAndLabelTextIsCappedLikeItemText() {
        assertRefused(object("GtkLabel", [("use-markup", "True")]), at: 5, 15, saying: ["\"use-markup\"", "open URIs"])
        XCTAssertFalse(problems(object("GtkLabel", [("tooltip-markup", "<a href=\"file:///\">x</a>")])).isEmpty)
        let longest = String(repeating: "é", count: SizeLimits.maximumTextLength)
        XCTAssertEqual(problems(object("GtkLabel", [("label", longest)])), [])
        assertRefused(object("GtkLabel", [("label", longest + "x")]), at: 5, 5, saying: ["10001 characters long", "at most 10000"])
        XCTAssertFalse(problems(object("GtkLabel", [("label", "<![CDATA[" + longest + "x]]>")])).isEmpty, "CDATA is text, as in GtkBuilder")
    }

    func testPangoAttributesAreLimited() {
        let label = { (attributes: String) in
            self.template("<object class=\"GtkLabel\"><attributes>\(attributes)</attributes></object>")
        }
        XCTAssertEqual(problems(label("<attribute name=\"weight\" value=\"bold\"/><attribute name=\"scale\" value=\"1.1\"/>"
            + "<attribute name=\"foreground\" value=\"#336699\" start=\"0\" end=\"4\"/>")), [])
        assertRefused(label("<attribute name=\"font-desc\" value=\"Sans 100000\"/>"), at: 4, 49, saying: ["\"font-desc\"", "weight"])
        assertRefused(label("<attribute name=\"scale\" value=\"1000\"/>"), at: 4, 62, saying: ["\"scale\"", "0.25 to 4"])
        XCTAssertFalse(problems(template("<object class=\"GtkBox\"><attributes/></object>")).isEmpty, "attributes are GtkLabel's")
    }

    func testDepthObjectCountAndSizeLimits() {
        func nested(_ depth: Int) -> String {
            template(String(repeating: "<object class=\"GtkBox\"><child>", count: depth - 1) + "<object class=\"GtkLabel\"/>"
                + String(repeating: "</child></object>", count: depth - 1))
        }
        XCTAssertEqual(problems(nested(RemoteTemplatePolicy.maximumDepth)), [])
        let deep = problems(nested(2_000))
        XCTAssertEqual(deep.count, 1, "reading stops at the limit: \(deep)")
        XCTAssertEqual(deep.first?.line, 4)
        XCTAssertEqual(deep.first?.column, 1 + 30 * RemoteTemplatePolicy.maximumDepth)
        XCTAssertTrue(deep.first?.message.contains("more than 16 deep") ?? false, "\(deep)")
        XCTAssertEqual(problems(nested(10_000)).first?.message.contains("may be at most 256 KB"), true, "the issue's 10,000 boxes")

        func labels(_ count: Int) -> String {
            template("<object class=\"GtkBox\">" + String(repeating: "<child><object class=\"GtkLabel\"/></child>\n", count: count - 1) + "</object>")
        }
        XCTAssertEqual(problems(labels(RemoteTemplatePolicy.maximumObjects)), [])
        let many = problems(labels(5_000))
        XCTAssertEqual(many.count, 1)
        XCTAssertEqual(many.first?.line, 4 + RemoteTemplatePolicy.maximumObjects - 1)
        XCTAssertTrue(many.first?.message.contains("more than 200 objects") ?? false, "\(many)")

        let large = template("<object class=\"GtkLabel\"/><!--" + String(repeating: "x", count: RemoteTemplatePolicy.maximumSize) + "-->")
        XCTAssertEqual(problems(large).map(\.message), ["the remote template is 256.1 KB; a remote template may be at most 256 KB"])
    }

    func testMalformedMarkupIsRefusedWhereItBreaks() {
        let found = problems("<interface>\n  <object class=\"GtkBox\">\n</interface>\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.line, 3)
        XCTAssertTrue(found.first?.message.hasPrefix("the remote template is not well-formed: ") ?? false, "\(found)")
        XCTAssertFalse(found.first?.message.contains("Error on line") ?? true)
        XCTAssertFalse(problems("<interface><object class=\"GtkLabel\"/>&ent;</interface>").isEmpty, "no entities beyond XML's")
        XCTAssertFalse(problems("<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><interface>&e;</interface>").isEmpty)
    }

    func testPositionsCountCharactersAndFindAttributesOnLaterLines() {
        // A comment holding a tag and a quoted attribute holding `>` do not confuse the positions.
        let source = "<interface><!-- <object class=\"GtkWindow\"> -->\n  <object class=\"GtkLabel\" id=\"é>é\"\n"
            + "      name=\"x\"/>\n  <object class=\"GtkBox\"><child><object class=\"GtkSpinner\"/></child></object>"
            + "\u{00e9}\u{00e9}<object\n class=\"GtkWindow\"/></interface>"
        let found = problems(source)
        XCTAssertEqual(found.map { [$0.line ?? 0, $0.column ?? 0] }, [[3, 7], [4, 80]], "\(found)")
    }

    func testRefusedObjectsStillCountTowardsTheDepth() {
        // Refused objects leave their level when they end: later siblings are as deep as they look.
        let siblings = String(repeating: "<child><object class=\"GtkEntry\"/></child>", count: 5)
        let source = template("<object class=\"GtkBox\">\(siblings)"
            + String(repeating: "<child><object class=\"GtkBox\">", count: RemoteTemplatePolicy.maximumDepth - 1)
            + String(repeating: "</object></child>", count: RemoteTemplatePolicy.maximumDepth - 1) + "</object>")
        XCTAssertEqual(problems(source).map(\.message).filter { $0.contains("deep") }, [])
        XCTAssertEqual(problems(source).count, 5)
    }

    func testAtMostTenProblemsAreListed() {
        let source = template(String(repeating: "<object class=\"GtkWindow\"/>\n", count: 50))
        XCTAssertEqual(problems(source).count, RemoteTemplatePolicy.maximumProblems)
    }

    /// The checker is plain Swift: events from any reader, no GTK.
    func testTheCheckerTakesEventsFromAnyReader() {
        var checker = RemoteTemplateChecker(file: "t.ui")
        let events: [MarkupEvent] = [
            .start(MarkupElement(name: "interface")),
            .start(MarkupElement(name: "object", attributes: [MarkupAttribute(name: "class", value: "GtkImage", position: .init(line: 2, column: 9))],
                                 position: MarkupPosition(line: 2, column: 1))),
            .start(MarkupElement(name: "property", attributes: [MarkupAttribute(name: "name", value: "pixel-size", position: .init(line: 3, column: 11))],
                                 position: MarkupPosition(line: 3, column: 1))),
            .text("20"), .text("48"),
            .end(name: "property"), .end(name: "object"), .end(name: "interface"),
        ]
        for event in events { XCTAssertTrue(checker.handle(event)) }
        checker.finish(.completed)
        XCTAssertEqual(checker.problems.map(\.description), ["t.ui:3:1: error: GtkImage's \"pixel-size\" is \"2048\": must be a whole number from -1 to 1024"])
    }

    func testTheImageCapIsTheImageLoaders() {
        XCTAssertEqual(RemoteTemplatePolicy.maximumImageSide, ImageLoader.maximumDecodedSide)
    }
}
