import Stylish

// An order screen as iOS code writes it: SwiftUI's Stepper over an Int and a Double, a
// GroupBox of options with dividers, a DisclosureGroup of extras, and a prominent button.

struct OrderSettingsView: View {
    @State private var quantity = 1
    @State private var sugar = 0.5
    @State private var giftWrap = false
    @State private var showExtras = false
    @State private var notes = 0
    @State private var ordered = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            GroupBox(label: Label("Your order", systemImage: "cart")) {
                VStack(alignment: .leading, spacing: 10) {
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                    Divider()
                    Stepper(value: $sugar, in: 0...2, step: 0.5) {
                        Text("Sugar: \(sugar, specifier: "%.1f") tsp")
                    }
                    Divider()
                    Toggle("Gift wrap", isOn: $giftWrap)
                }
            }

            DisclosureGroup("Extras", isExpanded: $showExtras) {
                Stepper(
                    "Notes: \(notes)",
                    onIncrement: {
                        notes += 1
                    },
                    onDecrement: {
                        if notes > 0 { notes -= 1 }
                    }
                )
                .padding(.top, 8)
            }

            HStack {
                Text("Total")
                Divider().frame(height: 16)
                Text("$\(quantity * 4)")
                    .fontWeight(.semibold)
            }

            Button("Place order") {
                ordered = true
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(ordered)
        }
        .padding()
    }
}

#Preview("Order") {
    OrderSettingsView()
}
