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

/// Told when the user asks for fresh content (Refresh button, Ctrl+R, F5, or a pull past the top).
@MainActor
public protocol RefreshDelegate: AnyObject {
    /// Fetch and show new content, then call `completion` (which ends the spinner).
    func controllerDidRequestRefresh(_ controller: Controller, completion: @escaping @MainActor () -> Void)
}

/// Told when the user scrolls to either end of the screen.
@MainActor
public protocol ScrollDelegate: AnyObject {
    func controllerDidReachBeginning(_ controller: Controller)
    /// Once per growth of the content: reaching the end again fires only after more content arrived.
    func controllerDidReachEnd(_ controller: Controller)
}

extension ScrollDelegate {
    public func controllerDidReachBeginning(_ controller: Controller) {}
    public func controllerDidReachEnd(_ controller: Controller) {}
}

/// Told when a carousel comes to rest.
@MainActor
public protocol CarouselScrollDelegate: AnyObject {
    /// `item` is the first item fully (or mostly) in view.
    func component(_ component: Component, didEndScrollingOn item: Item)
}
