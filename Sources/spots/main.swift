// Entry point: parse the command line, then run on the main thread, which GTK owns.
// Wrong usage exits 2 (not ArgumentParser's 64), so `spots validate` has the documented codes.
import ArgumentParser
import Foundation

// The user's language for messages (gettext reads LC_MESSAGES and LANGUAGE); GTK sets it again
// when it starts, but `spots validate` never starts GTK.
setlocale(LC_ALL, "")

// Item views written in Swift, available to every screen by kind (the app, inspect, snapshot).
SpotsApplication.registerViews()

do {
    var command = try SpotsCommand.parseAsRoot()
    try command.run()
} catch {
    let code = SpotsCommand.exitCode(for: error)
    if code == .validationFailure {
        FileHandle.standardError.write(Data((SpotsCommand.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    SpotsCommand.exit(withError: error)
}
