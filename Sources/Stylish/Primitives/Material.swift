import Foundation

/// A translucent background that blurs what is behind it, as SwiftUI's `Material`: drawn as CSS
/// `backdrop-filter` (a blur and a saturation boost) over a tint of the colour scheme's own
/// (`var(--sg-material-…)`, a `light-dark()` pair of the stylesheet).
///
/// ```swift
/// Text("Now playing").padding().background(.ultraThinMaterial)
/// ```
///
/// The blur radii and tints approximate Apple's (which are not published and vary by platform):
/// thicker materials blur more and let less through.
public struct Material: Sendable {
    /// The name of its tint variable (`thin` for `var(--sg-material-thin)`).
    let name: String
    /// The backdrop's blur radius, in points.
    let blurRadius: CGFloat

    /// The most translucent material.
    public static let ultraThinMaterial = Material(name: "ultrathin", blurRadius: 8)
    /// A material more translucent than regular.
    public static let thinMaterial = Material(name: "thin", blurRadius: 12)
    /// The material of most backgrounds.
    public static let regularMaterial = Material(name: "regular", blurRadius: 16)
    /// A material more opaque than regular.
    public static let thickMaterial = Material(name: "thick", blurRadius: 20)
    /// The most opaque material.
    public static let ultraThickMaterial = Material(name: "ultrathick", blurRadius: 24)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(name: "bar", blurRadius: 16)

    /// The declarations of an element drawn in this material (drawn, so hit, as a shape's fill).
    var cssDeclarations: [String] {
        let filter = "blur(" + CSS.px(blurRadius) + ") saturate(1.8)"
        return [
            "backdrop-filter:" + filter, "-webkit-backdrop-filter:" + filter, "background:var(--sg-material-\(name))",
            "pointer-events:auto",
        ]
    }
}

/// A rectangle of a material filling the space it is offered: what `.background(material)` draws.
struct _MaterialView: PrimitiveView {
    let material: Material

    static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let fill = FlexibleFrame(
            minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: .infinity,
            alignment: .center)
        let node = context.node(.flexibleFrame(fill))
        context.editStyle(of: node) { $0.append(contentsOf: view.material.cssDeclarations) }
        return [node]
    }
}
