import SpotsModel

/// How a component kind is drawn: the widget its items go in and what surrounds it, how the items
/// fall into lines and how wide each one is, and how arrows move among them.
///
/// One type per presentation: `ListPresentation`, `GridPresentation` and `CarouselPresentation`.
/// `ComponentRegistry` maps component kinds to presentations. `Component`, `ItemWindow`, the
/// keyboard and the default item view ask the presentation; none of them tests which one it is,
/// so a new presentation is one conforming type and a `register(kind:as:)` line.
@MainActor
public protocol Presentation: AnyObject {
    /// Its name: what `spots inspect` prints, and the style class `spots-NAME` of its items widget.
    var name: String { get }
    /// How the default item view draws the items: rows or cards.
    var itemStyle: ItemViewContext.Style { get }
    /// How arrows move among the items.
    var keyboardShape: KeyboardShape { get }

    /// An empty GtkListBox or GtkFlowBox for the items, set up for `layout`.
    func makeItemsWidget(layout: Layout) -> Container
    /// The child of the items widget that holds one item's view.
    func makeItemContainer() -> Bin
    /// What surrounds the component's body (its items widget between the spacers), made once per
    /// component: the body itself, or a strip that scrolls sideways.
    func makeFrame(body: Box, layout: Layout, size: Size?) -> any ComponentFrame

    /// The layout as it applies at `width` (a grid drops the columns that would be too narrow).
    func resolved(_ layout: Layout, width: Double) -> Layout
    /// How `items` fall into lines (rows down the screen, or columns of a strip); `width` is nil
    /// before the first layout.
    func lineAxis(layout: Layout, width: Double?, items: [Item]) -> LineAxis
    /// The gap between lines.
    func lineSpacing(_ layout: Layout) -> Double
    /// The width an item's view gets in a component `width` wide, and whether the view must keep
    /// exactly that width; `sideBorder` is what the items widget's border takes on each side.
    func cellWidth(for item: Item, width: Double, layout: Layout, itemCount: Int, sideBorder: Double) -> (width: Double, fixed: Bool)
    /// A line's height before any item of its kind was measured.
    var fallbackLineHeight: Double { get }
    /// The height of the frame round the body (inset aside) before GTK has measured it, from its
    /// lines' total extent, and `typical`: what this presentation's frames that do not follow
    /// their lines measured on this screen so far (nil before any was). What a component outside
    /// the screen's window is assumed to take.
    func estimatedFrameHeight(linesExtent: Double, typical: Double?, layout: Layout, size: Size?) -> Double
    /// The extent of a line whose items give `size.height` (a list's separator adds to it).
    func lineExtent(forItemHeight height: Double) -> Double
    /// The border each side of the items widget, for a component with `side` pixels of window
    /// beside it (a boxed list has one; a list that runs edge to edge none).
    func sideBorder(layout: Layout, side: Double) -> Double
    /// Adjusts the items widget once the component is laid out `width` wide: `side` is the margin
    /// beside a component centred in a wide window, `axis` how its items fall into lines, and
    /// `cellWidth` the width of its first item's view.
    func didLayOut(_ itemsWidget: Container, layout: Layout, width: Double, side: Double, axis: LineAxis,
                   cellWidth: Double?)
    /// Whether the widgets it makes for one component may show another of the same kind and
    /// layout (once it left the screen's window): true when everything in them that differs
    /// between such components is set again from the model (`didLayOut`, its frame's `attach`).
    var widgetsMoveBetweenComponents: Bool { get }
}

extension Presentation {
    public func resolved(_ layout: Layout, width: Double) -> Layout { layout }
    /// Lines stacked down the screen: as tall as they are.
    public func estimatedFrameHeight(linesExtent: Double, typical: Double?, layout: Layout, size: Size?) -> Double {
        linesExtent
    }
    public func lineExtent(forItemHeight height: Double) -> Double { height }
    public func sideBorder(layout: Layout, side: Double) -> Double { 0 }
    public func didLayOut(_ itemsWidget: Container, layout: Layout, width: Double, side: Double, axis: LineAxis,
                          cellWidth: Double?) {}
    public var widgetsMoveBetweenComponents: Bool { false }

    /// A GtkFlowBox for cards: no selection, children as wide as they ask, columns and lines
    /// `layout`'s spacing apart.
    func makeFlowBox(layout: Layout) -> FlowBox {
        let flow = FlowBox()
        flow.selectionMode = .none
        flow.isHomogeneous = false
        flow.columnSpacing = Int(SizeLimits.clampSpacing(layout.itemSpacing))
        flow.rowSpacing = Int(SizeLimits.clampSpacing(layout.lineSpacing))
        // Its natural width is exactly the items of a line: at the start, GTK does not stretch them.
        flow.halign = .start
        flow.valign = .start
        flow.styleClasses.insert("spots-\(name)")
        return flow
    }
}

/// What a presentation puts around a component's body, one per component: the body itself for
/// lists and grids, a strip with its own horizontal scroller, buttons and dots for carousels.
@MainActor
public protocol ComponentFrame: AnyObject {
    /// What the component packs between its header and footer.
    var widget: Widget { get }
    /// The part of the body in view along its lines, when the frame scrolls on its own (nil: the
    /// screen's viewport decides), and the margin realised beyond it on each side.
    var visibleRange: (start: Double, end: Double)? { get }
    var windowMargin: Double { get }
    /// Whether the frame goes round (an endless carousel whose cards do not all fit).
    var wrapsAround: Bool { get }
    /// Puts `layout`'s inset around the body (again when the text direction changed).
    func applyInset(_ inset: Inset, to body: Box)
    /// After the component was laid out; `centred` when it stands in a wider window with space beside it.
    func didLayOut(centred: Bool, inset: Inset, body: Box)
    /// The component's `size` or layout changed in place.
    func sizeChanged(layout: Layout, size: Size?)
    /// Connects the frame to the component it shows: once it is built, and again each time
    /// another component takes its widgets (`widgetsMoveBetweenComponents`).
    func attach(to component: Component)
    /// Scrolls the frame the least that shows the item (realising it); false when the screen's
    /// own scrolling must do it.
    func reveal(itemAt index: Int) -> Bool
    /// Where the frame is in `root` (y and height): what must be in view for any of its items to be.
    func extent(in root: Widget) -> (y: Double, height: Double)?
    /// Names what the frame adds for screen readers (a strip's scroller), as the component is named.
    func applyAccessibleName(_ name: String)
    /// How far the frame has scrolled its body on its own, from the start edge (a carousel's
    /// strip); nil when it does not scroll on its own. Back returns to it.
    var ownScrollPosition: Double? { get }
    /// Its component left the screen's window, and the frame waits for another (`attach` again):
    /// it forgets where it was scrolled and what it showed.
    func prepareForReuse()
    /// Scrolls the body on its own to `value` (from `ownScrollPosition`); false while the frame
    /// cannot reach it yet (not laid out to that extent).
    func restoreOwnScrollPosition(_ value: Double) -> Bool
}

extension ComponentFrame {
    public func applyAccessibleName(_ name: String) {}
    public var ownScrollPosition: Double? { nil }
    public func prepareForReuse() {}
    public func restoreOwnScrollPosition(_ value: Double) -> Bool { true }
}

/// The frame of a component whose body scrolls with the screen (lists and grids): the body itself.
@MainActor
final class PlainFrame: ComponentFrame {
    let body: Box
    init(body: Box) { self.body = body }

    var widget: Widget { body }
    var visibleRange: (start: Double, end: Double)? { nil }
    var windowMargin: Double { 0 }
    var wrapsAround: Bool { false }
    func applyInset(_ inset: Inset, to body: Box) {
        body.setMargins(inset)
    }
    func didLayOut(centred: Bool, inset: Inset, body: Box) {}
    func sizeChanged(layout: Layout, size: Size?) {}
    func attach(to component: Component) {}
    func reveal(itemAt index: Int) -> Bool { false }
    func extent(in root: Widget) -> (y: Double, height: Double)? { nil }
}
