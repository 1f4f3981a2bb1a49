import Foundation

/// Lays a controller out in an offscreen window at a given width, without showing anything:
/// the engine behind `spots inspect`, `spots snapshot` and the layout tests.
@MainActor
public final class HeadlessRenderer {
    public let controller: Controller
    public let width: Int
    /// A fixed height, or nil for the whole content.
    public let height: Int?
    private let window = OffscreenWindow()
    /// X servers cap surfaces at 32767 pixels; taller content is cut there.
    public static let maximumHeight = 32_000
    /// How tall the whole content is (estimated) when this renderer draws only its top
    /// `maximumHeight` pixels (`picture(of:width:)` of a taller screen); nil otherwise.
    public private(set) var cutFrom: Int?

    /// `realisingEverything` lays out every item even with a height (only the height is painted);
    /// by default that is only done without one.
    public init(controller: Controller, width: Int, height: Int? = nil, realisingEverything: Bool? = nil) {
        self.controller = controller
        self.width = width
        self.height = height
        // Without a height the whole content is laid out (tests, README images); with one,
        // exactly the window the app would show.
        controller.realisesEverything = realisingEverything ?? (height == nil)
        // Nothing waits for a first frame here: the window is what the app shows after it.
        controller.waitsForFirstFrame = false
        window.add(controller.widget)
        settle()
        dropInitialFocus()
    }

    /// GTK gives a window's first focusable widget the focus when it is shown, and the focused
    /// item is scrolled into view: a render shorter than the first card's bottom started
    /// scrolled down to it (issue 26). Nothing is focused in a render unless asked for
    /// (`FocusSnapshot` focuses its item itself), and it starts at the top.
    private func dropInitialFocus() {
        guard window.focusPointer != nil else { return }
        window.setFocus(nil)
        if controller.scrollPosition.value != 0 {
            controller.scrollProgrammatically(to: 0)
            // At rest, as a window that never scrolled: GTK faded the scrollbar in for the move.
            controller.widget.concealOverlayScrollbars()
            GtkRuntime.drain()
        }
    }

    /// A renderer for a picture of the whole content as tall as it is, or, past `maximumHeight`,
    /// of its top `maximumHeight` pixels drawn as the app's window would draw them: only what is
    /// drawn has widgets, so a screen of any length ends in bounded time and memory (laying out
    /// 100,000 items whole to cut the picture at 32,000 px took minutes, or crashed in GTK).
    /// `cutFrom` then says how tall the whole is.
    public static func picture(of controller: Controller, width: Int) -> HeadlessRenderer {
        // A window as tall as a picture can be, with nothing realised beyond it, tells the
        // content's height from the estimates of what it does not show.
        controller.windowMargin = 0
        let window = HeadlessRenderer(controller: controller, width: width, height: maximumHeight)
        let whole = Int(controller.scrollPosition.upper.rounded(.up))
        guard whole > maximumHeight else {
            window.close()
            controller.windowMargin = nil
            return HeadlessRenderer(controller: controller, width: width)
        }
        window.cutFrom = whole
        return window
    }

    /// The height of what `writePNG` draws.
    public var pictureHeight: Int { height ?? min(contentHeight, Self.maximumHeight) }

    /// Lets go of the controller before another renderer takes it.
    private func close() {
        window.remove(controller.widget)
        closed = true
    }

    private var closed = false

    isolated deinit {
        if closed { window.destroy(); return }
        window.remove(controller.widget)
        window.destroy()
    }

    /// Shows the window offscreen and lets GTK allocate until the layout is stable.
    public func settle() {
        window.setSizeRequest(width: width, height: height ?? 600)
        window.showAll()
        GtkRuntime.drain()
        // Item widths follow the allocated width; once they are set, measure the content.
        GtkRuntime.run(until: { self.controller.layoutWidth != nil }, timeout: 2)
        GtkRuntime.drain()
        if height == nil {
            let fullHeight = min(contentHeight, Self.maximumHeight)
            window.setSizeRequest(width: width, height: fullHeight)
            // A window keeps its current size unless told to resize, even when its request shrinks.
            window.resize(width: width, height: fullHeight)
            GtkRuntime.drain()
        }
    }

    /// Lays out what changed since the last layout now (the window keeps its size).
    func layOut() {
        // Not on GDK's next frame: a scan lays out hundreds of slices and paints none of them.
        // A pass can leave the content shorter than it asks to be: a carousel learns its page
        // count from the width it is given and shows its dots, and that request waits for GDK's
        // frame clock (a few milliseconds on, so a slice was read with or without the dots).
        // Ask again and pass again until the content has the height it asks for.
        for _ in 0..<Self.layoutPasses {
            window.allocateQueuedResize()
            GtkRuntime.drain(quietPeriod: 0)
            // The viewport gives the content its least height, or its own height when taller.
            let content = controller.content.allocation
            let least = controller.content.preferredHeight(forWidth: content.width).minimum
            if content.height == max(least, Int(controller.scrollPosition.pageSize.rounded())) { return }
            controller.content.queueResize()
        }
    }

    /// Layout passes `layOut` runs at most.
    static let layoutPasses = 4

    /// Moves the (fixed-height) window's scroll position and lets windowed rendering and the
    /// sticky headers follow.
    public func scroll(to value: Double) {
        for _ in 0..<4 {
            controller.scrollProgrammatically(to: value)
            GtkRuntime.drain()
            // Measuring what came into view may correct the position: go again until it holds.
            if abs(controller.scrollPosition.value - value) < 1 { break }
        }
    }

    /// The natural height of all components at this width.
    public var contentHeight: Int {
        max(1, controller.content.preferredHeight(forWidth: width).natural)
    }

    public func inspect() -> ScreenInspection {
        Inspector.inspect(controller)
    }

    /// Writes what the window shows to a PNG file; returns the image's size (a screen shorter
    /// than the window's least height is drawn that high).
    @discardableResult
    public func writePNG(to path: String) throws -> (width: Int, height: Int) {
        GtkRuntime.drain()
        guard let pixbuf = window.pixbuf() else {
            throw RenderError(message: translated("GTK produced no image for the offscreen window"))
        }
        if let message = pixbuf.savePNG(to: path) {
            throw RenderError(message: translated("cannot write {file}: {reason}", ["file": path, "reason": message]))
        }
        return (pixbuf.width, pixbuf.height)
    }
}

public struct RenderError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) { self.message = message }
}
