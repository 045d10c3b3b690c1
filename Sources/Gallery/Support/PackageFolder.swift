import Foundation

/// StyleGallery's own folders, found from where this file was compiled: the browser's files
/// (`Public/`) and the colour table (`Config/colors.json`) a package that depends on the gallery
/// serves from the checkout it was built from (a path dependency's folder, or SwiftPM's
/// `.build/checkouts/StyleGallery`).
enum PackageFolder {
    /// The package's root folder (the one holding `Package.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folder `name` of the package root, as an absolute path.
    static func path(_ name: String) -> String {
        root.appendingPathComponent(name).standardizedFileURL.path
    }
}
