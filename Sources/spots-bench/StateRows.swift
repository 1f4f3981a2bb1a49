import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel

// Screens that hold state (docs/state.md), each against the same screen written as plain items in
// the same run: the first frame of a 100,000-element data-bound list, one variable change that
// one visible row shows, and a one-item patch on a 100,000-item screen. The changes go through
// the app's own window and session, as a `set` action or an `open-patch:` does.

let stateRowCount = 100_000

/// The 100,000 rows as written items (`title`, `subtitle`), or as a `data` array of elements
/// with a two-string template: the same text on screen. `extra` components come first.
func stateScreenJSON(dataBound: Bool, variables: String = "", first: String = "", template: String? = nil) -> Data {
    var json = "{"
    if !variables.isEmpty { json += "\"variables\": {\(variables)}, " }
    json += "\"components\": ["
    if !first.isEmpty { json += first + ", " }
    json += "{\"identifier\": \"long\", "
    var rows: [String] = []
    rows.reserveCapacity(stateRowCount)
    if dataBound {
        for index in 0..<stateRowCount {
            rows.append("{\"id\": \"item-\(index)\", \"name\": \"Item \(index)\", \"detail\": \"Subtitle \(index)\"}")
        }
        let item = template ?? "{\"title\": \"${it.name}\", \"subtitle\": \"${it.detail}\"}"
        json += "\"data\": [\n" + rows.joined(separator: ",\n") + "],\n\"template\": \(item)}"
    } else {
        for index in 0..<stateRowCount {
            rows.append("{\"identifier\": \"item-\(index)\", \"title\": \"Item \(index)\", \"subtitle\": \"Subtitle \(index)\"}")
        }
        json += "\"items\": [\n" + rows.joined(separator: ",\n") + "]}"
    }
    return Data((json + "]}").utf8)
}

/// A screen file in a temporary folder (removed when the rows are done).
private func writeStateScreen(_ data: Data, named name: String, in folder: URL) -> String {
    let path = folder.appendingPathComponent(name).path
    _ = FileManager.default.createFile(atPath: path, contents: data)
    return path
}

/// The app's window (800×900) showing `data`, laid out and painted.
@MainActor
func stateWindow(_ data: Data, file: String) -> (window: ScreenWindow, painter: PaintWatcher) {
    let window = ScreenWindow(application: nil)
    window.window.setDefaultSize(width: 800, height: 900)
    window.present()
    window.session.open(data: data, file: file, location: ResourceLocation())
    let painter = PaintWatcher(window: window.window)
    GtkRuntime.drain(quietPeriod: 0.3, timeout: 60)
    return (window, painter)
}

/// `--state-only`: the rows below.
@MainActor
func stateBenchmarkRows(runs: Int) -> [BenchmarkRow] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-bench-state-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var rows = [stateFirstFrameRow(runs: max(3, min(runs, 5)), folder: folder)]
    guard GtkRuntime.initialize(loadingOpenGL: false) else { return rows }
    GtkRuntime.disableAnimations()
    rows += variableChangeRows(runs: runs, folder: folder)
    rows.append(patchRow(runs: runs, folder: folder))
    rows.append(inputKeystrokeRow(runs: runs, folder: folder))
    return rows
}

/// First painted frame of the app's window opening each file, in a fresh process each, in turn.
@MainActor
private func stateFirstFrameRow(runs: Int, folder: URL) -> BenchmarkRow {
    let plain = writeStateScreen(stateScreenJSON(dataBound: false), named: "plain.json", in: folder)
    let bound = writeStateScreen(stateScreenJSON(dataBound: true), named: "data-bound.json", in: folder)
    var ours: (ms: [Double], peak: [Double], realised: Int) = ([], [], 0)
    var theirs: (ms: [Double], peak: [Double]) = ([], [])
    for _ in 0..<runs {
        if let result = runChild(["--child-app-first-frame", bound]) {
            ours.ms.append(result["ms"] ?? 0)
            ours.peak.append(result["peak_mb"] ?? 0)
            ours.realised = Int(result["realised"] ?? 0)
        }
        if let result = runChild(["--child-app-first-frame", plain]) {
            theirs.ms.append(result["ms"] ?? 0)
            theirs.peak.append(result["peak_mb"] ?? 0)
        }
    }
    let factor = BenchmarkRow.median(of: ours.ms.sorted()) / Swift.max(BenchmarkRow.median(of: theirs.ms.sorted()), 0.001)
    return BenchmarkRow(
        name: "first frame: 100,000-element data-bound list", samples: ours.ms, baseline: theirs.ms,
        notes: String(format: "%.2f× the plain list's time (target ≤ 1.2×); ", factor)
            + "a data array with a two-string template, the app's window opens the file, to its first painted frame with items; "
            + "peak \(Int(BenchmarkRow.median(of: ours.peak.sorted()))) MB, \(ours.realised) items realised; "
            + "baseline: the same 100,000 rows written as items, peak \(Int(BenchmarkRow.median(of: theirs.peak.sorted()))) MB; "
            + "each in a fresh process, in turn")
}

/// One `set` action whose variable one visible row shows, until painted: a counter item above
/// the 100,000-element data-bound list; and a selection that the list's template reads.
@MainActor
private func variableChangeRows(runs: Int, folder: URL) -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    let counterItem = "{\"identifier\": \"counter\", \"items\": [{\"identifier\": \"count\", \"title\": \"Count: %@\"}]}"
    // The baseline: the same screen as plain items, the row's new text given to the window's
    // controller as the session gives it a presented screen (the diff, then the widget).
    let plainData = stateScreenJSON(dataBound: false, first: counterItem.replacingOccurrences(of: "%@", with: "0"))
    let plain = stateWindow(plainData, file: folder.appendingPathComponent("plain-counter.json").path)
    var models = plain.window.controller.components.map(\.model)
    var baseline: [Double] = []
    for run in 0...runs {
        models[0].items[0].title = "Count: \(run + 1)"
        let time = plain.painter.frameWork { plain.window.controller.reloadIfNeeded(models) }
        if run > 0 { baseline.append(time) }
    }
    let baselineTouched = plain.window.controller.lastUpdate
    plain.window.window.destroy()

    let boundData = stateScreenJSON(dataBound: true, variables: "\"count\": 0",
                                    first: counterItem.replacingOccurrences(of: "%@", with: "${count}"))
    let bound = stateWindow(boundData, file: folder.appendingPathComponent("counter.json").path)
    var ours: [Double] = []
    var touched = (reconfigured: 0, created: 0)
    for run in 0...runs {
        let time = bound.painter.frameWork { bound.window.session.perform(["count": .string("${count + 1}")]) }
        if run > 0 { ours.append(time) }
        touched.reconfigured = Swift.max(touched.reconfigured, bound.window.controller.lastUpdate.reconfigured)
        touched.created = Swift.max(touched.created, bound.window.controller.lastUpdate.created)
    }
    let shown = bound.window.controller.components.first?.realisedCell(at: 0).map { _ in true } ?? false
    let count = bound.window.session.variables["count"]
    bound.window.window.destroy()
    rows.append(BenchmarkRow(
        name: "set: one variable one visible row shows, 100,000-element data-bound screen", samples: ours, baseline: baseline,
        notes: "session.perform([\"count\": \"${count + 1}\"]) for an item \"Count: ${count}\" above the data-bound list, until painted "
            + "(frame slot wait excluded; target ≤ 2 ms); \(touched.reconfigured) widget reconfigured, \(touched.created) created "
            + "(count now \(count.map { "\($0)" } ?? "?"), row realised: \(shown)); baseline: the same screen as plain items, "
            + "the row's new text given to controller.reloadIfNeeded (\(baselineTouched.reconfigured) reconfigured)"))

    // The list's own template reads the variable: every element's item is made again (which
    // template, identifier, kind), then the diff finds the two rows whose text changed.
    let selectTemplate = "{\"title\": \"${it.name}\", \"subtitle\": \"${it.id == selected ? 'Selected' : it.detail}\"}"
    let selectData = stateScreenJSON(dataBound: true, variables: "\"selected\": \"item-0\"", template: selectTemplate)
    let select = stateWindow(selectData, file: folder.appendingPathComponent("select.json").path)
    var selections: [Double] = []
    for run in 0...runs {
        let time = select.painter.frameWork { select.window.session.perform(["selected": .string("item-\(run % 8)")]) }
        if run > 0 { selections.append(time) }
    }
    let selectTouched = select.window.controller.lastUpdate
    select.window.window.destroy()
    rows.append(BenchmarkRow(
        name: "set: a variable the 100,000-element template reads (a selection)", samples: selections, baseline: baseline,
        notes: "subtitle \"${it.id == selected ? 'Selected' : it.detail}\", selected moved among the first 8 rows, until painted; "
            + "\(selectTouched.reconfigured) widgets reconfigured, \(selectTouched.created) created; baseline as above"))
    return rows
}

/// A one-item patch (replace an item's title) on a 100,000-item screen, from the patch's bytes
/// (60 of them; parsing is a few microseconds) to the painted frame, through the session as
/// `open-patch:` applies one; against the same change given straight to the controller.
@MainActor
private func patchRow(runs: Int, folder: URL) -> BenchmarkRow {
    let (window, painter) = stateWindow(stateScreenJSON(dataBound: false), file: folder.appendingPathComponent("patched.json").path)
    defer { window.window.destroy() }
    var ours: [Double] = []
    var failed: Diagnostic?
    for run in 0...runs {
        let patch = Data("{\"patch\": [{\"identifier\": \"item-3\", \"item\": {\"title\": \"Patched \(run)\"}}]}".utf8)
        let time = painter.frameWork { failed = window.session.applyPatch(patch, file: "patch.json") ?? failed }
        if run > 0 { ours.append(time) }
    }
    let touched = window.controller.lastUpdate
    var baseline: [Double] = []
    for run in 0...runs {
        var item = window.controller.components[0].model.items[3]
        item.title = "Updated \(run)"
        let time = painter.frameWork { window.controller.update(item, index: 3) }
        if run > 0 { baseline.append(time) }
    }
    return BenchmarkRow(
        name: "patch: one item of a 100,000-item screen", samples: ours, baseline: baseline,
        notes: "session.applyPatch({\"patch\": [{\"identifier\": \"item-3\", \"item\": {…}}]}), a visible row, until painted "
            + "(frame slot wait excluded; target ≤ 2 ms); \(touched.reconfigured) widget reconfigured, \(touched.created) created"
            + (failed.map { "; FAILED: \($0)" } ?? "")
            + "; baseline: the same item given to controller.update(item, index:)")
}
