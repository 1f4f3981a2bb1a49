import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// A password field's value never reaches the disk: the window keeps a screen's variables in the
/// view-state cache when it closes, all but those a password field writes.
final class PasswordKeptOutTests: GtkTestCase {
    func testAPasswordIsNotKeptWhenTheWindowCloses() { onMain {
        let cacheHome = TemporaryFolder("spots-password-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        let folder = TemporaryFolder("spots-password")
        let path = folder.write(#"{"components": [{"items": [{"kind": "text-field", "name": "user", "label": "User"},"#
            + #"{"kind": "text-field", "name": "secret", "label": "Password", "input-type": "password"}]}]}"#, to: "sign-in.json")
        let window = ScreenWindow(application: nil)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        let inputs = Screen.inputs(in: window.session.models)
        window.session.input(inputs[0], changedTo: .string("ana-kept"))
        window.session.input(inputs[1], changedTo: .string("hunter2-secret"))
        window.session.keepVariables()
        window.window.destroy()
        let written = FileManager.default.enumerator(at: cacheHome.url, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }.compactMap { try? Data(contentsOf: $0) } ?? []
        let text = written.map { String(decoding: $0, as: UTF8.self) }.joined()
        XCTAssertTrue(text.contains("ana-kept"), "the other values are kept (the cache was written): \(text)")
        XCTAssertFalse(text.contains("hunter2-secret"), "the password is not")
    } }
}
