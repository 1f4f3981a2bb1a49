/// What one update did to the widget tree: the measure of "touch only what changed".
public struct UpdateCounters: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Item views built (new items, and the new view of a hard update).
    public var created = 0
    /// Item views destroyed (removed items, and the old view of a hard update).
    public var destroyed = 0
    /// Item views moved to another position.
    public var moved = 0
    /// Item views reconfigured in place (soft and medium updates).
    public var reconfigured = 0
    /// Components built, destroyed (including replaced ones), moved, or updated in place.
    public var componentsCreated = 0
    public var componentsDestroyed = 0
    public var componentsMoved = 0
    public var componentsUpdated = 0

    public init() {}

    /// True when the update touched no widget at all.
    public var isEmpty: Bool { self == UpdateCounters() }

    public var description: String {
        "items: \(created) created, \(destroyed) destroyed, \(moved) moved, \(reconfigured) reconfigured; "
            + "components: \(componentsCreated) created, \(componentsDestroyed) destroyed, "
            + "\(componentsMoved) moved, \(componentsUpdated) updated in place"
    }

    static func += (lhs: inout UpdateCounters, rhs: UpdateCounters) {
        lhs.created += rhs.created
        lhs.destroyed += rhs.destroyed
        lhs.moved += rhs.moved
        lhs.reconfigured += rhs.reconfigured
        lhs.componentsCreated += rhs.componentsCreated
        lhs.componentsDestroyed += rhs.componentsDestroyed
        lhs.componentsMoved += rhs.componentsMoved
        lhs.componentsUpdated += rhs.componentsUpdated
    }
}
