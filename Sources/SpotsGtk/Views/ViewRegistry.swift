import SpotsModel

/// Maps `item.kind` to the view that shows it, with a default for every other kind.
@MainActor
public final class ViewRegistry {
    public typealias Factory = @MainActor (ItemViewContext) -> any ItemConfigurable

    /// The registry components use unless given another.
    public static let shared = ViewRegistry()

    private var factories: [String: Factory] = [:]
    private var defaultFactory: Factory?
    private var headerFactory: Factory = { HeaderView(context: $0) }
    /// Asked for kinds this registry does not know (a screen's templates sit on top of the shared registry).
    public let parent: ViewRegistry?

    public init(parent: ViewRegistry? = nil) {
        self.parent = parent
    }

    /// Shows items whose `kind` is `identifier` with `view`.
    public func register(view: any ItemConfigurable.Type, identifier: String) {
        factories[identifier] = { view.init(context: $0) }
    }

    /// Shows items whose `kind` is `identifier` with views made by `factory`.
    public func register(identifier: String, factory: @escaping Factory) {
        factories[identifier] = factory
    }

    /// The view for items with an empty or unregistered kind.
    public func register(defaultView view: any ItemConfigurable.Type) {
        defaultFactory = { view.init(context: $0) }
    }

    public func isRegistered(_ identifier: String) -> Bool {
        factories[identifier] != nil || parent?.isRegistered(identifier) == true || InputField.Kind(rawValue: identifier) != nil
    }

    /// A new view for `kind`; `isFallback` tells when the kind was not registered.
    public func makeView(kind: String, context: ItemViewContext) -> (view: any ItemConfigurable, isFallback: Bool) {
        if let factory = factory(for: kind) {
            return (factory(context), false)
        }
        // Input kinds have a built-in view unless an app registered its own for the name.
        if InputField.Kind(rawValue: kind) != nil { return (InputItemView(context: context), false) }
        let fallback = context.role == .item ? (defaultItemFactory ?? { DefaultItemView(context: $0) }) : headerFactory
        return (fallback(context), !kind.isEmpty)
    }

    private func factory(for kind: String) -> Factory? {
        factories[kind] ?? parent?.factory(for: kind)
    }

    private var defaultItemFactory: Factory? {
        defaultFactory ?? parent?.defaultItemFactory
    }
}
