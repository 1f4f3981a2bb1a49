import SpotsModel

/// Inspects a screen too large to lay out in one piece: a slice of components at a time through
/// one set of widgets (`SlicedInspection`) when every component is small enough, otherwise
/// window by window, the way the app scrolls through it (below).
///
/// Laying out every widget of 20,000 components at once took `spots inspect` 390 s and 2.1 GB:
/// each component's list box is a GdkWindow, and GTK 3 maps one by walking its siblings. Here
/// the screen is rendered windowed, one tall window is scrolled from the top to the end (each
/// step a whole window on, so each part of the content is laid out about once), and
/// what each window realises is collected. Frames are in content coordinates and everything
/// above a window has been measured by the time it is collected, so the result reads as the
/// whole layout would — with only a window's widgets alive at any time.
@MainActor
public enum ScanningInspector {
    /// Screens with more components and items than this are inspected window by window.
    nonisolated public static let threshold = 5_000
    /// How far one window reaches above and below its viewport.
    public static let defaultWindowHeight = 8_000
    /// The viewport itself is short: GTK lays out everything a window realises whatever the
    /// viewport's height, but paints only the viewport (8,000 px of it had been a sixth of the time).
    static let viewportHeight = 100

    /// Whether `models` are large enough to inspect window by window.
    nonisolated public static func needsScanning(_ models: [ComponentModel]) -> Bool {
        var size = models.count
        for model in models {
            size += model.items.count
            if size > threshold { return true }
        }
        return false
    }

    /// Renders `controller` `width` pixels wide and inspects it from top to end.
    public static func inspect(_ controller: Controller, width: Int,
                               windowHeight: Int = defaultWindowHeight) -> ScreenInspection {
        inspect(controller.models, in: controller, width: width, windowHeight: windowHeight)
    }

    /// Renders `models` in `controller` (which need not show them yet) `width` pixels wide and
    /// inspects them from top to end: a slice of components at a time when every component is
    /// small enough (see `SlicedInspection`), otherwise window by window.
    public static func inspect(_ models: [ComponentModel], in controller: Controller, width: Int,
                               windowHeight: Int = defaultWindowHeight) -> ScreenInspection {
        if SlicedInspection.canSlice(models) {
            return SlicedInspection.inspect(models, in: controller, width: width, viewportHeight: viewportHeight)
        }
        controller.reloadIfNeeded(models)
        return inspectWindowByWindow(controller, width: width, windowHeight: windowHeight)
    }

    /// The scan window by window, for screens with a component too large to lay out whole.
    static func inspectWindowByWindow(_ controller: Controller, width: Int, windowHeight: Int) -> ScreenInspection {
        controller.windowMargin = Double(windowHeight)
        let renderer = HeadlessRenderer(controller: controller, width: width, height: viewportHeight)
        var components: [Int: InspectedComponent] = [:]
        var items: [Int: [Int: InspectedItem]] = [:]
        var position = 0.0
        while true {
            controller.scrollProgrammatically(to: position)
            GtkRuntime.drain(quietPeriod: 0.02)
            for component in controller.components where component.isBuilt && component.widget.parentPointer != nil {
                let index = component.model.index
                let inspected = Inspector.inspect(component, in: controller.content)
                components[index] = inspected
                for item in inspected.items {
                    // A nested component may be realised further in a later window: keep the
                    // fullest view of each item.
                    if let known = items[index]?[item.index], known.realisedCount > item.realisedCount { continue }
                    items[index, default: [:]][item.index] = item
                }
            }
            let end = controller.scrollPosition.upper - Double(viewportHeight)
            if position >= end { break }
            position = nextPosition(after: controller.scrollPosition.value, from: position,
                                    windowHeight: Double(windowHeight), end: end)
        }
        let inspected = controller.components.map { component -> InspectedComponent in
            let index = component.model.index
            var result = components[index] ?? Inspector.inspect(component, in: controller.content)
            result.items = (items[index] ?? [:]).values.sorted { $0.index < $1.index }
            result.outsideWindow = nil
            return result
        }
        withExtendedLifetime(renderer) {}
        return ScreenInspection(width: width, contentHeight: Int(controller.scrollPosition.upper.rounded()),
                                components: inspected)
    }
}

extension ScanningInspector {
    /// How far the next window reaches back into this one: measurements that land after this
    /// window was read may still shift it by a little (a quarter of a short window).
    static let overlap = 1_000.0

    /// The next viewport's position: its margin above starts `overlap` above the end of this
    /// window's margin below (`value` is where this viewport really was), so each part of the
    /// content is laid out in about one window instead of two. Always at least half a window
    /// further than `position`, so the scan ends.
    public static func nextPosition(after value: Double, from position: Double,
                                    windowHeight: Double, end: Double) -> Double {
        let thisWindowEnd = value + Double(viewportHeight) + windowHeight
        let next = thisWindowEnd - min(overlap, windowHeight / 4) + windowHeight
        return min(max(next, position + windowHeight / 2), end)
    }
}

private extension InspectedItem {
    /// Items of the components nested in this one that had widgets.
    var realisedCount: Int {
        children.reduce(0) { total, child in total + child.items.count + child.items.reduce(0) { $0 + $1.realisedCount } }
    }
}
