/// A namespace for matched geometry, as SwiftUI's `@Namespace`: the views of one view's
/// namespace that share an id in ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``
/// are one element moving between places.
///
/// ```swift
/// struct Tabs: View {
///     @Namespace private var tabs
///     @State private var selected = 0
///     var body: some View {
///         HStack {
///             ForEach(0..<3) { index in
///                 Text("Tab \(index)")
///                     .background {
///                         if index == selected {
///                             Capsule().fill(.tint.opacity(0.2)).matchedGeometryEffect(id: "pill", in: tabs)
///                         }
///                     }
///                     .onTapGesture { withAnimation(.snappy) { selected = index } }
///             }
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// The identity of a namespace: that of the view that declares it and the property's name,
    /// so that the same view has the same namespace in every render and every host.
    public struct ID: Hashable, Sendable {
        let key: String
    }

    /// Where the namespace's identity is kept once the engine binds it to its view.
    @usableFromInline let cell: NamespaceCell

    /// A namespace, bound to its view when the view's body is evaluated.
    public init() { cell = NamespaceCell() }

    /// The namespace's identity.
    public var wrappedValue: ID { cell.id }
}

/// The identity of a `Namespace`, set when the engine binds it.
@usableFromInline
final class NamespaceCell {
    var id = Namespace.ID(key: "unbound")

    @usableFromInline init() {}
}

extension Namespace: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.id = ID(key: context.record.key + "." + label)
    }
}

extension Namespace: CustomStructuralEquality {
    /// Not an input of the view: the engine decides it.
    static func structurallyEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}
