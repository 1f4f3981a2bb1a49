import SpotsModel

/// How much of an item's view an update touches.
public enum ItemChange: Sendable, Hashable {
    /// Same kind and size: reconfigure the existing view in place.
    case soft
    /// Size changed: reconfigure in place and let GTK lay out again.
    case medium
    /// Kind changed: replace that one view.
    case hard
}

extension ItemChange {
    /// Same kind and size -> soft; size changed -> medium; kind changed -> hard (whatever the size).
    public static func classify(old: Item, new: Item) -> ItemChange {
        if old.kind != new.kind { return .hard }
        if old.size != new.size { return .medium }
        return .soft
    }
}
