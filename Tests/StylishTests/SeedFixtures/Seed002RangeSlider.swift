// Seed 002, "Styling Components in SwiftUI", second half: the styleable `RangeSlider`. The article
// shows the style protocol, the environment key, the modifier, `.vertical`, the body and the
// `ResolvedRangeSliderStyle` technique, but not the configuration, the slider's stored properties,
// nor the two styles: those are written out as the smallest faithful versions (`// ELIDED:`).
import Stylish  // CHANGE: was `import SwiftUI`

// ELIDED: "we can take the same approach and copy over the types from our view into the
// configuration", with the type-erased label "using AnyView to get the same effect".
struct RangeSliderStyleConfiguration {
    /// A type-erased label of a range slider.
    struct Label: View {
        let underlyingLabel: AnyView

        init(_ label: some View) {
            self.underlyingLabel = AnyView(label)
        }

        var body: some View {
            underlyingLabel
        }
    }

    let range: Binding<ClosedRange<Double>>
    let bounds: ClosedRange<Double>
    let label: Label
}

protocol RangeSliderStyle: DynamicProperty {  // `: DynamicProperty` from "Dynamic Property"
    associatedtype Body: View

    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    typealias Configuration = RangeSliderStyleConfiguration
}

extension View {
    func rangeSliderStyle(_ style: some RangeSliderStyle) -> some View {
        environment(\.rangeSliderStyle, style)
    }
}

struct RangeSliderStyleKey: EnvironmentKey {
    static var defaultValue: any RangeSliderStyle { DefaultRangeSliderStyle() }  // CHANGE: computed (Swift 6)
}

extension EnvironmentValues {
    var rangeSliderStyle: any RangeSliderStyle {
        get { self[RangeSliderStyleKey.self] }
        set { self[RangeSliderStyleKey.self] = newValue }
    }
}

struct RangeSlider<Label: View>: View {
    // ELIDED: the stored properties and the initialiser ("// ...").
    @Binding var range: ClosedRange<Double>
    var bounds: ClosedRange<Double>
    var label: Label

    init(range: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label) {
        self._range = range
        self.bounds = bounds
        self.label = label()
    }

    @Environment(\.rangeSliderStyle) var style

    var body: some View {
        let configuration = RangeSliderStyleConfiguration(range: $range, bounds: bounds, label: .init(label))
        AnyView(style.resolve(configuration: configuration))
            // ELIDED: "we assume that most sliders will want to use accessibilityAdjustableAction(_:),
            // so we can add this modifier to the slider view" (here: the upper end moves by a tenth).
            .accessibilityAdjustableAction { direction in
                let step = (bounds.upperBound - bounds.lowerBound) / 10
                switch direction {
                case .increment:
                    range = range.lowerBound...min(bounds.upperBound, range.upperBound + step)
                case .decrement:
                    range = range.lowerBound...max(range.lowerBound, range.upperBound - step)
                }
            }
    }
}

struct ResolvedRangeSliderStyle<Style: RangeSliderStyle>: View {
    var configuration: RangeSliderStyleConfiguration

    var style: Style

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}

extension RangeSliderStyle {
    func resolve(configuration: Configuration) -> some View {
        ResolvedRangeSliderStyle(configuration: configuration, style: self)
    }
}

extension RangeSliderStyle where Self == VerticalRangeSliderStyle {
    static var vertical: Self { .init() }
}

// ELIDED: the default style, drawn as a track with the selected part in the tint and a thumb
// at each end, that reads `@Environment` with no workaround (the "Dynamic Property" section).
struct DefaultRangeSliderStyle: RangeSliderStyle {
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint

    func makeBody(configuration: Configuration) -> some View {
        RangeSliderTrack(configuration: configuration, axis: .horizontal, fill: isEnabled ? tint ?? .accentColor : .gray)
            .frame(height: 28)
    }
}

// ELIDED: the vertical style, the same track standing up.
struct VerticalRangeSliderStyle: RangeSliderStyle {
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint

    func makeBody(configuration: Configuration) -> some View {
        RangeSliderTrack(configuration: configuration, axis: .vertical, fill: isEnabled ? tint ?? .accentColor : .gray)
            .frame(width: 28, height: 200)
    }
}

// ELIDED: the drawing both styles share; each thumb is dragged on its own and may not cross the other.
struct RangeSliderTrack: View {
    var configuration: RangeSliderStyleConfiguration
    var axis: Axis
    var fill: Color

    var body: some View {
        GeometryReader { proxy in
            let length = axis == .horizontal ? proxy.size.width : proxy.size.height
            let bounds = configuration.bounds
            let span = bounds.upperBound - bounds.lowerBound
            let lower = (configuration.range.wrappedValue.lowerBound - bounds.lowerBound) / span * length
            let upper = (configuration.range.wrappedValue.upperBound - bounds.lowerBound) / span * length
            ZStack {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule().fill(fill)
                    .frame(width: axis == .horizontal ? upper - lower : 4, height: axis == .horizontal ? 4 : upper - lower)
                    .position(point(at: (lower + upper) / 2, in: proxy.size))
                thumb(at: lower, in: proxy.size, length: length, isLower: true)
                thumb(at: upper, in: proxy.size, length: length, isLower: false)
            }
        }
    }

    func point(at offset: CGFloat, in size: CGSize) -> CGPoint {
        axis == .horizontal ? CGPoint(x: offset, y: size.height / 2) : CGPoint(x: size.width / 2, y: offset)
    }

    func thumb(at offset: CGFloat, in size: CGSize, length: CGFloat, isLower: Bool) -> some View {
        Circle()
            .fill(Color.white)
            .frame(width: 24, height: 24)
            .shadow(radius: 2)
            .position(point(at: offset, in: size))
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        let along = axis == .horizontal ? value.location.x : value.location.y
                        let bounds = configuration.bounds
                        let fraction = min(1, max(0, along / length))
                        let new = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
                        let range = configuration.range.wrappedValue
                        configuration.range.wrappedValue =
                            isLower
                            ? min(new, range.upperBound)...range.upperBound : range.lowerBound...max(new, range.lowerBound)
                    })
    }
}
