import Foundation

/// Serializes a `JSONNode` tree: compact or pretty-printed with two-space indentation, keys in
/// tree order or sorted. Non-ASCII text is written as UTF-8, not escaped. JSON has no infinity
/// or NaN; such numbers are written as `null` (which reads back as "not set").
struct JSONWriter {
    var prettyPrinted = true
    var sortedKeys = false

    func write(_ node: JSONNode) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(node, indent: 0, to: &output)
        if prettyPrinted { output.append(ASCII.newline) }
        return Data(output)
    }

    private func write(_ node: JSONNode, indent: Int, to output: inout [UInt8]) {
        switch node.value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value):
            output.append(contentsOf: (value.isFinite ? NumberText.format(value) : "null").utf8)
        case .string(let value): writeString(value, to: &output)
        case .array(let elements):
            writeContainer(elements, open: ASCII.openBracket, close: ASCII.closeBracket, indent: indent, to: &output) { element, output in
                write(element, indent: indent + 1, to: &output)
            }
        case .object(let members):
            let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
            writeContainer(ordered, open: ASCII.openBrace, close: ASCII.closeBrace, indent: indent, to: &output) { member, output in
                writeString(member.key, to: &output)
                output.append(ASCII.colon)
                if prettyPrinted { output.append(ASCII.space) }
                write(member.value, indent: indent + 1, to: &output)
            }
        case .items, .values:
            // Only the model builder's trees hold these, and they are never written.
            output.append(contentsOf: "[]".utf8)
        }
    }

    private func writeContainer<Element>(_ elements: [Element], open: UInt8, close: UInt8, indent: Int,
                                         to output: inout [UInt8], element: (Element, inout [UInt8]) -> Void) {
        output.append(open)
        for (index, value) in elements.enumerated() {
            if index > 0 { output.append(ASCII.comma) }
            newline(indent: indent + 1, to: &output)
            element(value, &output)
        }
        if !elements.isEmpty { newline(indent: indent, to: &output) }
        output.append(close)
    }

    private func newline(indent: Int, to output: inout [UInt8]) {
        guard prettyPrinted else { return }
        output.append(ASCII.newline)
        output.append(contentsOf: repeatElement(ASCII.space, count: indent * 2))
    }

    private func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(ASCII.quote)
        var text = text
        text.withUTF8 { bytes in
            // Copy runs of plain bytes at once; escape the few that need it.
            var runStart = 0
            for (index, byte) in bytes.enumerated() where byte < ASCII.space || byte == ASCII.quote || byte == ASCII.backslash || byte == 0x7F {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscape(for: byte, to: &output)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(ASCII.quote)
    }

    private func appendEscape(for byte: UInt8, to output: inout [UInt8]) {
        output.append(ASCII.backslash)
        switch byte {
        case ASCII.quote, ASCII.backslash: output.append(byte)
        case ASCII.newline: output.append(UInt8(ascii: "n"))
        case ASCII.carriageReturn: output.append(UInt8(ascii: "r"))
        case ASCII.tab: output.append(UInt8(ascii: "t"))
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            output.append(contentsOf: ("u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
    }
}
