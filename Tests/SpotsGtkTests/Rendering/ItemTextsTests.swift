import CSpotsGtk
@testable import SpotsGtk
import SpotsModel
import XCTest

/// A card's texts are one widget (`ItemTexts`): each paragraph styled by the screen's CSS for its
/// class, named to screen readers, laid out again for a new item or width, never widening the card.
final class ItemTextsTests: GtkTestCase {
    private let layout = Layout(span: 2, itemSpacing: 10, lineSpacing: 10, inset: Inset(all: 10))

    @MainActor
    private func itemTexts(of controller: Controller) -> [ItemTexts] {
        controller.components[0].cells.compactMap { ($0.view as? DefaultItemView)?.itemTexts }
    }

    /// A window showing `items` in a grid of two columns, laid out and painted.
    @MainActor
    private func window(_ items: [Item], width: Int = 600) -> (Window, Controller) {
        let controller = Controller(components: [ComponentModel(kind: .grid, layout: layout, items: items)])
        let window = Window()
        window.setDefaultSize(width: width, height: 500)
        window.add(controller.widget)
        window.showAll()
        GtkRuntime.drain(quietPeriod: 0.1)
        return (window, controller)
    }

    func testEachParagraphTakesTheStyleOfItsClass() throws { try onMain {
        let items = [Item(title: "Styled", subtitle: "A red subtitle"), Item(title: "Other", subtitle: "Also red")]
        let (plainWindow, plain) = window(items)
        let plainHeight = plain.components[0].cells[0].container.allocation.height
        plainWindow.destroy()

        let css = CssProvider()
        css.load("""
            .spots-card .spots-title { font-size: 30px; margin-bottom: 9px; }
            .spots-card .spots-subtitle { color: #ff0000; opacity: 1; }
            """)
        css.install(priority: CssProvider.applicationPriority)
        defer { css.uninstall() }
        let (styledWindow, styled) = window(items)
        defer { styledWindow.destroy() }
        let cell = styled.components[0].cells[0]
        // A 30 px font's line is at least 30 px where the theme's is about 17, plus the margin.
        XCTAssertGreaterThanOrEqual(cell.container.allocation.height, plainHeight + 9 + 12,
                                    "the title's font and margin make the card taller")
        let card = try XCTUnwrap(itemTexts(of: styled).first)
        let subtitleTop = try XCTUnwrap(card.origin(in: styledWindow)).y + card.top(of: .subtitle)
        XCTAssertGreaterThanOrEqual(card.top(of: .subtitle), 30 + 9, "the subtitle starts below the title's margin")
        let pixels = try Pixels.of(styledWindow)
        let origin = try XCTUnwrap(card.origin(in: styledWindow))
        let band = Rect(x: origin.x, y: subtitleTop, width: card.allocation.width, height: 20)
        let red = pixels.positions(in: band).filter { position in
            let colour = pixels.color(x: position.x, y: position.y)
            return colour.red > 0.75 && colour.green < 0.3 && colour.blue < 0.3
        }
        XCTAssertGreaterThan(red.count, 20, "the subtitle is drawn in the stylesheet's colour")
    } }

    func testABiggerDesktopFontLaysTheTextsOutAgain() { onMain {
        let original = ThemeSettings.fontName
        defer { ThemeSettings.fontName = original }
        let (window, controller) = window([Item(title: "A title", subtitle: "A subtitle", text: "Some words of text")])
        defer { window.destroy() }
        let cell = controller.components[0].cells[0]
        let before = cell.container.allocation.height
        ThemeSettings.fontName = "Sans 24"
        GtkRuntime.drain(quietPeriod: 0.2)
        XCTAssertGreaterThan(cell.container.allocation.height, before + 30, "three lines at twice the size")
        XCTAssertEqual(itemTexts(of: controller)[0].lines(of: .text).joined(), "Some words of text", "laid out whole again")
    } }

    func testAStylesheetArrivingLaterRecoloursAndResizesTheTextsItChanges() throws { try onMain {
        let (window, controller) = window([Item(title: "Title", subtitle: "Subtitle")])
        defer { window.destroy() }
        let texts = itemTexts(of: controller)[0]
        let height = texts.allocation.height
        let colour = CssProvider()
        colour.load(".spots-card .spots-subtitle { color: rgb(0, 0, 255); opacity: 1; }")
        colour.install(priority: CssProvider.applicationPriority)
        defer { colour.uninstall() }
        GtkRuntime.drain(quietPeriod: 0.1)
        let blue = try XCTUnwrap(texts.color(of: .subtitle))
        XCTAssertEqual([blue.red, blue.green, blue.blue, blue.alpha], [0, 0, 1, 1])
        XCTAssertEqual(texts.allocation.height, height, "a colour changes no line")
        let font = CssProvider()
        font.load(".spots-card .spots-subtitle { font-size: 28px; }")
        font.install(priority: CssProvider.applicationPriority + 1)
        defer { font.uninstall() }
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertGreaterThanOrEqual(texts.allocation.height, height + 10, "a bigger font lays the subtitle out again")
    } }

    func testItsAccessibleIsALabelNamedByTheTextsShown() throws { try onMain {
        let (window, controller) = window([Item(title: "Sintra", subtitle: "Palaces", text: "A day from Lisbon"),
                                           Item(title: "Porto")])
        defer { window.destroy() }
        let cards = itemTexts(of: controller)
        XCTAssertEqual(cards.count, 2)
        let accessible = try XCTUnwrap(cards[0].accessibleObject)
        XCTAssertEqual(accessible.role, .label)
        XCTAssertEqual(accessible.name, "Sintra\nPalaces\nA day from Lisbon")
        XCTAssertEqual(cards[1].accessibleObject?.name, "Porto", "texts not given are not read")
        // A card reused for another item is read with that item's texts.
        controller.update(Item(title: "Évora", text: "Roman temple"), index: 0)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(itemTexts(of: controller).first?.accessibleObject?.name, "Évora\nRoman temple")
    } }

    func testAHostileWordIsOneEllipsizedLineAndTheCardKeepsItsWidth() { onMain {
        let word = String(repeating: "W", count: 10_000)
        let (window, controller) = window([Item(title: word, subtitle: word, text: "Short words wrap as usual here"),
                                           Item(title: "Neighbour")])
        defer { window.destroy() }
        let cells = controller.components[0].cells
        XCTAssertEqual(cells[0].container.allocation.width, cells[1].container.allocation.width)
        XCTAssertLessThanOrEqual(cells[0].container.allocation.width, 300)
        let card = itemTexts(of: controller)[0]
        for paragraph in [ItemTexts.Paragraph.title, .subtitle] {
            XCTAssertEqual(card.lines(of: paragraph).count, 1, "\(paragraph)")
            XCTAssertTrue(card.isEllipsized(paragraph), "\(paragraph)")
        }
        XCTAssertFalse(card.isEllipsized(.text))
        XCTAssertEqual(card.lines(of: .text).joined(), "Short words wrap as usual here")
    } }

    func testANarrowerWindowWrapsTheTextsAgainAndTheCardGrowsTaller() { onMain {
        let text = "A paragraph of several words that takes more lines in a narrower card than in a wide one"
        let (window, controller) = window([Item(title: "Wrapping", text: text), Item(title: "Other")], width: 900)
        defer { window.destroy() }
        let wideLines = itemTexts(of: controller)[0].lines(of: .text).count
        let wideHeight = controller.components[0].cells[0].container.allocation.height
        window.resize(width: 360, height: 500)
        GtkRuntime.drain(quietPeriod: 0.2)
        let card = itemTexts(of: controller)[0]
        XCTAssertGreaterThan(card.lines(of: .text).count, wideLines)
        XCTAssertEqual(card.lines(of: .text).joined(), text)
        XCTAssertGreaterThan(controller.components[0].cells[0].container.allocation.height, wideHeight)
        for line in card.lines(of: .text).dropLast() {
            XCTAssertEqual(line.last, " ", "lines break between words: \(card.lines(of: .text))")
        }
        // Wide again: the text that fitted on fewer lines does again, at the height it had.
        window.resize(width: 900, height: 500)
        GtkRuntime.drain(quietPeriod: 0.2)
        XCTAssertEqual(itemTexts(of: controller)[0].lines(of: .text).count, wideLines)
        XCTAssertEqual(controller.components[0].cells[0].container.allocation.height, wideHeight)
    } }

    func testATitleThatFitsItsLineIsOneLineAtEveryWidthThatHoldsIt() throws { try onMain {
        let (window, controller) = window([Item(title: "Short title", subtitle: "Short subtitle"), Item(title: "Other")], width: 900)
        defer { window.destroy() }
        let wideHeight = controller.components[0].cells[0].container.allocation.height
        let wideExtent = try XCTUnwrap(itemTexts(of: controller)[0].horizontalExtent(of: .title))
        XCTAssertGreaterThan(wideExtent.width, 0)
        for width in [900, 600, 360, 900] {
            window.resize(width: width, height: 500)
            GtkRuntime.drain(quietPeriod: 0.2)
            let card = itemTexts(of: controller)[0]
            XCTAssertEqual(card.lines(of: .title), ["Short title"], "\(width) px")
            XCTAssertEqual(card.lines(of: .subtitle), ["Short subtitle"], "\(width) px")
            XCTAssertFalse(card.isEllipsized(.title), "\(width) px")
            XCTAssertEqual(controller.components[0].cells[0].container.allocation.height, wideHeight, "\(width) px")
            // Drawn where it was, as wide as it was: at the card's start edge, whatever its width.
            let extent = card.horizontalExtent(of: .title)
            XCTAssertEqual(extent?.x, wideExtent.x, "\(width) px")
            XCTAssertEqual(extent?.width, wideExtent.width, "\(width) px")
        }
    } }

    func testAPlainTitleDrawnFromItsGlyphsLooksAsTheSameTitleLaidOut() throws { try onMain {
        try assertTitleFromGlyphsLooksLaidOut()
    } }

    func testAPlainTitleDrawnFromItsGlyphsLooksAsTheSameTitleLaidOutRightToLeft() throws { try onMain {
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        try assertTitleFromGlyphsLooksLaidOut()
    } }

    /// Two cards of one title: one drawn from its glyphs (printable ASCII, after a first card of
    /// the style gave the run it is shaped as), one laid out by Pango (the title and a zero-width
    /// space, which is not ASCII and adds nothing to see): the same pixels where the title is.
    @MainActor
    private func assertTitleFromGlyphsLooksLaidOut() throws {
        let title = "Plain title, 42"
        let (window, controller) = window([Item(title: "A first plain title", subtitle: "Its subtitle"),
                                           Item(title: title + "\u{200B}", subtitle: "Its subtitle"),
                                           Item(title: title, subtitle: "Its subtitle")])
        defer { window.destroy() }
        let cards = itemTexts(of: controller)
        XCTAssertEqual(cards.count, 3)
        let laidOut = cards[1], fromGlyphs = cards[2]
        XCTAssertFalse(laidOut.isDrawnFromGlyphs(.title), "a zero-width space is not ASCII")
        XCTAssertTrue(fromGlyphs.isDrawnFromGlyphs(.title))
        XCTAssertEqual(fromGlyphs.lines(of: .title), [title])
        XCTAssertFalse(fromGlyphs.isEllipsized(.title))
        let extent = try XCTUnwrap(fromGlyphs.horizontalExtent(of: .title))
        XCTAssertGreaterThan(extent.width, 50)
        XCTAssertEqual(laidOut.horizontalExtent(of: .title)?.x, extent.x)
        XCTAssertEqual(laidOut.horizontalExtent(of: .title)?.width, extent.width)
        XCTAssertEqual(laidOut.top(of: .subtitle), fromGlyphs.top(of: .subtitle), "the title's line is as tall")
        XCTAssertEqual(laidOut.allocation.width, fromGlyphs.allocation.width)

        let pixels = try Pixels.of(window)
        let laidOutOrigin = try XCTUnwrap(laidOut.origin(in: window))
        let glyphsOrigin = try XCTUnwrap(fromGlyphs.origin(in: window))
        let top = fromGlyphs.top(of: .title)
        let background = pixels.color(x: glyphsOrigin.x + 1, y: glyphsOrigin.y + top)
        var inked = 0
        var differing = 0
        for y in top..<fromGlyphs.top(of: .subtitle) {
            for x in 0..<fromGlyphs.allocation.width {
                let drawn = pixels.color(x: glyphsOrigin.x + x, y: glyphsOrigin.y + y)
                if drawn != background { inked += 1 }
                if drawn != pixels.color(x: laidOutOrigin.x + x, y: laidOutOrigin.y + y) { differing += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 100, "the title is drawn")
        XCTAssertEqual(differing, 0, "pixels of the title that differ from the one laid out")
    }
}
