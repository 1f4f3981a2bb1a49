import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// A server's `.ui` template is data (issue 25): it cannot read, list or show local files, open a
/// window, hang the app or exhaust it. Each repro of the issue is served from a loopback server to
/// the real window or to the built `spots`; the screen shows with default views, and the refusal
/// is a problem positioned in the template.
final class RemoteTemplateTests: GtkTestCase {
    private var site: TemporaryFolder!
    private var local: TemporaryFolder!
    private var cacheHome: TemporaryFolder!

    override func setUpWithError() throws {
        try super.setUpWithError()
        site = TemporaryFolder("spots-site")
        local = TemporaryFolder("spots-local")
        cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
    }

    override func tearDown() {
        unsetenv("XDG_CACHE_HOME")
        unsetenv("SPOTS_TLS_CA_FILE")
        site = nil
        local = nil
        cacheHome = nil
        super.tearDown()
    }

    /// `screen.json` with `count` items of each kind in `templates` (kind → `.ui` text), served as `kind.ui`.
    private func serve(_ templates: [String: String], count: Int = 3) {
        var references: [String] = []
        var items: [String] = []
        for (kind, source) in templates.sorted(by: { $0.key < $1.key }) {
            site.write(source, to: "\(kind).ui")
            references.append("\"\(kind)\": \"\(kind).ui\"")
            items += (0..<count).map { "{\"title\": \"\(kind) \($0)\", \"kind\": \"\(kind)\"}" }
        }
        site.write("{\"templates\": {\(references.joined(separator: ", "))}, \"components\": [{\"items\": [\(items.joined(separator: ", "))]}]}",
                   to: "screen.json")
    }

    /// A box holding `inner`, as templates are usually written.
    private func template(_ inner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <object class="GtkBox" id="item">
            <property name="visible">True</property>
            <child>
              \(inner)
            </child>
            <child>
              <object class="GtkLabel" id="title"><property name="visible">True</property></object>
            </child>
          </object>
        </interface>
        """
    }

    /// A 64×64 PNG of one colour, written with GdkPixbuf.
    private func writePNG(_ path: String, red: UInt8, green: UInt8, blue: UInt8) {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 64, 64)!
        gdk_pixbuf_fill(pixbuf, UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | 0xFF)
        XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, nil), 0, path)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
    }

    // MARK: In the app's window

    func testATemplateThatReadsOrListsLocalFilesIsRefusedAndItsItemsShowDefaultViews() throws { try onMain {
        let png = local.path("secret.png")
        writePNG(png, red: 255, green: 0, blue: 255)
        serve([
            "photo": template("<object class=\"GtkImage\"><property name=\"visible\">True</property><property name=\"file\">\(png)</property></object>"),
            "files": template("<object class=\"GtkFileChooserWidget\"><property name=\"visible\">True</property></object>"),
            "recent": template("<object class=\"GtkRecentChooserWidget\"><property name=\"visible\">True</property></object>"),
        ])
        let server = try LoopbackServer(serving: site.url)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(server.url("screen.json")))
        let refused = { (kind: String) in window.problems.first { $0.file == server.url("\(kind).ui").absoluteString } }
        XCTAssertTrue(GtkRuntime.run(until: { ["photo", "files", "recent"].allSatisfy { refused($0) != nil } }, timeout: 10),
                      "\(window.problems)")
        GtkRuntime.drain()

        let photo = try XCTUnwrap(refused("photo"))
        XCTAssertEqual(photo.severity, .error)
        XCTAssertEqual([photo.line, photo.column], [6, 82], photo.description)
        XCTAssertTrue(photo.message.contains("GtkImage's \"file\": it reads a local file") && photo.message.contains("icon-name"), photo.message)
        XCTAssertFalse(photo.message.contains(png), "the message names the property, not the file")
        let files = try XCTUnwrap(refused("files"))
        XCTAssertEqual([files.line, files.column], [6, 7], files.description)
        XCTAssertTrue(files.message.contains("cannot use GtkFileChooserWidget: it lists local files (allowed: GtkAspectFrame, GtkBox"),
                      files.message)
        XCTAssertTrue(refused("recent")?.message.contains("GtkRecentChooserWidget") ?? false)
        XCTAssertTrue(window.isErrorBarRevealed, "errors reach the error bar")
        XCTAssertTrue(window.errorMessage?.contains(photo.description) ?? false, window.errorMessage ?? "")

        XCTAssertEqual(window.visiblePage, "screen", "the screen shows")
        let cells = window.controller.components[0].cells
        XCTAssertEqual(cells.count, 9)
        XCTAssertTrue(cells.allSatisfy { $0.view is DefaultItemView }, "\(cells.map { type(of: $0.view) })")
        XCTAssertEqual(cells.map(\.item.title).first, "files 0")
        let classes = Set(allWidgets(under: window.window.pointer).map { Gtk.typeName(of: $0) })
        XCTAssertFalse(classes.contains { $0.contains("Chooser") }, "\(classes.sorted())")
    } }

    func testATemplateWindowNeverOpensOverHTTPS() throws { try onMain {
        let certificate = try SelfSignedCertificate()
        setenv("SPOTS_TLS_CA_FILE", certificate.certificateFile, 1)
        serve(["login": """
        <interface>
          <object class="GtkWindow" id="item">
            <property name="visible">True</property>
            <property name="title">FAKE LOGIN</property>
            <child><object class="GtkLabel" id="title"><property name="visible">True</property></object></child>
          </object>
        </interface>
        """], count: 300)
        let server = try LoopbackServer(serving: site.url, certificate: certificate)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        GtkRuntime.drain()
        let before = toplevelTitles().count
        window.open(.url(server.url("screen.json")))
        let templateURL = server.url("login.ui").absoluteString
        XCTAssertTrue(GtkRuntime.run(until: { window.problems.contains { $0.file == templateURL } }, timeout: 10), "\(window.problems)")
        GtkRuntime.drain()
        XCTAssertEqual(toplevelTitles().count, before, "no window of the template's: \(toplevelTitles())")
        XCTAssertFalse(toplevelTitles().contains("FAKE LOGIN"))
        let problem = try XCTUnwrap(window.problems.first { $0.file == templateURL })
        XCTAssertEqual([problem.line, problem.column], [2, 3], problem.description)
        XCTAssertTrue(problem.message.hasPrefix("a remote template cannot use GtkWindow: it opens a window"), problem.message)
        XCTAssertEqual(window.controller.components.first?.model.items.count, 300)
        XCTAssertTrue(window.controller.components[0].cells.allSatisfy { $0.view is DefaultItemView })
    } }

    /// The allowlist is not a wall against real templates: the shipped example, served, draws with its template.
    func testTheShippedContactTemplateServedFromAServerDrawsItsItems() throws { try onMain {
        let examples = Repository.path("Data/examples")
        let server = try LoopbackServer(serving: examples)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(server.url("custom-view.json")))
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.first?.cells.first?.view is BuilderItemView }, timeout: 10),
                      "\(window.problems)")
        XCTAssertEqual(window.problems.filter { $0.severity == .error }, [])
    } }

    /// Every class and property the policy allows is one GtkBuilder knows, and a value the policy
    /// accepts is one it builds: the allowlist names nothing that would fail for a typo.
    func testEveryAllowedPropertyBuildsWithGtkBuilder() throws { try onMain {
        func sample(_ rule: TemplateValueRule) -> String {
            switch rule {
            case .boolean: return "True"
            case .integer(let range): return String(max(range.lowerBound, min(range.upperBound, 1)))
            case .number(let range): return String(range.lowerBound)
            case .choice(let words): return words[words.count - 1]
            case .text: return "text"
            case .iconName: return "image-missing"
            case .color: return "#336699"
            case .either(let first, _): return sample(first)
            }
        }
        func properties(_ rules: [String: TemplateValueRule]) -> String {
            rules.sorted { $0.key < $1.key }.map { "<property name=\"\($0.key)\">\(sample($0.value))</property>" }.joined()
        }
        for entry in RemoteTemplatePolicy.classes.values.sorted(by: { $0.name < $1.name }) {
            var body = properties(entry.properties)
            if entry.isContainer {
                body += "<child><object class=\"GtkLabel\"/><packing>\(properties(entry.packing))</packing></child>"
                for type in entry.childTypes { body += "<child type=\"\(type)\"><object class=\"GtkLabel\"/></child>" }
            }
            if let attributes = entry.attributes {
                body += "<attributes>" + attributes.sorted { $0.key < $1.key }
                    .map { "<attribute name=\"\($0.key)\" value=\"\(sample($0.value))\" start=\"0\" end=\"2\"/>" }.joined() + "</attributes>"
            }
            if entry.takesStyle { body += "<style><class name=\"card\"/></style>" }
            let source = "<interface><requires lib=\"gtk+\" version=\"3.24\"/><object class=\"\(entry.name)\" id=\"item\">\(body)</object></interface>"
            XCTAssertNoThrow(try BuilderTemplate.remote(source: source, url: "\(entry.name).ui"), entry.name)
        }
    } }

    // MARK: The built `spots`, as a user runs it (each under a timeout and an address-space limit)

    func testSnapshotOfATemplateNamingALocalImageShowsNoPixelOfItAndOpensNoLocalFile() throws { try onMain {
        let png = local.path("secret.png")
        writePNG(png, red: 255, green: 0, blue: 255)
        serve(["photo": template("""
        <object class="GtkImage"><property name="visible">True</property><property name="pixel-size">64</property><property name="file">\(png)</property></object>
        """)])
        let server = try LoopbackServer(serving: site.url)
        let output = local.path("out.png")
        let trace = local.path("trace.txt")
        let run = try SpotsRun(["snapshot", server.url("screen.json").absoluteString, "-o", output, "--width", "400"],
                               tracingOpens: trace)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains(server.url("photo.ui").absoluteString + ":6:"), run.stderr)
        XCTAssertEqual(try magentaPixels(in: output), 0, "no pixel of the local image")
        let opened = try String(contentsOfFile: trace, encoding: .utf8)
        XCTAssertFalse(opened.contains(png), "the local image was never opened")
        XCTAssertTrue(opened.contains("openat"), "strace saw the run's opens")
    } }

    func testATemplateNamingAFIFOReturnsAtOnce() throws {
        let fifo = local.path("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        serve(["pipe": template("<object class=\"GtkImage\"><property name=\"file\">\(fifo)</property></object>")])
        let server = try LoopbackServer(serving: site.url)
        let run = try SpotsRun(["snapshot", server.url("screen.json").absoluteString, "-o", local.path("out.png")], timeout: 30)
        XCTAssertFalse(run.timedOut, "the FIFO blocked the main thread")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains(server.url("pipe.ui").absoluteString + ":6:"), run.stderr)
    }

    func testATemplateNamingDevZeroKeepsMemoryFlat() throws {
        serve(["zero": template("<object class=\"GtkImage\"><property name=\"file\">/dev/zero</property></object>")])
        try assertFlatMemory(path: "zero.ui", refusal: "GtkImage's \"file\": it reads a local file")
    }

    func testAHugePixelSizeKeepsMemoryFlat() throws {
        serve(["huge": template("""
        <object class="GtkImage" id="image"><property name="visible">True</property><property name="icon-name">image-missing</property><property name="pixel-size">40000</property></object>
        """)])
        try assertFlatMemory(path: "huge.ui", refusal: "GtkImage's \"pixel-size\" is \"40000\": must be a whole number from -1 to 1024")
    }

    func testTenThousandNestedBoxesDoNotOverflowTheStack() throws {
        let depth = 10_000
        let boxes = String(repeating: "<object class=\"GtkBox\"><property name=\"visible\">True</property><child>", count: depth)
            + "<object class=\"GtkLabel\" id=\"title\"><property name=\"visible\">True</property></object>"
            + String(repeating: "</child></object>", count: depth)
        serve(["deep": "<interface>\(boxes)</interface>"])
        try assertFlatMemory(path: "deep.ui", refusal: "a remote template may be at most 256 KB")
    }

    func testThirtyThousandLabelsTimesFiftyItemsFinishQuickly() throws {
        let labels = String(repeating: "<child><object class=\"GtkLabel\"><property name=\"visible\">True</property><property name=\"label\">x</property></object></child>\n",
                            count: 30_000)
        serve(["crowd": "<interface><object class=\"GtkBox\" id=\"item\"><property name=\"visible\">True</property>\(labels)</object></interface>"],
              count: 50)
        try assertFlatMemory(path: "crowd.ui", refusal: "a remote template may be at most 256 KB")
        // Under the size cap, the object limit holds.
        let under = String(repeating: "<child><object class=\"GtkLabel\"/></child>\n", count: 2_000)
        serve(["crowd": "<interface><object class=\"GtkBox\" id=\"item\">\(under)</object></interface>"], count: 50)
        try assertFlatMemory(path: "crowd.ui", refusal: "more than 200 objects")
    }

    /// `spots validate URL` reports the same refusal, at the same place, as `snapshot` and the app.
    func testValidateOfAURLReportsTheTemplatesRefusalLikeSnapshot() throws {
        serve(["card": template("<object class=\"GtkLabel\"><property name=\"use-markup\">True</property></object>")])
        let server = try LoopbackServer(serving: site.url)
        let url = server.url("screen.json").absoluteString
        let snapshot = try SpotsRun(["snapshot", url, "-o", local.path("out.png")])
        let validate = try SpotsRun(["validate", url])
        let refusal = try XCTUnwrap(snapshot.stderr.split(separator: "\n").first { $0.hasPrefix(server.url("card.ui").absoluteString) },
                                    snapshot.stderr)
        XCTAssertTrue(refusal.hasPrefix(server.url("card.ui").absoluteString + ":6:42: error: a remote template cannot set GtkLabel's \"use-markup\""),
                      String(refusal))
        XCTAssertEqual(validate.stdout.split(separator: "\n").map(String.init), [String(refusal)])
        XCTAssertEqual(validate.status, 0, "the screen itself is valid")

        let json = try SpotsRun(["validate", "--json", url])
        struct Report: Codable { var file: String; var valid: Bool; var problems: [Problem] }
        struct Problem: Codable { var severity: String; var line: Int?; var column: Int?; var path: String; var message: String; var file: String? }
        let reports = try JSONDecoder().decode([Report].self, from: Data(json.stdout.utf8))
        XCTAssertEqual(reports.first?.problems.first?.file, server.url("card.ui").absoluteString, "the problem names the template")
        XCTAssertEqual(reports.first?.problems.first?.line, 6)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        XCTAssertEqual(json.stdout, String(decoding: try encoder.encode(reports), as: UTF8.self) + "\n", "JSONEncoder's bytes")
    }

    // MARK: Helpers

    /// `spots snapshot` of the served screen ends at once, with `refusal` positioned in `path`, and
    /// peaks within 64 MB of the same screen without templates.
    private func assertFlatMemory(path: String, refusal: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let server = try LoopbackServer(serving: site.url)
        let run = try SpotsRun(["snapshot", server.url("screen.json").absoluteString, "-o", local.path("out.png")], timeout: 60)
        XCTAssertFalse(run.timedOut, "\(path): still running after 60 s", file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let problem = run.stderr.split(separator: "\n").first { $0.hasPrefix(server.url(path).absoluteString + ":") }
        XCTAssertTrue(problem?.contains(refusal) ?? false, run.stderr, file: file, line: line)
        XCTAssertNotNil(problem.flatMap { $0.split(separator: ":").dropFirst(3).first.flatMap { Int($0) } }, "a line number", file: file, line: line)

        let plain = TemporaryFolder("spots-plain")
        let screen = try String(contentsOf: site.url.appendingPathComponent("screen.json"), encoding: .utf8)
        plain.write(screen.replacingOccurrences(of: "\"templates\"", with: "\"unused\""), to: "screen.json")
        let plainServer = try LoopbackServer(serving: plain.url)
        let baseline = try SpotsRun(["snapshot", plainServer.url("screen.json").absoluteString, "-o", local.path("plain.png")], timeout: 60)
        print("\(path): peak RSS \(run.peakKB / 1024) MB in \(String(format: "%.1f", run.seconds)) s; without templates \(baseline.peakKB / 1024) MB")
        XCTAssertLessThan(run.peakKB, baseline.peakKB + 64 * 1024, "\(path): peak memory", file: file, line: line)
    }

    @MainActor
    private func allWidgets(under widget: WidgetPointer) -> [WidgetPointer] {
        [widget] + Gtk.allChildren(of: widget).flatMap { allWidgets(under: $0) }
    }

    @MainActor
    private func toplevelTitles() -> [String] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var titles: [String] = []
        var node = list
        while let current = node {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
            titles.append(gtk_window_get_title(window).map { String(cString: $0) } ?? "")
            node = current.pointee.next
        }
        return titles.sorted()
    }

    /// Pixels of exactly (255, 0, 255) in the PNG at `path`.
    private func magentaPixels(in path: String) throws -> Int {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
            throw NSError(domain: "magentaPixels", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot read \(path)"])
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixels + y * stride + x * channels
                if pixel[0] == 255, pixel[1] == 0, pixel[2] == 255 { count += 1 }
            }
        }
        return count
    }
}

/// The built `spots` run once (from python3, which caps its address space at 3 GB, kills it after
/// `timeout` seconds, and reports its peak resident memory); optionally under `strace`, which lists
/// every file it opens.
private struct SpotsRun {
    var status: Int32?
    var timedOut: Bool { status == nil }
    var stdout = ""
    var stderr = ""
    var peakKB = 0
    var seconds = 0.0

    init(_ arguments: [String], timeout: Double = 60, tracingOpens trace: String? = nil) throws {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let executable = runner.deletingLastPathComponent().appendingPathComponent("spots").path
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw XCTSkip("spots not built at \(executable)") }
        let command = (trace.map { ["strace", "-f", "-qq", "-e", "trace=open,openat", "-o", $0] } ?? []) + [executable] + arguments
        let script = #"""
        import json, resource, subprocess, sys, time
        timeout = float(sys.argv[1])
        def cap():
            resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
        start = time.monotonic()
        try:
            run = subprocess.run(sys.argv[2:], preexec_fn=cap, capture_output=True, timeout=timeout)
            status, out, err = run.returncode, run.stdout, run.stderr
        except subprocess.TimeoutExpired as expired:
            status, out, err = None, expired.stdout or b"", expired.stderr or b""
        print(json.dumps({"status": status, "stdout": out.decode("utf-8", "replace"), "stderr": err.decode("utf-8", "replace"),
                          "peak": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, "seconds": time.monotonic() - start}))
        """#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, String(timeout)] + command
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Report: Decodable { var status: Int32?; var stdout: String; var stderr: String; var peak: Int; var seconds: Double }
        let report = try JSONDecoder().decode(Report.self, from: data)
        (status, stdout, stderr, peakKB, seconds) = (report.status, report.stdout, report.stderr, report.peak, report.seconds)
    }
}
