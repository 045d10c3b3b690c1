extension View {
    /// Sets the environment value at `keyPath` for this view and everything inside it.
    @inlinable
    public consuming func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(_EnvironmentModifier(change: { $0[keyPath: keyPath] = value }))
    }

    /// Tints the controls inside this view (a slider's filled track, a button).
    @inlinable
    public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentValueModifier(.tint(tint)))
    }

    /// Sets the font of text inside this view.
    @inlinable
    public consuming func font(_ font: Font?) -> some View {
        modifier(_EnvironmentValueModifier(.font(font)))
    }

    /// Sets the colour of text and unfilled shapes inside this view.
    @inlinable
    public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentValueModifier(.foregroundColor(color)))
    }

    /// Sets the style of text and unfilled shapes inside this view: a colour, `.tint`,
    /// `.primary`, `.secondary`…, resolved where each text or shape is.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier(change: { $0.foregroundShapeStyle = AnyShapeStyle(style) }))
    }

    /// Disables the controls inside this view when `disabled` is true.
    @inlinable
    public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentValueModifier(.disabled(disabled)))
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

/// Sets one of the environment values the engine's own modifiers set (`tint`, `font`,
/// `foregroundColor`, `disabled`), held as a value rather than in a closure.
///
/// A closure that captures the value is a heap allocation (and its release) each time a `body`
/// applies the modifier; the value kept inline in the modifier costs neither.
@usableFromInline
struct _EnvironmentValueModifier: PrimitiveViewModifier {
    /// The value set, and which.
    @usableFromInline
    enum Change {
        /// `tint(_:)`.
        case tint(Color?)
        /// `font(_:)`.
        case font(Font?)
        /// `foregroundColor(_:)`.
        case foregroundColor(Color?)
        /// `disabled(_:)`: disables when true, leaves the environment's state when false.
        case disabled(Bool)
    }

    let change: Change

    @usableFromInline init(_ change: Change) { self.change = change }

    /// Applies the change to `environment`, as each modifier's closure did.
    func apply(to environment: inout EnvironmentValues) {
        switch change {
        case .tint(let tint): environment.tint = tint
        case .font(let font): environment.font = font
        case .foregroundColor(let color): environment.foregroundColor = color
        case .disabled(let disabled): environment.isEnabled = environment.isEnabled && !disabled
        }
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        // Only `disabled(_:)` changes what nodes read from the environment (whether controls are
        // enabled); a tint, a font or a colour leaves the flags as they are, unread.
        if case .disabled = modifier.change {
            return context.withEnvironment({ modifier.apply(to: &$0) }, content)
        }
        return context.withEnvironmentKeepingNodeFlags({ modifier.apply(to: &$0) }, content)
    }
}
