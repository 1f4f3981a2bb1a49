import SpotsModel

/// The scroll positions a carousel can come to rest at, shared by its settling, its page dots
/// and its previous/next buttons.
///
/// `paginate: item` stops at every column (its leading edge on the inset); `page` and
/// `disabled` stop every page width. The end of the carousel is always a stop, so the last
/// items can be reached even when they do not fill a page.
public struct CarouselStops: Equatable {
    public private(set) var positions: [Double]

    public init(positions: [Double]) {
        self.positions = positions
    }

    /// `columnStarts`: where each column starts (without the inset), for item paging.
    public init(paginate: Interaction.Paginate, pageSize: Double, maximum: Double, columnStarts: [Double]) {
        guard pageSize > 1, maximum > 0.5 else {
            positions = [0]
            return
        }
        var stops: [Double] = []
        switch paginate {
        case .item:
            stops = columnStarts.map { min($0, maximum) }
        case .page, .disabled:
            // At most one stop per pixel of travel, however small the page.
            let pages = Int(min((maximum / pageSize).rounded(.up), maximum.rounded(.up)))
            stops = (0..<pages).map { Double($0) * pageSize }
        }
        stops.append(maximum)
        var unique: [Double] = []
        for stop in stops.sorted() where unique.last.map({ stop - $0 >= 1 }) ?? true { unique.append(stop) }
        positions = unique
    }

    public var count: Int { positions.count }

    /// The stop nearest `value`.
    public func nearest(to value: Double) -> Int {
        positions.indices.min { abs(positions[$0] - value) < abs(positions[$1] - value) } ?? 0
    }

    /// Where a gesture that moved from `origin` to `value` ends: the next stop in the direction
    /// it went, never one behind it.
    public func settle(from origin: Double, at value: Double) -> Double {
        if abs(value - origin) < 0.5 { return positions[nearest(to: value)] }
        if value > origin { return positions.first { $0 >= value - 0.5 } ?? positions.last ?? 0 }
        return positions.last { $0 <= value + 0.5 } ?? positions.first ?? 0
    }

    /// The stop after (or before) the one at `value`; nil at the end unless `wrapping`.
    public func neighbour(of value: Double, forward: Bool, wrapping: Bool) -> Double? {
        if forward {
            if let next = positions.first(where: { $0 > value + 0.5 }) { return next }
            return wrapping && count > 1 ? positions.first : nil
        }
        if let previous = positions.last(where: { $0 < value - 0.5 }) { return previous }
        return wrapping && count > 1 ? positions.last : nil
    }
}
