/// The heights of a component's lines, with the offsets between them, for windowed rendering.
///
/// A line is one row of a list, one row of `span` items in a grid, or one column of a carousel
/// (there the "height" is the column's width). Each line has a height that is either measured
/// at the current width or estimated; offsets are prefix sums kept in a Fenwick tree, so moving
/// one height, finding a line's offset, and finding the line at an offset all cost O(log n) —
/// a 100,000-item list answers a scroll position without walking its items.
public struct LineHeights: Sendable, Equatable {
    /// Space between two lines (GtkFlowBox's row spacing; 0 for lists).
    public private(set) var spacing: Double
    private var heights: [Double] = []
    private var measured: [Bool] = []
    /// Fenwick tree over `heights[i] + spacing`, 1-based.
    private var tree: [Double] = [0]

    public init(count: Int = 0, estimate: Double = 0, spacing: Double = 0) {
        self.spacing = spacing
        reset(to: Array(repeating: estimate, count: count))
    }

    /// Replaces every height (all unmeasured), rebuilding the sums in O(n).
    public mutating func reset(to estimates: [Double], measured flags: [Bool]? = nil) {
        heights = estimates.map { max(0, $0) }
        measured = flags ?? Array(repeating: false, count: heights.count)
        rebuild()
    }

    public mutating func setSpacing(_ value: Double) {
        guard value != spacing else { return }
        spacing = value
        rebuild()
    }

    public var count: Int { heights.count }

    public func height(of line: Int) -> Double { heights[line] }

    public func isMeasured(_ line: Int) -> Bool { measured[line] }

    /// Sets one line's height; returns how much every offset below it moved.
    @discardableResult
    public mutating func set(_ line: Int, height: Double, measured isMeasured: Bool) -> Double {
        let value = max(0, height)
        measured[line] = isMeasured
        let delta = value - heights[line]
        guard delta != 0 else { return 0 }
        heights[line] = value
        var node = line + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
        return delta
    }

    /// Gives every line not measured the height `estimate`; true when any height changed.
    public mutating func reestimateUnmeasured(to estimate: Double) -> Bool {
        reestimateUnmeasured { _ in estimate }
    }

    /// Gives every line not measured the height `estimate` says, rebuilding the sums once (not
    /// O(log n) per line); true when any height changed.
    public mutating func reestimateUnmeasured(_ estimate: (Int) -> Double) -> Bool {
        var changed = false
        for line in heights.indices where !measured[line] {
            let value = max(0, estimate(line))
            if value != heights[line] {
                heights[line] = value
                changed = true
            }
        }
        if changed { rebuild() }
        return changed
    }

    /// Marks every line as needing a new measurement (the width changed); heights stay as estimates.
    public mutating func invalidateMeasurements() {
        for index in measured.indices { measured[index] = false }
    }

    /// The top of `line`: the heights and spacings of every line before it.
    public func offset(of line: Int) -> Double {
        var sum = 0.0
        var node = min(max(0, line), heights.count)
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// All lines with the spacing between them (none after the last).
    public var total: Double {
        heights.isEmpty ? 0 : offset(of: heights.count) - spacing
    }

    /// The line that covers `y` (the spacing after a line belongs to it), clamped to the lines.
    public func line(at y: Double) -> Int {
        guard !heights.isEmpty else { return 0 }
        guard y > 0 else { return 0 }
        // Binary lifting: the largest k with offset(k) <= y.
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, heights.count - 1)
    }

    /// The lines that intersect `top..<bottom`.
    public func lines(intersecting top: Double, _ bottom: Double) -> Range<Int> {
        guard !heights.isEmpty, bottom > top else { return 0..<0 }
        let first = line(at: top)
        let last = line(at: max(top, bottom - 0.5))
        return first..<(last + 1)
    }

    private mutating func rebuild() {
        tree = [Double](repeating: 0, count: heights.count + 1)
        for (index, height) in heights.enumerated() {
            tree[index + 1] += height + spacing
            let parent = (index + 1) + ((index + 1) & -(index + 1))
            if parent < tree.count { tree[parent] += tree[index + 1] }
        }
    }
}

/// Estimated heights for lines not measured yet: the mean of what items of the same kind
/// measured (Spots' cell-height caching), or a fallback before any was measured.
public struct HeightEstimates: Sendable {
    private var sums: [String: (total: Double, count: Int)] = [:]
    public var fallback: Double

    public init(fallback: Double) {
        self.fallback = fallback
    }

    public mutating func record(kind: String, height: Double) {
        var entry = sums[kind] ?? (0, 0)
        entry.total += height
        entry.count += 1
        sums[kind] = entry
    }

    public func estimate(kind: String) -> Double {
        measured(kind: kind) ?? fallback
    }

    /// The mean of the heights recorded for `kind`; nil before any was.
    public func measured(kind: String) -> Double? {
        guard let entry = sums[kind], entry.count > 0 else { return nil }
        return entry.total / Double(entry.count)
    }

    public var hasMeasurements: Bool { !sums.isEmpty }

    public mutating func removeAll() {
        sums.removeAll()
    }
}
