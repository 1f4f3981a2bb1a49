import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// The hostile cases of issue 11 that need GTK: rendering clamped numbers, special files as images,
/// self-pointing pagination, remote screens reaching for local files.
final class HostileRenderingTests: GtkTestCase {
    static let corpus = Repository.path("Tests/Fixtures/hostile")

    /// Every hostile fixture that decodes is rendered (decode → render) without a crash or a GTK assertion.
    func testEveryHostileFixtureRendersOrFailsWithAPosition() throws { try onMain {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let path = Self.corpus.appendingPathComponent(name).path
            do {
                let loaded = try ScreenLoader.load(path: path)
                let (_, inspection) = render(loaded.screen.components, location: loaded.location)
                XCTAssertEqual(inspection.components.count, loaded.screen.components.count, name)
            } catch let diagnostic as Diagnostic {
                XCTAssertNotNil(diagnostic.line, "\(name): \(diagnostic)")
                XCTAssertNotNil(diagnostic.column, "\(name): \(diagnostic)")
            }
        }
    } }

    func testHugeNumbersBuiltInSwiftAreClampedByTheDecoderRoundTrip() throws { try onMain {
        let json = #"{"components": [{"kind": "grid", "layout": {"span": 5e9, "item-spacing": 5e9, "line-spacing": 5e9, "inset": {"top": 1e300, "left": 40000}}, "items": [{"title": "a", "size": {"width": 3e9, "height": 3e9}}]}]}"#
        let screen = try ScreenDecoder().decode(Data(json.utf8)).screen
        let (_, inspection) = render(screen.components)
        XCTAssertEqual(inspection.components.count, 1)
    } }

    func testAnImageNamingAFIFOReturnsAtOnceWhileTheWindowPaints() { onMain {
        let folder = TemporaryFolder("spots-fifo")
        let fifo = folder.url.appendingPathComponent("pipe.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let loader = ImageLoader(location: ResourceLocation(baseDirectory: folder.url))
        var warned: [String] = []
        loader.onWarning = { warned.append($0) }
        let start = Date()
        XCTAssertNil(loader.pixbuf(for: "pipe.png"))
        XCTAssertNil(loader.pixbuf(for: "/dev/zero"))
        XCTAssertNil(loader.pixbuf(for: folder.url.path))
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.5, "special files are refused without reading them")
        XCTAssertEqual(warned, [
            "image \"pipe.png\" is not shown: it is a named pipe (FIFO), not a regular file",
            "image \"/dev/zero\" is not shown: it is a device, not a regular file",
            "image \"\(folder.url.path)\" is not shown: it is a folder, not a file",
        ])

        // In a window: the item shows its placeholder and the window keeps drawing.
        let model = ComponentModel(items: [Item(title: "pipe", image: "pipe.png"), Item(title: "device", image: "/dev/zero")])
        let controller = Controller(components: [model], location: ResourceLocation(baseDirectory: folder.url))
        controller.images.onWarning = nil
        let window = showInWindow(controller)
        defer { gtk_widget_destroy(window) }
        var draws = 0
        let drawn = Signal.connect(window, "draw", returning: { _ in draws += 1; return false })
        _ = drawn
        for _ in 0..<3 {
            gtk_widget_queue_draw(window)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertGreaterThan(draws, 0, "the window repaints")
        let views = controller.components[0].cells.compactMap { $0.view as? DefaultItemView }
        XCTAssertEqual(views.map(\.showsImagePlaceholder), [true, true])
    } }

    func testAnOversizedImageFileIsRefusedAndARegularOneStillShows() { onMain {
        let folder = TemporaryFolder("spots-big-image")
        folder.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>"#, to: "ok.svg")
        let big = folder.url.appendingPathComponent("big.png").path
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, off_t(ImageLoader.maximumFileSize + 1)), 0) // sparse: costs no disk
        let loader = ImageLoader(location: ResourceLocation(baseDirectory: folder.url))
        var warned: [String] = []
        loader.onWarning = { warned.append($0) }
        XCTAssertNil(loader.pixbuf(for: "big.png"))
        XCTAssertEqual(warned, ["image \"big.png\" is larger than 32 MB; it is not shown"])
        XCTAssertNotNil(loader.pixbuf(for: "ok.svg"), "regular files within the budget show in the first frame")
    } }

    func testARemoteScreenNeverReadsLocalFiles() throws { try onMain {
        let remote = URL(string: "http://127.0.0.1:9/screens/start.json")!
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent("remote-reaches-local-files.json"))
        let loaded = try ScreenLoader.load(data: data, file: remote.absoluteString, location: .remote(remote), name: "start.json")
        XCTAssertTrue(loaded.templates.isEmpty)
        XCTAssertNil(loaded.stylesheet)
        let refusals = loaded.warnings.filter { $0.message.hasPrefix("a remote screen cannot read local files") }
        XCTAssertEqual(refusals.map(\.path), ["components[0].items[0].image", "components[0].items[1].image", "components[0].items[2].action",
                                              "components[0].items[3].action", "templates.card", "stylesheet"])
        XCTAssertTrue(refusals.allSatisfy { $0.line != nil }, "positioned")

        let images = ImageLoader(location: .remote(remote))
        images.onWarning = nil
        XCTAssertNil(images.fileURL(for: "/etc/passwd"))
        XCTAssertNil(images.pixbuf(for: "/etc/passwd"))
        XCTAssertNil(images.pixbuf(for: "file:///etc/passwd"))
        XCTAssertEqual(images.remoteURL(for: "pics/a.png")?.absoluteString, "http://127.0.0.1:9/screens/pics/a.png")

        let source = ScreenSource.url(remote)
        XCTAssertNil(source.resolve("file:///etc/passwd"))
        XCTAssertEqual(source.resolve("/etc/passwd"), .url(URL(string: "http://127.0.0.1:9/etc/passwd")!), "an absolute path stays on the server")
        XCTAssertNotNil(RemotePolicy.refusal(ofTarget: "file:///etc/passwd", from: source))
        XCTAssertNotNil(RemotePolicy.refusal(toOpen: .file("/etc/passwd"), from: source))
        XCTAssertNil(RemotePolicy.refusal(ofTarget: "file:///etc/passwd", from: .file("/home/a/screen.json")), "local screens may open local files")
    } }

    func testSelectingAnOpenFileActionInARemoteScreenIsRefused() { onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.session.source = .url(URL(string: "http://127.0.0.1:9/start.json")!)
        let component = Controller(components: [ComponentModel(items: [Item(title: "x")])]).components[0]
        window.component(component, itemSelected: Item(title: "local", action: "open:file:///etc/passwd"))
        XCTAssertEqual(window.source, .url(URL(string: "http://127.0.0.1:9/start.json")!), "nothing was opened")
        XCTAssertTrue(window.errorMessage?.contains("cannot open local files") ?? false, window.errorMessage ?? "no message")
    } }

    func testAPaginationChainNeverLoadsAPageTwice() {
        let first = ScreenSource.file("/s/a.json")
        var chain = PaginationChain(first: first)
        let selfPointing = Screen(components: [], pagination: Pagination(next: "a.json"))
        XCTAssertNil(chain.next(after: selfPointing, from: first))
        XCTAssertNotNil(chain.stopReason)

        var loop = PaginationChain(first: first)
        let toB = Screen(components: [ComponentModel()], pagination: Pagination(next: "b.json"))
        let toA = Screen(components: [ComponentModel()], pagination: Pagination(next: "a.json"))
        XCTAssertEqual(loop.next(after: toB, from: first), .file("/s/b.json"))
        XCTAssertNil(loop.next(after: toA, from: .file("/s/b.json")), "a → b → a stops")

        var empty = PaginationChain(first: first)
        let emptyToC = Screen(components: [], pagination: Pagination(next: "c.json"))
        XCTAssertEqual(empty.next(after: toB, from: first), .file("/s/b.json"))
        XCTAssertNil(empty.next(after: emptyToC, from: .file("/s/b.json")), "an empty page stops the chain")
    }

    func testASelfPointingRemotePageIsRequestedOnce() throws { try onMain {
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        let server = try HostileServer()
        defer { server.stop() }
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(server.url("self.json")))
        window.open(.url(server.url("empty-1.json")))
        GtkRuntime.run(until: { false }, timeout: 1.5)
        XCTAssertEqual(server.requestCount("/self.json"), 1)
        XCTAssertEqual(server.requestCount("/empty-1.json"), 1)
        XCTAssertLessThanOrEqual(server.requestCount("/empty-2.json"), 1, "an empty page stops the chain")
        XCTAssertEqual(server.requestCount("/empty-3.json"), 0)
    } }

    func testAnOverlongWordIsEllipsizedInsteadOfWideningTheScreen() { onMain {
        let word = String(repeating: "x", count: SizeLimits.maximumTextLength)
        let models = [ComponentModel(kind: .list, items: [Item(title: word, subtitle: "https://example.com/" + word)]),
                      ComponentModel(kind: .grid, layout: Layout(span: 2), items: [Item(title: word), Item(title: "Short")]),
                      ComponentModel(kind: .list, layout: Layout(showEmptyComponent: true), items: [],
                                     states: ComponentStates(empty: Item(title: word)))]
        let (renderer, inspection) = render(models, width: 480)
        withExtendedLifetime(renderer) {}
        XCTAssertEqual(inspection.width, 480, "the screen keeps the window's width")
        for component in inspection.components {
            XCTAssertLessThanOrEqual(component.frame.width, 480, "component \(component.index)")
            for item in component.items { XCTAssertLessThanOrEqual(item.frame.width, 480, "\(component.index).\(item.index)") }
        }
        XCTAssertLessThanOrEqual(inspection.components[2].stateItem?.frame.width ?? 0, 480)
        XCTAssertTrue(TextStack.hasOverlongWord(word))
        XCTAssertFalse(TextStack.hasOverlongWord("Donaudampfschifffahrtsgesellschaft and other long words"))
    } }

    func testAHugeTitleIsCutAndLaysOutQuickly() throws { try onMain {
        let huge = String(repeating: "word ", count: 400_000) // 2 MB, three times
        let json = #"{"title": "\#(huge)", "components": [{"items": [{"title": "\#(huge)", "text": "\#(huge)"}]}]}"#
        let start = Date()
        let loaded = try ScreenLoader.load(data: Data(json.utf8), file: "huge-title.json", location: ResourceLocation(), name: "huge-title.json")
        XCTAssertEqual(loaded.warnings.filter { $0.message.contains("is cut for display") }.count, 3)
        XCTAssertEqual(loaded.screen.components[0].items[0].title.unicodeScalars.count, SizeLimits.maximumTextLength + 1)
        let (_, inspection) = render(loaded.screen.components)
        XCTAssertEqual(inspection.components[0].items.count, 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "decoding and laying out 2 MB titles")
    } }
}
