import Foundation
import Stylish

/// Records what a control's callbacks report, in order (`"true"`, `"false"`, `"checkout"`).
final class ControlLog: @unchecked Sendable {
    var entries: [String] = []
}

/// Reading rendered markup in tests.
enum Markup {
    /// The inline style of the element whose `data-k` is `key`, if there is one.
    static func style(of key: String, in html: String) -> String? {
        guard let start = html.range(of: "data-k=\"\(key)\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let tagEnd = rest.firstIndex(of: ">"), let style = rest[..<tagEnd].range(of: "style=\"") else { return nil }
        let value = rest[style.upperBound...]
        return value.firstIndex(of: "\"").map { String(value[..<$0]) }
    }

    /// The number of a CSS property (`left`, `width`…) in an inline `style`, in px.
    static func px(_ property: String, in style: String?) -> Double? {
        guard let style else { return nil }
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0] == property {
                return Double(parts[1].replacingOccurrences(of: "px", with: ""))
            }
        }
        return nil
    }

    /// The `aria-valuenow` values in `html`, in tree order.
    static func valuesNow(in html: String) -> [String] {
        html.components(separatedBy: "aria-valuenow=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}

extension Rendering {
    /// The first target for `gesture`.
    func target(_ gesture: String) -> Target? {
        targets.first { $0.gesture == gesture }
    }
}
