import Foundation

/// The absolute frames of what a rendering draws with text: each `sg-text`, `sg-symbol` and `sg-input`
/// element of a canvas, read from the markup's `left`/`top`/`width`/`height`, which are relative to
/// the nearest enclosing element, and added up along the way.
///
/// A check by geometry rather than by markup: two rows whose frames intersect are drawn over each
/// other in the browser, whatever the markup looks like.
struct CanvasGeometry {
    /// One drawn element: its classes, its text (lines joined by a newline) and its absolute frame.
    struct Element: CustomStringConvertible {
        let classes: String
        let text: String
        let frame: CGRect
        /// The CSS line height of a text element, 0 for a symbol or a text field.
        let lineHeight: CGFloat

        var description: String {
            let kind =
                classes.contains("sg-text") ? "text \"\(text)\"" : classes.contains("sg-input") ? "text field" : "symbol"
            return "\(kind) at \(frame.minX),\(frame.minY) \(frame.width)×\(frame.height)"
        }
    }

    /// The text, symbol and text field elements, in document order.
    private(set) var elements: [Element] = []

    // swift-format-ignore: NeverUseForceTry
    private static let tagPattern = try! NSRegularExpression(pattern: "<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>")

    /// Reads the canvas markup `html`, as `Rendering.html` holds it.
    init(_ html: String) {
        let source = html as NSString
        var origins: [(name: String, origin: CGPoint)] = []
        var openText: (classes: String, frame: CGRect, lineHeight: CGFloat, textStart: Int)?
        for match in Self.tagPattern.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            let isClosing = match.range(at: 1).length > 0
            let name = source.substring(with: match.range(at: 2))
            let attributes = source.substring(with: match.range(at: 3))
            if isClosing {
                if let text = openText, name == "div" {
                    let range = NSRange(location: text.textStart, length: match.range.location - text.textStart)
                    elements.append(
                        Element(
                            classes: text.classes, text: Self.unescape(source.substring(with: range)), frame: text.frame,
                            lineHeight: text.lineHeight))
                    openText = nil
                }
                if let last = origins.lastIndex(where: { $0.name == name }) { origins.removeSubrange(last...) }
                continue
            }
            let parent = origins.last?.origin ?? .zero
            let style = Self.style(attributes)
            let frame = CGRect(
                x: parent.x + (style["left"] ?? 0), y: parent.y + (style["top"] ?? 0),
                width: style["width"] ?? 0, height: style["height"] ?? 0)
            let classes = Self.attribute("class", in: attributes) ?? ""
            if classes.contains("sg-text") {
                openText = (classes, frame, style["line-height"] ?? 0, match.range.location + match.range.length)
            } else if classes.contains("sg-symbol") || classes.contains("sg-input") {
                elements.append(Element(classes: classes, text: "", frame: frame, lineHeight: 0))
            }
            // A text field's `<input>` is a void element: nothing is inside it, and it has no end tag.
            if !attributes.hasSuffix("/"), name != "input" {
                origins.append((name, classes.contains("sg-n") ? frame.origin : parent))
            }
        }
    }

    /// The pairs of elements whose frames share more than a sliver (half a point each way).
    var overlaps: [(Element, Element)] {
        var pairs: [(Element, Element)] = []
        for (index, first) in elements.enumerated() {
            for second in elements[(index + 1)...] {
                let common = first.frame.intersection(second.frame)
                if !common.isNull, common.width > 0.5, common.height > 0.5 { pairs.append((first, second)) }
            }
        }
        return pairs
    }

    /// The elements that reach outside `canvas` by more than half a point.
    func outside(_ canvas: CGSize) -> [Element] {
        let bounds = CGRect(origin: .zero, size: canvas).insetBy(dx: -0.5, dy: -0.5)
        return elements.filter { !bounds.contains($0.frame) }
    }

    /// The text elements whose lines are taller than their frame, so that they spill out of it.
    var spilling: [Element] {
        elements.filter {
            $0.lineHeight > 0
                && CGFloat($0.text.split(separator: "\n", omittingEmptySubsequences: false).count) * $0.lineHeight
                    > $0.frame.height + 0.5
        }
    }

    /// The CSS lengths in pixels of a `style` attribute, by property.
    private static func style(_ attributes: String) -> [String: CGFloat] {
        var values: [String: CGFloat] = [:]
        for declaration in (attribute("style", in: attributes) ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[1].hasSuffix("px"), let number = Double(parts[1].dropLast(2)) else { continue }
            values[String(parts[0])] = CGFloat(number)
        }
        return values
    }

    /// The value of the double-quoted attribute `name`, if present.
    private static func attribute(_ name: String, in attributes: String) -> String? {
        guard let start = attributes.range(of: " \(name)=\"") else { return nil }
        let rest = attributes[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// Text content with the writer's character references undone.
    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
