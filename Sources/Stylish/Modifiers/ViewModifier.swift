/// A reusable change to a view, as SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Capsule().fill(Color.yellow))
///     }
/// }
/// ```
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Resolves the modified view. Engine-internal; custom modifiers inherit the default.
    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node]
}

extension ViewModifier {
    /// Resolves `body(content:)` one path component deeper (`m`), so the modifier's own
    /// `@State` never shares a key with the state of the view it modifies.
    public static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        context.child(suffix: ".m") { context in
            context.install(dynamicPropertiesOf: modifier)
            return withoutActuallyEscaping(content) { content in
                let body = modifier.body(content: _ViewModifier_Content(make: content))
                return resolve(body, in: &context)
            }
        }
    }
}

/// A modifier the engine applies itself (`Body == Never`).
///
/// The engine's modifiers (and ``_ResolvedStyle``) are `@usableFromInline`: a module that calls
/// `.padding()`, `.overlay`… then sees the concrete type behind their `some View` when it is
/// compiled, instead of asking the runtime for it (`swift_getOpaqueTypeConformance2`, which
/// demangles the type's name) every time a `body` is evaluated.
@usableFromInline
protocol PrimitiveViewModifier: ViewModifier where Body == Never {}

extension PrimitiveViewModifier {
    @usableFromInline func body(content: Content) -> Never { fatalError("\(Self.self) is applied by the engine") }
}

/// The view a ``ViewModifier`` modifies, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let make: (inout ResolveContext) -> [Node]

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        view.make(&context)
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    ///
    /// Inlinable, as ``View/modifier(_:)``: a body that applies a modifier copies its view into
    /// the new value with code made for its type, not through the runtime's value witnesses.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        Modifier._makeNodes(modifier: view.modifier, content: { resolve(view.content, in: &$0) }, in: &context)
    }
}

extension View {
    /// Applies `modifier` to this view.
    ///
    /// The modifier is taken as consuming too: a modifier that holds a view (an overlay's, a
    /// background's) is moved into the new value, not copied into it and then destroyed, which
    /// for a view of nested modifiers goes level by level through the runtime's value witnesses.
    @inlinable
    public consuming func modifier<M: ViewModifier>(_ modifier: consuming M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
