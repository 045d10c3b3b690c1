import Foundation

/// The images `Image("name")` can show: for each name, the URL it is served at and its
/// intrinsic size, which layout needs before the browser loads the file.
///
/// Stylish reads no files: whoever serves the images (the gallery, from `Config/images`) fills
/// a catalogue and sets it in the environment.
///
/// ```swift
/// var images = ImageCatalog(urlPrefix: "/images/")
/// images.add(name: "logo", fileName: "logo.png", size: CGSize(width: 64, height: 32))
/// let host = ViewHost(Image("logo"), width: 320, environment: { var e = EnvironmentValues(); e.imageCatalog = images; return e }())
/// ```
public struct ImageCatalog: Hashable, Sendable {
    /// One image: where it is served and its size in points.
    public struct Entry: Hashable, Sendable {
        /// The URL the browser loads the image from.
        public var url: String
        /// The image's intrinsic size, in points.
        public var size: CGSize

        /// An image served at `url`, `size` points large.
        public init(url: String, size: CGSize) {
            self.url = url
            self.size = size
        }
    }

    /// What the URL of each image added by file name starts with (`/images/`).
    public var urlPrefix: String
    /// The images by name.
    public private(set) var entries: [String: Entry] = [:]

    /// An empty catalogue whose images are served under `urlPrefix`.
    public init(urlPrefix: String = "/images/") {
        self.urlPrefix = urlPrefix
    }

    /// Adds the image `name`, served as `fileName` under ``urlPrefix`` (percent-encoded), of
    /// intrinsic `size`.
    public mutating func add(name: String, fileName: String, size: CGSize) {
        let encoded = fileName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? fileName
        entries[name] = Entry(url: urlPrefix + encoded, size: size)
    }

    /// The image called `name`, if the catalogue has it.
    public func entry(named name: String) -> Entry? {
        entries[name]
    }

    /// Whether the catalogue has no image.
    public var isEmpty: Bool { entries.isEmpty }
}

extension EnvironmentValues {
    /// The images `Image("name")` shows (empty by default: every named image is a placeholder).
    public var imageCatalog: ImageCatalog {
        get { self[ImageCatalogKey.self] }
        set { self[ImageCatalogKey.self] = newValue }
    }
}

private struct ImageCatalogKey: EnvironmentKey { static var defaultValue: ImageCatalog { ImageCatalog() } }
