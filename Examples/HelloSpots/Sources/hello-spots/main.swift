import Foundation
import HelloSpotsKit
import SpotsGtk

MainActor.assumeIsolated {
    guard GtkRuntime.initialize() else {
        print("hello-spots needs a display")
        exit(1)
    }
    do {
        let hello = try HelloWindow()
        hello.window.onDestroy { GtkRuntime.quitMainLoop() }
        hello.present()
        GtkRuntime.runMainLoop()
    } catch {
        print("hello-spots: \(error)")
        exit(1)
    }
}
