import Stylish

/// The engine's environment change in the gallery's terms: the query keys of ``PreviewEnvironment``
/// (`disabled` for `isEnabled`, `reduceMotion`, a tint by name).
extension EnvironmentChange {
    /// The keys that follow the browser when the URL leaves them unset (`automatic`): a page
    /// without them keeps what the browser last reported.
    static let browserKeys: Set<String> = ["colorScheme", "reduceMotion"]

    /// The change that sets `environment`'s set values and returns the keys in `resetting` to
    /// their defaults.
    init(setting environment: PreviewEnvironment, resetting: [String] = []) {
        self.init()
        colorScheme = environment.colorScheme.map { .set($0) }
        layoutDirection = environment.layoutDirection.map { .set($0) }
        controlSize = environment.controlSize.map { .set($0) }
        tint = environment.tint.flatMap(PreviewEnvironment.color(named:)).map { .set($0) }
        isEnabled = environment.disabled.map { .set(!$0) }
        accessibilityReduceMotion = environment.reduceMotion.map { .set($0) }
        dynamicTypeSize = environment.dynamicTypeSize.map { .set($0) }
        for key in resetting { _ = reset(key) }
    }

    /// The change that brings `current` to what `environment` pins, nil when it is there already.
    ///
    /// A key `environment` leaves unset goes back to its default in `defaults`, except the
    /// ``browserKeys``, which keep what the browser reported.
    static func pinning(
        _ environment: PreviewEnvironment, from current: EnvironmentValues,
        defaults: EnvironmentValues = EnvironmentValues()
    ) -> EnvironmentChange? {
        var change = EnvironmentChange()
        change.colorScheme = step(environment.colorScheme, current.colorScheme, nil)
        change.layoutDirection = step(environment.layoutDirection, current.layoutDirection, defaults.layoutDirection)
        change.controlSize = step(environment.controlSize, current.controlSize, defaults.controlSize)
        change.isEnabled = step(environment.disabled.map { !$0 }, current.isEnabled, defaults.isEnabled)
        change.accessibilityReduceMotion = step(environment.reduceMotion, current.accessibilityReduceMotion, nil)
        change.dynamicTypeSize = step(environment.dynamicTypeSize, current.dynamicTypeSize, defaults.dynamicTypeSize)
        if let color = environment.tint.flatMap(PreviewEnvironment.color(named:)) {
            change.tint = current.tint == color ? nil : .set(color)
        } else if current.tint != defaults.tint {
            change.tint = .reset
        }
        return change.isEmpty ? nil : change
    }

    /// The values it sets, as query values (the resets left out).
    var setValues: PreviewEnvironment {
        var environment = PreviewEnvironment()
        environment.colorScheme = Self.value(colorScheme)
        environment.layoutDirection = Self.value(layoutDirection)
        environment.controlSize = Self.value(controlSize)
        environment.tint = Self.value(tint).flatMap(PreviewEnvironment.name(of:))
        environment.disabled = Self.value(isEnabled).map { !$0 }
        environment.reduceMotion = Self.value(accessibilityReduceMotion)
        environment.dynamicTypeSize = Self.value(dynamicTypeSize)
        return environment
    }

    /// The query keys of the values it returns to their defaults, in ``PreviewEnvironment/keys`` order.
    var resetKeys: [String] {
        let resets = [
            colorScheme == .reset, layoutDirection == .reset, controlSize == .reset, tint == .reset,
            isEnabled == .reset, accessibilityReduceMotion == .reset, dynamicTypeSize == .reset,
        ]
        return zip(PreviewEnvironment.keys, resets).filter(\.1).map(\.0)
    }

    /// Marks the value of query key `key` for a reset; false, changing nothing, for an unknown key.
    mutating func reset(_ key: String) -> Bool {
        switch key {
        case "colorScheme": colorScheme = .reset
        case "layoutDirection": layoutDirection = .reset
        case "controlSize": controlSize = .reset
        case "tint": tint = .reset
        case "disabled": isEnabled = .reset
        case "reduceMotion": accessibilityReduceMotion = .reset
        case "dynamicTypeSize": dynamicTypeSize = .reset
        default: return false
        }
        return true
    }

    /// The step from `current` to `wanted`; with no `wanted`, back to `fallback` (none when nil).
    private static func step<Value: Sendable & Equatable>(_ wanted: Value?, _ current: Value, _ fallback: Value?) -> Setting<
        Value
    >? {
        if let wanted { return wanted == current ? nil : .set(wanted) }
        guard let fallback, fallback != current else { return nil }
        return .reset
    }

    private static func value<Value: Sendable & Equatable>(_ setting: Setting<Value>?) -> Value? {
        if case .set(let value) = setting { return value }
        return nil
    }
}
