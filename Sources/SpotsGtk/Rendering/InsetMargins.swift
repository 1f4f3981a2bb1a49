import SpotsModel

/// A component's inset as GTK margins: the sides across as the text runs (GTK puts a margin's
/// start on the right of a right-to-left widget), clamped to what GTK accepts. A physical inset
/// (`left`, `right`) stays where it says; `start` and `end` follow the text.
struct InsetMargins: Equatable {
    var top: Int
    var start: Int
    var bottom: Int
    var end: Int

    init(_ inset: Inset, rightToLeft: Bool) {
        top = Int(SizeLimits.margin(inset.top))
        start = Int(SizeLimits.margin(inset.leading(rightToLeft: rightToLeft)))
        bottom = Int(SizeLimits.margin(inset.bottom))
        end = Int(SizeLimits.margin(inset.trailing(rightToLeft: rightToLeft)))
    }
}

extension Widget {
    /// Puts `inset` around the widget, its sides across placed for the widget's text direction.
    func setMargins(_ inset: Inset) {
        let margins = InsetMargins(inset, rightToLeft: isRightToLeft)
        setMargins(top: margins.top, start: margins.start, bottom: margins.bottom, end: margins.end)
    }

    /// Puts only the sides across of `inset` around the widget.
    func setSideMargins(_ inset: Inset) {
        let margins = InsetMargins(inset, rightToLeft: isRightToLeft)
        marginStart = margins.start
        marginEnd = margins.end
    }
}
