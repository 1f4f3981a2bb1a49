// spots-bench: the diff and widget benchmarks. Run in release mode, under a display for the
// widget rows:  xvfb-run -a swift run -c release spots-bench [--json] [--runs N] [--diff-only]
//               [--live-reload-only] [--window-only] [--decode-only] [--scroll-frames N] [--no-first-frames]
//               [--inspect-only [--sections N]] [--shapes-only] [--scroll-only [list|grid|mixed]…]
//               [--state-only]
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if let child = arguments.firstIndex(of: "--child-first-frame") {
    let screen = arguments[arguments.index(after: child)]
    let count = Int(arguments[arguments.index(child, offsetBy: 2)]) ?? 1_000
    MainActor.assumeIsolated { runFirstFrameChild(screen: screen, count: count) }
}
if let child = arguments.firstIndex(of: "--child-app-first-frame") {
    let path = arguments[arguments.index(after: child)]
    MainActor.assumeIsolated { runAppFirstFrameChild(path: path) }
}
let windowOnly = arguments.contains("--window-only")
let scrollFrames = arguments.firstIndex(of: "--scroll-frames").flatMap { Int(arguments[arguments.index(after: $0)]) }
let wantsJSON = arguments.contains("--json")
let diffOnly = arguments.contains("--diff-only")
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 20

let liveOnly = arguments.contains("--live-reload-only")
if arguments.contains("--decode-only") {
    let rows = decodeBenchmarkRows(runs: runs)
    print(wantsJSON ? try benchmarkJSON(rows) : benchmarkTable(rows))
    exit(0)
}
if arguments.contains("--shapes-only") {
    // Mixed components and a million items: first frames against GTK 4, then scrolling them
    // (not with `--no-scroll`).
    let shapeRuns = max(3, min(runs, 5))
    let rows = MainActor.assumeIsolated {
        arguments.contains("--no-scroll") ? screenShapeFirstFrameRows(runs: shapeRuns)
            : screenShapeRows(runs: shapeRuns, scrollFrames: scrollFrames)
    }
    print(wantsJSON ? try benchmarkJSON(rows) : benchmarkTable(rows))
    exit(0)
}
if let flag = arguments.firstIndex(of: "--scroll-only") {
    // Only the scroll rows (all three, or those named after the flag): quick to run before and after a change.
    let named = Set(arguments[arguments.index(after: flag)...].prefix { !$0.hasPrefix("--") })
    let rows = MainActor.assumeIsolated { scrollRows(shapes: named.isEmpty ? ["list", "grid", "mixed"] : named, frames: scrollFrames) }
    print(wantsJSON ? try benchmarkJSON(rows) : benchmarkTable(rows))
    exit(0)
}
if arguments.contains("--inspect-only") {
    let sections = arguments.firstIndex(of: "--sections").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 2_000
    let rows = MainActor.assumeIsolated { inspectBenchmarkRows(sections: sections) }
    print(wantsJSON ? try benchmarkJSON(rows) : benchmarkTable(rows))
    exit(0)
}
if arguments.contains("--state-only") {
    // Variables, data-bound lists and patches against the same screens as plain items.
    let rows = MainActor.assumeIsolated { stateBenchmarkRows(runs: runs) }
    print(wantsJSON ? try benchmarkJSON(rows) : benchmarkTable(rows))
    exit(0)
}
var rows = liveOnly || windowOnly ? [] : diffBenchmarkRows(runs: runs)
if !liveOnly && !windowOnly && !diffOnly {
    rows += decodeBenchmarkRows(runs: max(3, runs / 4))
}
if !diffOnly && !liveOnly && !windowOnly {
    rows += MainActor.assumeIsolated { widgetBenchmarkRows(runs: runs) }
}
if !diffOnly && !windowOnly {
    rows += MainActor.assumeIsolated { liveReloadBenchmarkRows(saves: 50) }
}
if !diffOnly && !liveOnly {
    let firstFrames = !arguments.contains("--no-first-frames")
    rows += MainActor.assumeIsolated { windowBenchmarkRows(runs: runs, scrollFrames: scrollFrames, firstFrames: firstFrames) }
}
if wantsJSON {
    print(try benchmarkJSON(rows))
} else {
    print(benchmarkTable(rows))
}
