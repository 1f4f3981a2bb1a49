import SpotsModel

/// The difference between two screens: which components are inserted, deleted, moved or kept,
/// and for each kept component whose content differs, what changed inside it.
public struct ScreenChangeset: Sendable, Hashable {
    public var components: Changeset
    /// Keyed by NEW component index, for every update in `components.updates` (matched or paired
    /// components whose content differs); never empty updates.
    public var componentUpdates: [Int: ComponentUpdate]

    public init(components: Changeset = Changeset(), componentUpdates: [Int: ComponentUpdate] = [:]) {
        self.components = components
        self.componentUpdates = componentUpdates
    }

    /// No component inserted, deleted, moved or updated.
    public var isEmpty: Bool {
        components.isEmpty && componentUpdates.isEmpty
    }

    public static func compare(old: [ComponentModel], new: [ComponentModel]) -> ScreenChangeset {
        let components = Diff.changeset(from: old, to: new)
        var updates: [Int: ComponentUpdate] = [:]
        updates.reserveCapacity(components.updates.count)
        for change in components.updates {
            updates[change.to] = ComponentUpdate.compare(old: old[change.from], new: new[change.to])
        }
        return ScreenChangeset(components: components, componentUpdates: updates)
    }

    /// Compares only the `touched` components (and inside each only the items between its
    /// untouched ends); the others are the same by the toucher's word. The same result as
    /// `compare(old:new:)` when that word holds; falls back to it when the components no
    /// longer line up (another count, another identity at a touched index).
    public static func compare(old: [ComponentModel], new: [ComponentModel], touched: TouchedComponents) -> ScreenChangeset {
        guard old.count == new.count else { return compare(old: old, new: new) }
        var changed: [Changeset.Update] = []
        var updates: [Int: ComponentUpdate] = [:]
        for (index, items) in touched.components.sorted(by: { $0.key < $1.key }) {
            guard new.indices.contains(index) else { return compare(old: old, new: new) }
            let before = old[index], after = new[index]
            // The same component as the full diff sees it: one identifier, or none on either and
            // one kind (a deletion and an insertion in one slot pair into an update).
            guard before.identifier == after.identifier, before.identifier != nil || before.kind == after.kind else {
                return compare(old: old, new: new)
            }
            let update = ComponentUpdate.compare(old: before, new: after, items: items)
            guard !update.isEmpty else { continue }
            changed.append(Changeset.Update(from: index, to: index))
            updates[index] = update
        }
        return ScreenChangeset(components: Changeset(updates: changed), componentUpdates: updates)
    }
}
