import CSpotsGtk
import CSpotsShim

/// Measures texts on one line as a label shows them (its font and the attributes its style
/// gives text), without the label: it keeps a Pango context of its own, so the label may be
/// restyled or destroyed afterwards.
@MainActor
public final class TextProbe {
    private let layout: OpaquePointer

    /// Nil for a label with attributes or markup of its own.
    public init?(_ label: Label) {
        guard let layout = spots_text_probe_new(label.pointer) else { return nil }
        self.layout = layout
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// `text` laid out on one line, in pixels (without the label's CSS box).
    public func size(of text: String) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        spots_text_probe_measure(layout, text, &width, &height)
        return (Int(width), Int(height))
    }
}
