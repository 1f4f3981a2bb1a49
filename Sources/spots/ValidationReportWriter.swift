import Foundation

/// Writes `spots validate --json` to standard output as each file is checked, in exactly the
/// form `JSONEncoder` gives the reports (pretty printed, keys sorted, slashes unescaped). Encoding
/// half a million problems at once had built a second copy of them, a tree and a string: 7×
/// the screen's size in memory, against 5.6× for the check itself.
struct ValidationReportWriter {
    private var buffer: [UInt8] = []
    private var reports = 0
    private let output: (Data) -> Void

    init(output: @escaping (Data) -> Void = { FileHandle.standardOutput.write($0) }) {
        self.output = output
        append("[\n")
    }

    mutating func write(_ report: ValidateCommand.FileReport) {
        write(file: report.file, valid: report.valid, problems: report.problems)
    }

    /// One file's report; `problems` is read once, in order (a lazy map needs no copy).
    mutating func write<Problems: Collection>(file: String, valid: Bool, problems: Problems)
    where Problems.Element == ValidateCommand.Problem {
        append(reports == 0 ? "  {\n" : ",\n  {\n")
        reports += 1
        append("    \"file\" : ")
        append(quoting: file)
        append(",\n    \"problems\" : [\n")
        if problems.isEmpty { append("\n") }
        var remaining = problems.count
        for problem in problems {
            remaining -= 1
            append("      {\n")
            if let column = problem.column { append("        \"column\" : \(column),\n") }
            if let file = problem.file {
                append("        \"file\" : ")
                append(quoting: file)
                append(",\n")
            }
            if let line = problem.line { append("        \"line\" : \(line),\n") }
            append("        \"message\" : ")
            append(quoting: problem.message)
            append(",\n        \"path\" : ")
            append(quoting: problem.path)
            append(",\n        \"severity\" : ")
            append(quoting: problem.severity)
            append(remaining == 0 ? "\n      }\n" : "\n      },\n")
            if buffer.count >= 1 << 16 { flush() }
        }
        append("    ],\n    \"valid\" : \(valid)\n  }")
    }

    /// Closes the array and writes what is left.
    mutating func finish() {
        append("\n]\n")
        flush()
    }

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        output(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    /// A JSON string as JSONEncoder writes it: short escapes where JSON has them, `\u00xx` for
    /// other control characters, everything else (slashes and non-ASCII included) as it is.
    private mutating func append(quoting text: String) {
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
