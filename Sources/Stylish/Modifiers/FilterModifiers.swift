import Foundation

/// Clips, filters and grouping, as CSS on the view's element. Several compose in SwiftUI's order,
/// the innermost modifier first, into one `filter` (and one `transform`, one `opacity`); an
/// effect that CSS would apply in another order than SwiftUI's goes on a wrapping element.
///
/// Not here: `colorMultiply(_:)`, which CSS cannot do exactly on an element (a multiply blend
/// mixes in what is behind the view, an SVG filter needs an element of its own elsewhere).
extension View {
    /// Clips this view to its frame, its corners rounded by `radius`; `antialiased` is ignored
    /// (the browser always antialiases).
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_EffectModifier(effect: .clip(cornerRadius: max(0, radius))))
    }

    /// Clips this view to its frame (CSS `overflow:hidden`); `antialiased` is ignored.
    public consuming func clipped(antialiased: Bool = false) -> some View {
        modifier(_EffectModifier(effect: .clip(cornerRadius: 0)))
    }

    /// Blurs this view by `radius` (CSS `blur()`, a Gaussian blur of that standard deviation);
    /// `opaque` is ignored: the blur always fades at the edges, as SwiftUI's non-opaque one does.
    public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_EffectModifier(effect: .filter("blur(" + CSS.px(max(0, radius)) + ")")))
    }

    /// Brightens this view by `amount` (0 unchanged, 1 white, negative darker): SwiftUI adds it
    /// to each colour component, which is CSS's `brightness()` only at 0; here it is
    /// `brightness(1 + amount)`, a multiplication, and close for small amounts.
    public consuming func brightness(_ amount: Double) -> some View {
        modifier(_EffectModifier(effect: .filter("brightness(" + CSS.number(max(0, 1 + amount)) + ")")))
    }

    /// Scales this view's contrast by `amount` (1 unchanged, 0 grey), CSS `contrast()`; a negative
    /// amount, which SwiftUI draws inverted, is drawn as 0 (CSS refuses negative contrast).
    public consuming func contrast(_ amount: Double) -> some View {
        modifier(_EffectModifier(effect: .filter("contrast(" + CSS.number(max(0, amount)) + ")")))
    }

    /// Scales this view's saturation by `amount` (1 unchanged, 0 grey), CSS `saturate()`.
    public consuming func saturation(_ amount: Double) -> some View {
        modifier(_EffectModifier(effect: .filter("saturate(" + CSS.number(max(0, amount)) + ")")))
    }

    /// Removes `amount` of this view's colour (0 unchanged, 1 grey), CSS `grayscale()`.
    public consuming func grayscale(_ amount: Double) -> some View {
        modifier(_EffectModifier(effect: .filter("grayscale(" + CSS.number(min(1, max(0, amount))) + ")")))
    }

    /// Turns this view's hues by `angle`, CSS `hue-rotate()`.
    public consuming func hueRotation(_ angle: Angle) -> some View {
        modifier(_EffectModifier(effect: .filter("hue-rotate(" + CSS.number(angle.degrees) + "deg)")))
    }

    /// Composites this view's content on its own before it meets what is behind it (CSS
    /// `isolation:isolate`), so that blend modes and opacity inside it apply to the group.
    public consuming func compositingGroup() -> some View {
        modifier(_EffectModifier(effect: .isolation))
    }

    /// Does nothing here: SwiftUI draws the view offscreen in Metal, which the browser decides for
    /// itself. `opaque` and `colorMode` are ignored.
    public consuming func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }
}

/// The colour space of an offscreen drawing (`drawingGroup(opaque:colorMode:)`), as SwiftUI's:
/// kept for code that names it; the browser composites in sRGB whatever is chosen.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, gamma encoded.
    case nonLinear
    /// sRGB, linear.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}
