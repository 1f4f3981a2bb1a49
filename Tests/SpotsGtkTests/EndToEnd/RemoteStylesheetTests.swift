import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsModel
import XCTest
@testable import SpotsGtk

/// Issue 25's stylesheet repros, each against a loopback server: a stylesheet from a server cannot
/// name, read, hang on or exhaust anything local, and it styles the screen and nothing else.
final class RemoteStylesheetTests: GtkTestCase {
    private let screen = #"""
    {"stylesheet": "css/theme.css", "components": [{"items": [{"title": "Ada", "meta": {"style": "highlight"}}, {"title": "Grace"}]}]}
    """#

    /// A folder served over http with `screen.json` and `css/theme.css`; both go when it does.
    private final class Site {
        let folder = TemporaryFolder("spots-css-site")
        let server: LoopbackServer

        init(screen: String, theme: String) throws {
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("css"), withIntermediateDirectories: true)
            folder.write(screen, to: "screen.json")
            folder.write(theme, to: "css/theme.css")
            server = try LoopbackServer(serving: folder.url)
        }

        func url(_ path: String) -> URL { server.url(path) }
    }

    private func serve(theme: String) throws -> Site { try Site(screen: screen, theme: theme) }

    // MARK: - Outside: the built spots binary

    private var executable: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("spots")
    }

    /// `spots ARGUMENTS` run from `folder`, as a user would from a shell there; with `trace`, under
    /// `strace`, which writes every file the run opens there.
    private func spots(_ arguments: [String], in folder: URL, tracingOpensTo trace: String? = nil) throws -> (status: Int32, stderr: String) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("spots executable not built at \(executable.path)")
        }
        let process = Process()
        if let trace {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["strace", "-f", "-qq", "-e", "trace=open,openat", "-o", trace, executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    /// How many pixels of the PNG at `path` are (nearly) the colour `rgb`.
    private func pixels(of rgb: (UInt8, UInt8, UInt8), in path: String) throws -> Int {
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new_from_file(path, &error), "cannot read \(path)")
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let (width, height) = (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let bytes = try XCTUnwrap(gdk_pixbuf_get_pixels(pixbuf))
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = bytes + y * stride + x * channels
                if abs(Int(pixel[0]) - Int(rgb.0)) < 8, abs(Int(pixel[1]) - Int(rgb.1)) < 8, abs(Int(pixel[2]) - Int(rgb.2)) < 8 { count += 1 }
            }
        }
        return count
    }

    /// A 64×64 PNG of one colour.
    @discardableResult
    private func writePNG(_ rgba: UInt32, to path: String) -> String {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 64, 64)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, rgba)
        XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, nil), 0)
        return path
    }

    private let red: UInt32 = 0xFF00_00FF, green: UInt32 = 0x00FF_00FF

    func testAServersStylesheetNeverDrawsALocalImage() throws {
        let local = TemporaryFolder("spots-local-image")
        let image = writePNG(red, to: local.path("secret.png"))
        let site = try serve(theme: """
        * { background-image: url("file://\(image)"); background-size: 100% 100%; }
        .spots-content { background-image: url("\(image)"); background-size: 100% 100%; }
        """)
        defer { withExtendedLifetime(site) {} } // the folder and server live to the end
        let output = local.path("out.png")
        let trace = local.path("trace.txt")
        let result = try spots(["snapshot", site.url("screen.json").absoluteString, "-o", output, "--width", "320", "--height", "240"],
                               in: local.url, tracingOpensTo: trace)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try pixels(of: (255, 0, 0), in: output), 0, "no pixel of the local image is drawn")
        let opened = try String(contentsOfFile: trace, encoding: .utf8)
        XCTAssertTrue(opened.contains("openat"), "strace saw the run's opens")
        XCTAssertFalse(opened.contains(image), "the local image was never opened")
        XCTAssertTrue(result.stderr.contains("theme.css:1:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("a stylesheet from a server cannot read local files"), result.stderr)
    }

    func testARelativeURLResolvesAgainstTheStylesheetOnItsServer() throws {
        // The current folder holds a red bg.png; the server a green one beside the stylesheet.
        let here = TemporaryFolder("spots-cwd")
        writePNG(red, to: here.path("bg.png"))
        let site = try serve(theme: ".spots-content { background-image: url(\"bg.png\"); background-size: 100% 100%; }\n")
        defer { withExtendedLifetime(site) {} } // the folder and server live to the end
        writePNG(green, to: site.folder.path("css/bg.png"))
        let output = here.path("out.png")
        let result = try spots(["snapshot", site.url("screen.json").absoluteString, "-o", output, "--width", "320", "--height", "240"], in: here.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(site.server.requestCount("/css/bg.png"), 1, "fetched once, from beside the stylesheet")
        XCTAssertEqual(try pixels(of: (255, 0, 0), in: output), 0, "nothing from the current folder")
        XCTAssertGreaterThan(try pixels(of: (0, 255, 0), in: output), 320 * 240 / 4, "the server's image is drawn")
    }

    func testAnImportOfALocalFileIsRefusedAndNoMessageQuotesIt() throws { try onMain {
        let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
        let site = try serve(theme: """
        @import url("file:///etc/passwd");
        @import "/etc/passwd";
        @import url(~/.config/x.css);
        .spots-item.highlight { background-color: rgb(255, 0, 0); }
        """)
        defer { withExtendedLifetime(site) {} } // the folder and server live to the end
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(site.url("screen.json")))
        let shown = GtkRuntime.run(until: { window.controller.components.first?.cells.first != nil }, timeout: 10)
        XCTAssertTrue(shown, "\(window.problems)")
        GtkRuntime.drain()
        let theme = site.url("css/theme.css").absoluteString
        let refusals = window.problems.filter { $0.file == theme && $0.message.contains("cannot read local files") }
        XCTAssertEqual(refusals.map(\.line), [1, 2, 3], "\(window.problems)")
        XCTAssertTrue(refusals.allSatisfy { $0.column == 1 })
        for problem in window.problems {
            for line in passwd.split(separator: "\n") where line.count > 8 {
                for field in line.split(separator: ":") where field.count > 3 && !["root", "/bin/sh", "nologin"].contains(String(field)) {
                    XCTAssertFalse(problem.description.contains(field), "\(problem) quotes /etc/passwd")
                }
            }
        }
        XCTAssertEqual(backgroundRed(of: window.controller.components[0].cells[0].container.pointer), 1, accuracy: 0.01,
                       "the rest of the stylesheet applies")
    } }

    func testAFIFOInAnImportOrURLDoesNotBlock() throws { try onMain {
        let local = TemporaryFolder("spots-fifo")
        let fifo = local.path("pipe.css")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // If anything opened the FIFO, a writer comes after 8 s so the test fails instead of hanging.
        let done = LockedBox(false)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 8)
            while !done.value {
                let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        defer { done.value = true }
        let site = try serve(theme: """
        @import url("file://\(fifo)");
        .spots-content { background-image: url("file://\(fifo)"); }
        .spots-item { background-image: url("\(fifo)"); }
        """)
        defer { withExtendedLifetime(site) {} } // the folder and server live to the end
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        let start = Date()
        window.open(.url(site.url("screen.json")))
        let shown = GtkRuntime.run(until: { window.controller.components.first?.cells.first != nil }, timeout: 10)
        GtkRuntime.drain()
        XCTAssertTrue(shown)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "the screen shows without waiting on the FIFO")
        XCTAssertEqual(window.problems.filter { $0.message.contains("cannot read local files") }.count, 3, "\(window.problems)")
    } }

    func testAnImportOfDevZeroKeepsMemoryFlat() throws { try onMain {
        let site = try serve(theme: """
        @import url("file:///dev/zero");
        @import url("/dev/zero");
        .spots-content { background-image: url("file:///dev/zero"); }
        """)
        defer { withExtendedLifetime(site) {} } // the folder and server live to the end
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        GtkRuntime.drain()
        let before = residentMemory()
        resetPeakMemory()
        window.open(.url(site.url("screen.json")))
        let shown = GtkRuntime.run(until: { window.controller.components.first?.cells.first != nil }, timeout: 10)
        GtkRuntime.drain()
        XCTAssertTrue(shown)
        let grown = peakResidentMemory() - before
        XCTAssertLessThan(grown, 64 * 1024 * 1024, "peak grew by \(grown / 1024 / 1024) MB")
        XCTAssertEqual(window.problems.filter { $0.message.contains("cannot read local files") }.count, 3, "\(window.problems)")
    } }

    func testAServersStylesheetStylesThePageAndNotTheHeaderBar() throws { try onMain {
        let site = try serve(theme: """
        headerbar { opacity: 0; }
        headerbar button { opacity: 0; }
        * { color: rgb(255, 0, 0); }
        @binding-set Evil { bind "Escape" { "move-cursor" (paragraphs, 1, 0) }; }
        """)
        defer { withExtendedLifetime(site) {} } // the folder and server live to the end
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        let headerBar = window.headerBar
        let headerBarWidgets = allWidgets(under: headerBar.pointer)
        XCTAssertGreaterThan(headerBarWidgets.count, 3)
        @MainActor func looks() -> [[Double]] {
            headerBarWidgets.map { [cssNumber("opacity", of: $0), colorRed(of: $0), colorGreen(of: $0), colorBlue(of: $0)] }
        }
        let before = looks()
        window.open(.url(site.url("screen.json")))
        let shown = GtkRuntime.run(until: { window.controller.components.first?.cells.first != nil }, timeout: 10)
        XCTAssertTrue(shown, "\(window.problems)")
        GtkRuntime.drain()
        XCTAssertEqual(cssNumber("opacity", of: headerBar.pointer), 1, "the header bar is as it was")
        XCTAssertEqual(looks(), before, "no widget in the header bar changed opacity or colour")
        let row = window.controller.components[0].cells[0].container.pointer
        let texts = try XCTUnwrap(allWidgets(under: row).compactMap { Widget($0).as(ItemTexts.self) }.first { $0[.title] == "Ada" })
        let title = try XCTUnwrap(texts.color(of: .title))
        XCTAssertEqual(title.red, 1, accuracy: 0.01, "the screen's own text is styled")
        XCTAssertEqual(title.green, 0, accuracy: 0.01)
        XCTAssertTrue(window.problems.contains { $0.message.hasPrefix("@binding-set is refused") && $0.line == 4 }, "\(window.problems)")
    } }

    func testImportedSheetsComeFromTheServerAndAreBlamedForTheirOwnErrors() throws { try onMain {
        let site = try serve(theme: """
        @import "parts/more.css";
        .spots-item { background-color: rgb(0, 0, 255); }
        """)
        defer { withExtendedLifetime(site) {} } // the folder and server live to the end
        try FileManager.default.createDirectory(at: site.folder.url.appendingPathComponent("css/parts"), withIntermediateDirectories: true)
        site.folder.write("/* imported */\n.spots-item.highlight { background-color: rgb(255, 0, 0); }\n  .x { colour: red; }\n", to: "css/parts/more.css")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(site.url("screen.json")))
        let shown = GtkRuntime.run(until: { window.controller.components.first?.cells.first != nil }, timeout: 10)
        XCTAssertTrue(shown, "\(window.problems)")
        GtkRuntime.drain()
        XCTAssertEqual(site.server.requestCount("/css/parts/more.css"), 1)
        let cells = window.controller.components[0].cells
        XCTAssertEqual(backgroundRed(of: cells[0].container.pointer), 1, accuracy: 0.01, "the imported, more specific rule wins")
        XCTAssertEqual(backgroundRed(of: cells[1].container.pointer), 0, accuracy: 0.01, "the importing sheet's rule applies")
        let error = try XCTUnwrap(window.problems.first { $0.message.contains("colour") }, "\(window.problems)")
        XCTAssertEqual(error.file, site.url("css/parts/more.css").absoluteString)
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, 8)
    } }

    func testValidateReportsWhatAServersStylesheetRefuses() throws {
        let site = try serve(theme: "@import url(\"file:///etc/passwd\");\n.a { background-image: url(\"/etc/x.png\"); }\n")
        defer { withExtendedLifetime(site) {} } // the folder and server live to the end
        let result = try SpotsProcess.run(["validate", site.url("screen.json").absoluteString])
        XCTAssertEqual(result.status, 0, "the screen itself is valid: \(result.stderr)")
        let theme = site.url("css/theme.css").absoluteString
        XCTAssertTrue(result.stdout.contains("\(theme):1:1: warning: @import \"file:///etc/passwd\" is refused"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\(theme):2:24: warning: url(\"/etc/x.png\") is refused"), result.stdout)
    }

    func testTheThemedExampleLooksTheSameFromAServer() throws {
        // Its stylesheet defines colours, styles the page and items: scoped and renamed, it must draw the same.
        let examples = Repository.path("Data/examples")
        let server = try LoopbackServer(serving: examples)
        let here = TemporaryFolder("spots-themed")
        let remote = try spots(["snapshot", server.url("themed.json").absoluteString, "-o", here.path("remote.png"), "--width", "720"],
                               in: here.url)
        XCTAssertEqual(remote.status, 0, remote.stderr)
        XCTAssertFalse(remote.stderr.contains("warning"), remote.stderr)
        let local = try spots(["snapshot", examples.appendingPathComponent("themed.json").path, "-o", here.path("local.png"), "--width", "720"],
                              in: here.url)
        XCTAssertEqual(local.status, 0, local.stderr)
        XCTAssertEqual(try pixelBytes(here.path("remote.png")), try pixelBytes(here.path("local.png")))
    }

    private func pixelBytes(_ path: String) throws -> [UInt8] {
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new_from_file(path, nil), "cannot read \(path)")
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let length = Int(gdk_pixbuf_get_rowstride(pixbuf)) * Int(gdk_pixbuf_get_height(pixbuf))
        return Array(UnsafeBufferPointer(start: try XCTUnwrap(gdk_pixbuf_get_pixels(pixbuf)), count: length))
    }

    // MARK: - Local stylesheets

    func testALocalStylesheetResolvesAgainstItsFolderFromAnotherCurrentFolder() throws {
        let screenFolder = TemporaryFolder("spots-local-css")
        screenFolder.write(screen, to: "screen.json")
        try FileManager.default.createDirectory(at: screenFolder.url.appendingPathComponent("css"), withIntermediateDirectories: true)
        screenFolder.write("@import \"more.css\";\n.spots-content { background-image: url(\"bg.png\"); background-size: 100% 100%; }\n",
                           to: "css/theme.css")
        screenFolder.write(".spots-item { background-color: rgb(0, 0, 255); }\n", to: "css/more.css")
        writePNG(green, to: screenFolder.path("css/bg.png"))
        // Elsewhere, files of the same names that must not be read.
        let elsewhere = TemporaryFolder("spots-cwd")
        writePNG(red, to: elsewhere.path("bg.png"))
        elsewhere.write(".spots-item { background-color: rgb(255, 0, 0); }\n", to: "more.css")
        let output = elsewhere.path("out.png")
        let result = try spots(["snapshot", screenFolder.path("screen.json"), "-o", output, "--width", "320", "--height", "240"],
                               in: elsewhere.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try pixels(of: (255, 0, 0), in: output), 0, result.stderr)
        XCTAssertGreaterThan(try pixels(of: (0, 255, 0), in: output), 1000, "the image beside the stylesheet")
        XCTAssertGreaterThan(try pixels(of: (0, 0, 255), in: output), 1000, "the sheet imported from beside it")
    }

    func testALocalStylesheetImportingAFIFOIsNotBlockedAndSaysSo() { onMain {
        let folder = TemporaryFolder("spots-local-fifo")
        XCTAssertEqual(mkfifo(folder.path("pipe.css"), 0o600), 0)
        folder.write("@import \"pipe.css\";\n.a { background-image: url(\"/dev/zero\"); color: red; }\n", to: "theme.css")
        let start = Date()
        let stylesheet = ScreenStylesheet(path: folder.path("theme.css"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(stylesheet.problems.map(\.message), [
            "@import \"pipe.css\" is not read: it is a named pipe (FIFO), not a regular file",
            "image \"/dev/zero\" is not read: it is a device, not a regular file",
        ])
        XCTAssertEqual(stylesheet.problems.map(\.line), [1, 2])
    } }

    // MARK: - The bundle GTK reads from

    func testAResourceBundleServesItsFilesWhileItLives() throws { try onMain {
        let text = Data("a { color: red; }".utf8)
        let image = Data((0..<1000).map { UInt8($0 % 251) })
        var bundle: ResourceBundle? = try XCTUnwrap(ResourceBundle(files: [("/org/spots-gtk/test/a.css", text), ("/org/spots-gtk/test/b/c.bin", image)]))
        XCTAssertEqual(ResourceBundle.data(at: "/org/spots-gtk/test/a.css"), text)
        XCTAssertEqual(ResourceBundle.data(at: "/org/spots-gtk/test/b/c.bin"), image)
        XCTAssertNil(ResourceBundle.data(at: "/org/spots-gtk/test/missing"))
        XCTAssertNotNil(bundle)
        bundle = nil
        XCTAssertNil(ResourceBundle.data(at: "/org/spots-gtk/test/a.css"), "unregistered with the bundle")
    } }

    // MARK: - Reading styles

    @MainActor
    private func allWidgets(under widget: WidgetPointer) -> [WidgetPointer] {
        [widget] + Gtk.allChildren(of: widget).flatMap { allWidgets(under: $0) }
    }

    @MainActor
    private func cssNumber(_ property: String, of widget: WidgetPointer) -> Double {
        let context = gtk_widget_get_style_context(widget)
        var value = GValue()
        defer { g_value_unset(&value) }
        gtk_style_context_get_property(context, property, gtk_style_context_get_state(context), &value)
        return g_value_get_double(&value)
    }

    @MainActor
    private func rgba(_ property: String, of widget: WidgetPointer) -> GdkRGBA {
        let context = gtk_widget_get_style_context(widget)
        var value = GValue()
        defer { g_value_unset(&value) }
        gtk_style_context_get_property(context, property, gtk_style_context_get_state(context), &value)
        return g_value_get_boxed(&value).map { $0.assumingMemoryBound(to: GdkRGBA.self).pointee } ?? GdkRGBA(red: -1, green: -1, blue: -1, alpha: -1)
    }

    @MainActor private func backgroundRed(of widget: WidgetPointer) -> Double { rgba("background-color", of: widget).red }
    @MainActor private func colorRed(of widget: WidgetPointer) -> Double { rgba("color", of: widget).red }
    @MainActor private func colorGreen(of widget: WidgetPointer) -> Double { rgba("color", of: widget).green }
    @MainActor private func colorBlue(of widget: WidgetPointer) -> Double { rgba("color", of: widget).blue }
}
