import Foundation

extension ShapeDrawing {
    /// The gradient the `<svg>` element paints as its background, if the fill or the stroke is
    /// one (the fill's when both are): SVG draws colours, CSS draws gradients.
    private var elementPaint: _Paint? {
        if let fill, !fill.isColor { return fill }
        if let stroke, !stroke.paint.isColor { return stroke.paint }
        return nil
    }

    /// Writes the declarations that paint a gradient on the `<svg>` element into its `style`
    /// attribute: the gradient as a CSS background, masked to what the shape paints (its fill and
    /// its stroke), over which SVG draws the parts painted with a colour.
    ///
    /// A page may show one preview many times (the matrix): a gradient needs no element id.
    func writeElementDeclarations(size: CGSize, to writer: inout HTMLWriter) {
        guard let paint = elementPaint else { return }
        // A stroke is centred on the outline: the painted box grows by its width on each side,
        // the frame keeping its place (the element's content box), so that it is not cut off.
        let outset = (stroke?.style.lineWidth).map { max(0, $0.rounded(.up)) } ?? 0
        let box = CGSize(width: size.width + 2 * outset, height: size.height + 2 * outset)
        if outset > 0 {
            writer.writeDeclaration(";box-sizing:content-box;margin:-", px: outset)
            writer.writeDeclaration(";padding:", px: outset)
        }
        writer.writeRaw(";background:")
        paint.writeCSS(size: box, frame: CGRect(origin: CGPoint(x: outset, y: outset), size: size), to: &writer)
        writer.writeRaw(";-webkit-mask:url(&quot;data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='")
        writer.writeNumber(Double(box.width))
        writer.writeRaw("' height='")
        writer.writeNumber(Double(box.height))
        writer.writeRaw("' viewBox='")
        writer.writeNumber(Double(-outset))
        writer.writeRaw(" ")
        writer.writeNumber(Double(-outset))
        writer.writeRaw(" ")
        writer.writeNumber(Double(box.width))
        writer.writeRaw(" ")
        writer.writeNumber(Double(box.height))
        writer.writeRaw("'%3E%3Cpath d='")
        writeData(in: CGRect(origin: .zero, size: size), to: &writer)
        writer.writeRaw("' style='fill:")
        writer.writeRaw(fill == nil ? "none" : "%23fff")
        if isEOFilled { writer.writeRaw(";fill-rule:evenodd") }
        if let stroke {
            writer.writeRaw(";stroke:%23fff")
            stroke.style.writeDeclarations(to: &writer)
        }
        writer.writeRaw("'/%3E%3C/svg%3E&quot;) 0 0/100% 100% no-repeat")
    }

    /// Writes the shape's `<path>`: its data, its fill and stroke where they are colours, and
    /// where it is hit when that is not where it paints.
    ///
    /// The stylesheet hits a path where it paints (`visiblePainted`): a gradient is written as a
    /// transparent SVG paint over the element's background, so that its area is hit; a clear
    /// paint (alpha 0) is not hit, as in SwiftUI; a hit-only shape is hit inside, painting nothing.
    func writeBody(in rect: CGRect, to writer: inout HTMLWriter) {
        writer.writeRaw("<path d=\"")
        writeData(in: rect, to: &writer)
        writer.endAttribute()
        writer.writeRaw(" style=\"fill:")
        writeSVGPaint(fill, to: &writer)
        if isEOFilled { writer.writeRaw(";fill-rule:evenodd") }
        if let stroke {
            writer.writeRaw(";stroke:")
            writeSVGPaint(stroke.paint, to: &writer)
            stroke.style.writeDeclarations(to: &writer)
        }
        let fillIsHit = isHitOnly || fill.map { !$0.isClear } ?? false
        let strokeIsHit = stroke.map { !$0.paint.isClear } ?? false
        if fillIsHit != (fill != nil) || strokeIsHit != (stroke != nil) {
            writer.writeRaw(";pointer-events:")
            switch (fillIsHit, strokeIsHit) {
            case (true, true): writer.writeRaw("visible")
            case (true, false): writer.writeRaw("visibleFill")
            case (false, true): writer.writeRaw("visibleStroke")
            case (false, false): writer.writeRaw("none")
            }
        }
        writer.endAttribute()
        writer.writeRaw("/>")
    }

    /// Writes the path data.
    private func writeData(in rect: CGRect, to writer: inout HTMLWriter) {
        switch outline {
        case .rounded(let outline, let inset):
            let (rect, radius) = outline.geometry(in: rect, inset: inset)
            SVGPath.writeRoundedRect(rect, radius: radius, to: &writer)
        case .shape(let shape):
            shape.path(in: rect).writeSVG(to: &writer)
        }
    }

    /// Writes a paint as an SVG paint: a colour as itself, `none` for nothing, `transparent` for a
    /// gradient (the element's background draws it; the path only marks where it is hit).
    private func writeSVGPaint(_ paint: _Paint?, to writer: inout HTMLWriter) {
        guard let paint else { return writer.writeRaw("none") }
        guard case .color(let color) = paint.kind else { return writer.writeRaw("transparent") }
        color.writeCSS(to: &writer)
    }
}
