import Foundation
import SpotsModel

/// Prepares a remote screen's stylesheet, off the main thread: its `@import`s and `url()` images
/// are resolved against the URL of the sheet that names them and fetched through
/// `RemoteScreenFetcher` (imports level by level, images all at once), within the screen's
/// limits and `RemoteStylesheetLimits`, until one deadline for the whole set. Anything that is not
/// http(s) — a local file, an absolute path, `~`, `data:` — is refused with a positioned warning,
/// and so is what does not fit the limits. Images go through the bounded image path (decoded at
/// ≤ 1024 px) and are encoded again as PNG for the bundle. Then `RemoteStylesheetWriter` writes
/// each sheet; messages quote only what the server sent.
public enum RemoteStylesheetLoader {
    public static func prepare(_ url: URL, text: String, limits: FetchLimits, deadline: Date) async -> PreparedStylesheet {
        var state = LoadState(limits: limits, deadline: deadline)
        state.add(url: url, text: text, ancestors: [], depth: 0)
        await state.fetchImports()
        await state.fetchImages()
        return state.write()
    }

    /// Why `reference` (in a stylesheet from `base`) is refused, or the URL to fetch.
    static func resolve(_ reference: String, against base: URL) -> Result<URL, Refused> {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(Refused(translated("it is empty"))) }
        if RemotePolicy.namesLocalFile(trimmed) { return .failure(Refused(translated("a stylesheet from a server cannot read local files"))) }
        guard let resolved = URL(string: trimmed, relativeTo: base)?.absoluteURL else { return .failure(Refused(translated("it is not an address"))) }
        guard let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(Refused(translated("only http and https addresses are fetched")))
        }
        return .success(resolved)
    }

    struct Refused: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

/// The sheets, images and problems of one remote stylesheet as they are found.
private struct LoadState {
    struct Sheet {
        var url: URL
        var parsed: ParsedStylesheet
        var ancestors: Set<String>
        var depth: Int
        var resolution = StylesheetResolution()
    }

    let limits: FetchLimits
    let deadline: Date
    var sheets: [Sheet] = []
    var problems: [(sheet: Int, offset: Int?, message: String)] = []
    var images: [String: Data] = [:]
    private var bytesLeft = ScreenLoader.maximumResourceSize
    private var tokensLeft = RemoteStylesheetLimits.maximumTokens

    init(limits: FetchLimits, deadline: Date) {
        self.limits = limits
        self.deadline = deadline
    }

    mutating func add(url: URL, text: String, ancestors: Set<String>, depth: Int) {
        let parsed = ParsedStylesheet(text: text, origin: url.absoluteString, tokenLimit: max(tokensLeft, 0), maximumDepth: 64)
        tokensLeft -= parsed.tokens.count
        bytesLeft -= text.utf8.count
        sheets.append(Sheet(url: url, parsed: parsed, ancestors: ancestors.union([url.absoluteString]), depth: depth))
    }

    /// The limits for one more fetch: what is left of the time and of `cap` bytes.
    func fetchLimits(cap: Int) -> FetchLimits? {
        let timeLeft = deadline.timeIntervalSinceNow
        guard timeLeft > 0, cap > 0 else { return nil }
        return FetchLimits(maximumBodySize: min(limits.maximumBodySize, cap), overallTimeout: min(limits.overallTimeout, timeLeft),
                           idleTimeout: limits.idleTimeout)
    }

    private func offset(of token: Int, in sheet: Int) -> Int { Int(sheets[sheet].parsed.tokens[token].start) }

    // MARK: - Imports

    mutating func fetchImports() async {
        var level = [0]
        var indexByURL: [String: Int] = [sheets[0].url.absoluteString: 0]
        while !level.isEmpty {
            // (importing sheet, rule, url)
            var wanted: [(sheet: Int, rule: Int, url: URL)] = []
            for index in level {
                let sheet = sheets[index]
                for found in sheet.parsed.imports {
                    let ruleStart = offset(of: sheet.parsed.rules[found.rule].first, in: index)
                    guard let target = found.target else {
                        problems.append((index, ruleStart, translated("@import needs an address, as a string or url(\"…\"); it is left out")))
                        continue
                    }
                    let shown = StylesheetProblems.shortened(target)
                    let url: URL
                    switch RemoteStylesheetLoader.resolve(target, against: sheet.url) {
                    case .failure(let refused):
                        problems.append((index, ruleStart, translated("@import \"{name}\" is refused: {reason}",
                                                                      ["name": shown, "reason": refused.reason])))
                        continue
                    case .success(let resolved):
                        url = resolved
                    }
                    if sheet.ancestors.contains(url.absoluteString) {
                        problems.append((index, ruleStart, translated("@import \"{name}\" imports a stylesheet that imports this one; it is left out",
                                                                      ["name": shown])))
                    } else if let known = indexByURL[url.absoluteString] {
                        sheets[index].resolution.imports[found.rule] = PreparedStylesheet.sheetName(known)
                    } else if sheet.depth >= RemoteStylesheetLimits.maximumImportDepth {
                        problems.append((index, ruleStart, translated("@import \"{name}\" is left out: imports go at most {count} deep",
                                                                      ["name": shown, "count": "\(RemoteStylesheetLimits.maximumImportDepth)"])))
                    } else {
                        wanted.append((index, found.rule, url))
                    }
                }
            }
            let urls = Array(Set(wanted.map(\.url.absoluteString))).sorted()
            let fetched = await fetch(urls, what: "stylesheet", cap: bytesLeft)
            var added: [String: Int] = [:]
            level = []
            for request in wanted {
                let key = request.url.absoluteString
                let ruleStart = offset(of: sheets[request.sheet].parsed.rules[request.rule].first, in: request.sheet)
                let shown = StylesheetProblems.shortened(sheets[request.sheet].parsed.imports.first { $0.rule == request.rule }?.target ?? key)
                if let index = added[key] ?? indexByURL[key] {
                    sheets[request.sheet].resolution.imports[request.rule] = PreparedStylesheet.sheetName(index)
                    continue
                }
                switch fetched[key] {
                case .success(let data)?:
                    let text = String(decoding: data, as: UTF8.self)
                    guard sheets.count < RemoteStylesheetLimits.maximumSheets, text.utf8.count <= bytesLeft, tokensLeft > 0 else {
                        problems.append((request.sheet, ruleStart,
                                         translated("@import \"{name}\" is left out: the stylesheets may be {count} in all, 4 MB together",
                                                    ["name": shown, "count": "\(RemoteStylesheetLimits.maximumSheets)"])))
                        continue
                    }
                    let index = sheets.count
                    add(url: request.url, text: text, ancestors: sheets[request.sheet].ancestors, depth: sheets[request.sheet].depth + 1)
                    added[key] = index
                    indexByURL[key] = index
                    sheets[request.sheet].resolution.imports[request.rule] = PreparedStylesheet.sheetName(index)
                    level.append(index)
                case .failure(let reason)?:
                    problems.append((request.sheet, ruleStart, translated("stylesheet \"{name}\" could not be fetched from {address}: {reason}",
                                                                          ["name": shown, "address": key, "reason": reason.reason])))
                case nil:
                    break
                }
            }
        }
    }

    // MARK: - Images

    mutating func fetchImages() async {
        // url → (sheet, token) of each reference, in order
        var references: [String: [(sheet: Int, token: Int)]] = [:]
        var order: [String] = []
        for index in sheets.indices {
            for reference in RemoteStylesheetWriter.imageReferences(in: sheets[index].parsed) {
                let token = reference.component.firstToken
                let at = offset(of: token, in: index)
                func refuse(_ message: String) {
                    problems.append((index, at, message))
                    sheets[index].resolution.refusedURLs.insert(token)
                }
                guard let target = reference.target else {
                    refuse(translated("url() needs one address in quotes; the declaration is left out"))
                    continue
                }
                let shown = StylesheetProblems.shortened(target)
                switch RemoteStylesheetLoader.resolve(target, against: sheets[index].url) {
                case .failure(let refused):
                    refuse(translated("url(\"{name}\") is refused: {reason}; the declaration is left out", ["name": shown, "reason": refused.reason]))
                case .success(let url):
                    let key = url.absoluteString
                    if references[key] == nil {
                        guard order.count < RemoteStylesheetLimits.maximumImages else {
                            refuse(translated("url(\"{name}\") is left out: a stylesheet may name {count} images",
                                              ["name": shown, "count": "\(RemoteStylesheetLimits.maximumImages)"]))
                            continue
                        }
                        order.append(key)
                    }
                    references[key, default: []].append((index, token))
                }
            }
        }
        let fetched = await fetch(order, what: "image", cap: ImageLoader.maximumFileSize, decode: true)
        for (number, key) in order.enumerated() {
            let uses = references[key] ?? []
            switch fetched[key] {
            case .success(let png)?:
                let name = "image-\(number).png"
                images[name] = png
                for use in uses { sheets[use.sheet].resolution.urls[use.token] = name }
            case .failure(let reason)?:
                for (position, use) in uses.enumerated() {
                    sheets[use.sheet].resolution.refusedURLs.insert(use.token)
                    if position == 0 {
                        problems.append((use.sheet, offset(of: use.token, in: use.sheet),
                                         translated("image {address} is left out: {reason}",
                                                    ["address": StylesheetProblems.shortened(key), "reason": reason.reason])))
                    }
                }
            case nil:
                break
            }
        }
    }

    /// Fetches `urls` at once (each at most `cap` bytes, all until the deadline); images are
    /// decoded at ≤ 1024 px and encoded again as PNG. Everything here runs off the main thread.
    private func fetch(_ urls: [String], what: String, cap: Int, decode: Bool = false) async
        -> [String: Result<Data, RemoteStylesheetLoader.Refused>] {
        guard !urls.isEmpty else { return [:] }
        let limits = fetchLimits(cap: cap)
        return await withTaskGroup(of: (String, Result<Data, RemoteStylesheetLoader.Refused>).self) { group in
            for key in urls {
                group.addTask {
                    guard let limits, let url = URL(string: key) else {
                        return (key, .failure(.init(translated("the stylesheet's time or size budget is spent"))))
                    }
                    do {
                        let data = try await RemoteScreenFetcher.fetchBody(url, limits: limits, what: what, accept: "*/*").data
                        guard decode else { return (key, .success(data)) }
                        guard let pixbuf = Pixbuf(data: data, maximumSide: ImageLoader.maximumDecodedSide), let png = pixbuf.pngData() else {
                            return (key, .failure(.init(translated("it is not an image GdkPixbuf can read"))))
                        }
                        return (key, .success(png))
                    } catch {
                        return (key, .failure(.init((error as? Diagnostic)?.message ?? "\(error)")))
                    }
                }
            }
            var results: [String: Result<Data, RemoteStylesheetLoader.Refused>] = [:]
            for await (key, result) in group { results[key] = result }
            return results
        }
    }

    // MARK: - Writing

    func write() -> PreparedStylesheet {
        var colors: Set<String> = []
        var keyframes: Set<String> = []
        for sheet in sheets {
            for rule in sheet.parsed.rules {
                guard let name = sheet.parsed.preludeName(rule)?.name else { continue }
                switch rule.atName?.lowercased() {
                case "define-color"?: colors.insert(name)
                case "keyframes"?: keyframes.insert(name)
                default: break
                }
            }
        }
        var budget = RemoteStylesheetLimits.maximumSelectors
        var compiled: [CompiledStylesheet] = []
        var found = problems
        for (index, sheet) in sheets.enumerated() {
            var writer = RemoteStylesheetWriter(sheet: sheet.parsed, resolution: sheet.resolution, colorNames: colors,
                                                keyframesNames: keyframes, selectorBudget: budget)
            compiled.append(writer.write())
            budget = writer.selectorBudget
            found += writer.problems.map { (index, $0.offset, $0.message) }
        }
        var lines: [Int: CSSSourceLines] = [:]
        let diagnostics = found.sorted { ($0.sheet, $0.offset ?? 0) < ($1.sheet, $1.offset ?? 0) }.map { problem -> Diagnostic in
            let file = sheets[problem.sheet].parsed.origin
            guard let offset = problem.offset else { return Diagnostic(severity: .warning, file: file, message: problem.message) }
            let finder = lines[problem.sheet] ?? sheets[problem.sheet].parsed.lines()
            lines[problem.sheet] = finder
            let position = finder.position(of: offset)
            return Diagnostic(severity: .warning, file: file, line: position.line, column: position.column, message: problem.message)
        }
        return PreparedStylesheet(sheets: compiled, images: images,
                                  problems: StylesheetProblems.capped(diagnostics, file: sheets[0].parsed.origin))
    }
}
