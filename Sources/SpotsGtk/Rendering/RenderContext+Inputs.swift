extension RenderContext {
    /// The view context of an item drawn outside a component's items (its header, footer, a
    /// state item, a pinned header's copy): an input there writes its variable like an item's.
    func itemViewContext(componentKind: ComponentKind, style: ItemViewContext.Style = .row,
                         role: ItemViewContext.Role) -> ItemViewContext {
        var viewContext = ItemViewContext(componentKind: componentKind, style: style, role: role, images: images,
                                          onInput: onInput, inputTouches: inputTouches)
        viewContext.onInputActivate = onInputActivate
        return viewContext
    }
}
