import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel

/// Live-reload latency: from an editor's atomic save (write a temporary file, rename it over the
/// screen) to the window's widgets showing the new text, over repeated saves of a 1,000-item screen.
@MainActor
func liveReloadBenchmarkRows(saves: Int) -> [BenchmarkRow] {
    guard GtkRuntime.initialize(loadingOpenGL: false) else { return [] }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("screen.json").path
    let encoder = ScreenEncoder(prettyPrinted: true)
    func screen(_ edit: String) -> Data {
        var items = (0..<1_000).map { Item(identifier: .number($0), title: "Item \($0)", subtitle: "Subtitle \($0)") }
        items[5].title = edit
        return encoder.encode(Screen(title: "Live", components: [ComponentModel(identifier: "list", items: items)]))
    }
    _ = FileManager.default.createFile(atPath: path, contents: screen("start"))
    let window = ScreenWindow(application: nil)
    window.present()
    window.open(path: path)
    GtkRuntime.drain(quietPeriod: 0.3, timeout: 30)

    var samples: [Double] = []
    for save in 0..<saves {
        let text = "Saved \(save)"
        let temporary = folder.appendingPathComponent(".screen.json.\(save)").path
        _ = FileManager.default.createFile(atPath: temporary, contents: screen(text))
        let clock = ContinuousClock()
        let start = clock.now
        rename(temporary, path)
        let deadline = Date().addingTimeInterval(5)
        while window.controller.components.first?.realisedCell(at: 5)?.item.title != text && Date() < deadline {
            GtkRuntime.iterate(blocking: true)
        }
        samples.append(milliseconds(clock.now - start))
        GtkRuntime.drain(quietPeriod: 0.05)
    }
    window.window.destroy()
    let worst = samples.max() ?? 0
    return [BenchmarkRow(name: "live reload: atomic save → widgets, 1,000 items", samples: samples,
                         notes: "\(saves) saves; worst \(formatTime(worst)) ms; includes the \(FileWatcher.defaultDebounceMilliseconds) ms debounce; targets: median < 100, worst < 250")]
}
