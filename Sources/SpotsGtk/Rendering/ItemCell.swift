import SpotsDiff
import SpotsModel

/// One item on screen: its GTK row or flow-box child, its view, and any nested components.
@MainActor
public final class ItemCell {
    public private(set) var item: Item
    public private(set) var view: any ItemConfigurable
    /// True when the item's kind was not registered and the default view stands in.
    public private(set) var usesFallbackView: Bool
    /// The GtkListBoxRow or GtkFlowBoxChild placed in the component.
    public let container: Bin
    /// The view and its nested components: the item's own frame (rows add a separator line).
    public let content = Box(.vertical)
    /// Components nested in the item (`item.children`).
    public var children: [Component] { childStack?.components ?? [] }
    /// Made when the item first has children: most items have none, and an empty box per item
    /// is a widget GTK would style and measure for nothing.
    private(set) var childStack: ComponentStack?
    /// Made when the item's submit is first on its way: most items send nothing.
    private(set) var submitStatus: SubmitStatusView?
    let presentation: any Presentation
    let componentKind: ComponentKind
    private let context: RenderContext
    private var layoutWidth: (width: Double, fixed: Bool)?
    /// False from the moment the cell is placed at another index until GTK lays it out again:
    /// until then its allocation is where it stood before (a pooled cell's, its previous item's).
    var isLaidOut = false
    /// False once the window has measured the cell, until it shows another item or version, is
    /// laid out again, or gets parts whose size may change on their own (see `didMeasure`).
    private(set) var needsMeasuring = true

    /// The window asked GTK for the cell's height: it is asked again after the next change, or
    /// on every pass when the cell has parts that may change size on their own (nested
    /// components, a submit's progress, a view that does not say its size follows its item).
    func didMeasure() {
        needsMeasuring = childStack != nil || submitStatus != nil || !view.sizeFollowsItemAndWidth
    }

    /// The window changed the cell's style (a class of its own): its size may follow.
    func styleChanged() {
        needsMeasuring = true
    }

    init(item: Item, presentation: any Presentation, componentKind: ComponentKind, context: RenderContext) {
        self.presentation = presentation
        self.componentKind = componentKind
        self.context = context
        self.item = item
        let made = Self.makeView(for: item, presentation: presentation, componentKind: componentKind, context: context)
        view = made.view
        usesFallbackView = made.isFallback
        container = presentation.makeItemContainer()
        content.packStart(view.widget, expand: true)
        container.add(content)
        container.styleClasses.insert("spots-item")
        applyKindClass(nil, item.kind)
        show(item)
        if !item.children.isEmpty {
            var ignored = UpdateCounters()
            makeChildStack().rebuild(item.children, counters: &ignored)
            nameChildren()
        }
    }

    private func makeChildStack() -> ComponentStack {
        if let childStack { return childStack }
        let childrenBox = Box(.vertical)
        childrenBox.styleClasses.insert("spots-item-children")
        content.packStart(childrenBox)
        childrenBox.show()
        let stack = ComponentStack(box: childrenBox, context: context.nested())
        stack.move(to: childrenPlace)
        if let layoutWidth { stack.layout(width: layoutWidth.width) }
        childStack = stack
        needsMeasuring = true
        return stack
    }

    /// Where the components nested in the item are in the screen (see `PlaceKey`).
    private var childrenPlace: String { PlaceKey.children(of: item, in: context.owner?.value ?? "") }

    /// Shows `children`, diffing them against the nested components shown, at the item's place:
    /// a recycled cell's accordions open and close as the user left the new item's.
    private func showChildren(_ children: [ComponentModel], counters: inout UpdateCounters) {
        childStack?.move(to: childrenPlace)
        defer { nameChildren() }
        guard children != (childStack?.models ?? []) else { return }
        makeChildStack().update(to: children, counters: &counters)
    }

    /// Shows a new version of the item. Soft and medium changes reconfigure the view in place
    /// (GTK re-lays out a medium change from the new size request); a hard change builds a
    /// new view for the new kind.
    func update(to newItem: Item, change: ItemChange, counters: inout UpdateCounters) {
        let oldKind = item.kind
        if change == .hard {
            let made = Self.makeView(for: newItem, presentation: presentation, componentKind: componentKind, context: context)
            content.remove(view.widget)
            view = made.view
            viewHeightImposed = false
            usesFallbackView = made.isFallback
            content.packStart(view.widget, expand: true)
            content.reorder(view.widget, to: 0)
            view.widget.showAll()
            applyKindClass(oldKind, newItem.kind)
            counters.created += 1
            counters.destroyed += 1
        } else {
            counters.reconfigured += 1
        }
        show(newItem)
        showChildren(newItem.children, counters: &counters)
        if let layoutWidth { layout(width: layoutWidth.width, fixedWidth: layoutWidth.fixed) }
    }

    func setIndex(_ index: Int) {
        item.index = index
    }

    /// Shows another item of the same kind in this cell: a view leaving the window is
    /// reconfigured for the item entering it instead of being built anew.
    func reuse(for newItem: Item) {
        show(newItem)
        var ignored = UpdateCounters()
        showChildren(newItem.children, counters: &ignored)
    }

    /// Lays the view and its nested components out `width` pixels wide; `fixedWidth`
    /// makes that the view's size request (grids and carousels).
    func layout(width: Double, fixedWidth: Bool) {
        needsMeasuring = true
        layoutWidth = (width, fixedWidth)
        content.setSizeRequest(width: fixedWidth ? Int(width) : -1, height: requestedHeight)
        // A fixed-width item keeps its width even where GTK offers a wider cell.
        content.halign = fixedWidth ? .start : .fill
        view.layout(width: width)
        childStack?.layout(width: width)
    }

    private func show(_ written: Item) {
        needsMeasuring = true
        // A data-bound item's strings are bound here, when it is shown (only realised rows are).
        let newItem = written.presented()
        applyMetaStyle(old: item, new: newItem)
        item = newItem
        // The item's `size.height` first: a view that sizes itself in `configure` has the last word.
        if requestedHeight >= 0 {
            view.widget.setSizeRequest(width: -1, height: requestedHeight)
            viewHeightImposed = true
        } else if viewHeightImposed {
            view.widget.setSizeRequest(width: -1, height: -1)
            viewHeightImposed = false
        }
        view.configure(with: newItem)
        // A view whose control takes the focus (an input) leaves its row out of the keyboard order.
        container.canFocus = view.focusWidget == nil
        if ActionHover.isActionable(newItem) {
            container.styleClasses.insert(ActionHover.actionableClass)
        } else {
            container.styleClasses.remove(ActionHover.actionableClass)
        }
        applyAccessibility()
        showSubmitProgress()
    }

    /// The progress of the submit the item sends: a spinner and "Sending…", or the reason it
    /// failed with Retry, under the item and read with it.
    func showSubmitProgress() {
        let progress = context.submitProgress.progress(of: item)
        guard progress != nil || submitStatus != nil else { return }
        let status = submitStatus ?? makeSubmitStatus()
        if let said = status.show(progress) {
            container.accessibleObject?.description = said
        } else {
            applyAccessibility()
        }
    }

    private func makeSubmitStatus() -> SubmitStatusView {
        let status = SubmitStatusView { [weak self, context] in
            guard let submission = self?.item.submission else { return }
            context.submitProgress.onRetry?(submission)
        }
        content.packStart(status.widget)
        content.reorder(status.widget, to: 1)
        submitStatus = status
        needsMeasuring = true
        return status
    }

    /// Whether the view's widget has a height request from an item's `size.height` (which the
    /// next item without one takes away again); a view's own request is left alone otherwise.
    private var viewHeightImposed = false

    /// `size.height` as a size request (-1: the view's own height); the layer clamps it for GTK.
    private var requestedHeight: Int {
        guard let height = item.size.height, height.isFinite else { return -1 }
        return Int(max(0, min(height, Double(Int32.max))))
    }

    private func applyKindClass(_ old: String?, _ new: String) {
        if let old, !old.isEmpty { container.styleClasses.remove("spots-item-\(StyleClass.sanitize(old))") }
        if !new.isEmpty { container.styleClasses.insert("spots-item-\(StyleClass.sanitize(new))") }
    }

    /// `meta.style` becomes a style class of the item, for stylesheets.
    private func applyMetaStyle(old: Item?, new: Item) {
        if case .string(let style)? = old?.meta["style"] { container.styleClasses.remove(StyleClass.sanitize(style)) }
        if case .string(let style)? = new.meta["style"] { container.styleClasses.insert(StyleClass.sanitize(style)) }
    }

    private static func makeView(for item: Item, presentation: any Presentation, componentKind: ComponentKind,
                                 context: RenderContext) -> (view: any ItemConfigurable, isFallback: Bool) {
        var viewContext = ItemViewContext(componentKind: componentKind, style: presentation.itemStyle, role: .item,
                                          images: context.images, onInput: context.onInput, inputTouches: context.inputTouches)
        viewContext.onInputActivate = context.onInputActivate
        return context.views.makeView(kind: item.kind, context: viewContext)
    }
}

/// Turning free text (kinds, meta styles) into safe CSS class names.
enum StyleClass {
    static func sanitize(_ name: String) -> String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
