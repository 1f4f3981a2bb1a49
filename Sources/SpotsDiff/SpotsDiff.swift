// The diff engine arrives with the minimal-update work; the module exists so the layering is fixed now.
import SpotsModel

/// Namespace for the diff engine.
public enum SpotsDiff {}
