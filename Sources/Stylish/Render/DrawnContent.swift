import Foundation

/// What a host's last render draws, in paint order (the order the canvas's elements are written,
/// so the browser paints a later item over an earlier one): each text with its resolved colour and
/// font, and each filled shape with its resolved fill, framed in the canvas's coordinates.
///
/// The colours are those the views resolved, with the system colours' values in the colour
/// scheme where each is drawn (a `preferredColorScheme` inside the view counts), and faded by the
/// opacity of the views around them. An accessibility report reads the contrast of a text against
/// the fills drawn before it under it.
///
/// ```swift
/// let host = ViewHost(Text("Hi").padding().background(Color.yellow))
/// host.render()
/// for case .text(let text) in host.drawnContent().items { print(text.string, text.color) }
/// ```
public struct DrawnContent: Sendable {
    /// A text as it is drawn.
    public struct DrawnText: Sendable {
        /// The text's node's structural path (its element's `data-k`).
        public let key: String
        /// The text shown.
        public let string: String
        /// Its frame in the canvas (the bounding box of its image when transformed).
        public let frame: CGRect
        /// The colour of its glyphs; a gradient's first colour when ``isGradient``.
        public let color: Color.Resolved
        /// Whether the glyphs are painted with a gradient.
        public let isGradient: Bool
        /// The font's point size.
        public let fontSize: CGFloat
        /// Whether the font is bold or heavier.
        public let isBold: Bool
        /// The colour scheme the text is drawn in.
        public let colorScheme: ColorScheme
        /// Whether the text is in a disabled view (`.disabled(true)`): part of an inactive control.
        public let isDisabled: Bool
    }

    /// A shape's fill as it is drawn.
    public struct DrawnFill: Sendable {
        /// The shape's node's structural path.
        public let key: String
        /// The shape's frame in the canvas (its outline may not fill all of it: a capsule's corners).
        public let frame: CGRect
        /// The fill's colour; a gradient's first colour when ``isGradient``.
        public let color: Color.Resolved
        /// Whether the fill is a gradient.
        public let isGradient: Bool
    }

    /// One thing drawn.
    public enum Item: Sendable {
        /// A text's glyphs.
        case text(DrawnText)
        /// A shape's fill.
        case fill(DrawnFill)
    }

    /// What is drawn, in paint order.
    public let items: [Item]
    /// The colour scheme at the root of the canvas.
    public let colorScheme: ColorScheme
}

extension ViewHost {
    /// What the last render draws (``DrawnContent``): the root's content, then each presented
    /// sheet's backdrop and panel. Call it after ``render()`` or ``send(_:)``.
    public func drawnContent() -> DrawnContent {
        var walk = DrawingWalk(environment: environment)
        if let rootNode {
            walk.visit(rootNode, canvas: .identity, opacity: 1, isDisabled: false)
            for sheet in graph.presentations.sheets {
                walk.visit(sheet.scrim, canvas: .identity, opacity: 1, isDisabled: false)
                walk.visit(sheet.panel, canvas: .identity, opacity: 1, isDisabled: false)
            }
        }
        return DrawnContent(items: walk.items, colorScheme: environment.colorScheme)
    }
}

/// The walk of the laid-out nodes in the order they are written, collecting what they draw.
private struct DrawingWalk {
    var environment: EnvironmentValues
    var items: [DrawnContent.Item] = []

    mutating func visit(_ node: Node, canvas: AffineMap, opacity: Double, isDisabled: Bool) {
        let isDisabled = isDisabled || node.isDisabled
        let placed = node.canvasMap(parent: canvas)
        var opacity = opacity
        for case .opacity(let value) in node.effects { opacity *= value }
        let outerScheme = environment.colorScheme
        if let scheme = node.attributes.first(where: { $0.name == "data-color-scheme" }).flatMap({
            ColorScheme(rawValue: $0.value)
        }) {
            environment.colorScheme = scheme
        }
        defer { environment.colorScheme = outerScheme }
        let frame = placed.boundingBox(of: node.frame.size)
        switch node.kind {
        case .text(let run):
            let paint = run.gradient ?? .color(run.color)
            items.append(
                .text(
                    DrawnContent.DrawnText(
                        key: node.key, string: run.string, frame: frame, color: resolve(paint.color, opacity: opacity),
                        isGradient: run.gradient != nil, fontSize: run.font.size, isBold: run.font.weight.value >= 700,
                        colorScheme: environment.colorScheme, isDisabled: isDisabled)))
        case .shape(let drawing):
            guard !drawing.isHitOnly, let fill = drawing.fill else { break }
            items.append(
                .fill(
                    DrawnContent.DrawnFill(
                        key: node.key, frame: frame, color: resolve(fill.color, opacity: opacity), isGradient: !fill.isColor)))
        default:
            break
        }
        for child in node.children { visit(child, canvas: placed, opacity: opacity, isDisabled: isDisabled) }
    }

    private func resolve(_ color: Color, opacity: Double) -> Color.Resolved {
        var resolved = color.resolve(in: environment)
        resolved.opacity *= Float(opacity)
        return resolved
    }
}
