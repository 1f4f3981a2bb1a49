/// What every component of one screen shares: registries, images and the nesting depth.
@MainActor
struct RenderContext {
    var views: ViewRegistry
    var kinds: ComponentRegistry
    var images: ImageLoader
    var depth: Int = 0
    /// Called when an item (at any depth) is activated.
    var onActivate: (@MainActor (Component, ItemCell) -> Void)?
    /// Called when a carousel comes to rest, with the item in view.
    var onCarouselSettled: (@MainActor (Component, ItemCell) -> Void)?

    func nested() -> RenderContext {
        var copy = self
        copy.depth += 1
        return copy
    }
}
