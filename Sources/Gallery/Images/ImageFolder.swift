import Foundation
import Stylish

/// The folder of images the previews' `Image("name")` shows (`Config/images`), read once at
/// start: each PNG, JPEG or SVG file is an image named after its file without the extension.
enum ImageFolder {
    /// The URL prefix the gallery serves the folder at.
    static let urlPrefix = "/images/"

    /// The extensions of the files read.
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "svg"]

    /// The catalogue of the images in `directory` (empty when it is nil or not a folder); a file
    /// whose size cannot be read from its header is left out and reported to `log`.
    static func catalog(in directory: String?, log: (String) -> Void = { _ in }) -> ImageCatalog {
        var catalog = ImageCatalog(urlPrefix: urlPrefix)
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return catalog
        }
        for fileName in names.sorted() {
            let file = URL(fileURLWithPath: directory).appendingPathComponent(fileName)
            guard extensions.contains(file.pathExtension.lowercased()), !fileName.hasPrefix(".") else { continue }
            guard let data = FileManager.default.contents(atPath: file.path),
                let size = ImageCatalog.intrinsicSize(of: Array(data))
            else {
                log("images: \(fileName) left out: its size could not be read")
                continue
            }
            catalog.add(name: file.deletingPathExtension().lastPathComponent, fileName: fileName, size: size)
        }
        return catalog
    }
}

extension Catalogue {
    /// This catalogue with `images` in every preview's environment.
    func withImages(_ images: ImageCatalog) -> Catalogue {
        if images.isEmpty { return self }
        return Catalogue(
            previews.map { preview in
                var preview = preview
                preview.images = images
                return preview
            })
    }
}
