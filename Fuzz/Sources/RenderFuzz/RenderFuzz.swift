import CSpotsGtk
import Foundation
import SpotsGtk
import SpotsModel

/// libFuzzer entry: whatever decodes is rendered headlessly (decode → widgets → layout), then
/// updated to an empty screen and back, without a trap or a GTK assertion. Run under xvfb-run with
/// G_DEBUG=fatal-criticals so a Gtk-CRITICAL is a crash the fuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput_RenderFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    // -1: libFuzzer keeps a rejected input out of the corpus. A skipped input returned 0 and ran a
    // few lines only, so libFuzzer "reduced" saved inputs to tiny ones that reach the same lines.
    if TotalTime.isOver { return -1 }
    let data = Data(bytes: bytes, count: count)
    guard let decoded = try? ScreenDecoder().decode(data, file: "fuzz.json") else { return 0 }
    MainActor.assumeIsolated {
        if !Ready.done {
            precondition(GtkRuntime.initialize(), "no display: run under xvfb-run -a")
            GtkRuntime.disableAnimations()
            Ready.done = true
        }
        // Files the input names are never read here: a remote location refuses local files.
        let location = ResourceLocation.remote(URL(string: "http://127.0.0.1:9/fuzz.json")!)
        let controller = Controller(components: decoded.screen.components, location: location)
        let renderer = HeadlessRenderer(controller: controller, width: 480)
        _ = renderer.inspect()
        controller.reloadIfNeeded([])
        controller.reloadIfNeeded(decoded.screen.components)
        renderer.settle()
    }
    return 0
}

@MainActor
private enum Ready {
    static var done = false
}

// SwiftPM links an executable's entry point as `RenderFuzz_main` and points `main` at it; hand
// control to libFuzzer's driver from there.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// libFuzzer checks `-max_total_time` only between mutations, not while it replays the corpus
/// folder at start-up. Every run adds its new inputs to that folder, and rendering one can take
/// seconds (the renderer waits for layout), so a later run spent minutes replaying before it looked
/// at the clock: 448 inputs with `-max_total_time=5` ran for 89 s. Past the limit every input is
/// skipped (and rejected, so it is not saved), the replay ends at once and libFuzzer stops at its
/// next check.
private enum TotalTime {
    nonisolated(unsafe) static var deadline: Date?

    static var isOver: Bool { deadline.map { Date() >= $0 } ?? false }

    /// Reads `-max_total_time=N` from the command line.
    static func start(_ arguments: [String]) {
        let flag = "-max_total_time="
        guard let value = arguments.last(where: { $0.hasPrefix(flag) }).flatMap({ Double($0.dropFirst(flag.count)) }),
              value > 0 else { return }
        deadline = Date(timeIntervalSinceNow: value)
    }
}

@_cdecl("RenderFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    TotalTime.start((0..<Int(argc)).compactMap { argv?[$0].map { String(cString: $0) } })
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in LLVMFuzzerTestOneInput_RenderFuzz(bytes, size) }
}
