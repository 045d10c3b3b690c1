import Foundation
import Stylish

extension NamedColors {
    /// The gallery's colour table, `Config/colors.json` of this package: what `Color("name")`
    /// finds in every preview. A file that is missing or malformed stops the gallery at start
    /// with the reason (``GalleryApp`` reads it first).
    public static let gallery: NamedColors = {
        let file = URL(fileURLWithPath: PackageFolder.path("Config/colors.json"))
        do {
            return try NamedColors(json: Data(contentsOf: file))
        } catch {
            fatalError("Config/colors.json (\(file.path)) cannot be read: \(error)")
        }
    }()
}
