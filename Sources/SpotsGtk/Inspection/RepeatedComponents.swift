import SpotsModel

/// The frames of components `SlicedInspection` has laid out, for later components that lay out
/// the same way, so that those are placed without building and laying out their widgets again.
///
/// Long screens repeat themselves: 20,000 components of three cards differ in their identifiers
/// and titles, and are otherwise a handful of shapes. A component lays out like one laid out
/// before when everything but its identifiers and titles is equal (the component after it too:
/// where that one starts is where this one ends), and every title shows on one line in the width
/// the earlier one's title had, at the same line height, measured by Pango in the label's font
/// and style (`TextProbe`). A title that fits on one line takes that line's height whatever its
/// text, and wrapping or not it asks for no more width than it has. Components with nested
/// components, states, closing, sticky headers, bound settings, footers or views other than the
/// default ones are always laid out.
@MainActor
final class RepeatedComponents {
    /// What two components must share to lay out alike, besides their titles.
    struct Shape: Hashable, Sendable {
        var component: ComponentModel
        /// The component after it.
        var next: ComponentModel
    }

    /// A title laid out on one line: another fits where its text is at most `width` wide on one
    /// line, at `height`.
    @MainActor
    private struct TitleLine {
        let probe: TextProbe
        let width: Int
        let height: Int

        /// `label`'s line, when GTK laid `title` out on one line, unshortened.
        init?(_ label: Label, title: String) {
            guard label.isVisible, label.displayedLines.count == 1, !label.isEllipsized,
                  let probe = TextProbe(label) else { return nil }
            let line = probe.size(of: title)
            let width = label.allocation.width - label.horizontalTextFrameWidth
            guard line.width <= width else { return nil }
            self.probe = probe
            self.width = width
            height = line.height
        }

        /// An item's title line, when its texts laid `title` out on one line, unshortened.
        init?(_ texts: ItemTexts, title: String) {
            guard texts.lines(of: .title).count == 1, !texts.isEllipsized(.title),
                  let probe = TextProbe(texts, paragraph: .title) else { return nil }
            let line = probe.size(of: title)
            let width = texts.lineWidth(of: .title)
            guard line.width <= width else { return nil }
            self.probe = probe
            self.width = width
            height = line.height
        }

        func fits(_ title: String) -> Bool {
            // Plain text surely narrower than the line, each character at the line's height.
            if let bound = probe.widthBound(of: title, lineHeight: height), bound <= width { return true }
            let line = probe.size(of: title)
            return line.width <= width && line.height == height
        }
    }

    private struct Laid {
        /// Frames from the component's top.
        var inspection: InspectedComponent
        /// From its top to the next component's.
        var advance: Int
        var header: TitleLine?
        var items: [TitleLine]
    }

    /// Shapes kept at most (a screen of as many different shapes gains little from them).
    static let limit = 256
    private var laid: [Shape: Laid] = [:]

    /// The shape of `model` followed by `next`; nil when `model` is always laid out.
    static func shape(of model: ComponentModel, next: ComponentModel) -> Shape? {
        guard placeable(model) else { return nil }
        return Shape(component: untitled(model), next: untitled(next))
    }

    /// Whether a component of `shape` was laid out.
    func knows(_ shape: Shape) -> Bool { laid[shape] != nil }

    /// `model` at `index`, with its top at `top`, and how far the next component starts below
    /// it, when a component of its shape was laid out and every title fits as that one's did.
    func place(_ model: ComponentModel, index: Int, shape: Shape, top: Int) -> (InspectedComponent, advance: Int)? {
        guard let laid = laid[shape] else { return nil }
        if let line = laid.header, let header = model.header, !line.fits(header.title) { return nil }
        for (item, line) in zip(model.items, laid.items) where !line.fits(item.title) { return nil }
        var inspection = laid.inspection
        inspection.index = index
        inspection.identifier = model.identifier
        inspection.frame.y += top
        if let header = model.header { inspection.header?.title = header.title }
        inspection.header?.frame.y += top
        for slot in inspection.items.indices {
            inspection.items[slot].title = model.items[slot].title
            inspection.items[slot].frame.y += top
        }
        return (inspection, laid.advance)
    }

    /// Keeps what `component` (of `shape`) laid out as, `advance` above the next component.
    func record(_ component: Component, as inspection: InspectedComponent, shape: Shape, advance: Int) {
        guard laid[shape] == nil, laid.count < Self.limit, component.cells.count == shape.component.items.count
        else { return }
        var header: TitleLine?
        if let (view, item) = component.header {
            guard let view = view as? HeaderView, let line = TitleLine(view.titleLabel, title: item.title) else { return }
            header = line
        }
        var items: [TitleLine] = []
        for cell in component.cells {
            guard let view = cell.view as? DefaultItemView, let line = TitleLine(view.itemTexts, title: cell.item.title)
            else { return }
            items.append(line)
        }
        let top = inspection.frame.y
        var relative = inspection
        relative.frame.y -= top
        relative.header?.frame.y -= top
        for slot in relative.items.indices { relative.items[slot].frame.y -= top }
        laid[shape] = Laid(inspection: relative, advance: advance, header: header, items: items)
    }

    /// Whether `model` can be placed from another's layout: nothing in it lays out by more than
    /// its model and its titles' lines.
    static func placeable(_ model: ComponentModel) -> Bool {
        guard model.footer == nil, model.layout.headerMode != .sticky, !model.interaction.collapsible,
              (model.state ?? .content) == .content, model.expressions.isEmpty, model.data == nil,
              model.header.map({ $0.expressions.isEmpty && oneLine($0.title) }) ?? true
        else { return false }
        // A remote image may arrive between two components and show in one and not the other.
        return model.items.allSatisfy { item in
            item.children.isEmpty && item.expressions.isEmpty && oneLine(item.title) && !item.image.contains("://")
        }
    }

    /// Titles that can show on one line: not empty (a hidden label), no line break, read left
    /// to right (a wrapping right-to-left title aligns otherwise), no word too long to wrap.
    private static func oneLine(_ title: String) -> Bool {
        !title.isEmpty && !title.contains(where: \.isNewline) && TextStack.readsLeftToRight(title)
            && !TextStack.hasOverlongWord(title)
    }

    /// `model` without what does not decide its layout: identifiers, position and titles.
    private static func untitled(_ model: ComponentModel) -> ComponentModel {
        var model = model
        model.identifier = nil
        model.index = 0
        model.header?.identifier = nil
        model.header?.title = ""
        for slot in model.items.indices {
            model.items[slot].identifier = nil
            model.items[slot].title = ""
        }
        return model
    }
}
