import Foundation

/// The start of a node's element up to its classes (`<div class="sg-n`), and whether it is an
/// HTML element (whose start tag `open` closes) or an inline SVG one (whose drawing closes it).
private struct ElementStart {
    let markup: StaticString
    let isHTML: Bool

    static let node = ElementStart(markup: "<div class=\"sg-n", isHTML: true)
    static let text = ElementStart(markup: "<div class=\"sg-n sg-text", isHTML: true)
    static let slider = ElementStart(markup: "<div class=\"sg-n sg-slider", isHTML: true)
    static let input = ElementStart(markup: "<input class=\"sg-n sg-input", isHTML: true)
    static let shape = ElementStart(markup: "<svg class=\"sg-n sg-shape", isHTML: false)
    static let symbol = ElementStart(markup: "<svg class=\"sg-n sg-symbol", isHTML: false)
    static let image = ElementStart(markup: "<svg class=\"sg-n sg-image", isHTML: false)
}

/// Drawing laid-out nodes as absolutely positioned HTML elements and inline SVG.
extension Node {
    /// Writes this node and its children; `origin` is where its parent's origin lies, relative to
    /// the nearest enclosing element, `canvas` maps the parent's coordinates to the canvas's.
    ///
    /// The interactive elements' targets are collected as the nodes are written, in tree order,
    /// and each node's place in the markup and among the targets is noted (``TargetCollector``).
    func write(to writer: inout HTMLWriter, origin: CGPoint, canvas: AffineMap, targets: inout TargetCollector) {
        let span = targets.beginSpan(of: self, at: writer.count)
        let position = CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY)
        let placed = canvasMap(parent: canvas)
        if targets.isCollecting, !attributes.isEmpty { targets.collect(self, map: placed) }
        switch kind {
        case .text(let run):
            let shown = run.wrapped(fitting: frame.width + 0.5)
            openStart(.text, at: position, to: &writer)
            writer.writeRaw(";")
            run.writeCSSStyle(
                size: frame.size, isRightToLeft: isRightToLeft, isMultiline: shown.utf8.contains(UInt8(ascii: "\n")),
                to: &writer)
            openEnd(.text, to: &writer)
            writer.writeText(shown)
            writer.writeRaw("</div>")
            collectTargetsBelow(canvas: placed, into: &targets)
        case .shape(let drawing):
            openStart(.shape, at: position, to: &writer)
            drawing.writeElementDeclarations(size: frame.size, to: &writer)
            openEnd(.shape, to: &writer)
            writer.writeRaw(" viewBox=\"0 0 ")
            writer.writeNumber(Double(frame.width))
            writer.writeRaw(" ")
            writer.writeNumber(Double(frame.height))
            writer.writeRaw("\" aria-hidden=\"true\">")
            drawing.writeBody(in: CGRect(origin: .zero, size: frame.size), to: &writer)
            writer.writeRaw("</svg>")
            collectTargetsBelow(canvas: placed, into: &targets)
        case .slider(let slider):
            open(.slider, at: position, to: &writer)
            slider.writeParts(key: key, primes: &partPrimes, size: frame.size, transition: animation?.cssTransition, to: &writer)
            writer.writeRaw("</div>")
            collectTargetsBelow(canvas: placed, into: &targets)
        case .textInput(let input):
            // A void element: no end tag, no children.
            openStart(.input, at: position, to: &writer)
            input.writeCSSStyle(isRightToLeft: isRightToLeft, to: &writer)
            openEnd(.input, to: &writer)
            collectTargetsBelow(canvas: placed, into: &targets)
        case .symbol(let symbol):
            open(.symbol, at: position, to: &writer)
            symbol.writeBody(to: &writer, attributes: attributes)
            collectTargetsBelow(canvas: placed, into: &targets)
        case .image(let image):
            open(.image, at: position, to: &writer)
            image.writeBody(frame: frame.size, to: &writer, attributes: attributes)
            collectTargetsBelow(canvas: placed, into: &targets)
        default:
            if hasElement {
                open(.node, at: position, to: &writer)
                for child in children {
                    child.write(to: &writer, origin: .zero, canvas: placed, targets: &targets)
                }
                writer.writeRaw("</div>")
            } else {
                writer.noteNoElement(&writtenPrimes)
                for child in children {
                    child.write(to: &writer, origin: position, canvas: placed, targets: &targets)
                }
            }
        }
        targets.endSpan(span, at: writer.count)
    }

    /// Collects the targets below a node whose drawing does not write its children (a leaf's:
    /// it has none, but a walk of the tree would look).
    private func collectTargetsBelow(canvas: AffineMap, into targets: inout TargetCollector) {
        guard targets.isCollecting, !children.isEmpty else { return }
        for child in children { child.collectTargets(canvas: canvas, into: &targets) }
    }

    /// Writes `<tag class data-k attributes style` and, for HTML elements, the closing `>`.
    private func open(_ start: ElementStart, at position: CGPoint, to writer: inout HTMLWriter) {
        openStart(start, at: position, to: &writer)
        openEnd(start, to: &writer)
    }

    /// Writes `<tag class data-k attributes style="` and the frame's declarations: the element's
    /// own declarations may follow, then ``openEnd(_:to:)``.
    private func openStart(_ start: ElementStart, at position: CGPoint, to writer: inout HTMLWriter) {
        writer.writeRaw(start.markup)
        if isDisabled { writer.writeRaw(" sg-disabled") }
        writer.writeRaw("\" data-k=\"")
        writer.writeUniqueKey(key, primes: &writtenPrimes)
        writer.endAttribute()
        for (name, value) in attributes { writer.writeAttribute(name, value) }
        writer.writeRaw(" style=\"left:")
        writer.writePx(position.x)
        writer.writeDeclaration(";top:", px: position.y)
        writer.writeDeclaration(";width:", px: frame.width)
        writer.writeDeclaration(";height:", px: frame.height)
    }

    /// Writes the `style` declarations of the node's modifiers, effects and animation, closes the
    /// attribute and, for HTML elements, the tag.
    private func openEnd(_ start: ElementStart, to writer: inout HTMLWriter) {
        for declaration in style {
            writer.writeRaw(";")
            writer.writeAttributeValue(declaration)
        }
        writeEffects(to: &writer)
        if let animation {
            writer.writeRaw(";transition:")
            writer.writeAttributeValue(animation.cssTransition)
        }
        writer.endAttribute()
        if start.isHTML { writer.writeRaw(">") }
    }

    /// Collects the targets of the interactive elements at and below this node, in tree order,
    /// with their frames in the canvas's coordinate space (`canvas` maps the parent's coordinates
    /// there; a transformed element's frame is the bounding box of its image): for a render whose
    /// markup is not written.
    func collectTargets(canvas: AffineMap, into targets: inout TargetCollector) {
        let placed = canvasMap(parent: canvas)
        if !attributes.isEmpty { targets.collect(self, map: placed) }
        for child in children { child.collectTargets(canvas: placed, into: &targets) }
    }
}

extension TextRun {
    /// Writes the text's font, colour and line declarations into the `style` attribute being
    /// written; `isRightToLeft` turns leading and trailing alignment into right and left, which
    /// is written only for text shown on several lines (`isMultiline`): one line fills its frame.
    /// A gradient is the element's background (of `size`), clipped to the glyphs.
    func writeCSSStyle(size: CGSize, isRightToLeft: Bool, isMultiline: Bool, to writer: inout HTMLWriter) {
        writer.writeDeclaration("font-size:", px: font.size)
        writer.writeDeclaration(";line-height:", px: font.lineHeight)
        writer.writeRaw(";color:")
        color.writeCSS(to: &writer)
        if let gradient {
            writer.writeRaw(";background:")
            gradient.writeCSS(size: size, to: &writer)
            writer.writeRaw(";-webkit-background-clip:text;background-clip:text;-webkit-text-fill-color:transparent")
        }
        font.writeFaceDeclarations(to: &writer)
        switch (alignment, isRightToLeft) {
        case _ where !isMultiline, (.leading, false): break
        case (.center, _): writer.writeRaw(";text-align:center")
        case (.leading, true), (.trailing, false): writer.writeRaw(";text-align:right")
        case (.trailing, true): writer.writeRaw(";text-align:left")
        }
        // The browser's font may be wider than the measure: what overflows a limited text is clipped.
        if lineLimit != nil { writer.writeRaw(";overflow:hidden;text-overflow:ellipsis") }
    }
}

extension Font {
    /// Writes the declarations of the font's weight, family and style that differ from the
    /// canvas's (regular, default, upright) into the `style` attribute being written.
    func writeFaceDeclarations(to writer: inout HTMLWriter) {
        if weight != .regular {
            writer.writeRaw(";font-weight:")
            writer.writeAttributeValue(String(weight.value))
        }
        if design != .default {
            writer.writeRaw(";font-family:")
            writer.writeAttributeValue(cssFamily)
        }
        if isItalic { writer.writeRaw(";font-style:italic") }
    }
}
