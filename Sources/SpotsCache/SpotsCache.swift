// The view-state cache arrives with the desktop workflow; the module exists so the layering is fixed now.
import SpotsModel

/// Namespace for the view-state cache.
public enum SpotsCache {}
