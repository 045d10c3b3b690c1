import Foundation

/// An image, as SwiftUI's `Image`: an SF Symbol the seeds use, drawn as inline SVG, or an image
/// of the environment's ``ImageCatalog`` (the gallery's `Config/images`).
///
/// `plus.circle` and `minus.circle` (and their `.fill` forms), `plus`, `minus`, `checkmark`,
/// `square` and `checkmark.square` (and its `.fill` form) are real drawings; any other symbol,
/// and any named image the catalogue lacks, draws a dashed box with the name as its accessible
/// label, so that it stays readable.
///
/// ```swift
/// Button { count += 1 } label: { Image(systemName: "plus.circle") }
/// Image("landscape").resizable().scaledToFit()
/// ```
public struct Image: PrimitiveView {
    /// Where the image comes from.
    enum Source: Equatable {
        case system(String)
        case named(String, label: String?)
    }

    let source: Source
    /// Whether the image takes the size it is offered (`resizable()`) rather than its own.
    var isResizable = false

    /// The SF Symbol called `systemName`; its size follows the font and ``Image/Scale``.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// The image called `name` in the environment's ``ImageCatalog``, labelled with its name.
    public init(_ name: String) {
        source = .named(name, label: nil)
    }

    /// The image called `name`, hidden from assistive technologies (no accessible label).
    public init(decorative name: String) {
        source = .named(name, label: "")
    }

    /// This image sized to the space offered, stretched to it; `aspectRatio(_:contentMode:)`,
    /// `scaledToFit()` or `scaledToFill()` keep its proportions. A symbol keeps its size.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let font = (context.environment.font ?? .body).scaled(to: context.environment.dynamicTypeSize)
        let color = context.environment.foregroundColor ?? .primary
        context.noteUnknownColor(color)
        let paint = context.environment.isEnabled ? color : color.disabledContent
        switch view.source {
        case .system(let name):
            let side = (font.size * 1.2 * context.environment.imageScale.factor).rounded()
            return [context.node(.symbol(SymbolDrawing(name: name, side: side, color: paint)))]
        case .named(let name, let label):
            guard let entry = context.environment.imageCatalog.entry(named: name) else {
                let side = (font.size * 1.2).rounded()
                return [context.node(.symbol(SymbolDrawing(name: name, side: side, color: paint)))]
            }
            let drawing = ImageDrawing(url: entry.url, label: label ?? name, size: entry.size, isResizable: view.isResizable)
            return [context.node(.image(drawing))]
        }
    }
}

/// A symbol as the renderer draws it: a square of `side` points, in a 24-unit view box.
struct SymbolDrawing {
    let name: String
    let side: CGFloat
    let color: Color

    /// The SVG of the known symbols, as (path data, filled) in a 0…24 box.
    private static let shapes: [String: [(String, Bool)]] = [
        "plus.circle": [(circle, false), ("M12 7.5v9M7.5 12h9", false)],
        "minus.circle": [(circle, false), ("M7.5 12h9", false)],
        "plus.circle.fill": [(circle, true), ("M12 7.5v9M7.5 12h9", false)],
        "minus.circle.fill": [(circle, true), ("M7.5 12h9", false)],
        "plus": [("M12 4v16M4 12h16", false)],
        "minus": [("M4 12h16", false)],
        "checkmark": [("M5 12.5l4.5 4.5L19 7", false)],
        "square": [(square, false)],
        "checkmark.square": [(square, false), (squareCheck, false)],
        "checkmark.square.fill": [(square, true), (squareCheck, false)],
        "circle": [(circle, false)],
        "circle.fill": [(circle, true)],
        "checkmark.circle": [(circle, false), (squareCheck, false)],
        "checkmark.circle.fill": [(circle, true), (squareCheck, false)],
        "chevron.right": [("M9 5l7 7l-7 7", false)],
        "chevron.left": [("M15 5l-7 7l7 7", false)],
        "chevron.down": [("M5 9l7 7l7-7", false)],
        "chevron.up": [("M5 15l7-7l7 7", false)],
    ]
    private static let circle = "M12 2.5a9.5 9.5 0 1 1 0 19a9.5 9.5 0 1 1 0-19Z"
    private static let square =
        "M6.5 3h11a3.5 3.5 0 0 1 3.5 3.5v11a3.5 3.5 0 0 1-3.5 3.5h-11a3.5 3.5 0 0 1-3.5-3.5v-11a3.5 3.5 0 0 1 3.5-3.5Z"
    private static let squareCheck = "M7.5 12.5l3 3l6-6.5"

    /// Writes the rest of the `<svg …` start tag, the drawing and `</svg>`.
    ///
    /// The symbol is an image named after its symbol, unless its element already has a role (a
    /// symbol that is itself a button keeps that role: one element has one `role`) or a label.
    func writeBody(to writer: inout HTMLWriter, attributes: [(name: String, value: String)] = []) {
        writer.writeAttribute("viewBox", "0 0 24 24")
        if !attributes.contains(where: { $0.name == "role" }) { writer.writeAttribute("role", "img") }
        if !attributes.contains(where: { $0.name == "aria-label" }) { writer.writeAttribute("aria-label", name) }
        writer.writeRaw(">")
        let paint = color.css
        guard let parts = Self.shapes[name] else {
            writer.writeRaw("<rect x=\"2\" y=\"2\" width=\"20\" height=\"20\" rx=\"4\"")
            writer.writeAttribute("style", "fill:none;stroke:\(paint);stroke-width:1.5;stroke-dasharray:3 2")
            writer.writeRaw("/><text x=\"12\" y=\"16\" text-anchor=\"middle\" font-size=\"11\"")
            writer.writeAttribute("style", "fill:\(paint)")
            writer.writeRaw(">?</text><title>")
            writer.writeText(name)
            writer.writeRaw("</title></svg>")
            return
        }
        for (index, (path, filled)) in parts.enumerated() {
            writer.writeRaw("<path")
            writer.writeAttribute("d", path)
            let knockout = filled == false && index > 0 && parts[0].1
            let stroke = knockout ? "var(--sg-background, white)" : paint
            let style =
                filled
                ? "fill:\(paint)" : "fill:none;stroke:\(stroke);stroke-width:2;stroke-linecap:round;stroke-linejoin:round"
            writer.writeAttribute("style", style)
            writer.writeRaw("/>")
        }
        writer.writeRaw("</svg>")
    }
}
