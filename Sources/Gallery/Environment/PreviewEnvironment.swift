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

    /// The environment a request's query names; unknown or badly spelt values are ignored.
    init(query request: HTTPRequest) {
        colorScheme = request.queryValue(named: "colorScheme").flatMap(ColorScheme.init(rawValue:))
        layoutDirection = request.queryValue(named: "layoutDirection").flatMap(LayoutDirection.init(rawValue:))
        controlSize = request.queryValue(named: "controlSize").flatMap(ControlSize.init(rawValue:))
        tint = request.queryValue(named: "tint").flatMap { name in Self.tints.contains { $0.name == name } ? name : nil }
        disabled = request.queryValue(named: "disabled").flatMap(Self.flag)
        reduceMotion = request.queryValue(named: "reduceMotion").flatMap(Self.flag)
        dynamicTypeSize = request.queryValue(named: "dynamicTypeSize").flatMap(DynamicTypeSize.init(rawValue:))
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
        if let tint, let color = Self.tints.first(where: { $0.name == tint })?.color { environment.tint = color }
        if let disabled { environment.isEnabled = !disabled }
        if let reduceMotion { environment.accessibilityReduceMotion = reduceMotion }
        if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
        return environment
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
