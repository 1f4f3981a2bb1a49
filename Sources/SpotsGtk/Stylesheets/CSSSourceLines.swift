/// Turns byte offsets in CSS source into 1-based lines and character columns, for messages.
/// Lines end at LF, CR LF, CR or FF (CSS Syntax §3.3). Tokens keep offsets only (a token a byte
/// would otherwise carry two more numbers); positions are worked out for the few that are reported.
public final class CSSSourceLines {
    private let source: [UInt8]
    /// Offset of the first byte of each line.
    private let lineStarts: [Int]
    /// The last answer, so ascending queries on one long line count characters once.
    private var cached: (offset: Int, line: Int, column: Int)?

    public init(source: [UInt8]) {
        self.source = source
        var starts = [0]
        var index = 0
        while index < source.count {
            switch source[index] {
            case 0x0D:
                if index + 1 < source.count, source[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            case 0x0A, 0x0C:
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        lineStarts = starts
    }

    public func position(of offset: Int) -> CSSPosition {
        let offset = max(0, min(offset, source.count))
        // The last line starting at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var from = lineStarts[low]
        var column = 1
        if let cached, cached.line == low + 1, cached.offset <= offset {
            from = cached.offset
            column = cached.column
        }
        for index in from..<offset where source[index] & 0xC0 != 0x80 {
            column += 1
        }
        cached = (offset, low + 1, column)
        return CSSPosition(line: low + 1, column: column)
    }
}
