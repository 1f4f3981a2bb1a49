// swift-tools-version:6.0
// An app that embeds Spots, as any outside app would: it depends on the library by version.
import PackageDescription

let package = Package(
    name: "HelloSpots",
    dependencies: [
        .package(url: "https://github.com/SpotsGtk/Spots.git", from: "0.1.0"),
    ],
    targets: [
        // The window, its screen and a Swift item view, in a library so the test can open it.
        .target(
            name: "HelloSpotsKit",
            dependencies: [
                .product(name: "SpotsGtk", package: "Spots"),
                .product(name: "SpotsModel", package: "Spots"),
            ]
        ),
        .executableTarget(name: "hello-spots", dependencies: ["HelloSpotsKit"]),
        // XCTest runs on the real main thread, which GTK needs.
        .testTarget(
            name: "HelloSpotsTests",
            dependencies: [
                "HelloSpotsKit",
                .product(name: "SpotsGtk", package: "Spots"),
                .product(name: "SpotsModel", package: "Spots"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
