import CSpotsGtk
@testable import SpotsApp
import SpotsGtk

/// Pointer forms of a controller's parts, for tests that read GTK directly (the library's API
/// has typed widgets only).
extension Controller {
    @MainActor var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? { scrollPosition.pointer }
    @MainActor var contentBox: WidgetPointer { content.pointer }
}
