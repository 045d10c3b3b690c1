/// The environment values of SwiftUI that the engine itself reads.
extension EnvironmentValues {
    /// Whether controls respond to the user (`false` under `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// ``isEnabled``, not noted as read by the body being evaluated.
    var isEnabledUnnoted: Bool { value(of: IsEnabledKey.self) }

    /// The tint of controls (`nil`: the accent colour).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The font of text.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of text and of shapes that are not filled explicitly: the foreground style
    /// resolved here (so `.foregroundStyle(.tint)` is the tint where the text is).
    public var foregroundColor: Color? {
        get {
            guard let style = foregroundShapeStyle else { return nil }
            if style.isColor { return style._resolve(in: self) }
            // `.foreground` inside the foreground style itself means the default, not a loop.
            var outer = self
            outer.removeValue(for: ForegroundStyleKey.self)
            return style._resolve(in: outer)
        }
        set { foregroundShapeStyle = newValue.map(AnyShapeStyle.init) }
    }

    /// The foreground style resolved here as paint: a gradient stays a gradient.
    var foregroundPaint: _Paint? {
        guard let style = foregroundShapeStyle else { return nil }
        if style.isColor { return style._paint(in: self) }
        var outer = self
        outer.removeValue(for: ForegroundStyleKey.self)
        return style._paint(in: outer)
    }

    /// The style set with `foregroundStyle(_:)` or `foregroundColor(_:)`, resolved where it is used.
    var foregroundShapeStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Light or dark, as the user's browser reports it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether the user asked for less motion; animations are then skipped.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
