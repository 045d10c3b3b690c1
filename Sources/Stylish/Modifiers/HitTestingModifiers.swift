import Foundation

extension View {
    /// Makes `shape`, in this view's frame, the area where this view is hit, besides what it
    /// draws: a gap in a row or the transparent padding of a button becomes part of the target.
    ///
    /// As in SwiftUI, a view is otherwise hit only where it draws (text, images, what shapes
    /// paint), never in the gaps of its layout. Here the shape adds to what is drawn: drawn
    /// content outside the shape is still hit.
    @inlinable
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_DecorationModifier(decoration: _HitShape(shape: shape, isEOFilled: eoFill), alignment: .center, inFront: false))
    }

    /// Makes `shape` the area where this view is hit for `kinds`: only ``ContentShapeKinds/interaction``
    /// changes anything on the web (the other kinds shape previews and effects of Apple's
    /// platforms, and are accepted and ignored).
    @inlinable
    public consuming func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        let decoration = kinds.contains(.interaction) ? _HitShape(shape: shape, isEOFilled: eoFill) : nil
        return modifier(_DecorationModifier(decoration: decoration, alignment: .center, inFront: false))
    }

    /// Whether this view and everything in it can be hit by the pointer: `false` lets presses
    /// through to what lies below (the keyboard still reaches its controls).
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AttributeModifier(name: "data-hit", value: enabled ? nil : "none"))
    }
}

/// The kinds of content shape SwiftUI distinguishes (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    /// Creates a set of kinds from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing and gestures: the kind that changes what is hit.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// A drag's preview (no-op here).
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// A context menu's preview (no-op here).
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// A pointer hover effect (no-op here).
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// A focus effect (no-op here).
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// An accessibility element's frame (no-op here).
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// A shape that draws nothing and is hit inside: what `contentShape` puts behind a view.
@usableFromInline
struct _HitShape<S: Shape>: PrimitiveView {
    @usableFromInline let shape: S
    @usableFromInline let isEOFilled: Bool

    @usableFromInline init(shape: S, isEOFilled: Bool) {
        self.shape = shape
        self.isEOFilled = isEOFilled
    }

    @usableFromInline static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let drawing = ShapeDrawing(
            outline: ShapeDrawing.Outline(view.shape), fill: nil, isEOFilled: view.isEOFilled, stroke: nil, isHitOnly: true)
        return [context.node(.shape(drawing))]
    }
}

extension View {
    /// Hides this view: it keeps its place in the layout, but is neither drawn, hit nor read by
    /// assistive technology.
    public consuming func hidden() -> some View {
        opacity(0).allowsHitTesting(false).accessibilityHidden(true)
    }

    /// Draws a border of `content`, `width` points wide, inside this view's frame.
    public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
