import SpotsModel

/// Inspects a long screen one slice of components at a time, through one set of widgets.
///
/// Building, realising and destroying every component's widgets is what a scan window by window
/// costs (GTK's own C takes 38 s to build and lay out 20,000 sections; ours took 147 s). Here the
/// controller shows one slice, then the next one through the diff as a live reload would: slot
/// `j` of every slice carries the same identifier and its items the identifiers 0, 1, 2…, so the
/// diff keeps the components and rows and rebinds them (labels set) instead of replacing them.
/// Each slice is laid out whole (`realisesEverything`, only a short viewport painted); its frames
/// move down by the height of the slices above, measured by one extra component at each slice's
/// end (the next slice's first). A component's layout in a vertical box does not depend on the
/// components around it, so the result reads as the whole layout would.
@MainActor
enum SlicedInspection {
    /// Components a slice holds.
    static let sliceSize = 48
    /// Slices keep to list-sized components: a slice has a widget for every item it holds, so a
    /// screen with a component larger than this is scanned window by window, where only the
    /// items near the viewport have widgets. (Slice height itself is no limit: a test lays out
    /// slices of 190,000 px.)
    nonisolated static let largestComponent = 100

    /// Whether every component is small enough to lay out whole within a slice (nested
    /// components are laid out with their item, so they count towards it).
    nonisolated static func canSlice(_ models: [ComponentModel]) -> Bool {
        models.allSatisfy { size(of: $0) <= largestComponent }
    }

    nonisolated private static func size(of model: ComponentModel) -> Int {
        model.items.reduce(model.items.count) { total, item in
            total + item.children.reduce(0) { $0 + size(of: $1) }
        }
    }

    /// Lays `models` out in `controller`, `width` pixels wide, a slice at a time; a component
    /// that lays out like one laid out before is placed from it (`RepeatedComponents`).
    static func inspect(_ models: [ComponentModel], in controller: Controller, width: Int,
                        viewportHeight: Int) -> ScreenInspection {
        var inspected: [InspectedComponent] = []
        inspected.reserveCapacity(models.count)
        var renderer: HeadlessRenderer?
        let repeated = RepeatedComponents()
        // The shape of each component followed by the next (the last one's is always nil).
        func shape(_ index: Int) -> RepeatedComponents.Shape? {
            index + 1 < models.count ? RepeatedComponents.shape(of: models[index], next: models[index + 1]) : nil
        }
        // Where component `start` starts in the whole layout.
        var top = 0
        var contentHeight = 0
        var start = 0
        while start < models.count {
            if let shape = shape(start),
               let (component, advance) = repeated.place(models[start], index: start, shape: shape, top: top) {
                inspected.append(component)
                top += advance
                start += 1
                continue
            }
            // A slice up to the next component whose shape was laid out (its titles are checked
            // when its turn comes).
            var end = start + 1
            while end < min(start + sliceSize, models.count) {
                if let shape = shape(end), repeated.knows(shape) { break }
                end += 1
            }
            let shown = min(end + 1, models.count)
            controller.reloadIfNeeded(slotted(models[start..<shown]))
            if let renderer {
                renderer.layOut()
            } else {
                renderer = HeadlessRenderer(controller: controller, width: width, height: viewportHeight,
                                            realisingEverything: true)
            }
            let root = controller.content
            let components = controller.components
            let shift = top - Inspector.frame(of: components[0].widget, in: root).y
            var slice: [InspectedComponent] = []
            for slot in 0..<(shown - start) {
                var component = Inspector.inspect(components[slot], in: root, offset: shift)
                component.index = start + slot
                component.identifier = models[start + slot].identifier
                slice.append(component)
            }
            for slot in 0..<(end - start) {
                inspected.append(slice[slot])
                // Not the slice's first or last child: style rules may single those out.
                if slot > 0, slot + 1 < slice.count, let shape = shape(start + slot) {
                    repeated.record(components[slot], as: slice[slot], shape: shape,
                                    advance: slice[slot + 1].frame.y - slice[slot].frame.y)
                }
            }
            if shown > end {
                top = slice[end - start].frame.y
            } else {
                contentHeight = shift + max(1, root.preferredHeight(forWidth: width).natural)
            }
            start = end
        }
        withExtendedLifetime(renderer) {}
        return ScreenInspection(width: width, contentHeight: contentHeight, components: inspected)
    }

    /// The slice with the identifiers that make the diff rebind the last slice's widgets: each
    /// component its slot's, each item its position. A component whose items are hidden keeps an
    /// identifier of its own, so it is built afresh as the whole layout builds it: rebound, it
    /// would keep the last slice's item widgets, where a new one has none.
    private static func slotted(_ slice: ArraySlice<ComponentModel>) -> [ComponentModel] {
        slice.enumerated().map { slot, model in
            var model = model
            if hidesItems(model) {
                model.identifier = "spots-inspection-fresh-\(slice.startIndex + slot)"
                return model
            }
            model.identifier = "spots-inspection-slot-\(slot)"
            for index in model.items.indices { model.items[index].identifier = .number(index) }
            return model
        }
    }

    /// Whether `model` or a component nested in it is closed or shows a state instead of items.
    nonisolated static func hidesItems(_ model: ComponentModel) -> Bool {
        (model.interaction.collapsible && model.interaction.collapsed)
            || (model.state ?? .content) != .content
            || model.items.contains { item in item.children.contains(where: hidesItems) }
    }
}
