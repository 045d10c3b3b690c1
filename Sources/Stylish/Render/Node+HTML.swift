import Foundation

/// Drawing laid-out nodes as absolutely positioned HTML elements and inline SVG.
extension Node {
    /// Writes this node and its children; `origin` is where its parent's origin lies, relative to
    /// the nearest enclosing element.
    func write(to writer: inout HTMLWriter, origin: CGPoint) {
        let position = CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY)
        switch kind {
        case .text(let run):
            open("div", classes: "sg-n sg-text", at: position, extraStyle: run.writeCSSStyle, to: &writer)
            writer.writeText(run.wrapped(fitting: frame.width + 0.5))
            writer.writeRaw("</div>")
        case .shape(let drawing):
            open("svg", classes: "sg-n sg-shape", at: position, to: &writer)
            writer.writeAttribute("viewBox", "0 0 \(CSS.number(frame.width)) \(CSS.number(frame.height))")
            writer.writeAttribute("aria-hidden", "true")
            writer.writeRaw("><path")
            writer.writeAttribute("d", drawing.path(CGRect(origin: .zero, size: frame.size)))
            writer.writeAttribute("style", drawing.cssStyle)
            writer.writeRaw("/></svg>")
        case .slider(let slider):
            open("div", classes: "sg-n sg-slider", at: position, to: &writer)
            slider.writeParts(key: key, size: frame.size, transition: animation?.cssTransition, to: &writer)
            writer.writeRaw("</div>")
        case .symbol(let symbol):
            open("svg", classes: "sg-n sg-symbol", at: position, to: &writer)
            symbol.writeBody(to: &writer, attributes: attributes)
        default:
            if hasElement {
                open("div", classes: "sg-n", at: position, to: &writer)
                for child in children { child.write(to: &writer, origin: .zero) }
                writer.writeRaw("</div>")
            } else {
                for child in children { child.write(to: &writer, origin: position) }
            }
        }
    }

    /// Writes `<tag class data-k attributes style` and, for HTML elements, the closing `>`.
    ///
    /// `extraStyle` writes declarations of the element's own after its frame's, into the `style`
    /// attribute being written.
    private func open(
        _ tag: String, classes: String, at position: CGPoint, extraStyle: ((inout HTMLWriter) -> Void)? = nil,
        to writer: inout HTMLWriter
    ) {
        writer.writeRaw("<")
        writer.writeRaw(tag)
        writer.beginAttribute("class")
        writer.writeAttributeValue(classes)
        if isDisabled { writer.writeRaw(" sg-disabled") }
        writer.endAttribute()
        writer.writeAttribute("data-k", writer.uniqueKey(key))
        for (name, value) in attributes { writer.writeAttribute(name, value) }
        writer.beginAttribute("style")
        writer.writeDeclaration("left", px: position.x)
        writer.writeDeclaration(";top", px: position.y)
        writer.writeDeclaration(";width", px: frame.width)
        writer.writeDeclaration(";height", px: frame.height)
        if let extraStyle {
            writer.writeRaw(";")
            extraStyle(&writer)
        }
        for declaration in style {
            writer.writeRaw(";")
            writer.writeAttributeValue(declaration)
        }
        if let animation {
            writer.writeRaw(";transition:")
            writer.writeAttributeValue(animation.cssTransition)
        }
        writer.endAttribute()
        if tag != "svg" { writer.writeRaw(">") }
    }

    /// The frames of the interactive elements, in the coordinate space of the root's parent.
    func collectTargets(origin: CGPoint, into targets: inout [(id: String, frame: CGRect)]) {
        let absolute = CGRect(origin: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size)
        if let id = attributes.first(where: { $0.name == "data-target" })?.value {
            targets.append((id, absolute))
        }
        for child in children { child.collectTargets(origin: absolute.origin, into: &targets) }
    }
}

extension TextRun {
    /// Writes the text's font and colour declarations into the `style` attribute being written.
    func writeCSSStyle(to writer: inout HTMLWriter) {
        writer.writeDeclaration("font-size", px: font.size)
        writer.writeDeclaration(";line-height", px: font.lineHeight)
        writer.writeRaw(";color:")
        writer.writeAttributeValue(color.css)
        if font.weight != .regular {
            writer.writeRaw(";font-weight:")
            writer.writeAttributeValue(String(font.weight.value))
        }
        if font.design != .default {
            writer.writeRaw(";font-family:")
            writer.writeAttributeValue(font.cssFamily)
        }
    }
}

extension ShapeDrawing {
    var cssStyle: String {
        var css = "fill:" + (fill ?? "none")
        if let stroke { css += ";stroke:\(stroke.paint);stroke-width:\(CSS.number(Double(stroke.width)))" }
        return css
    }
}
