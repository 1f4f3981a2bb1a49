import Foundation
import SpotsModel

/// Live reload: the screen file, the templates and stylesheet it names and the images it shows
/// are watched; a change reloads the screen (or only the images).
extension ScreenWindow {
    func watch(_ source: ScreenSource, _ loaded: LoadedScreen) {
        guard case .file(let path) = source else {
            watcher = nil
            return
        }
        let screenPath = URL(fileURLWithPath: path).standardizedFileURL.path
        let paths = [screenPath] + loaded.resourceFiles
            + Self.referencedFiles(in: loaded.screen.components, images: controller.images)
        if let watcher {
            watcher.watch(paths)
        } else {
            watcher = FileWatcher(paths: paths) { [weak self] changed in
                guard let self, let source = self.source else { return }
                // The screen, its templates or its stylesheet: reload; only images: fresh image loaders.
                if changed.contains(screenPath) || !changed.isDisjoint(with: self.current?.resourceFiles ?? []) {
                    self.load(source, reason: .liveReload)
                } else if let current = self.current {
                    // An image changed: fresh image loaders, same models.
                    self.controller.reload(self.controller.models, location: current.location)
                }
            }
        }
    }

    /// Local files a screen shows (images at any depth), so editing them reloads too.
    static func referencedFiles(in components: [ComponentModel], images: ImageLoader) -> [String] {
        // Each distinct reference once: a long screen repeats few images, and resolving one is costly.
        var references = Set<String>()
        func visit(_ item: Item) {
            if !item.image.isEmpty { references.insert(item.image) }
            for child in item.children { visit(child) }
        }
        func visit(_ component: ComponentModel) {
            [component.header, component.footer].compactMap { $0 }.forEach(visit)
            component.items.forEach(visit)
        }
        for component in components { visit(component) }
        return references.sorted().compactMap { images.fileURL(for: $0)?.standardizedFileURL.path }
    }
}
