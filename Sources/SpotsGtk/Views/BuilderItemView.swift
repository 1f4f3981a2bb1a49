import SpotsModel

/// An item view built from a `BuilderTemplate`.
@MainActor
public final class BuilderItemView: ItemConfigurable {
    private let root: Widget
    private let builder: Builder?
    private let images: ImageLoader
    public var widget: Widget { root }

    public init(template: BuilderTemplate, context: ItemViewContext) {
        images = context.images
        if let built = try? template.instantiate() {
            builder = built.builder
            root = built.root
        } else {
            builder = nil
            let placeholder = Label()
            placeholder.styleClasses.insert("spots-template-error")
            root = placeholder
        }
        root.styleClasses.insert("spots-template")
    }

    /// Without a template there is nothing to build: an empty view.
    public convenience init(context: ItemViewContext) {
        self.init(template: BuilderTemplate(source: "<interface/>"), context: context)
    }

    public func configure(with item: Item) {
        setText("title", item.title)
        setText("subtitle", item.subtitle)
        setText("text", item.text)
        for (key, value) in item.meta {
            setText("meta.\(key)", Self.text(of: value))
        }
        if let image = builder?.widget("image", as: Image.self) {
            // Round like the default view's `meta.image-shape: "circle"`, or a `circular` image in the .ui.
            let round = item.meta["image-shape"] == .string("circle") || image.styleClasses.contains("circular")
            showImage(item.image, in: image, round: round)
        }
        root.accessibleName = [item.title, item.subtitle].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The widget with `id` in this view, if any.
    public func object(_ id: String) -> Widget? {
        builder?.widget(id)
    }

    private func setText(_ id: String, _ value: String) {
        guard let label = builder?.widget(id, as: Label.self) else { return }
        label.usesMarkup = false
        label.text = value
    }

    private func showImage(_ reference: String, in image: Image, round: Bool) {
        var side = image.pixelSize
        if side <= 0 {
            let width = image.sizeRequest.width
            side = width > 0 ? width : 64
        }
        // Images are decoded at no more than this; scaling past it only costs memory (a pixel-size
        // of 40,000 made a 40,000² pixbuf).
        side = min(side, ImageLoader.maximumDecodedSide)
        let show: @MainActor (Pixbuf?) -> Void = { pixbuf in
            if let pixbuf, let scaled = pixbuf.scaled(width: side, height: side) {
                image.setPixbuf(round ? scaled.clippedToCircle() ?? scaled : scaled)
            } else {
                image.setIcon("image-x-generic-symbolic", size: .dialog)
            }
        }
        let root = self.root
        show(images.pixbuf(for: reference) { [weak root] pixbuf in
            // The view may be gone by the time a remote image arrives.
            if root != nil { show(pixbuf) }
        })
    }

    private static func text(of value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        case .array, .object: return ""
        }
    }
}
