// spots-bench: the diff and widget benchmarks. Run in release mode, under a display for the
// widget rows: xvfb-run -a swift run -c release spots-bench [options]; `--help` lists them.
import ArgumentParser
import Foundation

// The children the window rows start: a fresh process each, driven by the parent (not options
// a person passes).
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

struct SpotsBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spots-bench",
        abstract: "Measures the diff, decoding, the window and the app against baselines measured in the same run.",
        discussion: "Without a row option, every row runs (about half an hour). Widget rows need a display: run under xvfb-run -a, in a release build.")

    @Flag(help: "Print the rows as JSON instead of a table.")
    var json = false

    @Option(help: "How many times the timed rows run (their median is reported).")
    var runs = 20

    @Flag(help: "Only the diff rows.")
    var diffOnly = false

    @Flag(help: "Only the live reload rows.")
    var liveReloadOnly = false

    @Flag(help: "Only the window rows: first frames, scrolling, reloads.")
    var windowOnly = false

    @Flag(help: "Without the first-frame rows (with the window rows).")
    var noFirstFrames = false

    @Flag(help: "Only the decode rows, beside simdjson on the same bytes.")
    var decodeOnly = false

    @Flag(help: "Only the mixed-component and million-item rows against GTK 4's list.")
    var shapesOnly = false

    @Flag(help: "With --shapes-only: first frames only, without scrolling.")
    var noScroll = false

    @Flag(help: "Only the scroll rows: those named (list, grid, mixed), or all three.")
    var scrollOnly = false

    @Argument(help: "With --scroll-only: the scroll rows to run (list, grid, mixed).")
    var scrollShapes: [String] = []

    @Option(help: "How many frames a scroll row scrolls (default: the list and grid to their end, the mixed screen 600).")
    var scrollFrames: Int?

    @Flag(help: "Only the inspect rows.")
    var inspectOnly = false

    @Option(help: "With --inspect-only: how many sections the screen has.")
    var sections = 2_000

    @Flag(help: "Only the state rows: variables, data-bound lists and patches against plain items.")
    var stateOnly = false

    static let scrollShapeNames: Set<String> = ["list", "grid", "mixed"]

    func validate() throws {
        if !scrollShapes.isEmpty && !scrollOnly {
            throw ValidationError("Scroll rows (\(scrollShapes.joined(separator: ", "))) are named only after --scroll-only.")
        }
        if let unknown = scrollShapes.first(where: { !Self.scrollShapeNames.contains($0) }) {
            throw ValidationError("No scroll row '\(unknown)': the rows are list, grid and mixed.")
        }
        let only = [diffOnly, liveReloadOnly, windowOnly, decodeOnly, shapesOnly, scrollOnly, inspectOnly, stateOnly]
        if only.filter({ $0 }).count > 1 { throw ValidationError("Choose one of the --…-only options.") }
        if runs < 1 { throw ValidationError("--runs must be at least 1.") }
        if let scrollFrames, scrollFrames < 1 { throw ValidationError("--scroll-frames must be at least 1.") }
    }

    func run() throws {
        print(json ? try benchmarkJSON(rows()) : benchmarkTable(rows()))
    }

    private func rows() -> [BenchmarkRow] {
        MainActor.assumeIsolated {
            if decodeOnly { return decodeBenchmarkRows(runs: runs) }
            if shapesOnly {
                // Mixed components and a million items: first frames against GTK 4, then scrolling them.
                let shapeRuns = max(3, min(runs, 5))
                return noScroll ? screenShapeFirstFrameRows(runs: shapeRuns)
                    : screenShapeRows(runs: shapeRuns, scrollFrames: scrollFrames)
            }
            if scrollOnly {
                // Quick to run before and after a change.
                return scrollRows(shapes: scrollShapes.isEmpty ? Self.scrollShapeNames : Set(scrollShapes), frames: scrollFrames)
            }
            if inspectOnly { return inspectBenchmarkRows(sections: sections) }
            if stateOnly { return stateBenchmarkRows(runs: runs) }
            var rows = liveReloadOnly || windowOnly ? [] : diffBenchmarkRows(runs: runs)
            if !liveReloadOnly && !windowOnly && !diffOnly {
                rows += decodeBenchmarkRows(runs: max(3, runs / 4))
                rows += widgetBenchmarkRows(runs: runs)
            }
            if !diffOnly && !windowOnly {
                rows += liveReloadBenchmarkRows(saves: 50)
            }
            if !diffOnly && !liveReloadOnly {
                rows += windowBenchmarkRows(runs: runs, scrollFrames: scrollFrames, firstFrames: !noFirstFrames)
            }
            return rows
        }
    }
}

SpotsBench.main()
