// Seed 000, "SwiftUI custom controls all styling no composition": the article's code, compiled
// against Stylish. Changes from the article, each marked `// CHANGE:` where it is made:
// - `import SwiftUI` → `import Stylish`;
// - `#Preview { … }` → `var …Preview: some View { Preview { … } }`, `@Previewable @State` → `state:`;
// - Swift 6: `static var defaultValue = …` (mutable global state) → a computed `static var`;
// - the article redefines `CheckoutSlider` three times and `CheckoutSliderStyle` twice; the
//   earlier versions are renamed with a suffix so that all of them compile side by side.
// The `DatePicker` snippet illustrates SwiftUI's own styles and is not part of the spec.
import Stylish  // CHANGE: was `import SwiftUI`

// Swipe to 100% to buy product
struct CheckoutSlider1: View {  // CHANGE: renamed (first of three versions)

    @State var value: Double

    var body: some View {
        VStack {
            Slider(value: $value)
            Text("\(value)")
        }.padding()
    }
}

// Swipe to 100% to buy product
struct CheckoutSlider2: View {  // CHANGE: renamed (second of three versions)

    @State var value: Double
    var onEditingChanged: (Bool) -> Void = { _ in }

    var body: some View {
        VStack {
            Slider(value: $value, onEditingChanged: onEditingChanged)
            Text("\(value)")
        }.padding()
    }
}

// Swipe to 100% to buy product
struct CheckoutSlider<Label>: View where Label: View {

    @State var value: Double
    var onEditingChanged: (Bool) -> Void = { _ in }
    var label: () -> Label

    var body: some View {
        VStack {
            Slider(
                value: $value,
                onEditingChanged: onEditingChanged,
                label: label)
            Text("\(value)")
        }.padding()
    }
}

var checkoutSliderPreview: some View {  // CHANGE: was `#Preview {`
    Preview {
        CheckoutSlider(
            value: 0,
            onEditingChanged: { editing in
                // User started dragging
            },
            label: {
                Text("Swipe to buy")
            })
    }
}

protocol SliderStyle {
    associatedtype Body: View
    typealias Configuration = SliderStyleConfiguration

    func makeBody(configuration: Self.Configuration) -> Self.Body
}

struct SliderStyleKey: EnvironmentKey {
    static var defaultValue: any SliderStyle { DefaultSliderStyle() }  // CHANGE: computed (Swift 6)
}

extension EnvironmentValues {
    var sliderStyle: any SliderStyle {
        get { self[SliderStyleKey.self] }
        set { self[SliderStyleKey.self] = newValue }
    }
}

extension View {
    func sliderStyle<S: SliderStyle>(_ style: S) -> some View {
        environment(\.sliderStyle, style)
    }
}

struct SliderStyleConfiguration {
    /// Using `Double` is a limitation caused by `DefaultSliderStyle`
    var value: Binding<Double>
}

/// Default style for `StylishSlider`
struct DefaultSliderStyle: SliderStyle {
    /// The range of the valid values. Defaults to 0...1.
    let range: ClosedRange<Double> = 0...1

    func makeBody(configuration: SliderStyleConfiguration) -> some View {
        Slider(value: configuration.value, in: range)
    }
}

struct StylishSlider: View {
    @Environment(\.sliderStyle) var style
    @State var value: Double

    var body: some View {
        AnyView(
            style
                .makeBody(
                    configuration: SliderStyleConfiguration(
                        value: $value
                    )
                ))
    }
}

var defaultSliderPreview: some View {  // CHANGE: was `#Preview {`
    Preview {
        StylishSlider(value: 0.2)
            .sliderStyle(DefaultSliderStyle())
            .padding()
    }
}

/// Stepper style for `StylishSlider` like a volume slider
struct StepperSliderStyle: SliderStyle {
    /// SwiftUI uses the label for accessibility. For example, VoiceOver uses the label to identify the purpose of the slider.
    var label: String
    /// The range of the valid values. Defaults to 0...100.
    var range: ClosedRange<Double> = 0...100
    /// The distance between each valid value.
    var step: Double = 1
    /// SFSymbol to be used for the plus button
    var plusSymbol = "plus.circle"
    /// SFSymbol to be used for the minus button
    var minusSymbol = "minus.circle"

    func makeBody(configuration: SliderStyleConfiguration) -> some View {
        Slider(
            value: configuration.value,
            in: range,
            step: step
        ) {
            Text(label)
        } minimumValueLabel: {
            Button {
                configuration.value.wrappedValue = max(configuration.value.wrappedValue - step, range.lowerBound)
            } label: {
                Image(systemName: minusSymbol)
            }
            .disabled(configuration.value.wrappedValue == range.lowerBound)
        } maximumValueLabel: {
            Button {
                configuration.value.wrappedValue = min(configuration.value.wrappedValue + step, range.upperBound)
            } label: {
                Image(systemName: plusSymbol)
            }
            .disabled(configuration.value.wrappedValue == range.upperBound)
        }
    }
}

var stepperSliderPreview: some View {  // CHANGE: was `#Preview {`
    Preview {
        StylishSlider(value: 0.0)
            .sliderStyle(StepperSliderStyle(label: "Drag to change volume", step: 10.0))
            .padding()
    }
}

struct CheckoutSliderStyle1: SliderStyle {  // CHANGE: renamed (the later one uses BetterSlider)
    /// SwiftUI uses the label for accessibility. For example, VoiceOver uses the label to identify the purpose of the slider.
    var label: String
    /// The range of the valid values. Defaults to 0...1.
    var range: ClosedRange<Double> = 0...1
    /// Called when user swiped all the way to the `upperBound` of the range.
    var onCheckout: () -> Void

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Capsule(style: .circular)
                .fill(Color.yellow)
            Text(label)
            Slider(
                value: configuration.value,
                in: range,
                label: { Text(label) },
                onEditingChanged: { isEditing in
                    guard !isEditing else { return }
                    // Reverting if not swiped till the end
                    if configuration.value.wrappedValue < range.upperBound {
                        configuration.value.wrappedValue = range.lowerBound
                    } else {
                        onCheckout()
                    }
                }
            )
            .tint(.clear)
            .padding()
        }
        .animation(.snappy, value: configuration.value.wrappedValue)
        .frame(width: 324.0, height: 64.0)
    }
}

var checkoutPreview: some View {  // CHANGE: was `#Preview {`
    Preview(state: false) { $didCheckout in  // CHANGE: was `@Previewable @State var didCheckout = false`

        if didCheckout {
            Text("Thank you for purchasing!")
                .padding()
        } else {
            StylishSlider(value: 0.0)
                .sliderStyle(
                    CheckoutSliderStyle1(
                        label: "Swipe to buy",
                        onCheckout: {
                            didCheckout = true
                        })
                )
                .padding()
        }
    }
}
