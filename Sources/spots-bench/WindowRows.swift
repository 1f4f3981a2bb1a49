import Foundation
import GtkBaseline
import SpotsGtk
import SpotsModel

// Windowed rendering: the first painted frame of long screens against GTK's own GtkListBox in C,
// scrolling a 100,000-item list, one edit in it, and live reload of it. First frames run in a
// child process each (a fresh heap, so peak memory is that screen's own).

/// Screens of `count` two-line items.
func benchItems(_ count: Int) -> [Item] {
    (0..<count).map { Item(identifier: .number($0), title: "Item \($0)", subtitle: "Subtitle \($0)") }
}

func benchScreen(_ kind: ComponentKind, count: Int) -> [ComponentModel] {
    [ComponentModel(identifier: "long", kind: kind, layout: kind == .grid ? Layout(span: 4) : Layout(), items: benchItems(count))]
}

/// Processor time the calling thread has used, in milliseconds: unlike the wall clock, not
/// stretched when other processes share the machine.
func threadProcessorMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
}

/// The process's peak resident memory so far, in MB.
func peakMemoryMB() -> Double { processStatusMB("VmHWM:") }

/// The process's resident memory now, in MB.
func residentMemoryMB() -> Double { processStatusMB("VmRSS:") }

/// A memory figure from /proc/self/status (given there in kB), in MB.
private func processStatusMB(_ field: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
          let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kb / 1024
}

// MARK: - Child process: one first frame

/// `spots-bench --child-first-frame SCREEN COUNT`: opens one screen in a fresh process and prints
/// `RESULT ms=… peak_mb=…`, the time from before the screen is built to its first painted frame.
/// SCREEN: `c-list` (GtkListBox in C), `list`, `grid` (models built in Swift), `json-list` (decoded
/// from JSON bytes made before the clock starts).
@MainActor
func runFirstFrameChild(screen: String, count: Int) -> Never {
    guard GtkRuntime.initialize(loadingOpenGL: false) else { print("RESULT error=no-display"); exit(1) }
    GtkRuntime.disableAnimations()
    let json = screen.hasPrefix("json-")
        ? ScreenEncoder().encode(Screen(components: benchScreen(screen == "json-grid" ? .grid : .list, count: count)))
        : Data()
    let window = Window()
    window.setDefaultSize(width: 800, height: 900)
    let clock = ContinuousClock()
    let start = clock.now
    var controller: Controller?
    switch screen {
    case "c-list":
        _ = gtk_baseline_list(window.pointer, Int32(count))
    case "list", "grid":
        controller = Controller(components: benchScreen(screen == "grid" ? .grid : .list, count: count))
    default:
        let decoded = try! ScreenDecoder().decode(json)
        controller = Controller(components: decoded.screen.components)
    }
    if let controller { window.add(controller.widget) }
    window.showAll()
    let painter = PaintWatcher(window: window)
    while !painter.painted { GtkRuntime.iterate(blocking: true) }
    let elapsed = milliseconds(clock.now - start)
    let realised = controller?.realisedItemCount ?? count
    print("RESULT ms=\(elapsed) peak_mb=\(peakMemoryMB()) realised=\(realised)")
    exit(0)
}

/// Notes the window's painted frames and how long GTK's layout and paint took.
@MainActor
final class PaintWatcher {
    private(set) var painted = false
    private(set) var lastPaintWork = 0.0
    private var beforePaint = ContinuousClock.now

    init(window: Widget) {
        window.realize()
        window.onBeforePaint { [weak self] in self?.beforePaint = ContinuousClock.now }
        window.onAfterPaint { [weak self] in
            guard let self else { return }
            self.lastPaintWork = milliseconds(ContinuousClock.now - self.beforePaint)
            self.painted = true
        }
    }

    func reset() { painted = false }

    /// The work one change costs until it is painted, without the wait for the frame clock's slot:
    /// the change, everything it scheduled (window updates run in a high-priority idle), then
    /// GTK's layout and paint of the next frame.
    func frameWork(_ change: () -> Void) -> Double {
        let clock = ContinuousClock()
        reset()
        let start = clock.now
        change()
        while GtkRuntime.iterate() {}
        var work = milliseconds(clock.now - start)
        let paintedDuringWork = painted
        // Waiting for the frame clock blocks in the main loop's poll, as an app's loop does and
        // GTK 4's baseline does: polling here was the harness's processor time counted as the
        // frame's. A change that shows nothing new (an edit off-screen) paints no frame: the
        // wait ends after 0.1 s.
        var waited = false
        let deadline = MainLoopTimer { waited = true }
        deadline.schedule(afterMilliseconds: 100)
        while !painted && !waited { GtkRuntime.iterate(blocking: true) }
        deadline.cancel()
        if painted && !paintedDuringWork { work += lastPaintWork }
        // Anything the frame scheduled (measurements corrected after layout) counts too.
        let after = clock.now
        while GtkRuntime.iterate() {}
        return work + milliseconds(clock.now - after)
    }
}

// MARK: - Rows

@MainActor
func windowBenchmarkRows(runs: Int, scrollFrames: Int?, firstFrames wantsFirstFrames: Bool = true) -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    guard wantsFirstFrames else {
        guard GtkRuntime.initialize(loadingOpenGL: false) else { return [] }
        GtkRuntime.disableAnimations()
        return longListRows(runs: runs, scrollFrames: scrollFrames)
    }
    let firstFrameRuns = max(3, min(runs, 5))
    func firstFrames(_ screen: String, _ count: Int) -> (ms: [Double], peak: [Double], realised: Int) {
        var times: [Double] = []
        var peaks: [Double] = []
        var realised = 0
        for _ in 0..<firstFrameRuns {
            guard let result = runChild(["--child-first-frame", screen, String(count)]) else { continue }
            times.append(result["ms"] ?? 0)
            peaks.append(result["peak_mb"] ?? 0)
            realised = Int(result["realised"] ?? 0)
        }
        return (times, peaks, realised)
    }
    let baseline = firstFrames("c-list", 1_000)
    let baselinePeak = BenchmarkRow.median(of: baseline.peak.sorted())
    for (screen, count, label) in [("list", 1_000, "1,000-item list"), ("list", 100_000, "100,000-item list"),
                                   ("grid", 100_000, "100,000-item grid (span 4)"),
                                   ("json-list", 100_000, "100,000-item list decoded from JSON")] {
        let ours = firstFrames(screen, count)
        rows.append(BenchmarkRow(
            name: "first frame: \(label)", samples: ours.ms, baseline: baseline.ms,
            notes: "peak \(Int(BenchmarkRow.median(of: ours.peak.sorted()))) MB, \(ours.realised) items realised; "
                + "baseline: GtkListBox of 1,000 two-label rows in C, peak \(Int(baselinePeak)) MB; each in a fresh process"))
    }
    let baseline100 = firstFrames("c-list", 10_000)
    rows.append(BenchmarkRow(
        name: "first frame: GtkListBox of 10,000 rows in C", samples: baseline100.ms,
        notes: "peak \(Int(BenchmarkRow.median(of: baseline100.peak.sorted()))) MB: what realising every row costs GTK itself"))
    rows += screenShapeFirstFrameRows(runs: firstFrameRuns)

    guard GtkRuntime.initialize(loadingOpenGL: false) else { return rows }
    GtkRuntime.disableAnimations()
    rows += longListRows(runs: runs, scrollFrames: scrollFrames)
    return rows
}

/// Frame work of scrolling GTK's own GtkListBox (`count` rows built in C) 400 px a frame, in an
/// 800×900 window like ours: from the top to the end, again and again until `frames` frames.
@MainActor
func baselineScrollFrames(count: Int, frames wanted: Int) -> ScrollBaseline {
    let window = Window()
    defer { window.destroy() }
    window.setDefaultSize(width: 800, height: 900)
    let list = Widget(gtk_baseline_list(window.pointer, Int32(count))!)
    window.showAll()
    let painter = PaintWatcher(window: window)
    GtkRuntime.drain(quietPeriod: 0.2, timeout: 30)
    // The list sits in a viewport GTK added, inside the scrolled window.
    let adjustment = list.parent!.parent!.as(ScrolledWindow.self)!.vadjustment
    var frames: [Double] = []
    var processorTimes: [Double] = []
    var position = 0.0
    while frames.count < wanted {
        position += 400
        if position > adjustment.upper - adjustment.pageSize {
            adjustment.value = 0
            GtkRuntime.drain(quietPeriod: 0.02)
            position = 400
        }
        let processorBefore = threadProcessorMilliseconds()
        frames.append(painter.frameWork { adjustment.value = position })
        processorTimes.append(threadProcessorMilliseconds() - processorBefore)
    }
    return ScrollBaseline(frames: frames, processorMedian: BenchmarkRow.median(of: processorTimes.sorted()))
}

/// GTK's own list scrolled: its frame work, and its main thread's processor time a frame.
struct ScrollBaseline {
    var frames: [Double]
    var processorMedian: Double
}

/// Scrolls `controller`'s screen from the top to the end (or `frames` frames) 400 px a frame.
@MainActor
func scrollRow(_ label: String, controller: Controller, painter: PaintWatcher, frames limit: Int?,
               baseline: ScrollBaseline, recycling: GtkFourBaseline.Shape) -> BenchmarkRow {
    let adjustment = controller.scrollPosition
    let createdBefore = controller.statistics.cellsCreated
    var frames: [Double] = []
    var processorTimes: [Double] = []
    var position = 0.0
    while position < adjustment.upper - adjustment.pageSize {
        if let limit, frames.count >= limit { break }
        position += 400
        let processorBefore = threadProcessorMilliseconds()
        frames.append(painter.frameWork { adjustment.value = position })
        processorTimes.append(threadProcessorMilliseconds() - processorBefore)
    }
    let processorMedian = BenchmarkRow.median(of: processorTimes.sorted())
    let lastComponent = controller.components.lastIndex { $0.cellCount > 0 } ?? -1
    let last = lastComponent >= 0 ? controller.components[lastComponent].cells.last?.item.index ?? -1 : -1
    let sorted = frames.sorted()
    let p95 = sorted.isEmpty ? 0 : sorted[Int(Double(sorted.count - 1) * 0.95)]
    let processorP95 = processorTimes.sorted().isEmpty ? 0 : processorTimes.sorted()[Int(Double(processorTimes.count - 1) * 0.95)]
    let slow = frames.dropFirst().filter { $0 > 16.7 }.count
    // A 120 Hz frame.
    let over120Hz = frames.dropFirst().filter { $0 > 8.3 }.count
    // Wall-clock spikes also come from other processes; the thread's own processor time does not.
    let slowInProcessor = processorTimes.dropFirst().filter { $0 > 16.7 }.count
    let over120HzInProcessor = processorTimes.dropFirst().filter { $0 > 8.3 }.count
    let gtkFour = GtkFourBaseline.scroll(recycling, frames: frames.count).map { "; \(recycling.description) in C, "
        + "scrolled the same way in its own process (cairo renderer): main-thread CPU \(String(format: "%.2f", $0.median)) ms "
        + "a frame (median), p95 \(String(format: "%.2f", $0.p95)) ms" } ?? "; no GTK 4 baseline (libgtk-4-dev is missing)"
    return BenchmarkRow(
        name: "scroll: \(label), top to end, 400 px a frame", samples: frames, baseline: baseline.frames,
        notes: "frame work (window update + GTK layout and paint); baseline: GtkListBox of 1,000 two-label rows in C, "
            + "all built, same window and steps; main-thread CPU \(String(format: "%.2f", processorMedian)) ms "
            + "a frame (median; the X server's painting and other processes are not in it; GTK's own list: "
            + "\(String(format: "%.2f", baseline.processorMedian)) ms); p95 \(String(format: "%.2f", p95)) ms "
            + "(main-thread CPU \(String(format: "%.2f", processorP95)) ms); of \(frames.count) frames after the first, "
            + "\(over120Hz) over 8.3 ms (\(over120HzInProcessor) by main-thread CPU), \(slow) over 16.7 ms (\(slowInProcessor)); "
            + "\(controller.statistics.cellsCreated - createdBefore) cells built while scrolling; last realised item \(last)"
            + (lastComponent > 0 ? " of component \(lastComponent)" : "") + gtkFour)
}

/// An 800×900 window showing `controller`'s screen, laid out and painted (the caller destroys it).
@MainActor
func benchWindow(showing controller: Controller) -> (window: Window, painter: PaintWatcher) {
    let window = Window()
    window.setDefaultSize(width: 800, height: 900)
    window.add(controller.widget)
    window.showAll()
    let painter = PaintWatcher(window: window)
    GtkRuntime.drain(quietPeriod: 0.2, timeout: 30)
    return (window, painter)
}

/// The same scroll over a 100,000-item grid (span 4): four cards enter where a list has one row.
@MainActor
func gridScrollRow(frames: Int?, baseline: ScrollBaseline) -> BenchmarkRow {
    let controller = Controller(components: benchScreen(.grid, count: 100_000))
    let (window, painter) = benchWindow(showing: controller)
    defer { window.destroy() }
    return scrollRow("100,000-item grid (span 4)", controller: controller, painter: painter, frames: frames, baseline: baseline,
                     recycling: .init(rows: 100_000, grid: true))
}

/// Runs this benchmark again as a child process and reads its `RESULT key=value…` line.
func runChild(_ arguments: [String]) -> [String: Double]? {
    runChild(executable: CommandLine.arguments[0], arguments)
}

/// Runs `executable` as a child process and reads its `RESULT key=value…` line.
func runChild(executable: String, _ arguments: [String], environment: [String: String] = [:]) -> [String: Double]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let output = Pipe()
    process.standardOutput = output
    // What the child logs (a screen's warnings, GTK's messages) is not the benchmark's output.
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("RESULT ") }) else {
        return nil
    }
    return numericFields(of: line.dropFirst(7))
}

/// The `key=value` fields of a child's line whose values are numbers.
func numericFields(of line: Substring) -> [String: Double] {
    var values: [String: Double] = [:]
    for pair in line.split(separator: " ") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
    }
    return values
}

@MainActor
private func longListRows(runs: Int, scrollFrames: Int?) -> [BenchmarkRow] {
    let count = 100_000
    let controller = Controller(components: benchScreen(.list, count: count))
    let (window, painter) = benchWindow(showing: controller)
    defer { window.destroy() }
    var rows: [BenchmarkRow] = []

    // GTK's own cost of scrolling: a GtkListBox of 1,000 two-label rows in C, every row built,
    // scrolled top to end 400 px a frame (again from the top until as many frames as ours).
    let baselineFrames = baselineScrollFrames(count: 1_000, frames: min(scrollFrames ?? 1_500, 1_500))

    // Scrolling from the top to the end, 400 px a frame.
    rows.append(scrollRow("100,000-item list", controller: controller, painter: painter, frames: scrollFrames, baseline: baselineFrames,
                          recycling: .init(rows: count, grid: false)))
    rows.append(gridScrollRow(frames: scrollFrames, baseline: baselineFrames))
    // 20,000 components are 4 million pixels: 600 frames is a long fling through them.
    if let mixed = mixedScrollRow(frames: min(scrollFrames ?? 600, 600), baseline: baselineFrames) { rows.append(mixed) }

    // One title edited, anywhere in the list.
    var edits: [Double] = []
    var touched: [Int] = []
    for run in 0...runs {
        let index = run % 2 == 0 ? (run * 7_919) % count : controller.components[0].cells[run % 10].item.index
        var item = controller.components[0].model.items[index]
        item.title = "Edited \(run)"
        let time = painter.frameWork { controller.update(item, index: index) }
        if run > 0 { edits.append(time) }
        touched.append(controller.lastUpdate.reconfigured + controller.lastUpdate.created)
    }
    rows.append(BenchmarkRow(
        name: "edit: one title anywhere in a 100,000-item list", samples: edits,
        notes: "controller.update(item, index:), until painted (frame slot wait excluded); half the edits off-screen "
            + "(0 widgets), half on screen (\(touched.max() ?? 0) widget reconfigured)"))

    // Live reload of the whole screen: decode, diff, apply.
    let encoder = ScreenEncoder()
    var reloads: [Double] = []
    let payloads = (0...max(3, runs / 2)).map { run -> Data in
        var models = benchScreen(.list, count: count)
        models[0].items[run * 31].title = "Reloaded \(run)"
        return encoder.encode(Screen(components: models))
    }
    for (run, payload) in payloads.enumerated() {
        let time = painter.frameWork { try? controller.reloadIfNeeded(json: payload) }
        if run > 0 { reloads.append(time) }
    }
    rows.append(BenchmarkRow(
        name: "live reload: decode + diff + apply, 100,000 items", samples: reloads,
        notes: "\(payloads[0].count / 1_048_576) MB of JSON, 1 title changed; until painted"))

    // Memory over many reloads.
    let memoryBefore = peakMemoryMB()
    var residents: [Double] = []
    let small = (0..<4).map { run -> Data in
        var models = benchScreen(.list, count: 1_000)
        models[0].items[run].title = "Round \(run)"
        return encoder.encode(Screen(components: models))
    }
    for round in 0..<1_000 {
        try? controller.reloadIfNeeded(json: small[round % small.count])
        while GtkRuntime.iterate() {}
        if round % 250 == 249 { residents.append(residentMemoryMB()) }
    }
    rows.append(BenchmarkRow(
        name: "memory: 1,000 reloads (1,000 items, after the 100,000-item screen)", unit: "MB", samples: residents,
        notes: "resident MB after 250, 500, 750, 1,000 reloads: \(residents.map { String(Int($0)) }.joined(separator: ", ")); "
            + "peak before \(Int(memoryBefore)) MB"))
    return rows
}
