import Foundation

/// A piece of user interface, described as a value: SwiftUI's `View`, rendered on the server.
///
/// A view either composes other views in its ``body`` or is a primitive (`Body == Never`) that the
/// engine draws itself. Views are cheap values: the engine evaluates `body` when the view first
/// appears, and again only when something the body read changed (a `@State`, an `@Environment`
/// value) or its parent gave it a value that is not provably equal to the last (docs/ENGINE.md).
/// Its `@State` lives as long as the view stays at its structural position in the tree.
///
/// ```swift
/// struct Greeting: View {
///     @State var count = 0
///     var body: some View {
///         VStack {
///             Text("Tapped \(count) times")
///             Button("Tap") { count += 1 }
///         }
///     }
/// }
/// ```
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }

    /// Resolves `view` into layout nodes; primitives implement it, composite views inherit the
    /// default that evaluates `body` through the view's record. Engine-internal.
    static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node]
}

extension View {
    /// Resolves the view through its record: its body as it was, when nothing it read changed and
    /// the view is provably the one it was; else `@State` and `@Environment` installed, `body`
    /// evaluated and resolved as child `0`.
    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        context.resolve(recording: view) { view, context in
            context.install(dynamicPropertiesOf: view)
            let body = view.body
            return context.child(0) { Body._makeNodes(body, in: &$0) }
        }
    }
}

extension Never: View {
    /// Primitives have no body; reaching it is a programming error in the engine.
    public var body: Never { fatalError("Never has no body") }
}

/// A view that the engine draws itself (its `body` is never called).
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// Primitive views have no body; the engine resolves them through `_makeNodes`.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
