import CSpotsGtk

/// The text of each line of a Pango layout as laid out (an ellipsized line keeps the text it
/// stands for, not the ellipsis), for labels and card texts alike.
func lineTexts(of layout: OpaquePointer) -> [String] {
    guard let text = pango_layout_get_text(layout) else { return [] }
    let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)))
    var lines: [String] = []
    var node = pango_layout_get_lines_readonly(layout)
    while let current = node {
        if let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
            let start = max(0, min(Int(line.pointee.start_index), bytes.count))
            let end = max(start, min(start + Int(line.pointee.length), bytes.count))
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        node = current.pointee.next
    }
    return lines
}
