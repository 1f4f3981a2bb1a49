import Foundation
import SpotsGtk
import SpotsModel

/// Widget rows: one title edited in an on-screen list through `reloadIfNeeded`, timed until GTK
/// has painted the result and its main loop is idle; the baseline rebuilds the component.
@MainActor
func widgetBenchmarkRows(runs: Int) -> [BenchmarkRow] {
    guard GtkRuntime.initialize(loadingOpenGL: false) else {
        FileHandle.standardError.write(Data("widget rows skipped: no display (run under xvfb-run -a)\n".utf8))
        return []
    }
    GtkRuntime.disableAnimations()
    var rows: [BenchmarkRow] = []
    for count in [1_000, 10_000] {
        rows.append(titleEditRow(itemCount: count, runs: count > 1_000 ? max(3, runs / 2) : runs,
                                 baselineRuns: count > 1_000 ? 3 : 5))
    }
    rows.append(oneFrameRow(itemCount: 1_000, runs: runs))
    return rows
}

/// A window showing `models`, with a way to wait for GTK's next painted frame.
@MainActor
private final class BenchWindow {
    let controller: Controller
    let window = Window()
    private var painted = false

    init(models: [ComponentModel]) {
        controller = Controller(components: models)
        window.setDefaultSize(width: 800, height: 900)
        window.add(controller.widget)
        window.showAll()
        GtkRuntime.drain(quietPeriod: 0.2, timeout: 60)
        window.onAfterPaint { [weak self] in self?.painted = true }
    }

    /// Runs `change`, then the main loop until a frame has been painted and nothing is pending.
    func timeUntilPainted(_ change: () -> Void) -> Double {
        painted = false
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            change()
            let deadline = Date().addingTimeInterval(10)
            while !painted && Date() < deadline { GtkRuntime.iterate(blocking: true) }
            while GtkRuntime.iterate() {}
        }
        return milliseconds(elapsed)
    }

    deinit {
        MainActor.assumeIsolated { window.destroy() }
    }
}

private func listScreen(itemCount: Int, editedTitle: String? = nil) -> [ComponentModel] {
    var items = (0..<itemCount).map { Item(identifier: .number($0), title: "Item \($0)", subtitle: "Subtitle \($0)") }
    if let editedTitle { items[itemCount / 2].title = editedTitle }
    return [ComponentModel(identifier: "list", kind: .list, items: items)]
}

@MainActor
private func titleEditRow(itemCount: Int, runs: Int, baselineRuns: Int) -> BenchmarkRow {
    let bench = BenchWindow(models: listScreen(itemCount: itemCount))
    var counters: [UpdateCounters] = []
    var samples: [Double] = []
    for run in 0...runs {
        let models = listScreen(itemCount: itemCount, editedTitle: "Edited \(run)")
        let time = bench.timeUntilPainted { bench.controller.reloadIfNeeded(models) }
        if run > 0 { samples.append(time) } // the first run warms caches
        counters.append(bench.controller.lastUpdate)
    }
    var baseline: [Double] = []
    for run in 0..<baselineRuns {
        let models = listScreen(itemCount: itemCount, editedTitle: "Rebuilt \(run)")
        baseline.append(bench.timeUntilPainted { bench.controller.reload(models) })
    }
    let last = counters.last ?? UpdateCounters()
    let same = counters.allSatisfy { $0 == last }
    return BenchmarkRow(
        name: "widgets: \(itemCount.formatted()) list, 1 title edited",
        samples: samples, baseline: baseline,
        notes: "\(last.reconfigured) reconfigured, \(last.created) created, \(last.destroyed) destroyed"
            + (same ? "" : " (varied between runs)") + "; baseline: rebuild the component; until painted and idle")
}

@MainActor
private func oneFrameRow(itemCount: Int, runs: Int) -> BenchmarkRow {
    let encoder = ScreenEncoder(prettyPrinted: true)
    let bench = BenchWindow(models: listScreen(itemCount: itemCount))
    let payloads = (0...runs).map { encoder.encode(Screen(components: listScreen(itemCount: itemCount, editedTitle: "Frame \($0)"))) }
    var samples: [Double] = []
    for (run, payload) in payloads.enumerated() {
        let clock = ContinuousClock()
        let elapsed = clock.measure { try? bench.controller.reloadIfNeeded(json: payload) }
        if run > 0 { samples.append(milliseconds(elapsed)) }
        GtkRuntime.drain(quietPeriod: 0.02)
    }
    return BenchmarkRow(
        name: "one frame: decode + diff + apply, \(itemCount.formatted()) items",
        samples: samples,
        notes: "\(payloads[0].count / 1024) KB of JSON, 1 title changed; budget 16 ms; GTK's own relayout is in the rows above")
}
