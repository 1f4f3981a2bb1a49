import Foundation
import SpotsGtk
import SpotsModel

/// Preview controls for authors: the content at a set width (phone, tablet, desktop, or the
/// window's), light or dark, and "Export PNG" of what is shown — drawn by the same code as
/// `spots snapshot`.
extension ScreenWindow {
    /// Content widths offered; nil is the window's width.
    public static let previewWidths: [Int?] = [360, 768, 1280, nil]

    /// The content width in use (nil: the window's).
    public var previewWidth: Int? { previewWidthValue }

    public func setPreviewWidth(_ width: Int?) {
        previewWidthValue = width
        if let width {
            screenOverlay.setSizeRequest(width: width, height: -1)
            screenOverlay.halign = .center
            screenOverlay.hexpand = false
        } else {
            screenOverlay.setSizeRequest(width: -1, height: -1)
            screenOverlay.halign = .fill
            screenOverlay.hexpand = true
        }
        for (index, button) in previewWidthButtons.enumerated() {
            let active = Self.previewWidths[index] == width
            if button.isActive != active { button.isActive = active }
        }
    }

    /// Whether the dark style is asked for.
    public var prefersDark: Bool { previewDarkButton.isActive }

    public func setPrefersDark(_ dark: Bool) {
        if previewDarkButton.isActive != dark { previewDarkButton.isActive = dark }
        GtkRuntime.preferDarkTheme(dark)
    }

    /// Writes the screen as shown (all its components, at the preview width or the window's)
    /// to a PNG, as `spots snapshot` would.
    public func exportPNG(to path: String) throws {
        guard let current else { throw RenderError(message: translated("there is no screen to export")) }
        let width = previewWidthValue ?? max(1, controller.widget.allocation.width)
        let copy = Controller(location: current.location, views: controller.activeViews)
        copy.reload(controller.models)
        let renderer = HeadlessRenderer(controller: copy, width: width)
        try renderer.writePNG(to: path)
    }

    func buildPreviewControls() {
        let box = Box(.vertical, spacing: 10)
        box.setMargins(top: 12, start: 12, bottom: 12, end: 12)
        let caption = Label(translated("Content width"))
        caption.xalign = 0
        caption.styleClasses.insert("dim-label")
        box.packStart(caption)
        let widths = Box(.horizontal)
        widths.styleClasses.insert("linked")
        for width in Self.previewWidths {
            let button = ToggleButton()
            button.label = width.map { "\($0)" } ?? translated("Window")
            button.accessibleName = width.map { translated("Content width {width} pixels", ["width": "\($0)"]) }
                ?? translated("Content width of the window")
            button.tooltip = width.map { translated("Lay the screen out {width} pixels wide", ["width": "\($0)"]) }
                ?? translated("Fit the window")
            button.isActive = width == nil
            button.onToggled { [weak self, weak button] in
                guard let self, let button, button.isActive else {
                    // A width cannot be switched off by itself: one is always chosen.
                    if let self, let button, self.previewWidthValue == width { button.isActive = true }
                    return
                }
                if self.previewWidthValue != width { self.setPreviewWidth(width) }
            }
            previewWidthButtons.append(button)
            widths.packStart(button, expand: true)
        }
        box.packStart(widths)
        previewDarkButton.label = translated("Dark Style")
        previewDarkButton.accessibleName = translated("Dark Style")
        previewDarkButton.tooltip = translated("Show the screen with the theme's dark variant")
        previewDarkButton.onToggled { [weak self] in
            guard let self else { return }
            GtkRuntime.preferDarkTheme(self.previewDarkButton.isActive)
        }
        if let theme = GtkRuntime.themeFromEnvironment {
            // GTK_THEME fixes the theme and its variant, and GTK ignores the dark-style setting:
            // a toggle that shows pressed and changes nothing would mislead. It shows the variant.
            previewDarkButton.isActive = theme.hasSuffix(":dark")
            previewDarkButton.isSensitive = false
            previewDarkButton.tooltip = translated("GTK_THEME={theme} sets the style: start Spots without it to switch here", ["theme": theme])
        }
        box.packStart(previewDarkButton)
        let export = Button(label: translated("Export PNG…"))
        export.accessibleName = translated("Export PNG")
        export.tooltip = translated("Save the whole screen as a PNG, as spots snapshot draws it")
        export.onClicked { [weak self] in
            self?.previewPopover.popdown()
            self?.chooseExportFile()
        }
        box.packStart(export)
        box.showAll()
        previewPopover.add(box)
        previewButton.setPopover(previewPopover)
        previewButton.setImage(Image(iconName: "video-display-symbolic", size: .button))
        previewButton.tooltip = translated("Preview: content width, dark style, export")
        previewButton.accessibleName = translated("Preview")
    }

    /// Asks where to save the PNG, then writes it.
    func chooseExportFile() {
        guard fileChooser == nil, current != nil else { return }
        let chooser = FileChooser(title: translated("Export PNG"), parent: window, action: .save, acceptLabel: translated("_Export"))
        // Only PNGs are listed: with every file shown, the screen's own .json could be picked and
        // replaced by the PNG. Replacing any file asks first (FileChooser's save mode).
        chooser.addFilter(name: translated("PNG images"), mimeTypes: ["image/png"], patterns: ["*.png"])
        if case .file(let path)? = source { chooser.setCurrentFolder((path as NSString).deletingLastPathComponent) }
        chooser.setCurrentName(exportFileName)
        chooser.onResponse { [weak self, unowned chooser] response in
            // Read the answer before letting the chooser go: the last reference to it was dropped
            // first, and reading its file name then aborted the app (issue 26).
            let path = response == .accept ? chooser.filename : nil
            guard let self else { return }
            self.fileChooser = nil
            guard let path else { return }
            do {
                try self.exportPNG(to: path)
                self.log(translated("wrote {file}", ["file": path]))
            } catch {
                self.showError(translated("Cannot export {file}: {reason}", ["file": path, "reason": "\(error)"]), severity: .warning)
            }
        }
        fileChooser = chooser
        chooser.show()
    }

    /// The name the export dialog suggests: the screen's, without `.json`, with the width and `.png`.
    var exportFileName: String {
        var name = (source?.displayName ?? "screen") as NSString
        if name.pathExtension.lowercased() == "json" { name = name.deletingPathExtension as NSString }
        return "\(name)-\(previewWidthValue.map(String.init) ?? "window").png"
    }
}
