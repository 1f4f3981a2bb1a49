/// Which items form which line of a component: the unit windowed rendering realises.
///
/// A list has one item a line; a grid `perLine` items a line, row by row; a carousel's lines
/// are its columns (it scrolls sideways), each holding one item of every `rows` row, because
/// GtkFlowBox fills a carousel row by row: row r holds items `r * columns ..< (r + 1) * columns`.
struct LineGeometry: Equatable {
    typealias Axis = LineAxis

    let axis: Axis
    let itemCount: Int
    /// The line shown first. An infinite carousel rotates its columns so that the first ones
    /// follow the last (`CarouselPaging`, `CarouselLap`); lines are then laid out at positions
    /// that differ from their model order. 0 (no rotation) everywhere else, where positions are lines.
    var rotation = 0

    init(axis: Axis, itemCount: Int) {
        switch axis {
        case .rows(let perLine): self.axis = .rows(perLine: max(1, perLine))
        case .columns(let rows): self.axis = .columns(rows: max(1, rows))
        }
        self.itemCount = max(0, itemCount)
    }

    var lineCount: Int {
        switch axis {
        case .rows(let perLine): return (itemCount + perLine - 1) / perLine
        case .columns(let rows): return (itemCount + rows - 1) / rows
        }
    }

    /// Items per GtkFlowBox line when `lines` are realised.
    func childrenPerLine(realising lines: Range<Int>) -> Int {
        switch axis {
        case .rows(let perLine): return perLine
        case .columns: return max(1, lines.count)
        }
    }

    func line(ofItem index: Int) -> Int {
        switch axis {
        case .rows(let perLine): return index / perLine
        case .columns: return index % max(1, lineCount)
        }
    }

    /// The items of one line, in order.
    func items(inLine line: Int) -> [Int] {
        switch axis {
        case .rows(let perLine):
            return Array((line * perLine)..<min(itemCount, (line + 1) * perLine))
        case .columns(let rows):
            let columns = lineCount
            return (0..<rows).map { $0 * columns + line }.filter { $0 < itemCount }
        }
    }

    /// The items of `lines` in the order the container must hold them.
    func orderedItems(inLines lines: Range<Int>) -> [Int] {
        let lines = lines.clamped(to: 0..<lineCount)
        switch axis {
        case .rows(let perLine):
            return Array((lines.lowerBound * perLine)..<min(itemCount, lines.upperBound * perLine))
        case .columns(let rows):
            let columns = lineCount
            var result: [Int] = []
            result.reserveCapacity(lines.count * rows)
            for row in 0..<rows {
                for column in lines where row * columns + column < itemCount { result.append(row * columns + column) }
            }
            return result
        }
    }

    // MARK: - Rotation

    /// The line shown at `position`.
    func line(atPosition position: Int) -> Int {
        guard rotation != 0 else { return position }
        return (position + rotation) % lineCount
    }

    /// Where line `line` is shown.
    func position(ofLine line: Int) -> Int {
        guard rotation != 0 else { return line }
        let count = lineCount
        return (line - rotation + count) % count
    }

    /// The items widget's order: a carousel fills its rows one after the other.
    func sortKey(of index: Int) -> Int {
        guard rotation != 0 else { return index }
        // Item `row * columns + column` sits in row `row` at its column's position.
        let line = line(ofItem: index)
        return index - line + position(ofLine: line)
    }

    /// The items of the lines at `positions`, in the order the items widget holds them.
    func orderedItems(atPositions positions: Range<Int>) -> [Int] {
        guard rotation != 0 else { return orderedItems(inLines: positions) }
        let positions = positions.clamped(to: 0..<lineCount)
        return positions.flatMap { items(inLine: line(atPosition: $0)) }.sorted { sortKey(of: $0) < sortKey(of: $1) }
    }
}
