import Foundation

extension ShapeDrawing {
    /// Whether a paint is drawn by CSS on the `<svg>` element (an angular gradient, behind a mask
    /// of the shape).
    var hasElementPaint: Bool { fill.map { !$0.isSVGPaint } == true || stroke.map { !$0.paint.isSVGPaint } == true }

    /// Writes the declarations that paint an angular gradient on the `<svg>` element into its
    /// `style` attribute: the gradient as its background, masked to the fill and the stroke that
    /// use it (a fill's gradient serves both when both are angular).
    func writeElementDeclarations(size: CGSize, to writer: inout HTMLWriter) {
        guard hasElementPaint else { return }
        let rect = CGRect(origin: .zero, size: size)
        let fillsByMask = fill.map { !$0.isSVGPaint } == true
        let strokesByMask = stroke.map { !$0.paint.isSVGPaint } == true
        guard let paint = fillsByMask ? fill : stroke?.paint else { return }
        writer.writeRaw(";background:")
        paint.writeCSS(size: size, to: &writer)
        writer.writeRaw(";-webkit-mask:url(&quot;data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='")
        writer.writeNumber(Double(size.width))
        writer.writeRaw("' height='")
        writer.writeNumber(Double(size.height))
        writer.writeRaw("'%3E%3Cpath d='")
        writeData(in: rect, to: &writer)
        writer.writeRaw("' style='fill:")
        writer.writeRaw(fillsByMask ? "%23fff" : "none")
        if isEOFilled { writer.writeRaw(";fill-rule:evenodd") }
        if let stroke, strokesByMask || (fillsByMask && !stroke.paint.isSVGPaint) {
            writer.writeRaw(";stroke:%23fff")
            stroke.style.writeDeclarations(to: &writer)
        }
        writer.writeRaw("'/%3E%3C/svg%3E&quot;) 0 0/100% 100% no-repeat")
    }

    /// Writes the shape's SVG content: the gradients it uses, then its `<path>`.
    func writeBody(in rect: CGRect, to writer: inout HTMLWriter) {
        var fillID: String?
        var strokeID: String?
        if fill.map({ if case .color = $0.kind { false } else { $0.isSVGPaint } }) == true
            || stroke.map({ if case .color = $0.paint.kind { false } else { $0.paint.isSVGPaint } }) == true
        {
            writer.writeRaw("<defs>")
            fillID = fill?.writeSVGDefinition(in: rect, to: &writer)
            strokeID = stroke?.paint.writeSVGDefinition(in: rect, to: &writer)
            writer.writeRaw("</defs>")
        }
        writer.writeRaw("<path d=\"")
        writeData(in: rect, to: &writer)
        writer.endAttribute()
        writer.writeRaw(" style=\"fill:")
        writePaint(fill, id: fillID, to: &writer)
        if isEOFilled { writer.writeRaw(";fill-rule:evenodd") }
        if let stroke {
            writer.writeRaw(";stroke:")
            writePaint(stroke.paint, id: strokeID, to: &writer)
            stroke.style.writeDeclarations(to: &writer)
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

    /// Writes an SVG paint: a colour, a reference to the gradient written as `id`, or `none`
    /// (nothing, or a paint the element's background draws).
    private func writePaint(_ paint: _Paint?, id: String?, to writer: inout HTMLWriter) {
        guard let paint, paint.isSVGPaint else { return writer.writeRaw("none") }
        if let id {
            writer.writeRaw("url(#")
            writer.writeRaw(string: id)
            writer.writeRaw(")")
        } else {
            paint.color.writeCSS(to: &writer)
        }
    }
}
