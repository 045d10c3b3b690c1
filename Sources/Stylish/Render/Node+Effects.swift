import Foundation

/// Writing a node's effects as CSS declarations, and the transform they give its coordinates.
extension Node {
    /// Writes the declarations of ``effects``, each property once: the opacities multiplied, the
    /// clips as one (the intersection of rounded rectangles of one frame is the most rounded),
    /// the filter functions in order, the transforms with the outermost first (CSS applies the
    /// last function first).
    func writeEffects(to writer: inout HTMLWriter) {
        let effects = effects
        guard !effects.isEmpty else { return }
        var opacity: Double?
        var clipRadius: CGFloat?
        var hasFilter = false
        var hasTransform = false
        var isIsolated = false
        var blendMode: BlendMode?
        for effect in effects {
            switch effect {
            case .opacity(let value): opacity = (opacity ?? 1) * value
            case .clip(let radius): clipRadius = max(clipRadius ?? 0, radius)
            case .filter: hasFilter = true
            case .clipPath: break
            case .transform: hasTransform = true
            case .isolation: isIsolated = true
            case .blend(let mode): blendMode = mode
            }
        }
        if let opacity {
            writer.writeRaw(";opacity:")
            writer.writeNumber(opacity)
        }
        if let clipRadius {
            writer.writeRaw(";overflow:hidden")
            if clipRadius > 0 { writer.writeDeclaration(";border-radius:", px: clipRadius) }
        }
        if hasFilter {
            writer.writeRaw(";filter:")
            var isFirst = true
            for case .filter(let function) in effects {
                if !isFirst { writer.writeRaw(" ") }
                writer.writeAttributeValue(function)
                isFirst = false
            }
        }
        for case .clipPath(let clip) in effects { clip.writeDeclarations(size: frame.size, to: &writer) }
        if hasTransform {
            writer.writeRaw(";transform:")
            var isFirst = true
            for case .transform(let transform) in effects.reversed() {
                if !isFirst { writer.writeRaw(" ") }
                transform.writeCSS(to: &writer)
                isFirst = false
            }
        }
        if isIsolated { writer.writeRaw(";isolation:isolate") }
        if let blendMode {
            writer.writeRaw(";mix-blend-mode:")
            writer.writeRaw(blendMode.css)
        }
    }

    /// The map from this node's own coordinates to the canvas, given its parent's: the node's
    /// transforms, the innermost applied first, then its frame's origin, then the parent's map.
    func canvasMap(parent parentMap: AffineMap) -> AffineMap {
        var map = parentMap.translated(by: frame.origin)
        for effect in effects.reversed() {
            guard case .transform(let transform) = effect else { continue }
            map = map.concatenating(transform.map(in: frame.size))
        }
        return map
    }
}
