import SpotsModel

/// What a component has on screen while the screen's window holds it: its outer box, the items
/// widget and the body around it, the frame its presentation puts round the body, the header and
/// footer views, a collapsible component's accordion, the view of its state and the hover
/// feedback. `Component.build()` makes them; `Component.release` lets them go.
@MainActor
final class ComponentWidgets {
    /// The outer box: header, body, footer.
    let box = Box(.vertical)
    /// The presentation's GtkListBox or GtkFlowBox holding the realised items.
    let items: Container
    /// The items widget between the spacers that stand for unrealised items.
    let body: Box
    /// The body itself, or a carousel's strip.
    let frame: any ComponentFrame
    var accordion: Accordion?
    var header: (view: any ItemConfigurable, item: Item)?
    var footer: (view: any ItemConfigurable, item: Item)?
    var stateView: StateView?
    var hover: ActionHover?

    init(items: Container, body: Box, frame: any ComponentFrame) {
        self.items = items
        self.body = body
        self.frame = frame
    }
}
