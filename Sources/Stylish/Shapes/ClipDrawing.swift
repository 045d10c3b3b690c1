import Foundation

/// How a view is clipped or masked, as the renderer draws it: by a shape (CSS `clip-path`), or
/// by a paint's alpha (CSS `mask-image`).
struct ClipDrawing {
    enum Mask {
        /// The inside of a shape (even-odd, or non-zero winding), in the view's frame.
        case shape(any Shape, isEOFilled: Bool)
        /// A paint's alpha: a gradient fades the view, a colour sets its opacity.
        case paint(_Paint)
    }

    let mask: Mask

    /// Whether `other` clips as this does.
    func isSame(as other: ClipDrawing) -> Bool {
        switch (mask, other.mask) {
        case (.shape(let a, let eoA), .shape(let b, let eoB)): eoA == eoB && Self.isSameShape(a, b)
        case (.paint(let a), .paint(let b)): a == b
        default: false
        }
    }

    private static func isSameShape<S: Shape>(_ a: S, _ b: any Shape) -> Bool {
        guard let b = b as? S else { return false }
        return StructuralEquality.isEqual(a, b)
    }

    /// Writes the clip's declarations into the `style` attribute of an element of `size`.
    func writeDeclarations(size: CGSize, to writer: inout HTMLWriter) {
        switch mask {
        case .shape(let shape, let isEOFilled):
            writer.writeRaw(isEOFilled ? ";clip-path:path(evenodd,'" : ";clip-path:path('")
            shape.path(in: CGRect(origin: .zero, size: size)).writeSVG(to: &writer)
            writer.writeRaw("')")
        case .paint(let paint):
            writer.writeRaw(";-webkit-mask-image:")
            if case .color(let color) = paint.kind {
                // A colour masks by its alpha alone: a gradient from it to itself.
                writer.writeRaw("linear-gradient(")
                color.writeCSS(to: &writer)
                writer.writeRaw(",")
                color.writeCSS(to: &writer)
                writer.writeRaw(")")
            } else {
                paint.writeCSS(size: size, to: &writer)
            }
        }
    }
}
