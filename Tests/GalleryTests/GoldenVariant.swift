import Stylish

/// One environment that a golden file is rendered in: a colour scheme, a layout direction, enabled or
/// disabled, and a control size.
///
/// The variants are the product of the axes in `GoldenVariant.crossedAxes` (they interact: a disabled
/// control looks different in dark, and right-to-left mirrors everything), plus one variant per other
/// control size (size is geometry only, so it is varied alone, in the default appearance). An axis
/// whose environment key the engine does not have yet has only its default value, named the same
/// as it will be, so adding the key adds files and renames none.
struct GoldenVariant: Sendable, CustomStringConvertible {
    /// A value on one axis: its name in file names and how it changes the environment.
    struct Value: Sendable {
        let name: String
        let apply: @Sendable (inout EnvironmentValues) -> Void
    }

    /// The axes' values, in file-name order (`dark-rtl-disabled`, then `-small` for a size).
    let values: [Value]
    /// Whether the variant lays out right to left, which the scripts need to drag towards the trailing edge.
    let isRightToLeft: Bool
    /// The variant's colour scheme, for the golden document's `color-scheme`.
    let colorScheme: ColorScheme

    /// The name in file names: the values' names joined by `-`.
    var name: String { values.map(\.name).joined(separator: "-") }
    var description: String { name }

    /// The environment of this variant, starting from the default one.
    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        for value in values { value.apply(&environment) }
        return environment
    }

    /// Light and dark.
    static let colorSchemes: [Value] = [
        Value(name: "light") { $0.colorScheme = .light },
        Value(name: "dark") { $0.colorScheme = .dark },
    ]

    /// Left to right and right to left.
    static let layoutDirections: [Value] = [
        Value(name: "ltr") { $0.layoutDirection = .leftToRight },
        Value(name: "rtl") { $0.layoutDirection = .rightToLeft },
    ]

    /// Enabled, and disabled as `.disabled(true)` on the root would make it.
    static let enablement: [Value] = [
        Value(name: "enabled") { $0.isEnabled = true },
        Value(name: "disabled") { $0.isEnabled = false },
    ]

    /// The control sizes other than the default (`.regular`), each varied alone.
    static let otherControlSizes: [Value] = [
        Value(name: "mini") { $0.controlSize = .mini },
        Value(name: "small") { $0.controlSize = .small },
        Value(name: "large") { $0.controlSize = .large },
        Value(name: "extra-large") { $0.controlSize = .extraLarge },
    ]

    /// The axes whose every combination gets a file.
    static let crossedAxes: [[Value]] = [colorSchemes, layoutDirections, enablement]

    /// Every variant: the product of `crossedAxes`, then each other control size in the first combination.
    static let all: [GoldenVariant] = {
        var combinations: [[Value]] = [[]]
        for axis in crossedAxes {
            combinations = combinations.flatMap { prefix in axis.map { prefix + [$0] } }
        }
        let sized = otherControlSizes.map { combinations[0] + [$0] }
        return (combinations + sized).map { values in
            GoldenVariant(
                values: values,
                isRightToLeft: values.contains { $0.name == "rtl" },
                colorScheme: values.contains { $0.name == "dark" } ? .dark : .light
            )
        }
    }()
}
