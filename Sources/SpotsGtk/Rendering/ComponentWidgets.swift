import SpotsModel

/// What a component has on screen while the screen's window holds it: its outer box, the items
/// widget and the body around it, the frame its presentation puts round the body, the header and
/// footer views, a collapsible component's accordion, the view of its state and the hover
/// feedback. `Component.build()` makes them (or takes them from `ComponentWidgetPool`);
/// `Component.release` lets them go (or pools them for another component of the same shape).
@MainActor
final class ComponentWidgets {
    /// The component showing its model in these widgets now: signal handlers ask it, not the
    /// component that made them (nil while pooled).
    weak var owner: Component?
    /// The outer box: header, body, footer.
    let box = Box(.vertical)
    /// The presentation's GtkListBox or GtkFlowBox holding the realised items.
    var items: Container { itemParts.itemsWidget }
    /// The items widget between the spacers that stand for unrealised items.
    var body: Box { itemParts.body }
    /// The items widget, its body, spacers and pooled cells (see `ItemWindow`).
    let itemParts: ItemWindow.Parts
    /// The body itself, or a carousel's strip.
    let frame: any ComponentFrame
    var accordion: Accordion?
    var header: (view: any ItemConfigurable, item: Item)?
    var footer: (view: any ItemConfigurable, item: Item)?
    var stateView: StateView?
    var hover: ActionHover?

    init(itemParts: ItemWindow.Parts, frame: any ComponentFrame) {
        self.itemParts = itemParts
        self.frame = frame
    }
}
