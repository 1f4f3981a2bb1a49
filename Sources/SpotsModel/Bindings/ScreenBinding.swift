/// A screen as presented: the components as written, with every `${…}` evaluated against the
/// variables, items and components whose `visible-if` is false left out.
///
/// The model stays as written; what the window draws is derived from it here, so a changed
/// bound value reaches the renderer as a changed item and goes through the diff like any edit.
///
/// The places that bind anything are found once, when the binding is made; presenting again
/// after some variables changed evaluates only the places that read one of them (the others
/// keep their last result), and components without any binding are passed through untouched.
public final class ScreenBinding {
    public private(set) var screen: Screen
    private let sites: [Int: ComponentSite]
    /// Receives the problems of data-bound items found when a view shows them.
    public let lateProblems: BindingProblemSink

    public init(screen: Screen) {
        self.screen = screen
        let lateProblems = BindingProblemSink()
        self.lateProblems = lateProblems
        var sites: [Int: ComponentSite] = [:]
        for (index, component) in screen.components.enumerated() {
            if let site = ComponentSite(component, path: "components[\(index)]", sink: lateProblems) { sites[index] = site }
        }
        self.sites = sites
    }

    /// The binding of `screen`: this binding's screen with the items of the `touched` components
    /// changed (a patch). The other components keep what was found and last presented; a
    /// touched one is looked at again, but an unbound one only between its untouched items.
    public func patched(_ screen: Screen, touched: TouchedComponents) -> ScreenBinding {
        guard screen.components.count == self.screen.components.count else { return ScreenBinding(screen: screen) }
        var sites = sites
        for (index, items) in touched.components where screen.components.indices.contains(index) {
            let component = screen.components[index]
            guard sites[index] != nil || Self.mayBind(component, items: items) else { continue }
            sites[index] = ComponentSite(component, path: "components[\(index)]", sink: lateProblems)
        }
        return ScreenBinding(screen: screen, sites: sites, lateProblems: lateProblems)
    }

    /// Whether an item of `component` between its untouched ends may bind anything.
    public static func mayBind(_ component: ComponentModel, items: TouchedComponents.Items) -> Bool {
        let end = component.items.count - min(items.suffix, component.items.count)
        return component.items[min(items.prefix, end)..<end].contains(where: ItemSite.mayBind)
    }

    private init(screen: Screen, sites: [Int: ComponentSite], lateProblems: BindingProblemSink) {
        self.screen = screen
        self.sites = sites
        self.lateProblems = lateProblems
    }

    /// Lets go of the screen while its owner changes it in place (so its items are not copied);
    /// `patched(_:touched:)` or `restore(_:)` gives it one again.
    public func releaseScreen() { screen = Screen() }

    /// The screen as it was before `releaseScreen()` (a patch that failed and was undone).
    public func restore(_ screen: Screen) { self.screen = screen }

    /// Whether the written component at `index` binds anything (a patch's items there go
    /// through the binding, so the window diffs the whole component).
    public func binds(componentAt index: Int) -> Bool { sites[index] != nil }

    /// Where the written component at `index` is among the presented ones; nil when hidden.
    public func presentedIndex(ofComponentAt index: Int) -> Int? {
        var hidden = 0
        for (site, candidate) in sites where site <= index && candidate.lastShown == false {
            if site == index { return nil }
            hidden += 1
        }
        return index - hidden
    }

    /// Whether anything on the screen binds a variable or has a `visible-if`.
    public var bindsAnything: Bool { !sites.isEmpty }

    /// Every variable the screen's expressions read.
    public var variablesRead: Set<String> {
        sites.values.reduce(into: Set<String>()) { $0.formUnion($1.variables) }
    }

    /// The components to draw for `variables`, and the problems of every expression.
    /// `changed`: the variables changed since the last call (nil: anything may have changed).
    public func present(_ variables: [String: JSONValue], changed: Set<String>? = nil)
        -> (components: [ComponentModel], problems: [BindingProblem]) {
        let presented = presentChanges(variables, changed: changed)
        return (presented.components, presented.problems)
    }

    /// `present(_:changed:)`, and which presented components differ from the last call's
    /// (`touched`; nil when unknown, or when a component was shown or hidden).
    public func presentChanges(_ variables: [String: JSONValue], changed: Set<String>? = nil)
        -> (components: [ComponentModel], problems: [BindingProblem], touched: TouchedComponents?) {
        guard !sites.isEmpty else { return (screen.components, [], changed == nil ? nil : TouchedComponents()) }
        let evaluator = ExpressionEvaluator(scope: variables)
        var components: [ComponentModel] = []
        components.reserveCapacity(screen.components.count)
        var problems: [BindingProblem] = []
        var touched: TouchedComponents? = changed == nil ? nil : TouchedComponents()
        for (index, component) in screen.components.enumerated() {
            guard let site = sites[index] else {
                components.append(component)
                continue
            }
            let shown = site.lastShown
            let evaluated = !site.isCurrent(for: changed)
            let (presented, found) = site.present(component, evaluator, changed: changed)
            problems += found
            if evaluated, touched != nil {
                if shown != (presented != nil) {
                    touched = nil
                } else if presented != nil {
                    touched?.touch(components.count)
                }
            }
            if var presented {
                presented.index = components.count
                components.append(presented)
            }
        }
        return (components, problems, touched)
    }
}

/// A component that binds something, itself or in its items: what it binds, and its last result.
final class ComponentSite {
    let path: String
    private let settings: ItemTemplate?
    private let header: ItemSite?
    private let footer: ItemSite?
    private let states: [(ComponentState, ItemSite)]
    /// The items that bind something, by their written index.
    private let items: [(index: Int, site: ItemSite)]
    /// The items made from `data`, when the component has some.
    private let data: DataSite?
    let variables: Set<String>
    private var last: (component: ComponentModel?, problems: [BindingProblem])?

    init?(_ component: ComponentModel, path: String, sink: BindingProblemSink?) {
        self.path = path
        settings = ItemTemplate(settings: component.expressions)
        header = component.header.flatMap { ItemSite($0, path: path + ".header", sink: sink) }
        footer = component.footer.flatMap { ItemSite($0, path: path + ".footer", sink: sink) }
        states = ComponentState.allCases.compactMap { state in
            component.states[state].flatMap { item in ItemSite(item, path: "\(path).states.\(state.rawValue)", sink: sink).map { (state, $0) } }
        }
        var items: [(Int, ItemSite)] = []
        for (index, item) in component.items.enumerated() where ItemSite.mayBind(item) {
            if let site = ItemSite(item, path: "\(path).items[\(index)]", sink: sink) { items.append((index, site)) }
        }
        self.items = items
        data = component.data.map { DataSite($0, path: path, sink: sink) }
        guard settings != nil || header != nil || footer != nil || !states.isEmpty || !items.isEmpty || data != nil else { return nil }
        var variables = settings?.variables ?? []
        if let data { variables.formUnion(data.variables) }
        for site in [header, footer].compactMap({ $0 }) + states.map(\.1) + self.items.map(\.site) { variables.formUnion(site.variables) }
        self.variables = variables
    }

    /// Whether it was shown the last time it was presented; nil before the first time.
    var lastShown: Bool? { last.map { $0.component != nil } }

    /// Whether the last result stands for variables `changed` since.
    func isCurrent(for changed: Set<String>?) -> Bool {
        guard last != nil, let changed else { return false }
        return variables.isDisjoint(with: changed)
    }

    func present(_ written: ComponentModel, _ evaluator: ExpressionEvaluator, changed: Set<String>?)
        -> (component: ComponentModel?, problems: [BindingProblem]) {
        if let last, isCurrent(for: changed) { return last }
        var component = written
        var problems: [BindingProblem] = []
        if let settings, !settings.apply(to: &component, at: path, evaluator, problems: &problems) {
            // Hidden: its items are not evaluated (their problems show once it is shown).
            last = (nil, problems)
            return (nil, problems)
        }
        if let header, let original = written.header {
            let (item, found) = header.present(original, evaluator, changed: changed)
            component.header = item
            problems += found
        }
        if let footer, let original = written.footer {
            let (item, found) = footer.present(original, evaluator, changed: changed)
            component.footer = item
            problems += found
        }
        for (state, site) in states {
            guard let original = written.states[state] else { continue }
            let (item, found) = site.present(original, evaluator, changed: changed)
            switch state {
            case .empty: component.states.empty = item
            case .loading: component.states.loading = item
            case .error: component.states.error = item
            case .content: break
            }
            problems += found
        }
        if let data {
            let (made, found) = data.present(evaluator)
            component.items = made
            component.data = nil
            problems += found
        }
        var hidden: [Int] = []
        for (index, site) in items {
            let (item, found) = site.present(written.items[index], evaluator, changed: changed)
            problems += found
            if let item { component.items[index] = item } else { hidden.append(index) }
        }
        if !hidden.isEmpty {
            component.items.remove(atOffsets: hidden)
            for position in hidden[0]..<component.items.count { component.items[position].index = position }
        }
        last = (component, problems)
        return (component, problems)
    }
}

/// An item that binds something, itself or in its nested components.
final class ItemSite {
    let path: String
    private let template: ItemTemplate?
    private let children: [(index: Int, site: ComponentSite)]
    let variables: Set<String>
    private var last: (item: Item?, problems: [BindingProblem])?

    /// Whether the item might bind anything, checked before anything is built for it (a large
    /// screen's items mostly do not): a `${` in a string, an expression, or nested components.
    static func mayBind(_ item: Item) -> Bool {
        if ItemTemplate.hasExpression(item.title) || ItemTemplate.hasExpression(item.subtitle)
            || ItemTemplate.hasExpression(item.text) || ItemTemplate.hasExpression(item.kind) {
            return true
        }
        if let action = item.action, ItemTemplate.hasExpression(action) { return true }
        return !item.details.isEmpty
    }

    /// `path` is made only for an item that binds (a large screen's items are mostly looked at
    /// for nothing: its string was most of the time spent on them).
    init?(_ item: Item, path makePath: @autoclosure () -> String, sink: BindingProblemSink?) {
        let template = ItemTemplate(item)
        guard template != nil || !item.children.isEmpty else { return nil }
        let path = makePath()
        self.path = path
        self.template = template
        var children: [(Int, ComponentSite)] = []
        for (index, child) in item.children.enumerated() {
            if let site = ComponentSite(child, path: "\(path).children[\(index)]", sink: sink) { children.append((index, site)) }
        }
        self.children = children
        guard template != nil || !children.isEmpty else { return nil }
        var variables = template?.variables ?? []
        for (_, site) in children { variables.formUnion(site.variables) }
        self.variables = variables
    }

    func present(_ written: Item, _ evaluator: ExpressionEvaluator, changed: Set<String>?) -> (item: Item?, problems: [BindingProblem]) {
        if let last, let changed, variables.isDisjoint(with: changed) { return last }
        var item = written
        var problems: [BindingProblem] = []
        if let template, !template.apply(to: &item, at: path, evaluator, problems: &problems) {
            last = (nil, problems)
            return (nil, problems)
        }
        if !children.isEmpty {
            var hidden: [Int] = []
            for (index, site) in children {
                let (child, found) = site.present(written.children[index], evaluator, changed: changed)
                problems += found
                if let child { item.children[index] = child } else { hidden.append(index) }
            }
            if !hidden.isEmpty {
                item.children.remove(atOffsets: hidden)
                for position in item.children.indices { item.children[position].index = position }
            }
        }
        last = (item, problems)
        return (item, problems)
    }
}

extension Array {
    /// Removes the elements at `offsets` (ascending), in one pass.
    mutating func remove(atOffsets offsets: [Int]) {
        var next = 0
        var kept = 0
        for index in indices {
            if next < offsets.count, offsets[next] == index {
                next += 1
                continue
            }
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        removeLast(count - kept)
    }
}

extension Screen {
    /// The components as first shown: expressions evaluated against the declared variables
    /// (what `spots snapshot` and `inspect` draw).
    public var presentedComponents: [ComponentModel] {
        ScreenBinding(screen: self).present(variablesWithInputs).components
    }
}
