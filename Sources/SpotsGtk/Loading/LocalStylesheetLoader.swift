import Foundation
import SpotsModel

/// Prepares a local stylesheet (a screen file's `"stylesheet"`): full GTK CSS, with its relative
/// `@import`s and `url()`s resolved against its own folder rather than the process's current one.
/// Imported sheets are read here like the sheet itself (regular files only, at most 4 MB each, so
/// an `@import` of a FIFO or of /dev/zero cannot block or exhaust the app); images are left to GTK,
/// by absolute URI, once `stat` says they are regular files within the image limit.
public enum LocalStylesheetLoader {
    /// How deep `@import`s are followed, and how many sheets are read in all.
    static let maximumImportDepth = 16
    static let maximumSheets = 64

    public static func prepare(path: String, text: String) -> PreparedStylesheet {
        var sheets: [(path: String, parsed: ParsedStylesheet, ancestors: Set<String>, depth: Int)] = []
        var resolutions: [StylesheetResolution] = []
        var blanked: [[ClosedRange<Int>]] = []
        var problems: [(sheet: Int, offset: Int, message: String)] = []
        var indexByPath: [String: Int] = [:]
        let main = URL(fileURLWithPath: path).standardizedFileURL.path
        sheets.append((main, ParsedStylesheet(text: text, origin: path), [main], 0))
        indexByPath[main] = 0

        var next = 0
        while next < sheets.count {
            let current = sheets[next]
            var resolution = StylesheetResolution()
            var blanks: [ClosedRange<Int>] = []
            let folder = URL(fileURLWithPath: current.path).deletingLastPathComponent()
            let tokens = current.parsed.tokens
            for found in current.parsed.imports {
                let rule = current.parsed.rules[found.rule]
                let offset = Int(tokens[rule.first].start)
                func refuse(_ message: String) {
                    problems.append((next, offset, message))
                    blanks.append(rule.first...rule.last)
                }
                guard let target = found.target else {
                    refuse(translated("@import needs a file name, as a string or url(\"…\")"))
                    continue
                }
                guard let importedPath = localPath(target, in: folder) else { continue } // another scheme: GTK's business
                let shown = StylesheetProblems.shortened(target)
                if current.ancestors.contains(importedPath) {
                    refuse(translated("@import \"{file}\" imports a stylesheet that imports this one; it is left out", ["file": shown]))
                    continue
                }
                if let known = indexByPath[importedPath] {
                    resolution.imports[found.rule] = PreparedStylesheet.sheetName(known)
                    continue
                }
                guard current.depth < maximumImportDepth, sheets.count < maximumSheets else {
                    refuse(translated("@import \"{file}\" is left out: at most {count} stylesheets, {depth} imports deep",
                                      ["file": shown, "count": "\(maximumSheets)", "depth": "\(maximumImportDepth)"]))
                    continue
                }
                switch LocalFile.read(path: importedPath, limit: ScreenLoader.maximumResourceSize) {
                case .success(let data):
                    indexByPath[importedPath] = sheets.count
                    resolution.imports[found.rule] = PreparedStylesheet.sheetName(sheets.count)
                    sheets.append((importedPath, ParsedStylesheet(text: String(decoding: data, as: UTF8.self), origin: importedPath),
                                   current.ancestors.union([importedPath]), current.depth + 1))
                case .failure(let failure):
                    refuse(translated("@import \"{file}\" is not read: {reason}", ["file": shown, "reason": failure.reason]))
                }
            }
            let declarations = declarationRanges(in: current.parsed)
            for reference in current.parsed.allURLs {
                let token = reference.component.firstToken
                guard let target = reference.target, let imagePath = localPath(target, in: folder) else { continue }
                let shown = StylesheetProblems.shortened(target)
                let kind = LocalFile.kind(atPath: imagePath)
                switch kind {
                case .regular(let size) where size > ImageLoader.maximumFileSize:
                    problems.append((next, Int(tokens[token].start), translated("image \"{reference}\" is not read: {reason}", ["reference": shown, "reason": LocalFile.tooLarge(ImageLoader.maximumFileSize)])))
                    blanks.append(declarations[token] ?? token...reference.component.lastToken)
                case .regular:
                    resolution.urls[token] = URL(fileURLWithPath: imagePath).absoluteString
                case .missing:
                    // Kept: GTK draws nothing, as it did before; the author hears of it.
                    problems.append((next, Int(tokens[token].start), translated("image \"{reference}\" not found at {path}", ["reference": shown, "path": imagePath])))
                    resolution.urls[token] = URL(fileURLWithPath: imagePath).absoluteString
                default:
                    problems.append((next, Int(tokens[token].start), translated("image \"{reference}\" is not read: {reason}", ["reference": shown, "reason": kind.refusal ?? translated("it is not a regular file")])))
                    blanks.append(declarations[token] ?? token...reference.component.lastToken)
                }
            }
            resolutions.append(resolution)
            blanked.append(blanks)
            next += 1
        }

        let compiled = sheets.indices.map { index in
            LocalStylesheetWriter(sheet: sheets[index].parsed, resolution: resolutions[index], blanked: blanked[index]).write()
        }
        var lines: [Int: CSSSourceLines] = [:]
        let diagnostics = problems.map { problem -> Diagnostic in
            let finder = lines[problem.sheet] ?? sheets[problem.sheet].parsed.lines()
            lines[problem.sheet] = finder
            let position = finder.position(of: problem.offset)
            return Diagnostic(severity: .warning, file: sheets[problem.sheet].parsed.origin, line: position.line, column: position.column,
                              message: problem.message)
        }
        return PreparedStylesheet(sheets: compiled, problems: StylesheetProblems.capped(diagnostics, file: path))
    }

    /// The local file a reference names: relative ones in `folder`, absolute paths and `file:`
    /// URIs as they are; nil for other schemes (left to GTK).
    static func localPath(_ reference: String, in folder: URL) -> String? {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.lowercased().hasPrefix("file:") { return URL(string: trimmed)?.standardizedFileURL.path }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/"),
           trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }) {
            return nil
        }
        if trimmed.hasPrefix("/") { return URL(fileURLWithPath: trimmed).standardizedFileURL.path }
        return folder.appendingPathComponent(trimmed).standardizedFileURL.path
    }

    /// The declaration each `url()` is in (first token of the url → the declaration's tokens).
    private static func declarationRanges(in sheet: ParsedStylesheet) -> [Int: ClosedRange<Int>] {
        var ranges: [Int: ClosedRange<Int>] = [:]
        func collect(_ block: CSSComponent?) {
            guard let block else { return }
            for declaration in CSSRuleParser.declarations(in: block, tokens: sheet.tokens) {
                for reference in sheet.urls(in: declaration.value) {
                    ranges[reference.component.firstToken] = declaration.first...declaration.last
                }
            }
        }
        for rule in sheet.rules {
            if rule.atName == nil {
                collect(rule.block)
            } else if let block = rule.block {
                for inner in CSSRuleParser.rules(in: block, tokens: sheet.tokens) where inner.atName == nil { collect(inner.block) }
            }
        }
        return ranges
    }
}
