/// What an `environment` event changes.
///
/// Each environment value it sets, or returns to the host's default, as `.environment(_:_:)`,
/// `.disabled(_:)` and `.tint(_:)` at the root would.
///
/// A value left `nil` is not changed. ``Setting/reset`` returns the value to the one the host
/// was made with (`EnvironmentValues()`'s unless ``ViewHost/init(_:width:height:environment:)``
/// was given others).
///
/// ```swift
/// var change = EnvironmentChange()
/// change.colorScheme = .set(.dark)
/// change.isEnabled = .reset
/// try host.send(.environment(change))
/// ```
public struct EnvironmentChange: Sendable, Equatable {
    /// One value's change: set to a value, or back to the host's default.
    public enum Setting<Value: Sendable & Equatable>: Sendable, Equatable {
        /// Sets the value.
        case set(Value)
        /// Returns the value to the host's default.
        case reset
    }

    /// The colour scheme (`.colorScheme`).
    public var colorScheme: Setting<ColorScheme>?
    /// The layout direction (`.layoutDirection`).
    public var layoutDirection: Setting<LayoutDirection>?
    /// The control size (`.controlSize(_:)`).
    public var controlSize: Setting<ControlSize>?
    /// The tint (`.tint(_:)`); its reset is the host's tint, usually none (the accent colour).
    public var tint: Setting<Color>?
    /// Whether controls are enabled (`.disabled(_:)` sets it to false).
    public var isEnabled: Setting<Bool>?
    /// Whether to reduce motion (`.accessibilityReduceMotion`).
    public var accessibilityReduceMotion: Setting<Bool>?
    /// The Dynamic Type size (`.dynamicTypeSize(_:)`).
    public var dynamicTypeSize: Setting<DynamicTypeSize>?

    /// A change that changes nothing; set its values.
    public init() {}

    /// Whether it changes nothing.
    public var isEmpty: Bool { self == EnvironmentChange() }

    /// `environment` with the change applied; a reset value comes from `defaults`.
    public func applied(to environment: EnvironmentValues, defaults: EnvironmentValues) -> EnvironmentValues {
        var result = environment
        Self.apply(colorScheme, \.colorScheme, &result, defaults)
        Self.apply(layoutDirection, \.layoutDirection, &result, defaults)
        Self.apply(controlSize, \.controlSize, &result, defaults)
        switch tint {
        case .set(let color): result.tint = color
        case .reset: result.tint = defaults.tint
        case nil: break
        }
        Self.apply(isEnabled, \.isEnabled, &result, defaults)
        Self.apply(accessibilityReduceMotion, \.accessibilityReduceMotion, &result, defaults)
        Self.apply(dynamicTypeSize, \.dynamicTypeSize, &result, defaults)
        return result
    }

    private static func apply<Value>(
        _ setting: Setting<Value>?, _ key: WritableKeyPath<EnvironmentValues, Value>, _ environment: inout EnvironmentValues,
        _ defaults: EnvironmentValues
    ) {
        switch setting {
        case .set(let value): environment[keyPath: key] = value
        case .reset: environment[keyPath: key] = defaults[keyPath: key]
        case nil: break
        }
    }
}
