import Foundation
import XCTest
import SpotsModel

/// The README and the pages in docs/ say what the code does: their generated tables follow the
/// schema, their first screen is a real file that shows without a problem, their links lead to
/// files in the repository, and the architecture they describe holds.
final class DocumentationTests: XCTestCase {
    private let root = SchemaValidator.packageRoot

    func testTheScreenFormatTablesFollowTheSchema() throws {
        let script = root.appendingPathComponent("Scripts/make-format-doc.py")
        let result = try run(SchemaValidator.python, ["-I", script.path, "--check"])
        XCTAssertEqual(result.status, 0, "docs/screen-format.md is stale: run Scripts/make-format-doc.py\n\(result.output)")
    }

    func testTheReadmesFirstScreenIsTheExampleFileAndShowsWithoutAProblem() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "## A first screen"), "the README has a first screen")
        let rest = readme[section.upperBound...]
        let start = try XCTUnwrap(rest.range(of: "```json\n"))
        let end = try XCTUnwrap(rest[start.upperBound...].range(of: "```"))
        let shown = String(rest[start.upperBound..<end.lowerBound])

        let file = root.appendingPathComponent("Data/examples/first-screen.json")
        let data = try Data(contentsOf: file)
        XCTAssertEqual(shown, String(decoding: data, as: UTF8.self), "the README shows Data/examples/first-screen.json as it is")
        let report = ScreenValidator.validate(data, file: file.path, location: .file(file))
        XCTAssertTrue(report.isValid)
        XCTAssertEqual(report.problems.map(\.description), [], "every image and open: target it names exists")
    }

    /// Every relative link and image in the README and the pages resolves to a file in the
    /// repository, and every #anchor to a heading of the page it names.
    func testLinksLeadToFilesAndHeadingsInTheRepository() throws {
        var broken: [String] = []
        for page in try markdownPages() {
            let text = try String(contentsOf: page, encoding: .utf8)
            XCTAssertFalse(text.contains("../shared"), "\(relative(page)) names a file outside the repository")
            for target in Self.linkTargets(in: text) {
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0], anchor = parts.count > 1 ? parts[1] : nil
                let linked = path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                guard linked.path.hasPrefix(root.standardizedFileURL.path + "/") else {
                    broken.append("\(relative(page)): \(target) leaves the repository")
                    continue
                }
                guard FileManager.default.fileExists(atPath: linked.path) else {
                    broken.append("\(relative(page)): \(target) does not exist")
                    continue
                }
                if let anchor, linked.pathExtension == "md" {
                    let headings = Self.anchors(in: try String(contentsOf: linked, encoding: .utf8))
                    if !headings.contains(anchor) { broken.append("\(relative(page)): \(target) names no heading") }
                }
            }
        }
        XCTAssertEqual(broken, [])
    }

    /// docs/architecture.md: among the Swift modules of the library and the app, only GtkBridge
    /// imports the C modules.
    func testOnlyTheBridgeImportsTheCModules() throws {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var importers: [String] = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            let module = file.path.dropFirst(sources.path.count + 1).split(separator: "/").first.map(String.init) ?? ""
            guard module != "GtkBridge" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { $0 != "@_exported" && $0 != "@preconcurrency" }
                if words.count >= 2, words[0] == "import", words[1].hasPrefix("CSpots") {
                    importers.append("\(relative(file)): \(line)")
                }
            }
        }
        XCTAssertEqual(importers, [])
    }

    // MARK: - Helpers

    private func markdownPages() throws -> [URL] {
        var pages = ["README.md", "Tools/README.md", "Fuzz/README.md", "Sources/GtkBridge/README.md"].map { root.appendingPathComponent($0) }
        let docs = root.appendingPathComponent("docs")
        pages += try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThan(pages.count, 10, "the README and the pages in docs/")
        return pages
    }

    private func relative(_ url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    /// The targets of `[text](target)` and `![alt](target)` outside code blocks and code spans.
    static func linkTargets(in markdown: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            // Code spans may hold brackets and parentheses of their own.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return targets
    }

    /// GitHub's anchors for a page's headings: lower case, punctuation dropped, spaces as dashes.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors = Set<String>()
        var inFence = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let kept = title.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
            }
            anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
