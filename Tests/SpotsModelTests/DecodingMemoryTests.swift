import Foundation
import XCTest
@testable import SpotsModel

/// What decoding a large screen costs in memory beyond its bytes: the parsed tree and the models
/// are never both whole, and the models of items are compact.
final class DecodingMemoryTests: XCTestCase {
    /// `count` components as `Scripts/make-large-screen.py --components` writes them: lists, grids
    /// and carousels in turn, a header and three cards with every field, a size and meta.
    static func mixedScreen(components count: Int) -> Data {
        var text = #"{"title": "Large", "components": ["#
        for component in 0..<count {
            if component > 0 { text += "," }
            let kind = ["list", "grid", "carousel"][component % 3]
            text += #"{"identifier": "c\#(component)", "kind": "\#(kind)", "header": {"title": "Component \#(component)"}, "#
                + #""layout": {"span": 2, "item-spacing": 8, "inset": {"top": 4, "left": 8, "bottom": 4, "right": 8}}, "items": ["#
            for item in 0..<3 {
                if item > 0 { text += "," }
                text += #"{"identifier": \#(component * 1000 + item), "title": "Item \#(item) of component \#(component)", "#
                    + #""subtitle": "A subtitle with some words in it", "text": "Body text Body text Body text Body text ", "#
                    + #""image": "images/\#(item).png", "kind": "\#(item == 0 ? "" : "card")", "action": "open:details-\#(item).json", "#
                    + #""size": {"height": \#(80 + item)}, "meta": {"badge": "new", "rank": \#(item)}}"#
            }
            text += "]}"
        }
        return Data((text + "]}").utf8)
    }

    /// The peak resident memory while decoding a 12 MB screen of 8,000 components, beyond what was
    /// resident before: the tree of a component was kept until the whole screen was built (the
    /// builder's copy of the root kept it alive), so the tree and all the models were both whole.
    func testDecodingALargeScreenHoldsLittleMoreThanItsModels() throws {
        let data = Self.mixedScreen(components: 8_000)
        // Warm the allocator and the decoder's tables on a small screen first.
        _ = try ScreenDecoder().decode(Self.mixedScreen(components: 10))
        resetPeakMemory()
        let before = residentMemory()
        let decoded = try ScreenDecoder().decode(data)
        let growth = peakResidentMemory() - before
        XCTAssertEqual(decoded.screen.components.count, 8_000)
        let ratio = Double(growth) / Double(data.count)
        print("decoding \(data.count / 1_000_000) MB: peak grew by \(growth / 1_000_000) MB (\(String(format: "%.2f", ratio))× the bytes)")
        XCTAssertLessThan(ratio, 4.0)
    }
}

/// The process's resident set size now, in bytes.
private func residentMemory() -> Int { statusValue("VmRSS:") }

/// The process's peak resident set size since the last `resetPeakMemory()`, in bytes.
private func peakResidentMemory() -> Int { statusValue("VmHWM:") }

/// Starts measuring the peak resident set size from the current one (Linux's clear_refs "5").
private func resetPeakMemory() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

private func statusValue(_ key: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key) }),
          let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
    return kilobytes * 1024
}
