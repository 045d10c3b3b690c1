import Foundation

/// A piece of user interface, described as a value: SwiftUI's `View`, rendered on the server.
///
/// A view either composes other views in its ``body`` or is a primitive (`Body == Never`) that the
/// engine draws itself. Views are cheap values: the engine evaluates `body` on every render and
/// keeps `@State` in the host's store, keyed by the view's structural position in the tree.
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
    /// default that installs dynamic properties and resolves `body`. Engine-internal.
    static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node]
}

extension View {
    /// Installs `@State` and `@Environment`, evaluates `body` and resolves it as child `0`.
    ///
    /// Inlinable, as the structural walk below it (``ModifiedContent``, ``TupleView``): a view's
    /// module specializes it for the view's concrete `body`, so the walk needs no generic metadata
    /// from the runtime's caches.
    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        context.install(dynamicPropertiesOf: view)
        let body = view.body
        return context.child(0) { Body._makeNodes(body, in: &$0) }
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
