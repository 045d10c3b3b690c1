import Foundation

/// A thin line that separates content, as SwiftUI's `Divider`: across a `VStack` (or anywhere
/// outside a stack) it is a horizontal rule as wide as it is offered; inside an `HStack`, a
/// vertical rule as tall as it is offered. It is drawn in the separator colour and is hidden from
/// assistive technology, as SwiftUI's is.
///
/// ```swift
/// VStack {
///     Text("Inbox")
///     Divider()
///     Text("Archive")
/// }
/// ```
public struct Divider: PrimitiveView {
    /// A divider.
    public init() {}

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let line = context.child(0) { resolve(Rectangle().fill(Color.secondary.opacity(0.5)), in: &$0) }
        return [context.node(.divider(thickness: 1, DividerOrientation()), children: line)]
    }
}

/// Which way a divider runs; its stack sets it when it lays the divider out.
final class DividerOrientation {
    /// Whether the divider is a vertical rule (it is in a horizontal stack).
    var isVertical = false
}
