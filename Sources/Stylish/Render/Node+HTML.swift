import Foundation

/// The elements a node is drawn as: an HTML element, or an inline SVG one (whose start tag the
/// drawing closes).
private enum ElementTag {
    case div, svg
}

/// Drawing laid-out nodes as absolutely positioned HTML elements and inline SVG.
extension Node {
    /// Writes this node and its children; `origin` is where its parent's origin lies, relative to
    /// the nearest enclosing element.
    func write(to writer: inout HTMLWriter, origin: CGPoint) {
        let position = CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY)
        switch kind {
        case .text(let run):
            openStart(.div, classes: "sg-n sg-text", at: position, to: &writer)
            writer.writeRaw(";")
            run.writeCSSStyle(to: &writer)
            openEnd(.div, to: &writer)
            writer.writeText(run.wrapped(fitting: frame.width + 0.5))
            writer.writeRaw("</div>")
        case .shape(let drawing):
            open(.svg, classes: "sg-n sg-shape", at: position, to: &writer)
            writer.writeRaw(" viewBox=\"0 0 ")
            writer.writeNumber(Double(frame.width))
            writer.writeRaw(" ")
            writer.writeNumber(Double(frame.height))
            writer.writeRaw("\" aria-hidden=\"true\"><path")
            drawing.writePathAttributes(in: CGRect(origin: .zero, size: frame.size), to: &writer)
            writer.writeRaw("/></svg>")
        case .slider(let slider):
            open(.div, classes: "sg-n sg-slider", at: position, to: &writer)
            slider.writeParts(key: key, size: frame.size, transition: animation?.cssTransition, to: &writer)
            writer.writeRaw("</div>")
        case .symbol(let symbol):
            open(.svg, classes: "sg-n sg-symbol", at: position, to: &writer)
            symbol.writeBody(to: &writer, attributes: attributes)
        default:
            if hasElement {
                open(.div, classes: "sg-n", at: position, to: &writer)
                for child in children { child.write(to: &writer, origin: .zero) }
                writer.writeRaw("</div>")
            } else {
                for child in children { child.write(to: &writer, origin: position) }
            }
        }
    }

    /// Writes `<tag class data-k attributes style` and, for HTML elements, the closing `>`.
    private func open(_ tag: ElementTag, classes: StaticString, at position: CGPoint, to writer: inout HTMLWriter) {
        openStart(tag, classes: classes, at: position, to: &writer)
        openEnd(tag, to: &writer)
    }

    /// Writes `<tag class data-k attributes style="` and the frame's declarations: the element's
    /// own declarations may follow, then ``openEnd(_:to:)``.
    private func openStart(_ tag: ElementTag, classes: StaticString, at position: CGPoint, to writer: inout HTMLWriter) {
        writer.writeRaw(tag == .div ? "<div" : "<svg")
        writer.writeRaw(" class=\"")
        writer.writeRaw(classes)
        if isDisabled { writer.writeRaw(" sg-disabled") }
        writer.endAttribute()
        writer.writeAttribute("data-k", writer.uniqueKey(key))
        for (name, value) in attributes { writer.writeAttribute(name, value) }
        writer.writeRaw(" style=\"")
        writer.writeDeclaration("left", px: position.x)
        writer.writeDeclaration(";top", px: position.y)
        writer.writeDeclaration(";width", px: frame.width)
        writer.writeDeclaration(";height", px: frame.height)
    }

    /// Writes the `style` declarations of the node's modifiers and animation, closes the
    /// attribute and, for HTML elements, the tag.
    private func openEnd(_ tag: ElementTag, to writer: inout HTMLWriter) {
        for declaration in style {
            writer.writeRaw(";")
            writer.writeAttributeValue(declaration)
        }
        if let animation {
            writer.writeRaw(";transition:")
            writer.writeAttributeValue(animation.cssTransition)
        }
        writer.endAttribute()
        if tag == .div { writer.writeRaw(">") }
    }

    /// The frames of the interactive elements, in the coordinate space of the root's parent.
    func collectTargets(origin: CGPoint, into targets: inout [(id: String, frame: CGRect)]) {
        let absolute = CGRect(origin: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size)
        if !attributes.isEmpty, let id = attributes.first(where: { $0.name == "data-target" })?.value {
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
        color.writeCSS(to: &writer)
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
    /// Writes the path's ` d` and ` style` (its fill and stroke) attributes.
    func writePathAttributes(in rect: CGRect, to writer: inout HTMLWriter) {
        writer.beginAttribute("d")
        switch outline {
        case .rounded(let outline):
            let (rect, radius) = outline.geometry(in: rect)
            SVGPath.writeRoundedRect(rect, radius: radius, to: &writer)
        case .custom(let path):
            writer.writeAttributeValue(path(rect))
        }
        writer.endAttribute()
        writer.writeRaw(" style=\"fill:")
        if let fill { fill.writeCSS(to: &writer) } else { writer.writeRaw("none") }
        if let stroke {
            writer.writeRaw(";stroke:")
            stroke.paint.writeCSS(to: &writer)
            writer.writeRaw(";stroke-width:")
            writer.writeNumber(Double(stroke.width))
        }
        writer.endAttribute()
    }
}
