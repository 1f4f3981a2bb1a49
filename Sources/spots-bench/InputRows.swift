import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel

/// One keystroke in a text field above the 100,000 plain rows, until painted: the input writes
/// its variable through the session, which presents the screen again and the window draws the
/// difference (the field, and the row that shows what was typed).
@MainActor
func inputKeystrokeRow(runs: Int, folder: URL) -> BenchmarkRow {
    let echo = "{\"identifier\": \"form\", \"items\": [{\"identifier\": \"field\", \"kind\": \"text-field\", \"name\": \"q\", "
        + "\"label\": \"Search\"}, {\"identifier\": \"echo\", \"title\": \"Typed: %@\"}]}"
    // The baseline: the same screen, the echo row's new text given to the controller directly.
    let plain = stateWindow(stateScreenJSON(dataBound: false, first: echo.replacingOccurrences(of: "%@", with: "")),
                            file: folder.appendingPathComponent("plain-input.json").path)
    var models = plain.window.controller.components.map(\.model)
    var baseline: [Double] = []
    for run in 0...runs {
        models[0].items[1].title = "Typed: " + String(repeating: "a", count: run + 1)
        let time = plain.painter.frameWork { plain.window.controller.reloadIfNeeded(models) }
        if run > 0 { baseline.append(time) }
    }
    plain.window.window.destroy()

    let form = stateWindow(stateScreenJSON(dataBound: false, first: echo.replacingOccurrences(of: "%@", with: "${q}")),
                           file: folder.appendingPathComponent("input.json").path)
    var ours: [Double] = []
    var touched = (reconfigured: 0, created: 0)
    let field = form.window.session.models[0].items[0].input!
    for run in 0...runs {
        let text = String(repeating: "a", count: run + 1)
        let time = form.painter.frameWork { form.window.session.input(field, changedTo: .string(text)) }
        if run > 0 { ours.append(time) }
        touched.reconfigured = Swift.max(touched.reconfigured, form.window.controller.lastUpdate.reconfigured)
        touched.created = Swift.max(touched.created, form.window.controller.lastUpdate.created)
    }
    form.window.window.destroy()
    return BenchmarkRow(
        name: "input: one keystroke in a text field above 100,000 items", samples: ours, baseline: baseline,
        notes: "session.input(field, \"aa…\") (what the field's changed signal calls) for a field whose variable an item "
            + "\"Typed: ${q}\" shows, until painted; \(touched.reconfigured) widgets reconfigured, \(touched.created) created; "
            + "baseline: the same screen, the row's new text given to controller.reloadIfNeeded")
}
