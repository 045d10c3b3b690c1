// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

/// StyleGallery: SwiftUI-style styleable controls, rendered to HTML + SVG by a hand-written server.
///
/// The arrows are the only imports allowed:
/// `gallery` (`GalleryMain`) → `Gallery` → `StylishControls` → `Stylish`, and `Gallery` → `HTTPServer`, `RedisClient`;
/// `GalleryTesting` → `Gallery`, `HTTPServer`, `Stylish`;
/// `Stylish` → `StylishMacros`, the compiler plugin of `#Preview` (it speaks the compiler's
/// plugin protocol itself, without swift-syntax); `RedisTestSupport` (tests only) → `RedisClient`.
/// No outside packages, by design.
let package = Package(
    name: "StyleGallery",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Stylish", targets: ["Stylish"]),
        .library(name: "StylishControls", targets: ["StylishControls"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "RedisClient", targets: ["RedisClient"]),
        // The gallery as a library: a package serves its own previews with `StyleGallery.main(catalogue:)`.
        .library(name: "Gallery", targets: ["Gallery"]),
        // Tests drive previews through the JSON API, in process or over a loopback socket.
        .library(name: "GalleryTesting", targets: ["GalleryTesting"]),
        .executable(name: "gallery", targets: ["GalleryMain"]),
    ],
    targets: [
        .target(name: "HTTPServer"),
        // A small RESP2 client of Redis: pure parser, pipelining, timeouts, reconnect with back-off.
        .target(name: "RedisClient"),
        .macro(name: "StylishMacros"),
        .target(name: "Stylish", dependencies: ["StylishMacros"]),
        .target(name: "StylishControls", dependencies: ["Stylish"]),
        .target(name: "Gallery", dependencies: ["StylishControls", "Stylish", "HTTPServer", "RedisClient"]),
        // The `gallery` product's target: a folder and module of another name than `Gallery`'s, which
        // a case-insensitive file system (macOS's default) would take for the same.
        .executableTarget(name: "GalleryMain", dependencies: ["Gallery"]),
        .target(name: "GalleryTesting", dependencies: ["Gallery", "HTTPServer", "Stylish"]),
        .executableTarget(name: "render-bench", dependencies: ["Gallery", "HTTPServer", "Stylish", "StylishControls"]),
        // Reads a child process's output without a dispatch source (see ChildOutput), for the
        // tests that run the real `gallery` executable.
        .target(name: "ChildProcessSupport", path: "Tests/ChildProcessSupport"),
        // What several test targets share: a seeded random walk of events, and the audit of the
        // engine's dynamic property plans (which needs the engine's internals, so debug builds only).
        .target(name: "TestSupport", dependencies: ["Stylish"], path: "Tests/TestSupport"),
        // Starts a real redis-server on a free loopback port for a test (`RedisServerProcess`).
        .target(name: "RedisTestSupport", dependencies: ["RedisClient"], path: "Tests/RedisTestSupport"),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "ChildProcessSupport"]),
        .testTarget(name: "RedisClientTests", dependencies: ["RedisClient", "RedisTestSupport"]),
        .testTarget(name: "StylishTests", dependencies: ["Stylish", "TestSupport"]),
        .testTarget(name: "StylishControlsTests", dependencies: ["StylishControls", "Stylish"]),
        // SwiftUI code pasted with only the import changed: it sees Stylish's public API alone.
        .testTarget(name: "FidelityTests", dependencies: ["Stylish"], exclude: ["Golden"]),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery", "HTTPServer", "StylishControls", "Stylish", "ChildProcessSupport", "TestSupport", "RedisClient",
                "RedisTestSupport",
            ]
        ),
        // `Golden/` holds the goldens of `assertMarkup(matchesGolden:)`, beside the tests.
        .testTarget(name: "GalleryTestingTests", dependencies: ["GalleryTesting", "Gallery", "Stylish"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
