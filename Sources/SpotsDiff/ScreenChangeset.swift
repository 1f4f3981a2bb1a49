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
}
