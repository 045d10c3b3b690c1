import HTTPServer
import Stylish

/// The environment values the toolbar sets at the root of the previews, as URL query keys.
///
/// Each value is optional: `nil` leaves the engine's default (or, for `colorScheme` and
/// `reduceMotion`, what the browser reports). Query keys are named after the environment values:
/// `colorScheme=dark`, `layoutDirection=rightToLeft`, `controlSize=large`, `tint=orange`,
/// `disabled=1`, `reduceMotion=1`, `dynamicTypeSize=xxLarge`.
struct PreviewEnvironment: Hashable, Sendable {
    var colorScheme: ColorScheme?
    var layoutDirection: LayoutDirection?
    var controlSize: ControlSize?
    /// A named system colour (`orange`), one of ``tints``.
    var tint: String?
    var disabled: Bool?
    var reduceMotion: Bool?
    var dynamicTypeSize: DynamicTypeSize?

    /// The tint colours the toolbar offers, by name.
    static let tints: [(name: String, color: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
    ]

    /// The query keys, in the order of ``queryItems``.
    static let keys = [
        "colorScheme", "layoutDirection", "controlSize", "tint", "disabled", "reduceMotion", "dynamicTypeSize",
    ]

    /// The tint colour called `name`, nil for a name not in ``tints``.
    static func color(named name: String) -> Color? {
        tints.first { $0.name == name }?.color
    }

    /// The name of tint colour `color`, nil for a colour not in ``tints``.
    static func name(of color: Color) -> String? {
        tints.first { $0.color == color }?.name
    }

    /// The environment a request's query names; unknown or badly spelt values are ignored.
    init(query request: HTTPRequest) {
        for key in Self.keys {
            if let text = request.queryValue(named: key) { _ = set(key, to: text) }
        }
    }

    /// No value set.
    init() {}

    /// The set values as query items, in a fixed order (so equal environments give equal URLs).
    var queryItems: [(name: String, value: String)] {
        var items: [(String, String)] = []
        if let colorScheme { items.append(("colorScheme", colorScheme.rawValue)) }
        if let layoutDirection { items.append(("layoutDirection", layoutDirection.rawValue)) }
        if let controlSize { items.append(("controlSize", controlSize.rawValue)) }
        if let tint { items.append(("tint", tint)) }
        if let disabled { items.append(("disabled", disabled ? "1" : "0")) }
        if let reduceMotion { items.append(("reduceMotion", reduceMotion ? "1" : "0")) }
        if let dynamicTypeSize { items.append(("dynamicTypeSize", dynamicTypeSize.rawValue)) }
        return items
    }

    /// `environment` with the set values applied, as `.environment`, `.disabled` and `.tint` would.
    func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        if let colorScheme { environment.colorScheme = colorScheme }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        if let controlSize { environment.controlSize = controlSize }
        if let color = tint.flatMap(Self.color(named:)) { environment.tint = color }
        if let disabled { environment.isEnabled = !disabled }
        if let reduceMotion { environment.accessibilityReduceMotion = reduceMotion }
        if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
        return environment
    }

    /// Sets the value of query key `key` from its spelling in a URL (`dark`, `1`); an empty
    /// value or `automatic` unsets it. False, changing nothing, for an unknown key or value.
    mutating func set(_ key: String, to text: String) -> Bool {
        let unset = text.isEmpty || text == "automatic"
        switch key {
        case "colorScheme": return Self.assign(&colorScheme, unset ? nil : ColorScheme(rawValue: text), unset)
        case "layoutDirection": return Self.assign(&layoutDirection, unset ? nil : LayoutDirection(rawValue: text), unset)
        case "controlSize": return Self.assign(&controlSize, unset ? nil : ControlSize(rawValue: text), unset)
        case "tint": return Self.assign(&tint, Self.tints.contains { $0.name == text } ? text : nil, unset)
        case "disabled": return Self.assign(&disabled, Self.flag(text), unset)
        case "reduceMotion": return Self.assign(&reduceMotion, Self.flag(text), unset)
        case "dynamicTypeSize": return Self.assign(&dynamicTypeSize, unset ? nil : DynamicTypeSize(rawValue: text), unset)
        default: return false
        }
    }

    /// The values query key `key` can take, as spelt in a URL (`["light", "dark"]`).
    static func values(of key: String) -> [String] {
        switch key {
        case "colorScheme": ColorScheme.allCases.map(\.rawValue)
        case "layoutDirection": LayoutDirection.allCases.map(\.rawValue)
        case "controlSize": ControlSize.allCases.map(\.rawValue)
        case "tint": tints.map(\.name)
        case "disabled", "reduceMotion": ["0", "1"]
        case "dynamicTypeSize": DynamicTypeSize.allCases.map(\.rawValue)
        default: []
        }
    }

    /// The value of query key `key` as spelt in a URL, nil when unset.
    func value(of key: String) -> String? {
        queryItems.first { $0.name == key }?.value
    }

    private static func assign<Value>(_ slot: inout Value?, _ value: Value?, _ unset: Bool) -> Bool {
        if unset {
            slot = nil
            return true
        }
        guard let value else { return false }
        slot = value
        return true
    }

    private static func flag(_ text: String) -> Bool? {
        switch text {
        case "1", "true", "on": true
        case "0", "false", "off": false
        default: nil
        }
    }
}

extension PreviewEnvironment {
    /// The matrix's default axes crossed: light/dark × enabled/disabled × LTR/RTL, eight variants.
    static let matrixVariants: [PreviewEnvironment] = ColorScheme.allCases.flatMap { scheme in
        [false, true].flatMap { disabled in
            LayoutDirection.allCases.map { direction in
                var variant = PreviewEnvironment()
                variant.colorScheme = scheme
                variant.disabled = disabled
                variant.layoutDirection = direction
                return variant
            }
        }
    }
}
