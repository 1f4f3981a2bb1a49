import CSpotsGtk
import Foundation
import FuzzSupport
import SpotsGtk
import SpotsModel

/// libFuzzer entry, twice per input: the bytes as a template, and a template written from the
/// bytes through the policy's own tables (`GeneratedTemplate`, which the checker must accept).
/// Each goes through the remote-template checker; when it accepts, GtkBuilder builds the template
/// and GTK lays it out in an offscreen window. What GtkBuilder made is then read back from GTK
/// itself, independently of the checker: every object is of an allowed class and none is a
/// window, no image shows anything but a theme icon (nothing read from a file), no label uses
/// markup, sizes and text stay within the limits, no translation domain is set, and no new
/// toplevel window exists afterwards. A refusal must carry a line and a column. Run under
/// xvfb-run; a critical from any library is a crash the fuzzer reports (see `CriticalLog`).
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput_TemplateFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    // -1: an input skipped once the time is up is never saved to the corpus.
    if TotalTime.isOver { return -1 }
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    check(String(decoding: buffer, as: UTF8.self), file: "fuzz.ui")
    var generator = GeneratedTemplate(buffer)
    if let generated = generator.text() {
        // Replaying a crash: SPOTS_FUZZ_SHOW=1 prints the template the bytes make.
        if getenv("SPOTS_FUZZ_SHOW") != nil { FileHandle.standardError.write(Data("generated.ui:\n\(generated)\n".utf8)) }
        let accepted = check(generated, file: "generated.ui")
        require(accepted || generated.utf8.count > RemoteTemplatePolicy.maximumSize,
                "the checker refused a template made from the policy's own tables: "
                    + "\(BuilderTemplate.remoteProblems(in: generated, file: "generated.ui"))\n\(generated)")
    }
    return 0
}

/// Checks `source`, and builds it when the checker accepts it; answers whether it did.
@discardableResult
private func check(_ source: String, file: String) -> Bool {
    let problems = BuilderTemplate.remoteProblems(in: source, file: file)
    guard problems.isEmpty else {
        for problem in problems {
            require((problem.line ?? 0) >= 1 && (problem.column ?? 0) >= 1, "a refusal without a position: \(problem)")
            require(problem.file == file && problem.severity == .error, "a refusal of another kind: \(problem)")
        }
        return false
    }
    MainActor.assumeIsolated { Accepted.build(source) }
    return true
}

/// Builds an accepted template the way the app does (GtkBuilder from the same string) and checks it.
@MainActor
private enum Accepted {
    static var ready = false

    static func build(_ source: String) {
        if !ready {
            require(GtkRuntime.initialize(), "no display: run under xvfb-run -a")
            GtkRuntime.disableAnimations()
            CriticalLog.install()
            ready = true
        }
        let toplevels = toplevelCount()
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, source, gsize(source.utf8.count), &error) != 0 else {
            // GtkBuilder may still refuse what the policy let through (a duplicate id, a missing class): that is safe.
            if let error { g_error_free(error) }
            return
        }
        require(gtk_builder_get_translation_domain(builder) == nil, "a translation domain was set")
        let objects = builderObjects(builder)
        require(objects.count <= RemoteTemplatePolicy.maximumObjects, "\(objects.count) objects")
        var roots: [WidgetPointer] = []
        for object in objects {
            let name = String(cString: spots_type_name(object))
            require(RemoteTemplatePolicy.classes[name] != nil, "built a \(name)")
            require(spots_is_widget(object) != 0, "\(name) is not a widget")
            let widget: WidgetPointer = spots_widget(object)
            require(gtk_widget_is_toplevel(widget) == 0, "\(name) is a toplevel")
            check(widget, name)
            if gtk_widget_get_parent(widget) == nil { roots.append(widget) }
        }
        // Lay every root out as an item view is, in a scroller (GTK lays the view out at its
        // full size and draws only the 800×600 in view), then tear it down.
        for root in roots {
            require(depth(root) <= RemoteTemplatePolicy.maximumDepth, "nested deeper than the limit")
            let window: WidgetPointer = gtk_offscreen_window_new()
            let scroller: WidgetPointer = gtk_scrolled_window_new(nil, nil)
            gtk_widget_set_size_request(scroller, 800, 600)
            gtk_container_add(spots_container(scroller), root)
            gtk_container_add(spots_container(window), scroller)
            gtk_widget_show_all(window)
            GtkRuntime.drain(quietPeriod: 0, timeout: 2)
            gtk_widget_destroy(window)
        }
        GtkRuntime.drain(quietPeriod: 0, timeout: 1)
        require(toplevelCount() == toplevels, "the template left a window behind")
    }

    /// What GTK says about one built widget.
    private static func check(_ widget: WidgetPointer, _ name: String) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(widget, &width, &height)
        require(max(width, height) <= Int32(SizeLimits.maximumSize), "\(name) asks for \(width)×\(height)")
        if name == "GtkImage" {
            let image = spots_image(widget)
            let storage = gtk_image_get_storage_type(image)
            require(storage == GTK_IMAGE_EMPTY || storage == GTK_IMAGE_ICON_NAME, "an image with storage \(storage.rawValue)")
            require(gtk_image_get_pixel_size(image) <= Int32(RemoteTemplatePolicy.maximumImageSide), "a huge pixel-size")
            require(max(width, height) <= Int32(RemoteTemplatePolicy.maximumImageSide), "a huge image size request")
            var icon: UnsafePointer<gchar>?
            gtk_image_get_icon_name(image, &icon, nil)
            if let icon { require(!String(cString: icon).contains("/"), "an icon name with a path") }
        }
        if name == "GtkLabel" {
            let label = spots_label(widget)
            require(gtk_label_get_use_markup(label) == 0, "a label with markup")
            let text = gtk_label_get_label(label).map { String(cString: $0) } ?? ""
            require(text.unicodeScalars.count <= SizeLimits.maximumTextLength, "a label of \(text.unicodeScalars.count) characters")
        }
    }

    private static func builderObjects(_ builder: UnsafeMutablePointer<GtkBuilder>) -> [UnsafeMutableRawPointer] {
        let list = gtk_builder_get_objects(builder)
        defer { g_slist_free(list) }
        var objects: [UnsafeMutableRawPointer] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { objects.append(data) }
            node = current.pointee.next
        }
        return objects
    }

    /// Levels of containers under `widget`, itself included (GTK's internal children too).
    private static func depth(_ widget: WidgetPointer) -> Int {
        guard spots_is_container(widget) != 0 else { return 1 }
        var children: [WidgetPointer] = []
        let list = gtk_container_get_children(spots_container(widget))
        var node = list
        while let current = node {
            if let data = current.pointee.data { children.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            node = current.pointee.next
        }
        g_list_free(list)
        return 1 + (children.map(depth).max() ?? 0)
    }

    private static func toplevelCount() -> Int {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        return Int(g_list_length(list))
    }
}

/// Makes every critical fatal, as G_DEBUG=fatal-criticals would, but one: GTK 3 asserts
/// `height >= 0` / `width >= 0` in gtk_widget_get_preferred_*_for_* when a container gives a child
/// less than its margins (an overlay child, an aspect frame's contents: allowed widgets with
/// margins and size requests within the limits), then carries on with zero. That is GTK's own
/// layout arithmetic, not something a template reaches through; it is counted and printed.
private enum CriticalLog {
    static func install() {
        // run.sh sets G_DEBUG=fatal-criticals for every target: this target decides itself.
        g_log_set_always_fatal(GLogLevelFlags(rawValue: G_LOG_FLAG_RECURSION.rawValue | G_LOG_LEVEL_ERROR.rawValue))
        g_log_set_default_handler({ domain, level, message, _ in
            g_log_default_handler(domain, level, message, nil)
            guard level.rawValue & (G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue) != 0 else { return }
            let text = message.map { String(cString: $0) } ?? ""
            let underAllocated = ["'height >= 0' failed", "'width >= 0' failed"].contains { text.hasSuffix($0) }
                && text.hasPrefix("gtk_widget_get_preferred_")
            if !underAllocated { fatalError("a critical: \(text)") }
        }, nil)
    }
}

@_cdecl("TemplateFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    fuzzDriver(argc, argv) { bytes, size in LLVMFuzzerTestOneInput_TemplateFuzz(bytes, size) }
}
