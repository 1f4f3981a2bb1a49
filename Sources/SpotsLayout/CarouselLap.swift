import SpotsModel

/// One lap of an infinite carousel (`layout.infinite-scrolling`), as arithmetic.
///
/// A wrapping carousel lays its columns out rotated (`ItemWindow.rotate(toFirstLine:)`): the
/// strip starts at column `firstColumn` and the first columns follow the last, one spacing
/// apart. A *model offset* is a place in the lap (0 is the first column's start, `length` is
/// that start again); a *value* is the scroll position in the rotated strip, where the column
/// at a value's model offset sits on the inset. Moving the rotation while shifting the value by
/// the same amount keeps every card where it is on screen, so the strip never runs out.
public struct CarouselLap: Equatable {
    /// Where each column starts, in model order, without the inset.
    public let columnStarts: [Double]
    /// Every column and the spacing after each: from the first column's start to its next lap.
    public let length: Double
    /// The column the strip starts with.
    public let firstColumn: Int

    public init(columnStarts: [Double], length: Double, firstColumn: Int) {
        self.columnStarts = columnStarts
        self.length = length
        self.firstColumn = firstColumn
    }

    private var firstStart: Double { columnStarts.indices.contains(firstColumn) ? columnStarts[firstColumn] : 0 }

    /// `offset` brought into one lap (0..<length).
    public func wrapped(_ offset: Double) -> Double {
        guard length > 0, offset.isFinite else { return 0 }
        let remainder = offset.truncatingRemainder(dividingBy: length)
        return remainder < 0 ? remainder + length : remainder
    }

    /// The model offset on the inset at scroll value `value`.
    public func modelOffset(ofValue value: Double) -> Double { wrapped(value + firstStart) }

    /// The strip to lay out instead so that what shows at `value` moves as near `target` as
    /// whole columns allow without passing `maximum`: the column to start with and the value
    /// that then shows the same cards.
    public func recentred(value: Double, towards target: Double, maximum: Double) -> (firstColumn: Int, value: Double) {
        let offset = modelOffset(ofValue: value)
        var best = (firstColumn: firstColumn, value: value)
        for (column, start) in columnStarts.enumerated() {
            let candidate = wrapped(offset - start)
            guard candidate <= maximum else { continue }
            if abs(candidate - target) < abs(best.value - target) - 0.5 { best = (column, candidate) }
        }
        return best
    }

    /// Where a wrapping carousel rests in one lap: every column start (`item`) or every page
    /// width (`page`, `disabled`). There is no end stop: after the last page comes the first.
    public func stops(paginate: Interaction.Paginate, pageSize: Double) -> [Double] {
        guard length > 1, pageSize > 1 else { return [0] }
        switch paginate {
        case .item:
            return columnStarts.isEmpty ? [0] : columnStarts
        case .page, .disabled:
            // At most one stop per pixel, however small the page.
            let pages = Int(min((length / pageSize).rounded(.up), length.rounded(.up)))
            return (0..<max(1, pages)).map { Double($0) * pageSize }.filter { $0 == 0 || $0 < length - 1 }
        }
    }

    /// The scroll distance from model offset `offset` to the nearest of `stops` ahead
    /// (`forward`) or behind, round the lap; nil when there is none. `here` counts a stop within
    /// half a pixel of `offset` (a gesture that ends on a stop stays there).
    public func distance(to stops: [Double], from offset: Double, forward: Bool, here: Bool) -> Double? {
        guard length > 1 else { return nil }
        let distances = stops.map { stop -> Double in
            let distance = forward ? wrapped(stop - offset) : wrapped(offset - stop)
            // Within half a pixel behind is here.
            return distance > length - 0.5 ? distance - length : distance
        }
        guard let nearest = distances.filter({ here ? $0 > -0.5 : $0 > 0.5 }).min() else { return nil }
        return forward ? nearest : -nearest
    }

    /// The scroll distance to the stop nearest `offset`, either way round.
    public func distanceToNearest(of stops: [Double], from offset: Double) -> Double {
        let ahead = distance(to: stops, from: offset, forward: true, here: true) ?? 0
        let behind = distance(to: stops, from: offset, forward: false, here: true) ?? 0
        return abs(ahead) <= abs(behind) ? ahead : behind
    }

    /// The index of the stop nearest `offset`, round the lap.
    public func nearest(of stops: [Double], to offset: Double) -> Int {
        func gap(_ stop: Double) -> Double { min(wrapped(stop - offset), wrapped(offset - stop)) }
        return stops.indices.min { gap(stops[$0]) < gap(stops[$1]) } ?? 0
    }
}
