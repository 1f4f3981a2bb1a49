// swift-tools-version:6.0
import PackageDescription

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
        // GTK 3 as a system library; shim.h re-exposes the macros Swift cannot import. SwiftPM asks
        // pkg-config for GTK's header folders and passes them to every target that depends on it,
        // in this package and in any package that depends on ours, with no unsafe flags. The cost:
        // SwiftPM warns once a build that it drops GLib's `-pthread` ("prohibited flag(s)"),
        // which is harmless (Swift programs link pthreads anyway).
        .systemLibrary(
            name: "CSpotsGtk",
            pkgConfig: "gtk+-3.0",
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
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        // The typed GTK layer (widgets, signals, GIO, libsoup's exchange): the only Swift code that
        // speaks C. See docs/bridge.md. SpotsTranslation for the bridge's own words.
        .target(
            name: "GtkBridge",
            dependencies: ["CSpotsGtk", "CSpotsShim", "CSpotsSoup", "SpotsTranslation"],
            exclude: ["README.md"]
        ),
        // Pure Swift layers (no GTK). Translation: gettext lookup for every module's strings.
        .target(name: "SpotsTranslation"),
        .target(name: "SpotsModel", dependencies: ["SpotsTranslation"]),
        .target(name: "SpotsDiff", dependencies: ["SpotsModel"]),
        .target(name: "SpotsCache", dependencies: ["SpotsModel", "SpotsTranslation"]),
        // The geometry of windowed rendering and the keyboard: lines, heights, carousel stops,
        // the reading order (no GTK).
        .target(name: "SpotsLayout", dependencies: ["SpotsModel"]),
        // The library: Controller, components and their presentations, windowed rendering, item
        // views and their registry, screen loading (files and http(s), with their limits),
        // templates and stylesheets, and headless inspection.
        .target(
            name: "SpotsGtk",
            dependencies: ["GtkBridge", "SpotsModel", "SpotsDiff", "SpotsCache", "SpotsLayout", "SpotsTranslation"]
        ),
        // The desktop app: its window and the non-widget screen session behind it, the problems
        // panel, inspect mode, preview, live reload, the editor launcher and the demo screen.
        // Not part of the library product.
        .target(
            name: "SpotsApp",
            dependencies: ["SpotsGtk", "SpotsCache", "SpotsTranslation"]
        ),
        .executableTarget(
            name: "spots",
            dependencies: [
                "SpotsApp", "SpotsGtk", "SpotsModel", "SpotsTranslation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // GTK's own cost in C (a plain GtkListBox), the baseline spots-bench compares against.
        .target(name: "GtkBaseline", dependencies: ["CSpotsGtk"]),
        // Release-mode benchmark: `swift run -c release spots-bench`.
        .executableTarget(
            name: "spots-bench",
            dependencies: ["SpotsDiff", "SpotsModel", "SpotsGtk", "SpotsApp", "GtkBaseline",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "SpotsModelTests", dependencies: ["SpotsModel", "SpotsDiff", "SpotsTranslation"]),
        .testTarget(name: "SpotsDiffTests", dependencies: ["SpotsDiff", "SpotsModel"]),
        .testTarget(name: "SpotsCacheTests", dependencies: ["SpotsCache", "SpotsModel"]),
        .testTarget(name: "SpotsLayoutTests", dependencies: ["SpotsLayout", "SpotsModel"]),
        // The app's session without a window: no widget is made, no display needed.
        .testTarget(name: "SpotsAppTests", dependencies: ["SpotsApp", "SpotsGtk"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Checks every shipped screen against Data/spots-screen.schema.json (Python's jsonschema).
        .testTarget(name: "SchemaTests", dependencies: ["SpotsModel"]),
        // GTK tests call @MainActor code from XCTest's main thread (Swift 5 mode: see GtkTestCase).
        .testTarget(
            name: "SpotsGtkTests",
            dependencies: ["SpotsApp", "SpotsGtk", "SpotsModel", "CSpotsGtk", "CSpotsShim"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
