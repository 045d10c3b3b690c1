import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 002: styles set once at the root reach a presented sheet, with no `preserveStylesInSheets`.
    static let sheetStylePropagation = PreviewDefinition(
        id: "sheet-style-propagation", title: "Styles reach a presented sheet", section: .seed("002"),
        summary:
            "Styles set once at the root reach a presented sheet: the stepper and button inside it keep the root's button style, stepper style and tint, with no `preserveStylesInSheets()` workaround.",
        controls: [.button],
        sourceSymbols: ["CustomButtonStyle", "CapsuleStepperStyle"], stateKeys: ["isPresented"]
    ) {
        SheetStylePropagationPreview()
    }
}

/// The article's problem: styles applied at the root of the app, and a sheet presented below them.
///
/// In SwiftUI a sheet may lose the root's `ButtonStyle`, so the article wraps the presenter in a
/// `UIHostingController` (`preserveStylesInSheets()`). In Stylish a sheet's content inherits the
/// environment of the view that presents it, so the button and the stepper in the sheet draw in
/// the root's styles and tint as they are.
struct SheetStylePropagationPreview: View {
    @State var isPresented = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Styles set once, at the root")
            Button("Present") { isPresented = true }
        }
        .padding()
        .sheet(isPresented: $isPresented) {
            PresentedOrder()
        }
        .buttonStyle(CustomButtonStyle())
        .stepperStyle(.capsule)
        .tint(.orange)
    }
}

/// The sheet's content: a stepper and a button that dismisses the sheet, styled from the root.
struct PresentedOrder: View {
    @Environment(\.dismiss) private var dismiss
    @State private var quantity = 1.0

    var body: some View {
        VStack(spacing: 16) {
            Text("In the sheet")
            StylishStepper("Quantity", value: $quantity, in: 1...10)
            Button("Done") { dismiss() }
        }
        .padding()
        .accessibilityLabel("Order")
    }
}
