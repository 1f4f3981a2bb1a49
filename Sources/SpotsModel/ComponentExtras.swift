/// The fields of a component that most components leave at their defaults: footer, meta, size,
/// cache limit, state and state items, accessibility, bound settings and data.
///
/// They live in one copy-on-write box, and a component that sets none of them holds no box at
/// all (one nil reference) in place of about 400 bytes of fields. A screen's components are
/// copied whole several times while it opens (the screen, the session's models, the
/// controller's components), so 20,000 components took megabytes per copy. Two values with the
/// same box compare equal without reading it.
public struct ComponentExtras: Hashable, Sendable {
    struct Values: Hashable, Sendable {
        var footer: Item?
        var meta: [String: JSONValue] = [:]
        var size: Size?
        var amountOfItemsToCache = 0
        var state: ComponentState?
        var states = ComponentStates()
        var accessibility = Accessibility()
        var expressions: [BoundSetting: String] = [:]
        var data: ItemData?

        var isDefault: Bool {
            footer == nil && meta.isEmpty && size == nil && amountOfItemsToCache == 0 && state == nil && states.isEmpty
                && accessibility.isEmpty && expressions.isEmpty && data == nil
        }
    }

    /// Written only while uniquely referenced (see `values`), hence `@unchecked Sendable`.
    final class Box: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    /// Nil exactly when every field has its default (kept so by every write), which is what lets
    /// `==` and `hash(into:)` treat nil as "all defaults" without building the values.
    private var box: Box?

    /// Every field at its default (no box).
    public init() {
        box = nil
    }

    public init(footer: Item? = nil, meta: [String: JSONValue] = [:], size: Size? = nil, amountOfItemsToCache: Int = 0,
                state: ComponentState? = nil, states: ComponentStates = ComponentStates(), accessibility: Accessibility = Accessibility()) {
        let values = Values(footer: footer, meta: meta, size: size, amountOfItemsToCache: amountOfItemsToCache, state: state,
                            states: states, accessibility: accessibility)
        box = values.isDefault ? nil : Box(values)
    }

    /// The fields; a write copies a shared box first and drops a box left at the defaults.
    private var values: Values {
        get { box?.values ?? Values() }
        _modify {
            // The work after the write is deferred so that it also runs when the writer throws.
            guard box != nil else {
                // Writing defaults over defaults (say `component.meta = [:]`) allocates nothing.
                var written = Values()
                defer { if !written.isDefault { box = Box(written) } }
                yield &written
                return
            }
            if !isKnownUniquelyReferenced(&box) { box = Box(box!.values) }
            defer { if box!.values.isDefault { box = nil } }
            yield &box!.values
        }
    }

    public var footer: Item? {
        get { box?.values.footer }
        _modify { yield &values.footer }
    }

    public var meta: [String: JSONValue] {
        get { box?.values.meta ?? [:] }
        _modify { yield &values.meta }
    }

    public var size: Size? {
        get { box?.values.size }
        _modify { yield &values.size }
    }

    public var amountOfItemsToCache: Int {
        get { box?.values.amountOfItemsToCache ?? 0 }
        _modify { yield &values.amountOfItemsToCache }
    }

    public var state: ComponentState? {
        get { box?.values.state }
        _modify { yield &values.state }
    }

    public var states: ComponentStates {
        get { box?.values.states ?? ComponentStates() }
        _modify { yield &values.states }
    }

    public var accessibility: Accessibility {
        get { box?.values.accessibility ?? Accessibility() }
        _modify { yield &values.accessibility }
    }

    public var expressions: [BoundSetting: String] {
        get { box?.values.expressions ?? [:] }
        _modify { yield &values.expressions }
    }

    public var data: ItemData? {
        get { box?.values.data }
        _modify { yield &values.data }
    }

    /// Every field at its default.
    public var isEmpty: Bool { box == nil }

    public static func == (lhs: ComponentExtras, rhs: ComponentExtras) -> Bool {
        switch (lhs.box, rhs.box) {
        case (nil, nil): return true
        case let (left?, right?): return left === right || left.values == right.values
        default: return false // one at the defaults, the other not
        }
    }

    public func hash(into hasher: inout Hasher) {
        if let box {
            hasher.combine(true)
            hasher.combine(box.values)
        } else {
            hasher.combine(false)
        }
    }
}
