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

    /// Resolves the view `content` resolves, modified: the engine's own modifiers (`Body == Never`)
    /// implement it. Engine-internal; a modifier of your own is resolved by ``ModifiedContent``
    /// through a record of its own, and inherits a default that is not called.
    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node]
}

extension ViewModifier {
    /// Evaluates `body(content:)` in place, without a record of its own (``ModifiedContent``
    /// resolves a modifier of your own through a record instead).
    public static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        withoutActuallyEscaping(content) { content in
            resolve(modifier.body(content: _ViewModifier_Content(make: content)), in: &context)
        }
    }
}

/// A modifier the engine applies itself (`Body == Never`).
@usableFromInline
protocol PrimitiveViewModifier: ViewModifier where Body == Never {}

extension PrimitiveViewModifier {
    @usableFromInline func body(content: Content) -> Never { fatalError("\(Self.self) is applied by the engine") }
}

/// The view a ``ViewModifier`` modifies, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    @usableFromInline let make: (inout ResolveContext) -> [Node]

    @usableFromInline init(make: @escaping (inout ResolveContext) -> [Node]) {
        self.make = make
    }

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
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// A modifier of the engine's is applied to the content's nodes; a modifier of your own has its
    /// body evaluated through a record one path component deeper (`m`), so that its own `@State`
    /// never shares a key with the state of the view it modifies, the modifier and its content
    /// compared as one value.
    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        guard Modifier.Body.self == Never.self else {
            return context.child(suffix: ".m") { context in
                context.resolve(recording: view) { view, context in
                    context.install(dynamicPropertiesOf: view.modifier)
                    let content = view.content
                    let body = view.modifier.body(content: _ViewModifier_Content(make: { resolve(content, in: &$0) }))
                    return Modifier.Body._makeNodes(body, in: &context)
                }
            }
        }
        return Modifier._makeNodes(modifier: view.modifier, content: { resolve(view.content, in: &$0) }, in: &context)
    }
}

extension View {
    /// Applies `modifier` to this view.
    @inlinable
    public consuming func modifier<M: ViewModifier>(_ modifier: consuming M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
