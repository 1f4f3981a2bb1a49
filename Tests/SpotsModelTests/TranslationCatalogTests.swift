import Foundation
@testable import SpotsTranslation
import XCTest

/// The catalogs in po/ and the lookup behind `translated("…")`: the template is current, every
/// language is complete and keeps each placeholder, and the catalogs are found where they live.
final class TranslationCatalogTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static var languages: [String] {
        let text = (try? String(contentsOf: root.appendingPathComponent("po/LINGUAS"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// A string marked in the code but missing from po/spots.pot would never be translated.
    func testTheTemplateHoldsEveryMarkedString() throws {
        let (status, output) = try run(Self.root.appendingPathComponent("Scripts/update-translations.sh").path, ["--check"])
        XCTAssertEqual(status, 0, output)
    }

    func testEveryLanguageTranslatesEveryString() throws {
        XCTAssertEqual(Self.languages, ["de", "he"])
        let template = try entries(in: "po/spots.pot")
        for language in Self.languages {
            let (status, output) = try run("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null", "po/\(language).po"])
            XCTAssertEqual(status, 0, "\(language): \(output)")
            XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "\(template.count) translated messages.",
                           "\(language): fuzzy or untranslated strings")
        }
    }

    /// A translation may move `{file}` but not drop, rename or add one (a plural's singular may
    /// drop `{count}`: Hebrew says "one error" in words).
    func testTranslationsKeepTheirPlaceholdersAndAddNoMarkup() throws {
        for language in Self.languages {
            for entry in try entries(in: "po/\(language).po") {
                let expected = placeholders(in: entry.msgid + (entry.plural ?? ""))
                for (index, translation) in entry.translations.enumerated() {
                    let found = placeholders(in: translation)
                    if entry.plural != nil && index == 0 {
                        XCTAssertTrue(found.isSubset(of: expected), "\(language) \(entry.msgid): \(translation)")
                    } else {
                        XCTAssertEqual(found, expected, "\(language) \(entry.msgid): \(translation)")
                    }
                    // Some strings go into Pango markup (the inspector's heading).
                    for character in ["<", "&"] where translation.contains(character) {
                        XCTAssertTrue(entry.msgid.contains(character), "\(language) \(entry.msgid): \(translation)")
                    }
                }
            }
        }
    }

    func testPlaceholdersAreFilledByNameInAnyOrder() {
        XCTAssertEqual(Translation.fill("{b} vor {a}", ["a": "1", "b": "2"]), "2 vor 1")
        XCTAssertEqual(Translation.fill("{a} and {a}, {unknown}", ["a": "x"]), "x and x, {unknown}")
    }

    /// English as written when translation is off (`spots validate --json`) and when no catalog
    /// has the string.
    func testUntranslatedStringsReadAsWritten() {
        XCTAssertEqual(Translation.text("A string no catalog has"), "A string no catalog has")
        XCTAssertEqual(Translation.plural("{count} thing", "{count} things", count: 1, ["count": "1"]), "1 thing")
        XCTAssertEqual(Translation.plural("{count} thing", "{count} things", count: 3, ["count": "3"]), "3 things")
        Translation.isEnabled = false
        defer { Translation.isEnabled = true }
        XCTAssertEqual(Translation.text("{location}: error: {message}", ["location": "a.json:1:2", "message": "m"]),
                       "a.json:1:2: error: m")
    }

    /// SPOTS_LOCALEDIR first, then share/locale beside an installed binary, then a locale
    /// folder above a binary in the build folder (.build/locale for .build/x86_64…/debug/spots).
    func testCatalogsAreFoundBesideTheBinaryOrInTheBuildFolder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("spots-catalogs-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        func makeCatalog(in folder: String) throws {
            let messages = scratch.appendingPathComponent(folder).appendingPathComponent("de/LC_MESSAGES")
            try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: messages.appendingPathComponent("spots.mo").path, contents: Data())
        }
        try makeCatalog(in: "prefix/share/locale")
        try makeCatalog(in: "repo/.build/locale")
        let installed = scratch.appendingPathComponent("prefix/bin/spots").path
        let built = scratch.appendingPathComponent("repo/.build/x86_64-unknown-linux-gnu/debug/spots").path
        let path = { (relative: String) in scratch.appendingPathComponent(relative).path }

        XCTAssertEqual(CatalogBinding.folder(environment: [:], executable: installed), path("prefix/share/locale"))
        XCTAssertEqual(CatalogBinding.folder(environment: [:], executable: built), path("repo/.build/locale"))
        XCTAssertEqual(CatalogBinding.folder(environment: ["SPOTS_LOCALEDIR": "/elsewhere"], executable: built), "/elsewhere")
        XCTAssertNil(CatalogBinding.folder(environment: [:], executable: path("nowhere/bin/spots")))
    }

    // MARK: - Reading po files (written with --no-wrap: one line per string)

    private struct Entry {
        var msgid: String
        var plural: String?
        var translations: [String]
    }

    private func entries(in relative: String) throws -> [Entry] {
        let text = try String(contentsOf: Self.root.appendingPathComponent(relative), encoding: .utf8)
        var found: [Entry] = []
        for block in text.components(separatedBy: "\n\n") {
            var entry = Entry(msgid: "", plural: nil, translations: [])
            var hasID = false
            for line in block.split(separator: "\n").map(String.init) {
                if line.hasPrefix("msgid \"") { entry.msgid = quoted(line); hasID = true }
                if line.hasPrefix("msgid_plural \"") { entry.plural = quoted(line) }
                if line.hasPrefix("msgstr") { entry.translations.append(quoted(line)) }
            }
            if hasID && !entry.msgid.isEmpty { found.append(entry) }
        }
        return found
    }

    private func quoted(_ line: String) -> String {
        guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else { return "" }
        return String(line[line.index(after: first)..<last])
    }

    private func placeholders(in text: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter }) { found.insert(String(name)) }
            rest = rest[rest.index(after: open)...]
        }
        return found
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
