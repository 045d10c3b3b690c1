import Stylish

extension PreviewDefinition {
    /// Issue 28: SwiftUI's own `Stepper`, over an `Int`, a `Double` and actions.
    static let swiftUIStepper = PreviewDefinition(
        id: "swiftui-stepper", title: "SwiftUI's Stepper", section: .seed("027"),
        summary:
            "SwiftUI's own `Stepper`, as pasted code uses it: over an `Int` in bounds, over a `Double` with a step, and with `onIncrement`/`onDecrement` of its own. Each bounded one is a spin button (arrows, Page Up/Down, Home, End); at a bound its − or + is disabled.",
        controls: [.stepper], sourceSymbols: ["SwiftUIStepperPreview"], width: 340,
        stateKeys: ["quantity", "weight", "fontSize"]
    ) {
        SwiftUIStepperPreview()
    }
}

/// Three steppers, split by dividers, and the text they size.
struct SwiftUIStepperPreview: View {
    @State var quantity = 1
    @State var weight = 1.5
    @State var fontSize = 17

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...5)
            Divider()
            Stepper(value: $weight, in: 0.5...3, step: 0.5) {
                Text("Weight: \(weight, specifier: "%.1f") kg")
            }
            Divider()
            Stepper(
                "Font size",
                onIncrement: { fontSize = min(fontSize + 2, 29) },
                onDecrement: { fontSize = max(fontSize - 2, 11) })
            Text("Aa \(fontSize) pt")
                .font(.system(size: CGFloat(fontSize)))
        }
        .padding()
    }
}
