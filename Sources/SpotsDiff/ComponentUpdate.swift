import SpotsModel

/// What changed between two versions of the same component (matched by identity, or paired).
public struct ComponentUpdate: Sendable, Hashable {
    /// Kind, layout, identifier or `collapsible` changed: the component's widget must be rebuilt. The other
    /// fields still describe the difference, except `items` and `itemChanges`, which are empty.
    public var requiresReplacement: Bool
    /// The header item differs (ignoring its `index`).
    public var headerChanged: Bool
    /// The footer item differs (ignoring its `index`).
    public var footerChanged: Bool
    public var metaChanged: Bool
    public var interactionChanged: Bool
    /// The component's own `size` request changed (re-layout, the widget is kept).
    public var sizeChanged: Bool
    /// `amountOfItemsToCache` changed: a model-only change (what `cache()` keeps), no widget work.
    public var amountOfItemsToCacheChanged: Bool
    /// `state` or the `states` items changed: the component swaps what it shows, in place.
    public var stateChanged: Bool
    /// The item diff (empty when `requiresReplacement`).
    public var items: Changeset
    /// Keyed by NEW item index, for every update in `items`.
    public var itemChanges: [Int: ItemChange]

    public init(
        requiresReplacement: Bool = false,
        headerChanged: Bool = false,
        footerChanged: Bool = false,
        metaChanged: Bool = false,
        interactionChanged: Bool = false,
        sizeChanged: Bool = false,
        amountOfItemsToCacheChanged: Bool = false,
        stateChanged: Bool = false,
        items: Changeset = Changeset(),
        itemChanges: [Int: ItemChange] = [:]
    ) {
        self.requiresReplacement = requiresReplacement
        self.headerChanged = headerChanged
        self.footerChanged = footerChanged
        self.metaChanged = metaChanged
        self.interactionChanged = interactionChanged
        self.sizeChanged = sizeChanged
        self.amountOfItemsToCacheChanged = amountOfItemsToCacheChanged
        self.stateChanged = stateChanged
        self.items = items
        self.itemChanges = itemChanges
    }

    /// Nothing to do: the two components have equal content (indexes aside).
    public var isEmpty: Bool {
        !requiresReplacement && !headerChanged && !footerChanged && !metaChanged
            && !interactionChanged && !sizeChanged && !amountOfItemsToCacheChanged && !stateChanged && items.isEmpty
    }

    /// Compares two versions of a component. Indexes (the component's, its items', header's and
    /// footer's) are ignored. Item updates are classified with `ItemChange.classify(old:new:)`.
    /// `items`: the items known to be the same at both ends (`TouchedComponents`); only the
    /// ones between are diffed.
    public static func compare(old: ComponentModel, new: ComponentModel,
                               items touched: TouchedComponents.Items = .all) -> ComponentUpdate {
        var update = ComponentUpdate(
            requiresReplacement: old.kind != new.kind || old.layout != new.layout
                || old.identifier != new.identifier || old.interaction.collapsible != new.interaction.collapsible,
            headerChanged: !old.header.isContentEqual(to: new.header),
            footerChanged: !old.footer.isContentEqual(to: new.footer),
            // Accessibility, like meta, is applied in place.
            metaChanged: old.meta != new.meta || old.accessibility != new.accessibility,
            interactionChanged: old.interaction != new.interaction,
            sizeChanged: old.size != new.size,
            amountOfItemsToCacheChanged: old.amountOfItemsToCache != new.amountOfItemsToCache,
            stateChanged: old.state != new.state || !old.states.isContentEqual(to: new.states)
        )
        guard !update.requiresReplacement else { return update }
        let prefix = min(touched.prefix, old.items.count, new.items.count)
        let suffix = min(touched.suffix, old.items.count - prefix, new.items.count - prefix)
        let items = prefix == 0 && suffix == 0
            ? Diff.changeset(from: old.items, to: new.items)
            : Diff.changeset(from: Array(old.items[prefix..<(old.items.count - suffix)]),
                             to: Array(new.items[prefix..<(new.items.count - suffix)])).offset(by: prefix)
        var itemChanges: [Int: ItemChange] = [:]
        itemChanges.reserveCapacity(items.updates.count)
        for change in items.updates {
            itemChanges[change.to] = ItemChange.classify(old: old.items[change.from], new: new.items[change.to])
        }
        update.items = items
        update.itemChanges = itemChanges
        return update
    }
}
