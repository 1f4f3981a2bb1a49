extension Widget {
    /// Makes a spacer `extent` pixels long along its axis (vertical unless `horizontal`), clamped
    /// to what GTK keeps, and shown only while it reserves anything.
    ///
    /// Shown before it is sized: GTK 3 does not renew the size request of a hidden widget, so one
    /// sized while hidden would come back with a stale size. Hidden at 0: a box gives even an
    /// empty visible child a pixel, and a list box or flow box a line with its gap.
    func reserveExtent(_ extent: Double, horizontal: Bool = false) {
        let value = Int(min(Double(GtkLimits.maximumReservedExtent), max(0, extent)).rounded())
        if value > 0 { isVisible = true }
        reserveSpace(width: horizontal ? value : -1, height: horizontal ? -1 : value)
        if value == 0 { isVisible = false }
    }
}
