// swift-tools-version:6.0
// Fuzz targets for Spots (libFuzzer). A package of its own, so the normal build and tests never
// see them. How to run: see README.md.
import PackageDescription

let package = Package(
    name: "SpotsFuzz",
    dependencies: [.package(name: "SpotsGtk", path: "..")],
    targets: [
        // libFuzzer's driver, checks and the time limit, shared by every target.
        .target(name: "FuzzSupport"),
        // `${…}` expressions: the parser and the evaluator (SpotsModel alone).
        .executableTarget(
            name: "ExpressionFuzz",
            dependencies: ["FuzzSupport", .product(name: "SpotsModel", package: "SpotsGtk")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "DecoderFuzz",
            dependencies: ["FuzzSupport", .product(name: "SpotsModel", package: "SpotsGtk")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "RenderFuzz",
            dependencies: ["FuzzSupport", .product(name: "SpotsGtk", package: "SpotsGtk"), .product(name: "SpotsModel", package: "SpotsGtk")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // Remote .ui templates: the checker, then GtkBuilder and layout for what it accepts.
        .executableTarget(
            name: "TemplateFuzz",
            dependencies: ["FuzzSupport", .product(name: "SpotsGtk", package: "SpotsGtk"), .product(name: "SpotsModel", package: "SpotsGtk")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // Stylesheets from a server: tokenizer, writer, then GTK's parser, styling and drawing.
        .executableTarget(
            name: "StylesheetFuzz",
            dependencies: ["FuzzSupport", .product(name: "SpotsGtk", package: "SpotsGtk"), .product(name: "SpotsModel", package: "SpotsGtk")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // Raw response bytes from a loopback server into the HTTP client (libsoup and our limits).
        .executableTarget(
            name: "HTTPResponseFuzz",
            dependencies: ["FuzzSupport", .product(name: "SpotsGtk", package: "SpotsGtk"), .product(name: "SpotsModel", package: "SpotsGtk")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
