import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
import SpotsGtk
import XCTest

/// Under GLib's main loop nothing drains libdispatch's main queue unless the bridge does.
final class DispatchBridgeTests: GtkTestCase {
    func testMainQueueAndMainActorTasksRunUnderGLibMainLoop() { onMain {
        XCTAssertNotEqual(spots_dispatch_bridge_is_attached(), 0)
        let loop = g_main_loop_new(nil, 0)!
        defer { g_main_loop_unref(loop) }
        final class Flags: @unchecked Sendable { var dispatchRan = false; var taskRan = false }
        let flags = Flags()
        nonisolated(unsafe) let unsafeLoop = loop
        let quitIfDone: @MainActor () -> Void = {
            if flags.dispatchRan && flags.taskRan { g_main_loop_quit(unsafeLoop) }
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                flags.dispatchRan = true
                quitIfDone()
            }
        }
        Task { @MainActor in
            flags.taskRan = true
            quitIfDone()
        }
        // Fail-safe: stop the loop after 3 s whatever happens.
        let failSafe = g_timeout_add(3_000, { loop in
            g_main_loop_quit(OpaquePointer(loop))
            return 0
        }, UnsafeMutableRawPointer(loop))
        g_main_loop_run(loop)
        g_source_remove(failSafe)
        XCTAssertTrue(flags.dispatchRan, "DispatchQueue.main.async never ran under g_main_loop_run")
        XCTAssertTrue(flags.taskRan, "a @MainActor task never ran under g_main_loop_run")
    } }

    func testIdleMainLoopDoesNotSpin() { onMain {
        // An eventfd left readable would make the loop dispatch forever: after draining,
        // one more non-blocking iteration must find nothing to do.
        DispatchQueue.main.async {}
        GtkRuntime.drain()
        var busyIterations = 0
        for _ in 0..<50 where g_main_context_iteration(nil, 0) != 0 { busyIterations += 1 }
        XCTAssertLessThan(busyIterations, 5)
    } }
}
