import Foundation

extension View {
    /// Blends this view with what is drawn behind it in `mode`.
    ///
    /// Drawn as CSS `mix-blend-mode`. The Porter–Duff modes (`sourceAtop`, `destinationOver`,
    /// `destinationOut`) and `plusDarker` have no CSS equivalent: the view is drawn normally and
    /// the preview's problems say so. Of blend modes nested on one view, the outermost is drawn.
    public consuming func blendMode(_ mode: BlendMode) -> some View {
        modifier(_BlendModeModifier(mode: mode))
    }
}

/// How a view's colours combine with those behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Equatable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The CSS `mix-blend-mode` keyword; nil for a mode CSS has none for.
    var cssKeyword: StaticString? {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        }
    }

    /// The keyword written (`normal` for a mode CSS lacks).
    var css: StaticString { cssKeyword ?? "normal" }
}

/// `blendMode(_:)`: a blend effect (``NodeEffect/blend(_:)``) on the content's elements.
struct _BlendModeModifier: PrimitiveViewModifier {
    let mode: BlendMode

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        if modifier.mode.cssKeyword == nil {
            context.graph.noteProblem(
                "blendMode(.\(modifier.mode)) has no CSS equivalent: the view is drawn in the normal blend mode")
        }
        return _EffectModifier._makeNodes(
            modifier: _EffectModifier(effect: .blend(modifier.mode)), content: content, in: &context)
    }
}
