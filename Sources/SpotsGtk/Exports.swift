// What `import SpotsGtk` brings an app besides the renderer: the typed GTK widgets its views are
// built from, the model it renders and the layout types its API speaks of (reading positions,
// line axes).
@_exported import GtkBridge
@_exported import SpotsLayout
@_exported import SpotsModel
