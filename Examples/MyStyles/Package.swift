// swift-tools-version: 6.0
import PackageDescription

/// An example of a package of your own styles, served by StyleGallery (`swift run`) and tested
/// with GalleryTesting (`swift test`). It depends on StyleGallery by relative path; a package
/// elsewhere names the git URL instead.
let package = Package(
    name: "MyStyles",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "StyleGallery", path: "../..")],
    targets: [
        // The styles and controls, and their previews.
        .target(
            name: "MyStyles",
            dependencies: [
                .product(name: "Stylish", package: "StyleGallery"),
                .product(name: "StylishControls", package: "StyleGallery"),
                .product(name: "Gallery", package: "StyleGallery"),
            ]),
        // `swift run`: the gallery of MyStyles' previews, then the standard ones.
        .executableTarget(
            name: "MyStylesGallery",
            dependencies: ["MyStyles", .product(name: "Gallery", package: "StyleGallery")]),
        // `swift test`: the previews driven through the gallery's API, in process and over a socket.
        .testTarget(
            name: "MyStylesTests",
            dependencies: ["MyStyles", .product(name: "GalleryTesting", package: "StyleGallery")],
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
