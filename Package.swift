// swift-tools-version: 6.0
import PackageDescription

/// StyleGallery: SwiftUI-style styleable controls, rendered to HTML + SVG by a hand-written server.
///
/// The arrows are the only imports allowed:
/// `gallery` → `Gallery` → `StylishControls` → `Stylish`, and `Gallery` → `HTTPServer`.
/// No outside packages, by design.
let package = Package(
    name: "StyleGallery",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Stylish", targets: ["Stylish"]),
        .library(name: "StylishControls", targets: ["StylishControls"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
    ],
    targets: [
        .target(name: "HTTPServer"),
        .target(name: "Stylish"),
        .target(name: "StylishControls", dependencies: ["Stylish"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(name: "StylishTests", dependencies: ["Stylish"]),
        .testTarget(name: "StylishControlsTests", dependencies: ["StylishControls", "Stylish"]),
    ],
    swiftLanguageModes: [.v6]
)
