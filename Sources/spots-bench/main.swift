// spots-bench: the diff and widget benchmarks. Run in release mode, under a display for the
// widget rows:  xvfb-run -a swift run -c release spots-bench [--json] [--runs N] [--diff-only] [--live-reload-only]
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let wantsJSON = arguments.contains("--json")
let diffOnly = arguments.contains("--diff-only")
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 20

let liveOnly = arguments.contains("--live-reload-only")
var rows = liveOnly ? [] : diffBenchmarkRows(runs: runs)
if !diffOnly && !liveOnly {
    rows += MainActor.assumeIsolated { widgetBenchmarkRows(runs: runs) }
}
if !diffOnly {
    rows += MainActor.assumeIsolated { liveReloadBenchmarkRows(saves: 50) }
}
if wantsJSON {
    print(try benchmarkJSON(rows))
} else {
    print(benchmarkTable(rows))
}
