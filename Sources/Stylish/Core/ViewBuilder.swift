/// Builds views from closures, as SwiftUI's `@ViewBuilder` does, keeping their static types.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an ``EmptyView``.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view builds itself.
    @inlinable
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// Eleven views or more build a ``TupleView`` of their static types (two to ten build a
    /// ``_ViewListView``, see `ViewBuilder+Blocks.swift`).
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView((repeat each content))
    }

    /// An expression is a view as it is.
    @inlinable
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// `if` without `else` builds an optional view.
    @inlinable
    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: consuming TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: consuming FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` keeps the view as it is.
    public static func buildLimitedAvailability<Content: View>(_ content: consuming Content) -> AnyView { AnyView(content) }
}
