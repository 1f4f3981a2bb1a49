/// Writes a local stylesheet for GTK as its author wrote it, with only its references changed:
/// each `@import` names the imported sheet in the bundle (read by the loader, never by GTK), each
/// `url()` that names a file names it by its absolute `file://` URI (the sheet itself is loaded from
/// the bundle, so a relative name would not find the author's folder), and a reference to a special
/// file is blanked out (spaces, so every other position stays where it was).
struct LocalStylesheetWriter {
    let sheet: ParsedStylesheet
    let resolution: StylesheetResolution
    /// Token ranges to blank out: refused imports and declarations holding a refused `url()`.
    let blanked: [ClosedRange<Int>]

    func write() -> CompiledStylesheet {
        // (source byte range, replacement; nil blanks the range)
        var edits: [(range: Range<Int>, text: String?)] = []
        for range in blanked {
            edits.append((Int(sheet.tokens[range.lowerBound].start)..<Int(sheet.tokens[range.upperBound].end), nil))
        }
        for (ruleIndex, imported) in resolution.imports {
            guard let named = sheet.imports.first(where: { $0.rule == ruleIndex })?.targetComponent else { continue }
            edits.append((range(of: named), "url(\(RemoteStylesheetWriter.quoted(imported)))"))
        }
        for reference in sheet.allURLs {
            if let replacement = resolution.urls[reference.component.firstToken] {
                edits.append((range(of: reference.component), "url(\(RemoteStylesheetWriter.quoted(replacement)))"))
            }
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        // An edit inside a blanked range is dropped with it.
        var kept: [(range: Range<Int>, text: String?)] = []
        for edit in edits {
            if let last = kept.last, edit.range.lowerBound < last.range.upperBound { continue }
            kept.append(edit)
        }

        let source = sheet.source
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        var anchors: [CompiledStylesheet.Anchor] = []
        var cursor = 0
        var token = 0
        func copy(upTo end: Int) {
            while token < sheet.tokens.count, Int(sheet.tokens[token].start) < end {
                let start = Int(sheet.tokens[token].start)
                if start >= cursor { anchors.append(.init(output: Int32(output.count + start - cursor), source: Int32(start))) }
                token += 1
            }
            output += source[cursor..<end]
            cursor = end
        }
        for edit in kept {
            copy(upTo: edit.range.lowerBound)
            anchors.append(.init(output: Int32(output.count), source: Int32(edit.range.lowerBound)))
            if let text = edit.text {
                output += Array(text.utf8)
            } else {
                // Keep line breaks, so lines after the blanked part keep their numbers.
                output += source[edit.range].map { $0 == 0x0A || $0 == 0x0D ? $0 : 0x20 }
            }
            cursor = edit.range.upperBound
            while token < sheet.tokens.count, Int(sheet.tokens[token].start) < cursor { token += 1 }
        }
        copy(upTo: source.count)
        return CompiledStylesheet(origin: sheet.origin, css: String(decoding: output, as: UTF8.self), source: source, anchors: anchors)
    }

    private func range(of component: CSSComponent) -> Range<Int> {
        Int(sheet.tokens[component.firstToken].start)..<Int(sheet.tokens[component.lastToken].end)
    }
}
