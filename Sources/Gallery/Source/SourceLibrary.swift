import Foundation
import Synchronization

/// The package's Swift sources, read once from a folder: its files and their top-level
/// declarations, for the preview pages' highlighted source.
///
/// ```swift
/// let library = SourceLibrary.shared(directory: "/path/to/StyleGallery/Sources")
/// library?.declaration(of: "CheckoutSliderStyle")?.path   // "Sources/StylishControls/Slider/CheckoutSliderStyle.swift"
/// ```
struct SourceLibrary: Sendable {
    /// One Swift file: where it is and what it declares.
    struct File: Sendable {
        /// Its path for people: the folder's name, then the path inside it (`Sources/Gallery/X.swift`).
        let path: String
        /// Its path inside the folder (`Gallery/X.swift`).
        let relativePath: String
        /// Its bytes (UTF-8).
        let bytes: [UInt8]
        /// Its top-level type declarations.
        let declarations: [SourceDeclaration]
    }

    /// The folder read.
    let directory: String
    /// Every `.swift` file under it, by relative path.
    let files: [File]

    /// The largest file read (a source file is far smaller; this keeps a stray big file out).
    static let maxFileSize = 1 << 20

    /// Reads every `.swift` file under `directory`; nil when it is not a folder.
    init?(directory: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(atPath: directory)
        else { return nil }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let relativePaths = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        self.directory = root.path
        files = relativePaths.compactMap { relativePath in
            let url = root.appendingPathComponent(relativePath)
            guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size <= Self.maxFileSize,
                let data = FileManager.default.contents(atPath: url.path)
            else { return nil }
            let bytes = [UInt8](data)
            return File(
                path: root.lastPathComponent + "/" + relativePath, relativePath: relativePath, bytes: bytes,
                declarations: SourceDeclaration.all(in: bytes))
        }
    }

    /// The `Sources` folder a file compiled from `path` (a `#filePath`) is in: the last folder of
    /// that name on its path, if it is still there.
    static func sourcesFolder(containing path: String) -> String? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if folder.lastPathComponent == "Sources" {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
                return exists && isDirectory.boolValue ? folder.standardizedFileURL.path : nil
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private static let cache = Mutex<[String: SourceLibrary]>([:])

    /// The library of `directory`, read on first use and kept; nil when it is not a folder
    /// (asked again next time, so a folder that appears later is found).
    static func shared(directory: String) -> SourceLibrary? {
        cache.withLock { libraries in
            if let library = libraries[directory] { return library }
            let library = SourceLibrary(directory: directory)
            libraries[directory] = library
            return library
        }
    }

    /// The declaration of the type `name`: its `struct`, `class`, `enum`, `protocol` or `actor`,
    /// or, when there is none, its first `extension`.
    func declaration(of name: String) -> SourceExcerpt? {
        var firstExtension: SourceExcerpt?
        for file in files {
            for declaration in file.declarations where declaration.name == name {
                let excerpt = SourceExcerpt(file: file, range: declaration.range)
                if declaration.keyword != "extension" { return excerpt }
                if firstExtension == nil { firstExtension = excerpt }
            }
        }
        return firstExtension
    }

    /// The whole file a `#fileID` names (`Gallery/CheckoutSliderPreview.swift`: module, then file
    /// name), found under `<module>/` at any depth.
    func file(fileID: String) -> SourceExcerpt? {
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let (module, name) = (parts[0], parts[1])
        let file = files.first { file in
            file.relativePath.hasPrefix(module + "/") && (file.relativePath as NSString).lastPathComponent == name
        }
        return file.map { SourceExcerpt(file: $0, range: 0..<$0.bytes.count) }
    }
}

/// A piece of a source file: its bytes and where they are.
struct SourceExcerpt: Sendable {
    /// The file's path for people (`Sources/Gallery/X.swift`).
    let path: String
    /// The bytes.
    let bytes: ArraySlice<UInt8>
    /// The first and last lines it spans, counted from 1.
    let lines: ClosedRange<Int>

    /// The bytes `range` of `file`.
    init(file: SourceLibrary.File, range: Range<Int>) {
        path = file.path
        bytes = file.bytes[range]
        let first = file.bytes[..<range.lowerBound].count { $0 == 0x0A } + 1
        lines = first...(first + bytes.count { $0 == 0x0A } - (bytes.last == 0x0A ? 1 : 0))
    }
}
