import Foundation
import SpotsGtk

/// Live reload's watch over a file screen: the screen file (as given and behind its symlinks), the
/// templates and stylesheet it names, and the images it shows. A file screen is watched in every
/// state — shown, broken, unreadable, missing, behind a symlink, its folder renamed away — so the
/// first good save shows it.
@MainActor
final class ScreenWatch {
    /// Told which watched files changed (a burst of editor events arrives as one call).
    var onChange: (@MainActor (Set<String>) -> Void)?
    private var watcher: FileWatcher?
    /// The paths that stand for the screen file (as given, and a symlink's target).
    private(set) var screenPaths: Set<String> = []

    /// Watches `source` (a file) and, when `loaded` is what is on screen, what it references.
    func watch(_ source: ScreenSource, _ loaded: LoadedScreen?) {
        guard case .file(let path) = source else {
            stop()
            return
        }
        let paths = Self.screenPaths(for: path)
        screenPaths = Set(paths)
        var watched = paths
        var images = self.images
        generation += 1
        if let loaded {
            watched += loaded.resourceFiles
            let components = loaded.screen.components
            if Self.isLarge(components) {
                // Looking at a million items for their images would delay the first frame: the
                // images watched so far stay watched until the walk, off the main thread, ends.
                let asked = generation
                let location = loaded.location
                let paths = watched
                Task.detached(priority: .utility) {
                    let references = Self.imageReferences(in: components)
                    await MainActor.run { [weak self] in
                        guard let self, asked == self.generation else { return }
                        self.watch(paths, images: Self.files(references, images: ImageLoader(location: location)))
                    }
                }
            } else {
                images = Self.referencedFiles(in: components, images: ImageLoader(location: loaded.location))
            }
        } else {
            images = []
        }
        watch(watched, images: images)
    }

    /// Counts the watches asked for, so a late walk for images does not undo a newer watch.
    private var generation = 0
    /// The image files watched now.
    private var images: [String] = []

    private func watch(_ paths: [String], images: [String]) {
        self.images = images
        // Images through their folders alone: watches in proportion to folders, not images.
        if let watcher {
            watcher.watch(paths, folderOnly: images)
        } else {
            watcher = FileWatcher(paths: paths, folderOnly: images) { [weak self] changed in self?.onChange?(changed) }
        }
    }

    /// More components and items than a screen checks before it is shown.
    private nonisolated static func isLarge(_ components: [ComponentModel]) -> Bool {
        var size = components.count
        for component in components {
            size += component.items.count
            if size > ScreenLoader.checksLaterThreshold { return true }
        }
        return false
    }

    /// The folders watched now (for tests).
    var monitoredFolders: Set<String> { watcher?.monitoredFolders ?? [] }

    func stop() {
        watcher = nil
        screenPaths = []
        images = []
        generation += 1
    }

    /// The paths that stand for a screen file: the path as given, and where its symlinks lead
    /// (an edit of the target, in whatever folder, reloads the screen).
    static func screenPaths(for path: String) -> [String] {
        let given = URL(fileURLWithPath: path).standardizedFileURL.path
        var paths = [given]
        // readlink hop by hop: a link whose target is gone (its folder deleted) still names it.
        var current = given
        for _ in 0..<16 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            let folder = (current as NSString).deletingLastPathComponent
            current = URL(fileURLWithPath: destination.hasPrefix("/") ? destination : "\(folder)/\(destination)").standardizedFileURL.path
            if !paths.contains(current) { paths.append(current) }
        }
        // Links among the folders on the way (the target's folder as the kernel names it).
        let resolved = URL(fileURLWithPath: current).resolvingSymlinksInPath().path
        if !paths.contains(resolved) { paths.append(resolved) }
        return paths
    }

    /// Local files a screen shows (images at any depth), so editing them reloads too.
    static func referencedFiles(in components: [ComponentModel], images: ImageLoader) -> [String] {
        files(imageReferences(in: components), images: images)
    }

    /// The files that image references name (each resolved once: resolving one is costly).
    private static func files(_ references: Set<String>, images: ImageLoader) -> [String] {
        references.sorted().compactMap { images.fileURL(for: $0)?.standardizedFileURL.path }
    }

    /// Each distinct image reference of the components, at any depth: a long screen repeats few.
    nonisolated static func imageReferences(in components: [ComponentModel]) -> Set<String> {
        var references = Set<String>()
        // Runs of one image are common: hashed once per run. Items are read in place (copying
        // each of a million items was most of the walk).
        var last = ""
        func note(_ image: String) {
            guard !image.isEmpty, image != last else { return }
            last = image
            references.insert(image)
        }
        func visit(_ item: Item) {
            note(item.image)
            for child in item.children { visit(child) }
        }
        func visit(_ component: ComponentModel) {
            if let header = component.header { visit(header) }
            if let footer = component.footer { visit(footer) }
            for index in component.items.indices {
                note(component.items[index].image)
                if !component.items[index].children.isEmpty {
                    for child in component.items[index].children { visit(child) }
                }
            }
        }
        for component in components { visit(component) }
        return references
    }
}
