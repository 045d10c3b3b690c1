import Stylish

extension PreviewEnvironment {
    /// A file name for the set values, short and stable: `dark-disabled-rtl` (`default` if none).
    var exportName: String {
        let parts = queryItems.map { item -> String in
            switch (item.name, item.value) {
            case ("colorScheme", let value): value
            case ("disabled", "1"): "disabled"
            case ("disabled", _): "enabled"
            case ("layoutDirection", let value): value == LayoutDirection.rightToLeft.rawValue ? "rtl" : "ltr"
            case ("reduceMotion", "1"): "reduced-motion"
            case ("reduceMotion", _): "motion"
            case (let name, let value): "\(name)-\(value)"
            }
        }
        return parts.isEmpty ? "default" : parts.joined(separator: "-").lowercased()
    }

    /// The set values for people: `dark, disabled, right to left`.
    var exportLabel: String {
        exportName.split(separator: "-").map { $0 == "rtl" ? "right to left" : $0 == "ltr" ? "left to right" : String($0) }
            .joined(separator: ", ")
    }
}
