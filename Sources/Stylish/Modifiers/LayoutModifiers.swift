import Foundation

extension View {
    /// Pads this view on `edges` by `length` (16 points when `nil`, Apple's default).
    @inlinable
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? 16
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? amount : 0,
                leading: edges.contains(.leading) ? amount : 0,
                bottom: edges.contains(.bottom) ? amount : 0,
                trailing: edges.contains(.trailing) ? amount : 0
            ))
    }

    /// Pads this view on every edge by `length`.
    @inlinable
    public consuming func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads this view by `insets`.
    @inlinable
    public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutModifier.padding(insets))
    }

    /// Gives this view a fixed width and/or height; a `nil` dimension keeps the view's own.
    @inlinable
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_LayoutModifier.frame(width: width, height: height, alignment: alignment))
    }

    /// Bounds the size of this view; `maxWidth: .infinity` makes it as wide as its parent offers.
    public consuming func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            _LayoutModifier(
                kind: .flexibleFrame(
                    FlexibleFrame(
                        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                        minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment
                    ))))
    }
}

/// Wraps each node of the content in a layout node (padding, frame).
@usableFromInline
struct _LayoutModifier: PrimitiveViewModifier {
    let kind: Node.Kind

    /// `padding(insets)`.
    @usableFromInline static func padding(_ insets: EdgeInsets) -> Self { Self(kind: .padding(insets)) }

    /// `frame(width:height:alignment:)`; SwiftUI treats a negative length as zero (and logs
    /// "Invalid frame dimension").
    @usableFromInline static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> Self {
        Self(kind: .frame(width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, alignment: alignment))
    }

    /// `position(_:)`.
    @usableFromInline static func position(_ position: CGPoint) -> Self { Self(kind: .position(position)) }

    /// `offset(_:)`.
    @usableFromInline static func offset(_ offset: CGSize) -> Self { Self(kind: .offset(offset)) }

    /// `layoutPriority(_:)`.
    @usableFromInline static func layoutPriority(_ value: Double) -> Self { Self(kind: .layoutPriority(value)) }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        if nodes.count == 1 { return [context.node(modifier.kind, children: nodes)] }
        return nodes.map { context.node(modifier.kind, children: [$0]) }
    }
}

extension View {
    /// Sets the priority a parent stack gives this view when it shares out its length (0 by
    /// default): the stack offers space to its children of higher priority first, leaving the
    /// others their least lengths, as SwiftUI's stacks do.
    @inlinable
    public consuming func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutModifier.layoutPriority(value))
    }
}
