import SpotsDiff
import SpotsModel

/// Components stacked in a vertical box: the controller's screen, or an item's nested children.
///
/// `update(to:)` diffs the shown models against new ones and edits only what changed:
/// components added, removed or moved are created, destroyed or moved; a change of kind,
/// layout or identity replaces that one component; anything else is updated in place.
@MainActor
final class ComponentStack {
    let box: Box
    private(set) var components: [Component] = []
    var context: RenderContext
    private(set) var layoutWidth: Double?

    init(box: Box, context: RenderContext) {
        self.box = box
        self.context = context
    }

    var models: [ComponentModel] { components.map(\.model) }

    /// Replaces every component (a hard reload).
    func rebuild(_ models: [ComponentModel], counters: inout UpdateCounters) {
        for component in components {
            counters.componentsDestroyed += 1
            counters.destroyed += component.cellCount
            box.remove(component.widget)
        }
        components = models.enumerated().map { index, model in
            let component = makeComponent(model, index: index, counters: &counters)
            box.packStart(component.widget)
            return component
        }
        if let layoutWidth { layout(width: layoutWidth) }
    }

    /// Shows `models`, touching only the components and items that changed.
    func update(to models: [ComponentModel], counters: inout UpdateCounters) {
        // As declared: an accordion the user opened or closed is not a change of the screen.
        let changes = ScreenChangeset.compare(old: components.map(\.declaredModel), new: models)
        guard !changes.isEmpty else {
            renumber(models)
            return
        }
        let placement = ChangesetPlacement(changes.components, oldCount: components.count, newCount: models.count)
        let old = components
        let deleted = Set(changes.components.deletions)
        for index in placement.removals {
            box.remove(old[index].widget)
            if deleted.contains(index) {
                counters.componentsDestroyed += 1
                counters.destroyed += old[index].cellCount
            } else {
                counters.componentsMoved += 1
            }
        }
        var result: [Component] = []
        result.reserveCapacity(models.count)
        var fresh = Set<Int>()
        for (index, source) in placement.sources.enumerated() {
            switch source {
            case .inserted:
                result.append(makeComponent(models[index], index: index, counters: &counters))
                fresh.insert(index)
            case .moved(let from), .kept(let from):
                result.append(old[from])
            }
        }
        for index in placement.placements {
            insert(result[index].widget, at: index)
        }
        for (index, update) in changes.componentUpdates.sorted(by: { $0.key < $1.key }) where !fresh.contains(index) {
            if update.requiresReplacement {
                let replaced = result[index]
                counters.componentsDestroyed += 1
                counters.destroyed += replaced.cellCount
                box.remove(replaced.widget)
                result[index] = makeComponent(models[index], index: index, counters: &counters)
                insert(result[index].widget, at: index)
                fresh.insert(index)
            } else {
                counters.componentsUpdated += 1
                result[index].apply(update, model: models[index], counters: &counters)
            }
        }
        components = result
        renumber(models)
        if let layoutWidth {
            for index in fresh { components[index].layout(width: layoutWidth) }
        }
    }

    func layout(width: Double) {
        layoutWidth = width
        for component in components { component.layout(width: width) }
    }

    /// Realises what `viewport` (y range in `root`) shows in every component, plus `margin`.
    @discardableResult
    func updateWindow(viewport: (top: Double, bottom: Double), margin: Double, root: Widget,
                      counters: inout UpdateCounters) -> Bool {
        var changed = false
        for component in components
        where component.updateWindow(viewport: viewport, margin: margin, root: root, counters: &counters) {
            changed = true
        }
        return changed
    }

    /// Realises every item of every component, nested ones included (after `mode` changed).
    func realiseEverything() {
        for component in components { component.realiseEverything() }
    }

    private func makeComponent(_ model: ComponentModel, index: Int, counters: inout UpdateCounters) -> Component {
        var numbered = model
        numbered.index = index
        let component = Component(model: numbered, context: context)
        counters.componentsCreated += 1
        counters.created += component.cellCount
        component.widget.showAll()
        return component
    }

    private func insert(_ widget: Widget, at index: Int) {
        box.packStart(widget)
        box.reorder(widget, to: index)
        widget.showAll()
    }

    private func renumber(_ models: [ComponentModel]) {
        for (index, component) in components.enumerated() where component.model.index != index {
            component.setIndex(index)
        }
    }
}
