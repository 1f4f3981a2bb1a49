/// The colours Spots derives from the GTK theme, kept up to date when the theme changes (another
/// theme, the dark variant, the desktop's high-contrast switch):
/// - the focus ring (`@spots_focus_ring`): the theme's accent lifted towards its text colour
///   until it has at least `ringContrast` against every background an item sits on;
/// - under a high-contrast theme (HighContrast, HighContrastInverse), text at full contrast
///   (no dimmed subtitles), borders, skeleton bars and page dots in the theme's strong colours,
///   the ring in the text colour, and screen stylesheets reduced to their layout (`ForcedColors`).
@MainActor
public enum ContrastStyle {
    /// Whether a high-contrast theme is in use.
    public private(set) static var isHighContrast = false
    /// The focus ring's colour now.
    public private(set) static var focusRing = RGBColor(red: 0.2, green: 0.44, blue: 0.73)
    /// What the ring is computed to reach; WCAG asks 3:1 of a focus indicator, and the margin
    /// covers a card's hover background.
    public static let ringContrast = 3.5

    /// Themes whose name says they are high contrast.
    public static func isHighContrast(themeName: String) -> Bool {
        themeName.lowercased().hasPrefix("highcontrast")
    }

    private static var ringProvider: CssProvider?
    private static var highContrastProvider: CssProvider?
    private static var observers: [(owner: Weak, handler: @MainActor () -> Void)] = []

    /// Installs the colours with Spots' stylesheet, and follows the theme from then on.
    static func install() {
        guard ringProvider == nil else { return }
        let provider = CssProvider()
        provider.install(priority: CssProvider.applicationPriority)
        ringProvider = provider
        update()
        ThemeSettings.onChange { update() }
    }

    /// Runs `handler` whenever high contrast turns on or off, while `owner` lives.
    static func onHighContrastChange(_ owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        observers.removeAll { $0.owner.object == nil }
        observers.append((Weak(owner), handler))
    }

    /// Reads the theme's colours again and restyles.
    static func update() {
        let highContrast = isHighContrast(themeName: ThemeSettings.themeName)
        let text = color("theme_fg_color") ?? RGBColor(red: 0.18, green: 0.2, blue: 0.21)
        if highContrast {
            focusRing = text
        } else {
            let base = color("theme_base_color") ?? RGBColor(red: 1, green: 1, blue: 1)
            let backgrounds = [base, color("theme_bg_color") ?? base, base.mixed(with: text, fraction: 0.05)]
            focusRing = ringColor(accent: color("theme_selected_bg_color") ?? text, text: text, backgrounds: backgrounds)
        }
        ringProvider?.load("@define-color spots_focus_ring \(focusRing.hex);")
        guard highContrast != isHighContrast else { return }
        isHighContrast = highContrast
        if highContrast {
            let provider = CssProvider()
            provider.load(highContrastCSS)
            // Above screen stylesheets, which keep only their layout under high contrast anyway.
            provider.install(priority: CssProvider.applicationPriority + 2)
            highContrastProvider = provider
        } else {
            highContrastProvider?.uninstall()
            highContrastProvider = nil
        }
        observers.removeAll { $0.owner.object == nil }
        for observer in observers { observer.handler() }
    }

    /// The accent mixed towards the text colour in steps of 5 % from a quarter (the look Spots
    /// had in light themes, 4.6–5.1:1) until it reaches `ringContrast` on every background; the
    /// text colour itself when no mix does.
    static func ringColor(accent: RGBColor, text: RGBColor, backgrounds: [RGBColor]) -> RGBColor {
        for step in 0...15 {
            let ring = accent.mixed(with: text, fraction: 0.25 + Double(step) * 0.05)
            if backgrounds.allSatisfy({ ring.contrast(with: $0) >= ringContrast }) { return ring }
        }
        return text
    }

    private static func color(_ name: String) -> RGBColor? {
        ThemeSettings.color(named: name).map { RGBColor(red: $0.red, green: $0.green, blue: $0.blue) }
    }

    /// Under a high-contrast theme: nothing dimmed, lines in the theme's border colour (which such
    /// a theme makes strong), skeleton bars at least 3:1, page dots told apart by shape.
    static let highContrastCSS = """
    .spots-subtitle, .spots-text, .spots-footer-title, .spots-accordion-arrow { opacity: 1; }
    .spots-list, .spots-card, .spots-state { border-color: @borders; }
    .spots-list > row { border-bottom-color: @borders; }
    .spots-skeleton-row { border-top-color: @borders; }
    .spots-skeleton-bar { background-color: mix(@theme_base_color, @theme_fg_color, 0.6); }
    .spots-sticky-header { box-shadow: inset 0 -1px @borders; }
    button.spots-page-dot { background-color: transparent; border: 1px solid currentColor; }
    button.spots-page-dot:hover { background-color: alpha(currentColor, 0.5); }
    button.spots-page-dot.spots-page-dot-active { background-color: currentColor; }
    .spots-page-indicator-overlay { background-color: @theme_bg_color; }
    .spots-page-indicator-overlay button.spots-page-dot { color: @theme_fg_color; }
    """
}

/// A weak reference, for observers that must not be kept alive by being told.
private struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
