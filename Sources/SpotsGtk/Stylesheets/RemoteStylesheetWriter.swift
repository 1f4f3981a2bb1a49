import Foundation

/// What the loader decided about a stylesheet's references, for its writer.
public struct StylesheetResolution: Sendable {
    /// Rule index of an `@import` → what the rewritten `@import` names (a sheet of the bundle).
    public var imports: [Int: String] = [:]
    /// First token of a `url()` → what it becomes (an image of the bundle, or a local file's URI).
    public var urls: [Int: String] = [:]
    /// First tokens of `url()`s that were refused with a message already.
    public var refusedURLs: Set<Int> = []

    public init() {}
}

/// Writes a stylesheet from a server the way GTK should read it, or leaves parts out with a
/// positioned reason. Three things hold for what it writes:
///
/// - **Nothing names a local file.** Every `url()` becomes one of the bundle's images (fetched from
///   the server, decoded and encoded again) or is left out with its declaration; every `@import`
///   names a sheet of the bundle. The sheet is loaded from an in-memory resource, so anything
///   relative that GTK might still find resolves into the bundle, never into the current folder.
/// - **GTK reads the same rules we checked.** GTK 3's parser is not the standard's (it takes
///   `url ("…")` with a space, `@importfoo` as `@import`, names with escapes as file names…), so
///   every token is written again in one plain spelling: no comments, no escapes outside strings,
///   strings in double quotes, names of plain characters only (a name that needs an escape is
///   refused), numbers as plain decimals, brackets balanced, and no `;`, `{` or `}` inside a value
///   or selector, so GTK's error recovery cannot start a rule where we saw none.
/// - **It styles the screen and nothing else.** Each selector is put under `.spots-content` (the
///   page of components), colours from `@define-color` and `@keyframes` names are renamed so they
///   cannot replace the theme's, and key bindings (`@binding-set`, `-gtk-key-bindings`), icon
///   themes and widget style properties are refused.
public struct RemoteStylesheetWriter {
    /// The style class of the page of components (see `Controller`).
    public static let scopeClass = "spots-content"
    /// Put before colour and keyframes names the stylesheet defines.
    public static let renamedPrefix = "spots-remote-"

    let sheet: ParsedStylesheet
    let resolution: StylesheetResolution
    /// `@define-color` and `@keyframes` names defined by this sheet or any sheet of its set.
    let colorNames: Set<String>
    let keyframesNames: Set<String>
    /// Selectors the sheets written so far left for this one.
    public private(set) var selectorBudget: Int

    private var output: [UInt8] = []
    private var anchors: [CompiledStylesheet.Anchor] = []
    private var lastWasSpace = true
    /// What was left out: byte offset in the source and why.
    public private(set) var problems: [(offset: Int, message: String)] = []
    private var reportedSelectorLimit = false
    /// In a shadow declaration: the lengths of the current shadow so far (the third is its blur).
    private var shadowLengths: Int?

    public init(sheet: ParsedStylesheet, resolution: StylesheetResolution, colorNames: Set<String>, keyframesNames: Set<String>,
                selectorBudget: Int) {
        self.sheet = sheet
        self.resolution = resolution
        self.colorNames = colorNames
        self.keyframesNames = keyframesNames
        self.selectorBudget = selectorBudget
    }

    /// A reason to leave a part out; no message when the loader has reported it already.
    private struct Refusal: Error {
        var token: Int
        var message: String?
    }

    private var tokens: [CSSToken] { sheet.tokens }

    public mutating func write() -> CompiledStylesheet {
        if sheet.reachedTokenLimit {
            problems.append((sheet.source.count, translated("the stylesheets are too long: after {count} tokens the rest is left out",
                                                            ["count": "\(RemoteStylesheetLimits.maximumTokens)"])))
        }
        for (index, rule) in sheet.rules.enumerated() {
            let mark = (output.count, anchors.count)
            do {
                try write(rule, index: index)
            } catch let refusal as Refusal {
                output.removeSubrange(mark.0...)
                anchors.removeSubrange(mark.1...)
                lastWasSpace = true
                if let message = refusal.message { problems.append((Int(tokens[refusal.token].start), message)) }
            } catch {}
        }
        return CompiledStylesheet(origin: sheet.origin, css: String(decoding: output, as: UTF8.self), source: sheet.source, anchors: anchors)
    }

    /// The `url()`s the writer may keep: those in declarations of style rules and keyframes.
    public static func imageReferences(in sheet: ParsedStylesheet) -> [ParsedStylesheet.URLReference] {
        var found: [ParsedStylesheet.URLReference] = []
        func collect(_ block: CSSComponent?) {
            guard let block else { return }
            for declaration in CSSRuleParser.declarations(in: block, tokens: sheet.tokens) {
                found += sheet.urls(in: declaration.value)
            }
        }
        for rule in sheet.rules {
            switch rule.atName?.lowercased() {
            case nil:
                collect(rule.block)
            case "keyframes"?:
                guard let block = rule.block else { continue }
                for inner in CSSRuleParser.rules(in: block, tokens: sheet.tokens) where inner.atName == nil { collect(inner.block) }
            default:
                break
            }
        }
        return found
    }

    // MARK: - Rules

    private mutating func write(_ rule: CSSRule, index: Int) throws {
        guard let name = rule.atName?.lowercased() else {
            try writeStyleRule(rule)
            return
        }
        switch name {
        case "import":
            // Refused or failed imports were reported by the loader.
            guard let imported = resolution.imports[index] else { return }
            append("@import url(\(Self.quoted(imported)));\n", from: rule.first)
        case "define-color":
            try writeColorDefinition(rule)
        case "keyframes":
            try writeKeyframes(rule)
        case "binding-set":
            throw Refusal(token: rule.first, message: translated("@binding-set is refused in a stylesheet from a server: key bindings would apply to every window"))
        case "charset":
            return
        default:
            throw Refusal(token: rule.first, message: translated("@{rule} is left out: a stylesheet from a server may use @import, @define-color and @keyframes",
                                                                 ["rule": StylesheetProblems.shortened(rule.atName ?? name)]))
        }
    }

    private mutating func writeStyleRule(_ rule: CSSRule) throws {
        guard let block = rule.block else { return }
        let selectors = split(rule.prelude)
        guard !selectors.isEmpty else { throw Refusal(token: rule.first, message: translated("a rule without selectors is left out")) }
        guard selectors.count <= selectorBudget else {
            selectorBudget = 0
            let message = reportedSelectorLimit ? nil
                : translated("the stylesheets have more than {count} selectors: this rule and those after it are left out",
                             ["count": "\(RemoteStylesheetLimits.maximumSelectors)"])
            reportedSelectorLimit = true
            throw Refusal(token: rule.first, message: message)
        }
        for (number, selector) in selectors.enumerated() {
            if number > 0 { append(", ", from: nil) }
            try writeSelector(selector, ruleStart: rule.first)
        }
        selectorBudget -= selectors.count
        append(" {\n", from: nil)
        writeDeclarations(in: block)
        append("}\n", from: nil)
    }

    /// `a, b > c` → `[a]`, `[b > c]`, whitespace at both ends left out.
    private func split(_ prelude: [CSSComponent]) -> [[CSSComponent]] {
        var selectors: [[CSSComponent]] = []
        var current: [CSSComponent] = []
        func finish() {
            while let first = current.first, CSSRuleParser.isSkippable(first, tokens) { current.removeFirst() }
            while let last = current.last, CSSRuleParser.isSkippable(last, tokens) { current.removeLast() }
            selectors.append(current)
            current = []
        }
        for component in prelude {
            if case .token(let index) = component, case .comma = tokens[index].kind { finish() } else { current.append(component) }
        }
        finish()
        return selectors.count == 1 && selectors[0].isEmpty ? [] : selectors
    }

    private mutating func writeSelector(_ selector: [CSSComponent], ruleStart: Int) throws {
        guard let first = selector.first else { throw Refusal(token: ruleStart, message: translated("an empty selector is left out with its rule")) }
        var compounds = 1
        var inCombinator = false
        for component in selector {
            if case .token(let index) = component, Self.isCombinator(tokens[index].kind) {
                if !inCombinator { compounds += 1 }
                inCombinator = true
            } else {
                inCombinator = false
            }
        }
        guard compounds <= RemoteStylesheetLimits.maximumCompounds else {
            throw Refusal(token: first.firstToken, message: translated("a selector of more than {count} parts is left out with its rule",
                                                                       ["count": "\(RemoteStylesheetLimits.maximumCompounds)"]))
        }
        // A comment between two parts is written as a space, a descendant combinator, which would
        // split a compound the checks above read as one (`.spo/**/.spots-content` is one compound).
        for (before, after) in zip(selector, selector.dropFirst())
        where !CSSRuleParser.isSkippable(before, tokens) && !CSSRuleParser.isSkippable(after, tokens)
            && tokens[(before.lastToken + 1)..<after.firstToken].contains(where: { $0.kind == .comment }) {
            throw Refusal(token: after.firstToken, message: translated("a comment inside a compound selector is left out with its rule"))
        }
        // `+ x` would become `.spots-content + x`: a sibling of the page, outside it.
        if case .token(let index) = first, tokens[index].kind == .delim("+") || tokens[index].kind == .delim("~") {
            throw Refusal(token: index, message: translated("a selector that starts with '+' or '~' would reach past the page; it is left out with its rule"))
        }
        if !isScoped(selector) { append(".\(Self.scopeClass) ", from: first.firstToken) }
        try write(selector, renamesKeyframes: false, depth: 0)
    }

    private static func isCombinator(_ kind: CSSToken.Kind) -> Bool {
        switch kind {
        case .whitespace: return true
        case .delim(let character): return character == ">" || character == "+" || character == "~"
        default: return false
        }
    }

    /// Whether the selector already starts at the page (`.spots-content …`, `.spots-content > …`):
    /// it then matches the page or what is inside it, and is kept as written. A sibling combinator
    /// after it would leave the page, so that gets the prefix too.
    private func isScoped(_ selector: [CSSComponent]) -> Bool {
        var index = 0
        var foundClass = false
        while index < selector.count {
            guard case .token(let token) = selector[index] else { index += 1; continue }
            if Self.isCombinator(tokens[token].kind) { break }
            if case .delim(".") = tokens[token].kind, index + 1 < selector.count, case .token(let next) = selector[index + 1],
               case .ident(Self.scopeClass) = tokens[next].kind {
                foundClass = true
            }
            index += 1
        }
        guard foundClass else { return false }
        while index < selector.count, case .token(let token) = selector[index] {
            switch tokens[token].kind {
            case .whitespace: index += 1
            case .delim("+"), .delim("~"): return false
            default: return true
            }
        }
        return true
    }

    private mutating func writeDeclarations(in block: CSSComponent) {
        let list = CSSRuleParser.declarationList(in: block, tokens: tokens)
        var junk = list.junk[...]
        for declaration in list.declarations {
            while let next = junk.first, next < declaration.first {
                problems.append((Int(tokens[next].start), translated("expected a declaration (name: value); this part is left out")))
                junk = junk.dropFirst()
            }
            let mark = (output.count, anchors.count)
            do {
                try write(declaration)
            } catch let refusal as Refusal {
                output.removeSubrange(mark.0...)
                anchors.removeSubrange(mark.1...)
                lastWasSpace = true
                if let message = refusal.message { problems.append((Int(tokens[refusal.token].start), message)) }
            } catch {}
        }
        for next in junk { problems.append((Int(tokens[next].start), translated("expected a declaration (name: value); this part is left out"))) }
    }

    private mutating func write(_ declaration: CSSDeclaration) throws {
        let name = declaration.name
        let lowered = name.lowercased()
        let shown = StylesheetProblems.shortened(name)
        switch lowered {
        case "-gtk-key-bindings", "gtk-key-bindings":
            throw Refusal(token: declaration.nameToken, message: translated("\"{name}\" is refused in a stylesheet from a server: key bindings are not styles",
                                                                            ["name": shown]))
        case "-gtk-icon-theme":
            throw Refusal(token: declaration.nameToken, message: translated("\"{name}\" is refused in a stylesheet from a server: it names icon theme folders",
                                                                            ["name": shown]))
        default:
            // As GTK tells them (case matters): a leading '-' but not "-gtk-".
            if name.hasPrefix("-"), !name.hasPrefix("-gtk-") {
                throw Refusal(token: declaration.nameToken,
                              message: translated("\"{name}\" is refused in a stylesheet from a server: widget style properties are read by GTK later, outside these checks",
                                                  ["name": shown]))
            }
        }
        try checkName(name, at: declaration.nameToken)
        guard !declaration.value.isEmpty else { throw Refusal(token: declaration.nameToken, message: translated("\"{name}\" has no value; it is left out",
                                                                                                                ["name": shown])) }
        let commas = declaration.value.filter { if case .token(let index) = $0 { return tokens[index].kind == .comma }; return false }
        guard commas.count < RemoteStylesheetLimits.maximumListItems else {
            throw Refusal(token: declaration.nameToken,
                          message: translated("\"{name}\" lists more than {count} values; it is left out",
                                              ["name": shown, "count": "\(RemoteStylesheetLimits.maximumListItems)"]))
        }
        append(name, from: declaration.nameToken)
        append(": ", from: nil)
        let shadows: Set<String> = ["box-shadow", "text-shadow", "-gtk-icon-shadow", "icon-shadow"]
        shadowLengths = shadows.contains(lowered) ? 0 : nil
        defer { shadowLengths = nil }
        try write(declaration.value, renamesKeyframes: lowered == "animation" || lowered == "animation-name", depth: 0)
        append(";\n", from: nil)
    }

    private mutating func writeColorDefinition(_ rule: CSSRule) throws {
        guard rule.block == nil, let (name, nameToken) = sheet.preludeName(rule) else {
            throw Refusal(token: rule.first, message: translated("@define-color needs a name and a colour; it is left out"))
        }
        try checkName(name, at: nameToken)
        guard let position = rule.prelude.firstIndex(where: { $0.firstToken == nameToken }) else { return }
        var value = Array(rule.prelude[(position + 1)...])
        while let first = value.first, CSSRuleParser.isSkippable(first, tokens) { value.removeFirst() }
        guard !value.isEmpty else { throw Refusal(token: rule.first, message: translated("@define-color {name} has no colour; it is left out",
                                                                                         ["name": StylesheetProblems.shortened(name)])) }
        append("@define-color ", from: rule.first)
        append(Self.renamedPrefix + name, from: nameToken)
        append(" ", from: nil)
        try write(value, renamesKeyframes: false, depth: 0)
        append(";\n", from: nil)
    }

    /// `@keyframes NAME { from {…} 50% {…} to {…} }`. GTK gives up on the whole rule at a frame
    /// selector it cannot read and then resumes after the first block, at the top level, so the
    /// rest of the frames would become rules outside the page: every frame selector must be `from`,
    /// `to` or a percentage within 0…100%, or the rule is left out. A list (`0%, 50% {…}`), which
    /// GTK 3 cannot read, is written as one frame each.
    private mutating func writeKeyframes(_ rule: CSSRule) throws {
        guard let block = rule.block, let (name, nameToken) = sheet.preludeName(rule),
              rule.prelude.allSatisfy({ $0.firstToken == nameToken || CSSRuleParser.isSkippable($0, tokens) }) else {
            throw Refusal(token: rule.first, message: translated("@keyframes needs a name and a block; it is left out"))
        }
        try checkName(name, at: nameToken)
        append("@keyframes ", from: rule.first)
        append(Self.renamedPrefix + name, from: nameToken)
        append(" {\n", from: nil)
        for frame in CSSRuleParser.rules(in: block, tokens: tokens) {
            guard frame.atName == nil, let frameBlock = frame.block else {
                throw Refusal(token: frame.first, message: translated("only keyframes (from, to, percentages) may be in @keyframes; the rule is left out"))
            }
            for selector in split(frame.prelude) {
                let meaningful = selector.filter { !CSSRuleParser.isSkippable($0, tokens) }
                guard meaningful.count == 1, case .token(let index) = meaningful[0], Self.isKeyframeSelector(tokens[index].kind) else {
                    throw Refusal(token: selector.first?.firstToken ?? frame.first,
                                  message: translated("a keyframe is from, to or a percentage within 0…100%; the rule is left out"))
                }
                try write(meaningful, renamesKeyframes: false, depth: 0)
                append(" {\n", from: nil)
                writeDeclarations(in: frameBlock)
                append("}\n", from: nil)
            }
        }
        append("}\n", from: nil)
    }

    private static func isKeyframeSelector(_ kind: CSSToken.Kind) -> Bool {
        switch kind {
        case .ident(let name): return ["from", "to"].contains(name.lowercased())
        case .percentage(let number): return number.value >= 0 && number.value <= 100
        default: return false
        }
    }

    // MARK: - Values and selectors, token by token

    private mutating func write(_ components: [CSSComponent], renamesKeyframes: Bool, depth: Int) throws {
        var previous: Int?
        for component in components {
            // The parser skips comments; one between two parts still keeps them apart.
            if let previous, component.firstToken > previous + 1,
               tokens[(previous + 1)..<component.firstToken].contains(where: { $0.kind == .comment }) {
                appendSpace(newline: false)
            }
            previous = component.lastToken
            switch component {
            case .token(let index):
                if sheet.isURL(component) {
                    try writeURL(component)
                } else {
                    try write(token: index, renamesKeyframes: renamesKeyframes, inShadowList: depth == 0 && shadowLengths != nil)
                }
            case .block(let open, _, let children):
                guard depth < RemoteStylesheetLimits.maximumNesting else { throw tooDeep(open) }
                let (opening, closing): (String, String)
                switch tokens[open].kind {
                case .openSquare: (opening, closing) = ("[", "]")
                case .openParen: (opening, closing) = ("(", ")")
                default: throw Refusal(token: open, message: translated("a { } block inside a value or selector is left out with what holds it"))
                }
                append(opening, from: open)
                try write(children, renamesKeyframes: renamesKeyframes, depth: depth + 1)
                append(closing, from: nil)
            case .function(let name, _, let children):
                guard depth < RemoteStylesheetLimits.maximumNesting else { throw tooDeep(name) }
                if sheet.isURL(component) {
                    try writeURL(component)
                    continue
                }
                guard case .function(let functionName) = tokens[name].kind else { continue }
                try checkName(functionName, at: name)
                if functionName.lowercased() == "-gtk-icontheme" { try checkIconName(children, function: name) }
                append(functionName + "(", from: name)
                try write(children, renamesKeyframes: renamesKeyframes, depth: depth + 1)
                append(")", from: nil)
            case .tooDeep(let first, _):
                throw tooDeep(first)
            }
        }
    }

    private func tooDeep(_ token: Int) -> Refusal {
        Refusal(token: token, message: translated("brackets nested more than {count} deep are left out with what holds them",
                                                  ["count": "\(RemoteStylesheetLimits.maximumNesting)"]))
    }

    private mutating func writeURL(_ component: CSSComponent) throws {
        let token = component.firstToken
        if let replacement = resolution.urls[token] {
            append("url(\(Self.quoted(replacement)))", from: token)
            return
        }
        if resolution.refusedURLs.contains(token) { throw Refusal(token: token, message: nil) }
        throw Refusal(token: token, message: translated("url() is read only in declarations, as url(\"address\"); this part is left out"))
    }

    /// `-gtk-icontheme("name")` takes an icon's name, never a path.
    private func checkIconName(_ arguments: [CSSComponent], function: Int) throws {
        let meaningful = arguments.filter { !CSSRuleParser.isSkippable($0, tokens) }
        guard meaningful.count == 1, case .token(let index) = meaningful[0], case .string(let name) = tokens[index].kind,
              !name.isEmpty, !name.hasPrefix("."),
              name.utf8.allSatisfy({ Self.isPlainNameByte($0) || $0 == UInt8(ascii: ".") }) else {
            throw Refusal(token: function, message: translated("-gtk-icontheme() takes the name of an icon (letters, digits, '-', '_', '.'); this part is left out"))
        }
    }

    private mutating func write(token index: Int, renamesKeyframes: Bool, inShadowList: Bool) throws {
        let token = tokens[index]
        if inShadowList, let lengths = shadowLengths {
            switch token.kind {
            case .comma:
                shadowLengths = 0
            case .number(let number):
                shadowLengths = lengths + 1
                if lengths == 2 { return append(try written(blur(number, unit: "px", at: index), at: index), from: index) }
            case .dimension(let number, let unit):
                shadowLengths = lengths + 1
                if lengths == 2 {
                    try checkName(unit, at: index)
                    return append(try written(blur(number, unit: unit, at: index), at: index) + unit, from: index)
                }
            default:
                break
            }
        }
        switch token.kind {
        case .whitespace:
            appendSpace(newline: sheet.source[token.range].contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x0C })
        case .comment, .cdo, .cdc:
            appendSpace(newline: false)
        case .ident(let name):
            switch name.lowercased() {
            case "url":
                throw Refusal(token: index, message: translated("a url must be written url(\"address\"); this part is left out"))
            case "-gtk-icontheme":
                // GTK also reads `-gtk-icontheme ("…")`, with a space, and would skip the check below.
                throw Refusal(token: index, message: translated("-gtk-icontheme must be written -gtk-icontheme(\"name\"); this part is left out"))
            default:
                break
            }
            try checkName(name, at: index)
            let renamed = renamesKeyframes && keyframesNames.contains(name) ? Self.renamedPrefix + name : name
            append(renamed, from: index)
        case .atKeyword(let name):
            try checkName(name, at: index)
            append("@" + (colorNames.contains(name) ? Self.renamedPrefix + name : name), from: index)
        case .hash(let name, _):
            try checkName(name, at: index, isHash: true)
            append("#" + name, from: index)
        case .string(let value):
            append(Self.quoted(value), from: index)
        case .badString:
            throw Refusal(token: index, message: translated("a string with a line break in it is left out with what holds it"))
        case .url, .badURL, .function:
            throw Refusal(token: index, message: translated("url() is read only in declarations, as url(\"address\"); this part is left out"))
        case .number(let number):
            append(try written(number, at: index), from: index)
        case .percentage(let number):
            append(try written(number, at: index) + "%", from: index)
        case .dimension(let number, let unit):
            try checkName(unit, at: index)
            if let first = unit.utf8.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E"),
               let second = unit.utf8.dropFirst().first, (second >= 0x30 && second <= 0x39) || second == 0x2B || second == 0x2D {
                throw Refusal(token: index, message: translated("a unit that reads as an exponent is left out with what holds it"))
            }
            append(try written(number, at: index) + unit, from: index)
        case .delim(let character):
            guard character != "\\", character.value > 0x20, character.value < 0x7F else {
                throw Refusal(token: index, message: translated("a stray \"\\\" or control character is left out with what holds it"))
            }
            append(String(character), from: index)
        case .colon:
            append(":", from: index)
        case .comma:
            append(",", from: index)
        case .semicolon, .openCurly, .closeCurly, .openParen, .closeParen, .openSquare, .closeSquare:
            throw Refusal(token: index, message: translated("an unmatched bracket or a stray ';' is left out with what holds it"))
        }
    }

    // MARK: - Spelling

    private static func isPlainNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x2D || byte == 0x5F || byte >= 0x80
    }

    /// Names are written as they are, so they must not need escapes: GTK turns an escaped `/` in
    /// a name into a path separator where it reads a file name.
    /// The name must also read as a name again where one is expected (`\31 x` is the name `1x`,
    /// which written plainly would be the number 1 with the unit `x`); a hash (`#123`) need not.
    private func checkName(_ name: String, at token: Int, isHash: Bool = false) throws {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy(Self.isPlainNameByte) else {
            throw Refusal(token: token, message: translated("names with escaped or special characters are refused in a stylesheet from a server"))
        }
        func startsName(_ byte: UInt8) -> Bool { Self.isPlainNameByte(byte) && !(byte >= 0x30 && byte <= 0x39) }
        guard isHash || (startsName(bytes[0]) && (bytes[0] != 0x2D || (bytes.count > 1 && startsName(bytes[1])))) else {
            throw Refusal(token: token, message: translated("a name that starts like a number is refused in a stylesheet from a server"))
        }
    }

    /// A shadow's blur radius within `maximumShadowBlur` pixels, in its own unit.
    private mutating func blur(_ number: CSSNumber, unit: String, at token: Int) -> CSSNumber {
        let pixels: [String: Double] = ["px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
                                        "em": 16, "rem": 16, "ex": 8]
        let limit = RemoteStylesheetLimits.maximumShadowBlur / (pixels[unit.lowercased()] ?? 1)
        guard number.value.isFinite, number.value > limit else { return number }
        problems.append((Int(tokens[token].start), translated("a shadow's blur beyond {pixels} px is taken as {pixels} px",
                                                              ["pixels": "\(Int(RemoteStylesheetLimits.maximumShadowBlur))"])))
        return CSSNumber(value: limit, isInteger: false)
    }

    /// A plain decimal GTK's number parser reads exactly as written, within `maximumNumber`.
    private mutating func written(_ number: CSSNumber, at token: Int) throws -> String {
        let limit = RemoteStylesheetLimits.maximumNumber
        var value = number.value
        if !value.isFinite || abs(value) > limit {
            value = value < 0 ? -limit : limit
            problems.append((Int(tokens[token].start), translated("a number beyond ±{limit} is taken as {value}",
                                                                  ["limit": "\(Int(limit))", "value": "\(Int(value))"])))
        }
        var text: String
        if value == value.rounded() {
            text = String(Int(value))
        } else {
            text = String(format: "%.6f", value)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            if text == "-0" { text = "0" }
        }
        // A written '+' stays (`2n+1`); GTK's integer reader refuses it elsewhere, as it would anyway.
        if sheet.source[Int(tokens[token].start)] == 0x2B, value >= 0 { text = "+" + text }
        return text
    }

    /// A string in double quotes; quotes, backslashes and control characters escaped.
    public static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                text += "\\" + String(scalar.value, radix: 16) + " "
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    // MARK: - Output

    private mutating func append(_ text: String, from token: Int?) {
        let bytes = Array(text.utf8)
        guard let first = bytes.first else { return }
        // `/` then `*` would open a comment GTK skips everything in.
        if output.last == 0x2F, first == 0x2A { output.append(0x20) }
        // Two tokens that touched in the text must stay two: a number written again may now end
        // where a name or number goes on (`a.5` was a name and a number; `a0.5` would be one name,
        // `1e2.5` would be one number as `100.5`). A space between them keeps them apart.
        if let last = output.last, Self.isPlainNameByte(last) {
            let second = bytes.count > 1 ? bytes[1] : 0
            if Self.isPlainNameByte(first) || first == 0x25 || first == 0x5C || (first == 0x2E && second >= 0x30 && second <= 0x39) {
                output.append(0x20)
            }
        }
        if let token { anchors.append(CompiledStylesheet.Anchor(output: Int32(output.count), source: tokens[token].start)) }
        output += bytes
        lastWasSpace = bytes.last == 0x20 || bytes.last == 0x0A
    }

    private mutating func appendSpace(newline: Bool) {
        if lastWasSpace {
            if newline, output.last == 0x20 { output[output.count - 1] = 0x0A }
            return
        }
        output.append(newline ? 0x0A : 0x20)
        lastWasSpace = true
    }
}
