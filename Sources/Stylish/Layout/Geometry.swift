import Foundation

/// A size proposal from a parent to a child; `nil` in a dimension asks for the ideal size.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the ideal size in both dimensions.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Proposes no space at all.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Proposes unlimited space.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `fallback`.
    public func replacingUnspecifiedDimensions(by fallback: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? fallback.width, height: height ?? fallback.height)
    }

    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: height.map { max(0, $0 - insets.top - insets.bottom) }
        )
    }
}

/// Insets on each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// An edge of a rectangle, and sets of edges.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, as `padding(_:_:)` takes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension ProposedViewSize {
    subscript(axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }

    init(axis: Axis, main: CGFloat?, cross: CGFloat?) {
        self =
            axis == .horizontal
            ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}
