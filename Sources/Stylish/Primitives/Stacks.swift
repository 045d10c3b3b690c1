import Foundation

/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A row of the views built by `content`, `spacing` apart (8 points when `nil`).
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let children = resolve(view.content, in: &context)
        let alignment = Alignment(horizontal: .center, vertical: view.alignment)
        return [context.stackNode(.horizontal, alignment, spacing: view.spacing, children: children)]
    }
}

/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: PrimitiveView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A column of the views built by `content`, `spacing` apart (8 points when `nil`).
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let children = resolve(view.content, in: &context)
        let alignment = Alignment(horizontal: view.alignment, vertical: .center)
        return [context.stackNode(.vertical, alignment, spacing: view.spacing, children: children)]
    }
}

/// Views on top of each other, later ones in front, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: PrimitiveView {
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    /// The views built by `content`, stacked and aligned by `alignment`.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let children = resolve(view.content, in: &context)
        return [context.zstackNode(view.alignment, children: children)]
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

extension ResolveContext {
    /// The node of a stack of `children` along `axis`, aligned by `alignment`, `spacing` apart (8
    /// points when `nil`): the part of a stack's resolution that does not depend on its content's type.
    @usableFromInline
    func stackNode(_ axis: Axis, _ alignment: Alignment, spacing: CGFloat?, children: [Node]) -> Node {
        node(.stack(axis, alignment: alignment, spacing: spacing ?? 8), children: children)
    }

    /// The node of a ``ZStack`` of `children` aligned by `alignment`.
    @usableFromInline
    func zstackNode(_ alignment: Alignment, children: [Node]) -> Node {
        node(.zstack(alignment), children: children)
    }
}
