import Foundation
import FuzzSupport
import SpotsModel

/// libFuzzer entry: every input decodes or fails with a positioned `Diagnostic`, never traps,
/// and whatever decodes is within `SizeLimits` (also once presented with its variables) and
/// survives an encode → decode round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput_DecoderFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let decoder = ScreenDecoder()
    _ = decoder.validate(data, file: "fuzz.json")
    guard let decoded = try? decoder.decode(data, file: "fuzz.json") else { return 0 }
    check(decoded.screen.components)
    if let title = decoded.screen.title, title.unicodeScalars.count > SizeLimits.maximumTextLength + 1 {
        fatalError("a title longer than the display limit got through")
    }
    present(decoded.screen)
    let encoded = ScreenEncoder().encode(decoded.screen)
    guard (try? decoder.decode(encoded)) != nil else { fatalError("an encoded screen does not decode") }
    return 0
}

/// Screens that hold state: presenting (every `${…}` evaluated, `visible-if` applied) and again
/// after every variable changed stays within the limits, and every problem names a string.
private func present(_ screen: Screen) {
    let binding = ScreenBinding(screen: screen)
    var (components, problems) = binding.present(screen.variables)
    check(components)
    let changed = screen.variables.mapValues { _ in JSONValue.string(String(repeating: "x", count: 64)) }
    (components, problems) = binding.present(changed, changed: Set(changed.keys))
    check(components)
    for problem in problems { precondition(!problem.path.isEmpty && problem.offset >= 0, "a problem without a place: \(problem)") }
}

private func check(_ components: [ComponentModel]) {
    for component in components {
        precondition(SizeLimits.clamp(component.layout) == component.layout, "layout out of range")
        for item in component.items {
            precondition(SizeLimits.clamp(item.size) == item.size, "item size out of range")
            check(item.children)
        }
    }
}

@_cdecl("DecoderFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    fuzzDriver(argc, argv) { bytes, size in LLVMFuzzerTestOneInput_DecoderFuzz(bytes, size) }
}
