import Foundation

/// A container that gives its content its own size, as SwiftUI's `GeometryReader`.
///
/// It takes all the space it is offered; its content is built at layout time, with that size (and
/// again when that size changes), and placed at its top-leading corner.
///
/// ```swift
/// GeometryReader { geometry in
///     Capsule().frame(width: geometry.size.width / 3)
/// }
/// ```
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// A reader whose content is built from the proxy of its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let content = context.geometryContent(of: view)
        let node = context.node(.geometryReader(content))
        content.readerNode = node
        // Its content, resolved at layout, may observe geometry: the walk that notifies looks in.
        node.observesGeometryBelow = true
        return [node]
    }
}

/// The size of a view, as `GeometryReader` and `onGeometryChange` report it.
public struct GeometryProxy: Sendable {
    /// The view's size.
    public let size: CGSize

    /// The geometry of a view of `size`.
    @usableFromInline init(size: CGSize) { self.size = size }

    /// The view's frame in its own coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space that gestures and geometry report in.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own space.
    case local
    /// The canvas's space.
    case global
    /// A space named with `coordinateSpace(name:)`.
    case named(String)
}
