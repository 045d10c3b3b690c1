/// Views made from the elements of a collection, each identified by its element's id, as
/// SwiftUI's `ForEach`.
///
/// ```swift
/// ForEach(options, id: \.self) { option in Text(option) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    /// The elements.
    public var data: Data
    /// Makes the view of an element.
    public var content: (Data.Element) -> Content
    private let id: (Data.Element) -> ID

    /// A view per element of `data`, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        var nodes: [Node] = []
        for element in view.data {
            nodes += context.child("$\(view.id(element))") { resolve(view.content(element), in: &$0) }
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per identifiable element of `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
