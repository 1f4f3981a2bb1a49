import CSpotsGtk
import Foundation
import FuzzSupport
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

@_cdecl("RenderFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    fuzzDriver(argc, argv) { bytes, size in LLVMFuzzerTestOneInput_RenderFuzz(bytes, size) }
}
