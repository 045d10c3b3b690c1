/// One of two views, chosen by an `if`/`else` in a builder; each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @usableFromInline init(storage: Storage) { self.storage = storage }

    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        switch view.storage {
        case .trueContent(let content): context.child(0) { resolve(content, in: &$0) }
        case .falseContent(let content): context.child(1) { resolve(content, in: &$0) }
        }
    }
}

extension Optional: View, PrimitiveView where Wrapped: View {
    @inlinable
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        guard let view else { return [] }
        return context.child(0) { resolve(view, in: &$0) }
    }
}

/// A view that shows nothing.
public struct EmptyView: PrimitiveView {
    /// Creates an empty view.
    public init() {}

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] { [] }
}

/// A type-erased view, for where the static type cannot be named (as in SwiftUI).
///
/// When the wrapped type changes, the old view's state is discarded, as SwiftUI does.
public struct AnyView: PrimitiveView {
    /// The type of the view wrapped.
    let type: ObjectIdentifier
    /// Resolves the view wrapped.
    let make: (inout ResolveContext) -> [Node]

    /// Erases the type of `view`; an `AnyView` is taken as it is, not wrapped again.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
            return
        }
        type = ObjectIdentifier(V.self)
        make = { resolve(view, in: &$0) }
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        context.resolveErased(view)
    }
}

/// Several views as one, without a layout of its own.
public struct Group<Content: View>: PrimitiveView {
    let content: Content

    /// Groups the views built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        resolve(view.content, in: &context)
    }
}
