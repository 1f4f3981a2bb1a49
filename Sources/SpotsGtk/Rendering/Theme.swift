
/// Spots' default look, built on the GTK theme's own colours so it follows light and dark.
@MainActor
enum Theme {
    static let css = """
    .spots-content { background-color: @theme_bg_color; }
    .spots-list {
        background-color: @theme_base_color;
        border: 1px solid alpha(@borders, 0.7);
        border-radius: 10px;
    }
    .spots-list.spots-list-flush { border-left: none; border-right: none; border-radius: 0; }
    .spots-list.spots-list-flush > row { border-radius: 0; }
    .spots-list > row { padding: 0; border-bottom: 1px solid alpha(@borders, 0.45); }
    /* The list's ends by class: rows are recycled, so a row's place among its siblings says nothing. */
    .spots-list > row.spots-last-item { border-bottom: none; border-radius: 0 0 10px 10px; }
    .spots-list > row.spots-first-item { border-radius: 10px 10px 0 0; }
    .spots-list > row.spots-first-item.spots-last-item { border-radius: 10px; }
    /* The rows that reserve the extent of unrealised items: exactly as tall as they are told. */
    .spots-list > row.spots-spacer, .spots-grid > flowboxchild.spots-spacer {
        padding: 0; border: none; min-height: 0; min-width: 0; background: none;
    }
    .spots-grid, .spots-carousel { background-color: transparent; }
    .spots-grid > flowboxchild, .spots-carousel > flowboxchild {
        padding: 0; border-radius: 12px; background: none;
    }
    /* Focus rings (drawn once the keyboard is used): solid, in the accent colour lifted towards the
       text colour until it stands out at least 3.5:1 (ContrastStyle: light, dark and high-contrast
       themes alike); inside the card, where no scroller clips them. */
    .spots-list > row:focus {
        outline-style: solid; outline-width: 2px; outline-color: @spots_focus_ring;
        outline-offset: -3px; -gtk-outline-radius: 7px;
    }
    .spots-grid > flowboxchild:focus, .spots-carousel > flowboxchild:focus {
        outline-style: solid; outline-width: 3px; outline-color: @spots_focus_ring;
        outline-offset: -3px; -gtk-outline-radius: 12px;
    }
    .spots-carousel-scroller, .spots-carousel-scroller > viewport { background: none; border: none; }
    .spots-card {
        background-color: @theme_base_color;
        border-radius: 12px;
        border: 1px solid alpha(@borders, 0.6);
    }
    /* Towards the text colour: darker in light themes, lighter in dark ones (shade() only darkened,
       invisibly so on a dark card). */
    .spots-actionable:hover .spots-card,
    .spots-actionable.spots-hovered .spots-card { background-color: mix(@theme_base_color, @theme_fg_color, 0.05); }
    .spots-list > row:not(.spots-actionable):hover,
    .spots-list > row:not(.spots-actionable):active { background-color: transparent; }
    .spots-row { padding: 10px 14px; }
    .spots-input { padding: 10px 14px; }
    .spots-input-label { font-weight: bold; }
    .spots-input-hint { opacity: 0.68; font-size: 0.92em; }
    .spots-input-error { color: @error_color; font-weight: bold; }
    .spots-input-multiline { border: 1px solid @borders; border-radius: 5px; padding: 4px; background-color: @theme_base_color; }
    .spots-card-body { padding: 10px 12px 12px 12px; }
    .spots-title { font-weight: bold; }
    .spots-card .spots-title { font-size: 1.05em; }
    .spots-subtitle { opacity: 0.68; }
    .spots-text { opacity: 0.85; }
    .spots-header { padding: 18px 4px 8px 4px; }
    .spots-header-title { font-size: 1.35em; font-weight: 800; }
    /* Inset: the pinned copy is exactly its header's height, so an outer shadow would be clipped away. */
    .spots-sticky-header { background-color: @theme_bg_color; box-shadow: inset 0 -1px alpha(@borders, 0.8); }
    .spots-accordion-toggle { padding: 0; border: none; border-radius: 0; background: none; box-shadow: none; }
    .spots-accordion-toggle:hover { background-color: alpha(@theme_fg_color, 0.04); }
    /* The same ring as the items: the theme's dashed one is all but invisible on a borderless button. */
    .spots-accordion-toggle:focus {
        outline-style: solid; outline-width: 2px; outline-color: @spots_focus_ring;
        outline-offset: -2px; -gtk-outline-radius: 8px;
    }
    .spots-accordion-arrow { opacity: 0.7; }
    .spots-state {
        background-color: @theme_base_color;
        border: 1px solid alpha(@borders, 0.7);
        border-radius: 10px;
    }
    .spots-skeleton-row { padding: 14px; border-top: 1px solid alpha(@borders, 0.35); }
    .spots-state-item + .spots-skeleton-row, .spots-skeleton-row:first-child { border-top: none; }
    .spots-skeleton-bar { background-color: alpha(@theme_fg_color, 0.1); border-radius: 5px; }
    .spots-footer { padding: 6px 4px 12px 4px; }
    .spots-footer-title { opacity: 0.6; font-size: 0.9em; }
    .spots-status-title { font-size: 1.6em; font-weight: 800; }
    """

    /// The list's side border in `css`; item widths inside a bordered list leave room for it.
    static let listBorderWidth = 1.0

    /// Kept for the life of the process: a provider applies while it is installed.
    private static var provider: CssProvider?

    static func install() {
        guard provider == nil else { return }
        // The colours the stylesheet names (@spots_focus_ring) first.
        ContrastStyle.install()
        let stylesheet = CssProvider()
        stylesheet.load(css)
        stylesheet.install(priority: CssProvider.applicationPriority)
        provider = stylesheet
    }
}
