extension View {
    /// Sets the environment value at `keyPath` for this view and everything inside it.
    @inlinable
    public consuming func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(_EnvironmentModifier(change: { $0[keyPath: keyPath] = value }))
    }

    /// Tints the controls inside this view (a slider's filled track, a button).
    @inlinable
    public consuming func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// Sets the font of text inside this view.
    @inlinable
    public consuming func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the colour of text and unfilled shapes inside this view.
    @inlinable
    public consuming func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Sets the style of text and unfilled shapes inside this view: a colour, `.tint`,
    /// `.primary`, `.secondary`…, resolved where each text or shape is.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier(change: { $0.foregroundShapeStyle = AnyShapeStyle(style) }))
    }

    /// Disables the controls inside this view when `disabled` is true.
    @inlinable
    public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier(change: { $0.isEnabled = $0.isEnabled && !disabled }))
    }
}

/// Changes a copy of the environment for the content.
@usableFromInline
struct _EnvironmentModifier: PrimitiveViewModifier {
    let change: (inout EnvironmentValues) -> Void

    @usableFromInline init(change: @escaping (inout EnvironmentValues) -> Void) { self.change = change }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        context.withEnvironment(modifier.change, content)
    }
}
