import Foundation
import GtkBaseline
import SpotsGtk
import SpotsModel

// `spots inspect` of a long screen of many components against GTK's own cost of building and
// laying out the same sections in C.

/// `count` list components, each a header and three two-line items.
func benchSections(_ count: Int) -> [ComponentModel] {
    (0..<count).map { section in
        ComponentModel(identifier: "c\(section)", kind: .list, header: Item(title: "Section \(section)"),
                       items: (0..<3).map { Item(title: "Item \(section).\($0)", subtitle: "Subtitle \($0)") })
    }
}

@MainActor
func inspectBenchmarkRows(sections count: Int) -> [BenchmarkRow] {
    guard GtkRuntime.initialize(loadingOpenGL: false) else { return [] }
    GtkRuntime.disableAnimations()
    let clock = ContinuousClock()
    let sections = benchSections(count)
    let start = clock.now
    let processor = threadProcessorMilliseconds()
    // As `spots inspect` does it: the scanner loads the screen into an empty controller.
    let inspection = ScanningInspector.inspect(sections, in: Controller(), width: 800)
    let ours = milliseconds(clock.now - start)
    let cpu = threadProcessorMilliseconds() - processor

    let baselineStart = clock.now
    let baselineProcessor = threadProcessorMilliseconds()
    let baselineHeight = gtk_baseline_sections(Int32(count), 200)
    let baseline = milliseconds(clock.now - baselineStart)
    let baselineCPU = threadProcessorMilliseconds() - baselineProcessor
    return [BenchmarkRow(
        name: "inspect: \(count) sections (a header and 3 items each), whole layout", samples: [ours], baseline: [baseline],
        notes: "ScanningInspector, as `spots inspect` does it; main-thread CPU \(Int(cpu)) ms against \(Int(baselineCPU)) ms; "
            + "\(inspection.components.count) components inspected; baseline: the same sections as a header label and a "
            + "GtkListBox of three two-label rows in C, laid out 200 at a time (height \(baselineHeight) px)")]
}
