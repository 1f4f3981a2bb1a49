import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel

// Screen shapes beyond one long list: many mixed components, and a million items, opened from a
// file by the app's own window, against GTK 4's recycling GtkListView (or GtkGridView) of as many
// rows in C, measured in the same run; and scrolling the mixed screen.

/// The repository this benchmark was built from (its scripts and the GTK 4 baseline's source).
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Screens written once per run into a temporary folder, removed at exit.
private let screenFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-bench-shapes-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: FileManager.default.temporaryDirectory.path + "/spots-bench-shapes-\(getpid())") }
    return folder
}()

/// `count` mixed components as `Scripts/make-large-screen.py --components` writes them: lists,
/// grids and carousels in turn, each with a header and three cards with a title, subtitle, text,
/// image, action and meta (about 1.4 KB of JSON a component).
func mixedScreenFile(components count: Int) -> String? {
    let path = screenFolder.appendingPathComponent("mixed-\(count).json").path
    if FileManager.default.fileExists(atPath: path) { return path }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", repository.appendingPathComponent("Scripts/make-large-screen.py").path, path,
                         "--components", String(count)]
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? path : nil
}

/// A screen of one `kind` component of `count` two-line items, written as JSON.
func longScreenFile(_ kind: ComponentKind, count: Int) -> String {
    let path = screenFolder.appendingPathComponent("\(kind.rawValue)-\(count).json").path
    if !FileManager.default.fileExists(atPath: path) {
        _ = FileManager.default.createFile(atPath: path, contents: ScreenEncoder().encode(Screen(components: benchScreen(kind, count: count))))
    }
    return path
}

/// `spots-bench --child-app-first-frame PATH`: the app's window opens the screen file in a fresh
/// process and prints `RESULT ms=… peak_mb=… realised=… whole_ms=… whole_peak_mb=…`: the time
/// from before the window is made to its first painted frame with items, as `spots PATH` shows it
/// (process start and GTK's own initialisation aside, as for the GTK 4 baseline), and to the
/// frame after the whole screen is in (a large file shows its first components before), and the
/// longest pass of the main loop until then (`whole_stall_ms`).
@MainActor
func runAppFirstFrameChild(path: String) -> Never {
    guard GtkRuntime.initialize(loadingOpenGL: false) else { print("RESULT error=no-display"); exit(1) }
    GtkRuntime.disableAnimations()
    let clock = ContinuousClock()
    let start = clock.now
    let window = ScreenWindow(application: nil)
    window.window.setDefaultSize(width: 800, height: 900)
    window.open(path: path)
    window.present()
    let painter = PaintWatcher(window: window.window)
    while !(painter.painted && window.controller.realisedItemCount > 0) {
        if painter.painted { painter.reset() }
        GtkRuntime.iterate(blocking: true)
    }
    let elapsed = milliseconds(clock.now - start)
    let firstPeak = peakMemoryMB()
    // A large file shows its first components while the whole is decoded: until it is shown.
    // The longest the main thread worked in one pass of the main loop meanwhile (processor time,
    // so waiting for the other thread is not in it): how long the window could not answer.
    var longestPass = 0.0
    func iterateTimed() {
        let before = threadProcessorMilliseconds()
        GtkRuntime.iterate(blocking: true)
        longestPass = max(longestPass, threadProcessorMilliseconds() - before)
    }
    if window.session.showsFirstComponentsOnly {
        while window.session.showsFirstComponentsOnly { iterateTimed() }
        painter.reset()
        while !painter.painted { iterateTimed() }
    }
    let whole = milliseconds(clock.now - start)
    print("RESULT ms=\(elapsed) peak_mb=\(firstPeak) realised=\(window.controller.realisedItemCount) whole_ms=\(whole) "
          + "whole_peak_mb=\(peakMemoryMB()) whole_stall_ms=\(longestPass)")
    exit(0)
}

/// GTK 4's GtkListView (or GtkGridView) of two-label rows, built from
/// Benchmarks/gtk4-baseline/listview.c by Scripts/build-gtk4-baseline.sh when missing or older.
enum GtkFourBaseline {
    private static let baseline = BuiltBaseline(executable: ".build/gtk4-baseline",
                                                source: "Benchmarks/gtk4-baseline/listview.c",
                                                script: "Scripts/build-gtk4-baseline.sh")

    /// The executable, built first if needed; nil when it cannot be (no libgtk-4-dev).
    static func prepared() -> String? { baseline.prepared() }

    /// What the baseline shows: `rows` two-label rows in a list, or cells in a grid of four columns.
    struct Shape: CustomStringConvertible {
        var rows: Int
        var grid: Bool

        var description: String {
            "GTK 4's recycling \(grid ? "GtkGridView (4 columns)" : "GtkListView") of \(rows.formatted()) two-label \(grid ? "cells" : "rows")"
        }
    }

    /// The baseline scrolled 400 px a frame for `frames` frames, as the scroll rows scroll ours:
    /// its main thread's processor time a frame. Drawn with cairo, as GTK 3 draws ours (GTK 4's
    /// OpenGL renderer would hand part of the work to the driver's threads).
    static func scroll(_ shape: Shape, frames: Int) -> (median: Double, p95: Double)? {
        guard frames > 0, let executable = prepared(),
              let result = runChild(executable: executable, [String(shape.rows)] + (shape.grid ? ["--grid"] : []) + ["--scroll", String(frames)],
                                    environment: ["GSK_RENDERER": "cairo"]),
              let median = result["cpu_median_ms"], let p95 = result["cpu_p95_ms"] else { return nil }
        return (median, p95)
    }
}

/// First frames of the app opening mixed components and a million items, each run in a fresh
/// process, interleaved with GTK 4's list of as many rows.
@MainActor
func screenShapeFirstFrameRows(runs: Int) -> [BenchmarkRow] {
    let gtk4 = GtkFourBaseline.prepared()
    var rows: [BenchmarkRow] = []
    func measure(_ label: String, path: String?, baselineRows: Int, grid: Bool = false, shape: String) {
        guard let path else {
            rows.append(BenchmarkRow(name: "first frame: \(label)", samples: [], notes: "not measured: the screen could not be written (python3?)"))
            return
        }
        var ours: (ms: [Double], peak: [Double], realised: Int, whole: [Double], wholePeak: [Double], stall: [Double]) = ([], [], 0, [], [], [])
        var theirs: (ms: [Double], peak: [Double]) = ([], [])
        for _ in 0..<runs {
            if let result = runChild(["--child-app-first-frame", path]) {
                ours.ms.append(result["ms"] ?? 0)
                ours.peak.append(result["peak_mb"] ?? 0)
                ours.realised = Int(result["realised"] ?? 0)
                ours.whole.append(result["whole_ms"] ?? 0)
                ours.wholePeak.append(result["whole_peak_mb"] ?? 0)
                ours.stall.append(result["whole_stall_ms"] ?? 0)
            }
            if let gtk4, let result = runChild(executable: gtk4, [String(baselineRows)] + (grid ? ["--grid"] : [])) {
                theirs.ms.append(result["ms"] ?? 0)
                theirs.peak.append(result["peak_mb"] ?? 0)
            }
        }
        let peak = BenchmarkRow.median(of: ours.peak.sorted())
        let whole = BenchmarkRow.median(of: ours.whole.sorted()), wholePeak = BenchmarkRow.median(of: ours.wholePeak.sorted())
        let stall = BenchmarkRow.median(of: ours.stall.sorted())
        let baselinePeak = BenchmarkRow.median(of: theirs.peak.sorted())
        let view = grid ? "GtkGridView (4 columns)" : "GtkListView"
        let baseline = gtk4 == nil ? "no GTK 4 baseline (libgtk-4-dev is missing)"
            : "baseline: GTK 4's \(view) of \(baselineRows.formatted()) two-label rows in C, peak \(Int(baselinePeak)) MB"
                + (baselinePeak > 0 ? String(format: " (ours %.2f× its)", peak / baselinePeak) : "")
        rows.append(BenchmarkRow(
            name: "first frame: \(label)", samples: ours.ms, baseline: theirs.ms.isEmpty ? nil : theirs.ms,
            notes: "\(shape); the app's window opens the file, to its first painted frame with items; peak \(Int(peak)) MB, "
                + "\(ours.realised) items realised; the whole screen in at \(Int(whole)) ms (median), peak \(Int(wholePeak)) MB, "
                + "longest main-loop pass meanwhile \(Int(stall)) ms of main-thread CPU; "
                + "\(baseline); each in a fresh process, interleaved"))
    }
    let mixed = "lists, grids and carousels in turn, a header and 3 cards each (Scripts/make-large-screen.py)"
    for count in [1_000, 4_000, 20_000] {
        measure("\(count.formatted()) mixed components", path: mixedScreenFile(components: count), baselineRows: count * 3,
                shape: mixed)
    }
    measure("1,000,000-item list", path: longScreenFile(.list, count: 1_000_000), baselineRows: 1_000_000,
            shape: "one list of two-line items")
    measure("1,000,000-item grid (span 4)", path: longScreenFile(.grid, count: 1_000_000), baselineRows: 1_000_000, grid: true,
            shape: "one grid of two-line cards")
    return rows
}

/// Scrolling the 20,000 mixed components (decoded from the file, images resolved next to it)
/// 400 px a frame.
@MainActor
func mixedScrollRow(frames: Int, baseline: ScrollBaseline) -> BenchmarkRow? {
    guard let path = mixedScreenFile(components: 20_000), let loaded = try? ScreenLoader.load(path: path) else { return nil }
    let controller = Controller(components: loaded.screen.components, location: loaded.location)
    let (window, painter) = benchWindow(showing: controller)
    defer { window.destroy() }
    return scrollRow("20,000 mixed components", controller: controller, painter: painter, frames: frames, baseline: baseline,
                     recycling: .init(rows: 60_000, grid: false))
}

/// `--shapes-only`: the first frames above, then scrolling the grid and the mixed screen.
@MainActor
func screenShapeRows(runs: Int, scrollFrames: Int?) -> [BenchmarkRow] {
    var rows = screenShapeFirstFrameRows(runs: runs)
    guard GtkRuntime.initialize(loadingOpenGL: false) else { return rows }
    GtkRuntime.disableAnimations()
    let baseline = baselineScrollFrames(count: 1_000, frames: min(scrollFrames ?? 600, 1_500))
    rows.append(gridScrollRow(frames: scrollFrames, baseline: baseline))
    if let mixed = mixedScrollRow(frames: min(scrollFrames ?? 600, 600), baseline: baseline) { rows.append(mixed) }
    return rows
}

/// `--scroll-only`: scrolling the 100,000-item list and grid and the 20,000 mixed components
/// (those of `shapes`), against GTK's own list scrolled the same way in the same run.
@MainActor
func scrollRows(shapes: Set<String>, frames: Int?) -> [BenchmarkRow] {
    guard GtkRuntime.initialize(loadingOpenGL: false) else { return [] }
    GtkRuntime.disableAnimations()
    let baseline = baselineScrollFrames(count: 1_000, frames: min(frames ?? 600, 1_500))
    var rows: [BenchmarkRow] = []
    if shapes.contains("list") {
        let controller = Controller(components: benchScreen(.list, count: 100_000))
        let (window, painter) = benchWindow(showing: controller)
        rows.append(scrollRow("100,000-item list", controller: controller, painter: painter, frames: frames, baseline: baseline,
                              recycling: .init(rows: 100_000, grid: false)))
        window.destroy()
    }
    if shapes.contains("grid") { rows.append(gridScrollRow(frames: frames, baseline: baseline)) }
    if shapes.contains("mixed"), let mixed = mixedScrollRow(frames: min(frames ?? 600, 600), baseline: baseline) {
        rows.append(mixed)
    }
    return rows
}
