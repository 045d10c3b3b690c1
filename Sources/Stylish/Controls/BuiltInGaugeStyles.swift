import Foundation

/// A bar filled up to the value, the bound labels at its ends, the label over it and the current
/// value label under it, as SwiftUI's `.linearCapacity` (and `.automatic` on iOS).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    @Environment(\.tint) private var tint

    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 6) {
                configuration.minimumValueLabel
                GaugeBar(fraction: configuration.value, thickness: 6, fill: tint ?? .accentColor, marksValue: false)
                configuration.maximumValueLabel
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// A thin track with a dot at the value between the bound labels, as SwiftUI's `.accessoryLinear`.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    @Environment(\.tint) private var tint

    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.currentValueLabel ?? configuration.label
            HStack(spacing: 6) {
                configuration.minimumValueLabel
                GaugeBar(fraction: configuration.value, thickness: 4, fill: tint ?? .accentColor, marksValue: true)
                configuration.maximumValueLabel
            }
            .font(.caption2)
        }
    }
}

/// A thin bar filled up to the value, as SwiftUI's `.accessoryLinearCapacity`.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    @Environment(\.tint) private var tint

    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.caption)
            GaugeBar(fraction: configuration.value, thickness: 4, fill: tint ?? .accentColor, marksValue: false)
            configuration.currentValueLabel
                .font(.caption2)
        }
    }
}

/// An open ring with a dot at the value, the current value (or the label) in the middle and the
/// bound labels at the ring's ends, as SwiftUI's `.accessoryCircular`.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    @Environment(\.tint) private var tint

    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(fraction: configuration.value, fill: tint ?? .accentColor, isOpen: true) {
            configuration.currentValueLabel ?? configuration.label
        } bounds: {
            HStack {
                configuration.minimumValueLabel
                Spacer()
                configuration.maximumValueLabel
            }
        }
    }
}

/// A full ring filled up to the value round the current value label, as SwiftUI's
/// `.accessoryCircularCapacity`.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    @Environment(\.tint) private var tint

    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(fraction: configuration.value, fill: tint ?? .accentColor, isOpen: false) {
            configuration.currentValueLabel ?? configuration.label
        } bounds: {
            EmptyView()
        }
    }
}

/// The linear gauges' bar: a track, filled up to `fraction` or marked there with a dot.
struct GaugeBar: View {
    let fraction: Double
    let thickness: CGFloat
    let fill: Color
    let marksValue: Bool

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.25))
                if marksValue {
                    Circle()
                        .fill(fill)
                        .frame(width: thickness + 6, height: thickness + 6)
                        .offset(x: (proxy.size.width - thickness - 6) * fraction)
                } else {
                    Capsule()
                        .fill(fill)
                        .frame(width: max(thickness, proxy.size.width * fraction))
                }
            }
        }
        .frame(height: marksValue ? thickness + 6 : thickness)
    }
}

/// The circular gauges' ring: three quarters open at the bottom with a dot at `fraction`, or a
/// whole ring filled up to it, round `center`, with `bounds` along its bottom.
struct GaugeRing<Center: View, Bounds: View>: View {
    let fraction: Double
    let fill: Color
    let isOpen: Bool
    let center: Center
    let bounds: Bounds

    init(fraction: Double, fill: Color, isOpen: Bool, @ViewBuilder center: () -> Center, @ViewBuilder bounds: () -> Bounds) {
        self.fraction = fraction
        self.fill = fill
        self.isOpen = isOpen
        self.center = center()
        self.bounds = bounds()
    }

    var body: some View {
        let sweep = isOpen ? 0.75 : 1.0
        let start = isOpen ? 135.0 : -90.0
        let radius = 25.0
        let angle = (start + 360 * sweep * fraction) * .pi / 180
        ZStack {
            Circle()
                .trim(from: 0, to: sweep)
                .stroke(Color.gray.opacity(0.25), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(start))
            if isOpen {
                Circle()
                    .fill(fill)
                    .frame(width: 9, height: 9)
                    .offset(x: radius * cos(angle), y: radius * sin(angle))
            } else {
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(fill, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(start))
            }
            center
                .font(.system(size: 14, weight: .medium))
            bounds
                .font(.system(size: 9))
                .foregroundStyle(.secondary)
                .padding(.horizontal, 8)
                .offset(y: 22)
        }
        .frame(width: 2 * radius + 6, height: 2 * radius + 6)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled up to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// The default style: a bar filled up to the value.
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin track with a dot at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar filled up to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a dot at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
    /// An open ring with a dot at the value, as watchOS's `.circular`.
    public static var circular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled up to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
