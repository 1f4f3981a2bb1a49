import Foundation

/// Draws an image scaled to cover its allocation, with rounded corners.
///
/// Drawing (rather than a GtkImage holding a pre-scaled copy) means a resize never
/// re-decodes or re-scales: cairo scales the decoded pixbuf at paint time.
/// A missing or undecodable image paints a neutral placeholder with an icon.
@MainActor
public final class ImageView {
    public enum Shape: Equatable, Sendable {
        case rounded(radius: Double)
        /// Rounds only the top corners: an image at the top of a card.
        case roundedTop(radius: Double)
        case circle
    }

    public let widget = DrawingArea()
    public private(set) var pixbuf: Pixbuf?
    public private(set) var isPlaceholder = true
    public var shape: Shape { didSet { widget.queueDraw() } }

    public init(shape: Shape = .rounded(radius: 8)) {
        self.shape = shape
        widget.styleClasses.insert("spots-image")
        widget.onDraw { [weak self] context in
            guard let self else { return false }
            self.draw(context)
            return true
        }
    }

    /// Shows `pixbuf`, or the placeholder when nil. `description` is the alt text screen readers
    /// read; nil hides the image from them (decorative, or its item's title says it all).
    public func show(_ pixbuf: Pixbuf?, description: String?) {
        self.pixbuf = pixbuf
        isPlaceholder = pixbuf == nil
        if let accessible = widget.accessibleObject {
            if let description {
                accessible.role = .image
                accessible.name = pixbuf == nil ? translated("{description} (image not available)", ["description": description]) : description
                accessible.description = description
            } else {
                accessible.hide()
            }
        }
        widget.queueDraw()
    }

    public func setSize(width: Int, height: Int) {
        widget.setSizeRequest(width: width, height: height)
    }

    private func draw(_ context: DrawingContext) {
        let width = context.width
        let height = context.height
        guard width > 0, height > 0 else { return }
        context.withSavedState {
            clipPath(context, width: width, height: height)
            context.clip()
            if let pixbuf {
                let imageWidth = Double(pixbuf.width)
                let imageHeight = Double(pixbuf.height)
                let scale = max(width / imageWidth, height / imageHeight)
                context.translate(x: (width - imageWidth * scale) / 2, y: (height - imageHeight * scale) / 2)
                context.scale(x: scale, y: scale)
                context.setSource(pixbuf)
                context.paint()
            } else {
                drawPlaceholder(context, width: width, height: height)
            }
        }
    }

    private func drawPlaceholder(_ context: DrawingContext, width: Double, height: Double) {
        let color = context.foregroundColor
        context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: 0.08)
        context.paint()
        let side = Int(max(16, min(48, min(width, height) * 0.4)))
        guard let icon = Pixbuf.icon(named: "image-x-generic-symbolic", size: side) else { return }
        context.setSource(icon, x: (width - Double(icon.width)) / 2, y: (height - Double(icon.height)) / 2)
        context.paint(alpha: 0.35)
    }

    private func clipPath(_ context: DrawingContext, width: Double, height: Double) {
        switch shape {
        case .circle:
            context.arc(centerX: width / 2, centerY: height / 2, radius: min(width, height) / 2, from: 0, to: 2 * Double.pi)
        case .rounded(let radius):
            context.roundedRectangle(width: width, height: height, top: radius, bottom: radius)
        case .roundedTop(let radius):
            context.roundedRectangle(width: width, height: height, top: radius, bottom: 0)
        }
    }
}
