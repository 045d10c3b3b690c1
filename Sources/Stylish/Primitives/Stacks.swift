import Foundation

/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row of the views built by `content`, `spacing` apart (8 points when `nil`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let children = resolve(view.content, in: &context)
        let alignment = Alignment(horizontal: .center, vertical: view.alignment)
        return [context.node(.stack(.horizontal, alignment: alignment, spacing: view.spacing ?? 8), children: children)]
    }
}

/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of the views built by `content`, `spacing` apart (8 points when `nil`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let children = resolve(view.content, in: &context)
        let alignment = Alignment(horizontal: view.alignment, vertical: .center)
        return [context.node(.stack(.vertical, alignment: alignment, spacing: view.spacing ?? 8), children: children)]
    }
}

/// Views on top of each other, later ones in front, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// The views built by `content`, stacked and aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let children = resolve(view.content, in: &context)
        return [context.node(.zstack(view.alignment), children: children)]
    }
}

/// Flexible empty space that pushes its neighbours in a stack apart.
public struct Spacer: PrimitiveView {
    let minLength: CGFloat?

    /// Space at least `minLength` long (8 points when `nil`).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        [context.node(.spacer(minLength: view.minLength ?? 8))]
    }
}
