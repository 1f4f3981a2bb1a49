// swift-tools-version:6.0
import Foundation
import PackageDescription

/// GTK 3's header folders, from pkg-config. SwiftPM's own pkg-config support (`pkgConfig:` on a
/// system library) also passes GLib's `-pthread`, which it then rejects with a warning on every
/// build; asking pkg-config for the `-I` flags only keeps the build quiet. Without pkg-config,
/// Debian's and Ubuntu's folders (both common architectures) are used.
let gtkIncludeFlags: [String] = {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", "gtk+-3.0"]
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    if (try? process.run()) != nil {
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let flags = output.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.hasPrefix("-I") }
        if process.terminationStatus == 0, !flags.isEmpty { return flags }
    }
    let shared = ["gtk-3.0", "pango-1.0", "glib-2.0", "harfbuzz", "freetype2", "libpng16", "fribidi", "cairo",
                  "pixman-1", "gdk-pixbuf-2.0", "gio-unix-2.0", "atk-1.0"].map { "-I/usr/include/\($0)" }
    let perArchitecture = ["x86_64-linux-gnu", "aarch64-linux-gnu"].flatMap {
        ["-I/usr/lib/\($0)/glib-2.0/include", "-I/usr/include/\($0)"]
    }
    return shared + perArchitecture
}()

/// For every Swift target that imports CSpotsGtk: clang needs the same folders.
let gtkSwiftSettings: [SwiftSetting] = [.unsafeFlags(gtkIncludeFlags.flatMap { ["-Xcc", $0] })]

let package = Package(
    name: "SpotsGtk",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "spots", targets: ["spots"]),
        .library(name: "SpotsGtk", targets: ["SpotsGtk"]),
        .library(name: "SpotsModel", targets: ["SpotsModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // GTK 3 as a system library; shim.h re-exposes the macros Swift cannot import. The module
        // map's `link` lines link GTK; the header folders come from `gtkIncludeFlags` above.
        .systemLibrary(
            name: "CSpotsGtk",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // libsoup 3 (≥ 3.2: HTTP client, used from the network thread only; see Bridge/NetworkThread.swift).
        .systemLibrary(
            name: "CSpotsSoup",
            pkgConfig: "libsoup-3.0",
            providers: [.apt(["libsoup-3.0-dev"])]
        ),
        // C glue: the dispatch main-queue bridge and fixed-arity wrappers.
        .target(
            name: "CSpotsShim",
            dependencies: ["CSpotsGtk"],
            cSettings: [.unsafeFlags(gtkIncludeFlags)],
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        // Pure Swift layers (no GTK).
        .target(name: "SpotsModel"),
        .target(name: "SpotsDiff", dependencies: ["SpotsModel"]),
        .target(name: "SpotsCache", dependencies: ["SpotsModel"]),
        // GTK rendering.
        .target(
            name: "SpotsGtk",
            dependencies: ["CSpotsGtk", "CSpotsShim", "CSpotsSoup", "SpotsModel", "SpotsDiff", "SpotsCache"],
            exclude: ["Bridge/README.md"],
            swiftSettings: gtkSwiftSettings
        ),
        .executableTarget(
            name: "spots",
            dependencies: [
                "SpotsGtk", "SpotsModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: gtkSwiftSettings
        ),
        // GTK's own cost in C (a plain GtkListBox), the baseline spots-bench compares against.
        .target(name: "GtkBaseline", dependencies: ["CSpotsGtk"], cSettings: [.unsafeFlags(gtkIncludeFlags)]),
        // Release-mode benchmark: `swift run -c release spots-bench`.
        .executableTarget(
            name: "spots-bench",
            dependencies: ["SpotsDiff", "SpotsModel", "SpotsGtk", "CSpotsGtk", "GtkBaseline"],
            swiftSettings: gtkSwiftSettings
        ),
        .testTarget(name: "SpotsModelTests", dependencies: ["SpotsModel"]),
        .testTarget(name: "SpotsDiffTests", dependencies: ["SpotsDiff", "SpotsModel"]),
        .testTarget(name: "SpotsCacheTests", dependencies: ["SpotsCache", "SpotsModel"]),
        // Checks every shipped screen against Data/spots-screen.schema.json (Python's jsonschema).
        .testTarget(name: "SchemaTests", dependencies: ["SpotsModel"]),
        // GTK tests call @MainActor code from XCTest's main thread (Swift 5 mode: see GtkTestCase).
        .testTarget(
            name: "SpotsGtkTests",
            dependencies: ["SpotsGtk", "SpotsModel", "CSpotsGtk", "CSpotsShim"],
            swiftSettings: [.swiftLanguageMode(.v5)] + gtkSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
