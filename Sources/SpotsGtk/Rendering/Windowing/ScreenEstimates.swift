import SpotsLayout

/// What the components of one screen measured, for estimating those that were not: line heights
/// by presentation and item kind, and the height of frames that do not follow their lines (a
/// carousel's strip) by presentation. On a long screen only the components in the window are
/// built and measured; the thousands outside it are estimated from them, so the scrollbar is
/// right long before the reader gets there. Shared by every component of the screen.
@MainActor
final class ScreenEstimates {
    private var lines: [Key: HeightEstimates] = [:]
    private var frames: [Key: (total: Double, count: Int)] = [:]
    /// Counts the first measurements of a presentation and kind (or frame): estimates made
    /// before the last one are worth making again.
    private(set) var revision = 0

    /// The height measured for lines of `kind` items in components drawn as `presentation`.
    func line(presentation: String, depth: Int, kind: String) -> Double? {
        lines[Key(presentation: presentation, depth: depth)]?.measured(kind: kind)
    }

    func recordLine(presentation: String, depth: Int, kind: String, height: Double) {
        let key = Key(presentation: presentation, depth: depth)
        var estimates = lines[key] ?? HeightEstimates(fallback: 0)
        if estimates.measured(kind: kind) == nil { revision += 1 }
        estimates.record(kind: kind, height: height)
        lines[key] = estimates
    }

    /// The height measured for frames of `presentation` that do not follow their lines.
    func frame(presentation: String, depth: Int) -> Double? {
        frames[Key(presentation: presentation, depth: depth)].map { $0.total / Double($0.count) }
    }

    func recordFrame(presentation: String, depth: Int, height: Double) {
        let key = Key(presentation: presentation, depth: depth)
        var entry = frames[key] ?? (0, 0)
        if entry.count == 0 { revision += 1 }
        // A running mean of the last few: a screen's frames of one presentation are alike.
        if entry.count >= 16 { entry = (entry.total / Double(entry.count) * 15, 15) }
        entry.total += height
        entry.count += 1
        frames[key] = entry
    }

    /// Nested components are narrower than the screen's: estimated apart from it. (A key of its
    /// own, not a string made of both: every component made looks its estimates up.)
    private struct Key: Hashable {
        var presentation: String
        var depth: Int
    }
}
