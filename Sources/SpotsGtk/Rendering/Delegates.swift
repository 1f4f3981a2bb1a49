import SpotsModel

/// Hears about items being selected and components changing.
@MainActor
public protocol ComponentDelegate: AnyObject {
    /// An item was activated (clicked, or Enter/Space).
    func component(_ component: Component, itemSelected item: Item)
    /// The controller's components were replaced or changed.
    func componentsDidChange(_ components: [Component])
}

extension ComponentDelegate {
    public func component(_ component: Component, itemSelected item: Item) {}
    public func componentsDidChange(_ components: [Component]) {}
}
