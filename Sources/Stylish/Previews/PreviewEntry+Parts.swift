// How a provider's `previews` splits into entries: the containers whose views are previews of
// their own.

/// The views a preview's view stands for, in order: each part of a container of previews, else
/// the view itself.
func previewParts<V: View>(of view: V) -> [any View] {
    if let container = view as? any PreviewContainer { return container.previewParts }
    return [view]
}

/// A view whose parts are previews of their own (`Group`, a builder's block, `ForEach`, `if`).
protocol PreviewContainer {
    /// The previews it holds, nested containers flattened.
    var previewParts: [any View] { get }
}

extension Group: PreviewContainer {
    var previewParts: [any View] { Stylish.previewParts(of: content) }
}

extension TupleView: PreviewContainer {
    var previewParts: [any View] {
        var parts: [any View] = []
        for element in repeat each value { parts += Stylish.previewParts(of: element) }
        return parts
    }
}

extension _ViewListView: PreviewContainer {
    var previewParts: [any View] { (list as? any PreviewListParts)?.previewParts ?? [] }
}

/// A builder block's list of views, as previews.
protocol PreviewListParts {
    var previewParts: [any View] { get }
}

extension _ViewListLast: PreviewListParts {
    var previewParts: [any View] { Stylish.previewParts(of: content) }
}

extension _ViewListLink: PreviewListParts {
    var previewParts: [any View] {
        Stylish.previewParts(of: head) + ((tail as? any PreviewListParts)?.previewParts ?? [])
    }
}

extension ForEach: PreviewContainer {
    var previewParts: [any View] { data.flatMap { Stylish.previewParts(of: content($0)) } }
}

extension _ConditionalContent: PreviewContainer {
    var previewParts: [any View] {
        switch storage {
        case .trueContent(let content): Stylish.previewParts(of: content)
        case .falseContent(let content): Stylish.previewParts(of: content)
        }
    }
}

extension Optional: PreviewContainer where Wrapped: View {
    var previewParts: [any View] { map { Stylish.previewParts(of: $0) } ?? [] }
}

extension EmptyView: PreviewContainer {
    var previewParts: [any View] { [] }
}
