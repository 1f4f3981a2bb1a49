/// How much of the header bar a window shows, by its width, as GNOME apps adapt theirs: all the
/// buttons, or in a narrow window Back and the main menu, with Open, Refresh and the authoring
/// tools (Preview, Inspect, Problems) moved into that menu so the title keeps its room (beside
/// the window buttons, which may be three).
public enum HeaderBarLayout: Equatable, Sendable {
    case wide
    case narrow

    /// Windows narrower than this are narrow. The wide header bar alone needs about 530 pixels
    /// (seven buttons and three window buttons), so the switch comes before the title is cut,
    /// and the window can still be dragged narrower than the wide bar allows.
    public static let narrowBelow = 640

    public init(windowWidth: Int) {
        self = windowWidth < Self.narrowBelow ? .narrow : .wide
    }
}
