import CSpotsGtk
import Foundation
import FuzzSupport
import SpotsGtk
import SpotsModel

/// libFuzzer entry: the bytes as a stylesheet from a server. They go through the tokenizer (whose
/// tokens must cover the text exactly), the rule parser and `RemoteStylesheetWriter` (every other
/// url() taken as fetched, the rest as refused; every other @import as fetched). What the writer
/// produced is tokenized again and must hold what the writer promises: no comment, escape, bad
/// token or url but the bundle's, no `url` or `-gtk-icontheme` GTK could read with a space, no
/// at-rule but @import, @define-color and @keyframes, every selector under `.spots-content`, no
/// refused property. Then GTK parses it from an in-memory bundle (`ScreenStylesheet`), styles and
/// draws a page of widgets inside `.spots-content` and a window outside it, and the window outside
/// must look exactly as it did before (GTK's own parser agrees with ours about what is scoped);
/// no error may say GTK opened a file. Run under xvfb-run; a critical is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput_StylesheetFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    // -1: an input skipped once the time is up is never saved to the corpus.
    if TotalTime.isOver { return -1 }
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let compiled = write(text)
    // Replaying a crash: SPOTS_FUZZ_SHOW=1 prints what GTK is given.
    if getenv("SPOTS_FUZZ_SHOW") != nil { FileHandle.standardError.write(Data("0.css:\n\(compiled.css)\n".utf8)) }
    check(compiled.css)
    MainActor.assumeIsolated { Styled.apply(compiled) }
    return 0
}

private let origin = "https://fuzz.invalid/css/theme.css"
private let imageName = "image-0.png"
private let importName = "1.css"

/// The writer's output for `text`, with every other reference taken as fetched.
private func write(_ text: String) -> CompiledStylesheet {
    let sheet = ParsedStylesheet(text: text, origin: origin, tokenLimit: RemoteStylesheetLimits.maximumTokens)
    var offset = 0
    for token in sheet.tokens {
        require(Int(token.start) == offset && token.end > token.start, "tokens leave a gap or overlap at \(offset)")
        offset = Int(token.end)
    }
    require(sheet.reachedTokenLimit || offset == sheet.source.count, "tokens stop at \(offset) of \(sheet.source.count)")
    var resolution = StylesheetResolution()
    for (index, reference) in RemoteStylesheetWriter.imageReferences(in: sheet).enumerated() {
        if index % 2 == 0 { resolution.urls[reference.component.firstToken] = imageName } else { resolution.refusedURLs.insert(reference.component.firstToken) }
    }
    for (index, found) in sheet.imports.enumerated() where index % 2 == 0 { resolution.imports[found.rule] = importName }
    var colors: Set<String> = []
    var keyframes: Set<String> = []
    for rule in sheet.rules {
        guard let name = sheet.preludeName(rule)?.name else { continue }
        switch rule.atName?.lowercased() {
        case "define-color"?: colors.insert(name)
        case "keyframes"?: keyframes.insert(name)
        default: break
        }
    }
    var writer = RemoteStylesheetWriter(sheet: sheet, resolution: resolution, colorNames: colors, keyframesNames: keyframes,
                                        selectorBudget: RemoteStylesheetLimits.maximumSelectors)
    let compiled = writer.write()
    let lines = sheet.lines()
    for problem in writer.problems {
        let position = lines.position(of: problem.offset)
        require(position.line >= 1 && position.column >= 1, "a problem without a position: \(problem.message)")
    }
    return compiled
}

/// What the writer promises about its output, read back with the tokenizer.
private func check(_ css: String) {
    require(!css.utf8.contains(0), "a NUL byte reaches GTK")
    let (all, source, _) = CSSTokenizer.tokenize(css)
    let tokens = all.filter { $0.kind != .whitespace }
    func text(_ token: CSSToken) -> String { String(decoding: source[token.range], as: UTF8.self) }
    func plain(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || $0 == 0x5F || $0 >= 0x80 }
    }
    var braces = 0
    var brackets = 0
    var statementStarts = true
    var inRulePrelude = false
    var declarationStarts = false
    var importURL: Int?
    var inKeyframes = false
    var frameStarts = false
    for (index, token) in tokens.enumerated() {
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        let startsDeclaration = declarationStarts
        declarationStarts = false
        if frameStarts, token.kind != .closeCurly {
            // GTK reads a keyframe as from, to or a percentage, then its block; anything else
            // makes it resume at the top level after the next block.
            switch token.kind {
            case .ident(let name): require(["from", "to"].contains(name.lowercased()), "a keyframe named \(name)")
            case .percentage(let number): require(number.value >= 0 && number.value <= 100, "a keyframe at \(number.value)%")
            default: fail("a keyframe that is \(text(token))")
            }
            require(next?.kind == .openCurly, "a keyframe without its block right after")
        }
        frameStarts = false
        if braces == 0, statementStarts {
            statementStarts = false
            inKeyframes = false
            if case .atKeyword(let name) = token.kind {
                require(["import", "define-color", "keyframes"].contains(name), "@\(name) reaches GTK")
                inKeyframes = name == "keyframes"
                if name == "import" {
                    require(next?.kind == .function("url") && index + 2 < tokens.count && tokens[index + 2].kind == .string(importName),
                            "an @import of something else than the bundle's sheet")
                    importURL = index + 1
                }
            } else {
                inRulePrelude = true
                checkScoped(tokens, from: index)
            }
        } else if inRulePrelude, brackets == 0, token.kind == .comma, next != nil {
            checkScoped(tokens, from: index + 1)
        }
        switch token.kind {
        case .comment, .badString, .badURL, .url, .cdo, .cdc:
            fail("the output holds \(token.kind): \(text(token))")
        case .ident(let name):
            require(plain(name) && text(token) == name, "an escaped name reaches GTK: \(text(token))")
            require(!["url", "-gtk-icontheme"].contains(name.lowercased()), "GTK could read \(name) with a space before its '('")
            if startsDeclaration, next?.kind == .colon {
                require(!["-gtk-key-bindings", "gtk-key-bindings", "-gtk-icon-theme"].contains(name.lowercased()), "\(name) reaches GTK")
                require(!name.hasPrefix("-") || name.hasPrefix("-gtk-"), "a widget style property reaches GTK: \(name)")
            }
        case .function(let name):
            require(plain(name) && text(token) == name + "(", "an escaped function name reaches GTK: \(text(token))")
            brackets += 1
            if name.lowercased() == "url" {
                let named = index == importURL ? importName : imageName
                require(next?.kind == .string(named), "url() names something else than the bundle's \(named): \(next.map(text) ?? "")")
            }
            if name.lowercased() == "-gtk-icontheme", case .string(let icon)? = next?.kind {
                require(!icon.contains("/") && !icon.hasPrefix("."), "an icon name with a path reaches GTK: \(icon)")
            }
        case .atKeyword(let name):
            require(plain(name) && text(token) == "@" + name, "an escaped at-keyword reaches GTK: \(text(token))")
        case .hash(let name, _):
            require(plain(name) && text(token) == "#" + name, "an escaped hash reaches GTK: \(text(token))")
        case .delim(let character):
            require(character != "\\", "a backslash outside a string reaches GTK")
        case .openParen, .openSquare:
            brackets += 1
        case .closeParen, .closeSquare:
            brackets -= 1
            require(brackets >= 0, "an unmatched bracket")
        case .openCurly:
            require(brackets == 0, "a '{' inside brackets")
            braces += 1
            inRulePrelude = false
            if inKeyframes, braces == 1 { frameStarts = true } else { declarationStarts = true }
        case .closeCurly:
            require(brackets == 0, "a '}' inside brackets")
            braces -= 1
            require(braces >= 0, "an unmatched '}'")
            if braces == 0 { statementStarts = true } else if inKeyframes, braces == 1 { frameStarts = true }
        case .semicolon:
            require(brackets == 0, "a ';' inside brackets")
            if braces == 0 { statementStarts = true } else { declarationStarts = true }
        default:
            break
        }
    }
    require(braces == 0 && brackets == 0, "unbalanced brackets")
}

/// The selector starting at `start` matches only inside the page: its first compound (up to a
/// combinator outside brackets) has the class `.spots-content`, and no sibling combinator follows it.
private func checkScoped(_ tokens: [CSSToken], from start: Int) {
    var index = start
    var brackets = 0
    var scoped = false
    while index < tokens.count {
        let kind = tokens[index].kind
        if brackets == 0 {
            if kind == .delim(">") || kind == .delim("+") || kind == .delim("~") || kind == .comma || kind == .openCurly { break }
            // Whitespace was filtered out: a descendant combinator shows as two compounds side by side.
            if index > start, tokens[index].start > tokens[index - 1].end { break }
            if kind == .delim("."), index + 1 < tokens.count, tokens[index + 1].kind == .ident(RemoteStylesheetWriter.scopeClass) { scoped = true }
        }
        switch kind {
        case .function, .openParen, .openSquare: brackets += 1
        case .closeParen, .closeSquare: brackets -= 1
        default: break
        }
        index += 1
    }
    require(scoped, "a selector outside .spots-content reaches GTK")
    if index < tokens.count { require(tokens[index].kind != .delim("+") && tokens[index].kind != .delim("~"), "a sibling of the page is styled") }
}

/// GTK's side: the stylesheet applied, the page and a window outside it styled and drawn.
@MainActor
private enum Styled {
    static var ready = false
    static var page: WidgetPointer!
    static var outside: WidgetPointer!
    static var baseline: [[Double]] = []
    /// Kept as an array: a `Data` or `String` held in a static hides its storage from LeakSanitizer
    /// (Swift packs tag bits into the reference), which then reports it as leaked.
    static var image: [UInt8] = []

    /// The bundle's imported sheet: empty.
    static func imported() -> CompiledStylesheet {
        var writer = RemoteStylesheetWriter(sheet: ParsedStylesheet(text: "", origin: "https://fuzz.invalid/css/1.css"),
                                            resolution: StylesheetResolution(), colorNames: [], keyframesNames: [], selectorBudget: 0)
        return writer.write()
    }

    /// Makes everything kept for the process before the first input, so that LeakSanitizer does
    /// not blame it on that input.
    static func warmUp() {
        setUp()
        apply(imported())
    }

    static func apply(_ compiled: CompiledStylesheet) {
        if !ready { setUp() }
        let stylesheet = ScreenStylesheet(prepared: PreparedStylesheet(sheets: [compiled, imported()], images: [imageName: Data(image)]))
        GtkRuntime.drain(quietPeriod: 0, timeout: 1)
        for problem in stylesheet.problems {
            require(!problem.message.contains("Error opening file") && !problem.message.contains("file://"),
                    "GTK went for a file: \(problem.message)")
        }
        draw(page)
        draw(outside)
        require(looks(of: outside) == baseline, "the stylesheet changed a window outside .spots-content")
        withExtendedLifetime(stylesheet) {}
    }

    private static func setUp() {
        guard !ready else { return }
        require(GtkRuntime.initialize(), "no display: run under xvfb-run -a")
        GtkRuntime.disableAnimations()
        ready = true
        image = tinyPNG()
        // The page: what a screen shows, inside `.spots-content`.
        page = gtk_offscreen_window_new()
        let content: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_style_context_add_class(gtk_widget_get_style_context(content), RemoteStylesheetWriter.scopeClass)
        for widget in sampleWidgets() { gtk_container_add(spots_container(content), widget) }
        gtk_container_add(spots_container(page), content)
        gtk_widget_set_size_request(page, 320, 240)
        gtk_widget_show_all(page)
        // Outside it: a window with a header bar and the same kinds of widgets.
        outside = gtk_offscreen_window_new()
        let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        let header: WidgetPointer = gtk_header_bar_new()
        gtk_header_bar_set_title(spots_header_bar(header), "Spots")
        gtk_container_add(spots_container(box), header)
        for widget in sampleWidgets() { gtk_container_add(spots_container(box), widget) }
        gtk_container_add(spots_container(outside), box)
        gtk_widget_set_size_request(outside, 320, 240)
        gtk_widget_show_all(outside)
        GtkRuntime.drain(quietPeriod: 0, timeout: 2)
        baseline = looks(of: outside)
    }

    private static func sampleWidgets() -> [WidgetPointer] {
        let button: WidgetPointer = gtk_button_new_with_label("Refresh")
        let entry: WidgetPointer = gtk_entry_new()
        let row: WidgetPointer = gtk_list_box_row_new()
        gtk_container_add(spots_container(row), gtk_label_new("row"))
        let list: WidgetPointer = gtk_list_box_new()
        gtk_container_add(spots_container(list), row)
        return [gtk_label_new("Ada"), button, entry, list, gtk_image_new_from_icon_name("go-next", GTK_ICON_SIZE_BUTTON), gtk_spinner_new()]
    }

    /// Computed styles of every widget under `root` that a stylesheet could change.
    private static func looks(of root: WidgetPointer) -> [[Double]] {
        var values: [[Double]] = []
        var pending = [root]
        while let widget = pending.popLast() {
            let context = gtk_widget_get_style_context(widget)
            let state = gtk_style_context_get_state(context)
            var row: [Double] = []
            for property in ["color", "background-color"] {
                var value = GValue()
                gtk_style_context_get_property(context, property, state, &value)
                let rgba = g_value_get_boxed(&value).map { $0.assumingMemoryBound(to: GdkRGBA.self).pointee }
                row += [rgba?.red ?? -1, rgba?.green ?? -1, rgba?.blue ?? -1, rgba?.alpha ?? -1]
                g_value_unset(&value)
            }
            for property in ["opacity", "font-size"] {
                var value = GValue()
                gtk_style_context_get_property(context, property, state, &value)
                row.append(g_value_get_double(&value))
                g_value_unset(&value)
            }
            for property in ["min-height", "min-width", "margin-top", "padding-left", "border-top-width"] {
                var value = GValue()
                gtk_style_context_get_property(context, property, state, &value)
                row.append(Double(g_value_get_int(&value)))
                g_value_unset(&value)
            }
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_preferred_width(widget, nil, &width)
            gtk_widget_get_preferred_height(widget, nil, &height)
            row += [Double(width), Double(height)]
            values.append(row)
            if spots_is_container(widget) != 0 { pending += Container(widget).allChildPointers }
        }
        return values
    }

    private static func draw(_ window: WidgetPointer) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 240) else { return }
        let context = cairo_create(surface)
        gtk_widget_draw(window, context)
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// A 2×2 PNG, the bundle's image.
    private static func tinyPNG() -> [UInt8] {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 2, 2)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3366_99FF)
        return Pixbuf(pixbuf).pngData().map { Array($0) } ?? []
    }
}

private func fail(_ message: String) -> Never { fatalError(message) }

@_cdecl("StylesheetFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    MainActor.assumeIsolated { Styled.warmUp() }
    return fuzzDriver(argc, argv) { bytes, size in LLVMFuzzerTestOneInput_StylesheetFuzz(bytes, size) }
}
