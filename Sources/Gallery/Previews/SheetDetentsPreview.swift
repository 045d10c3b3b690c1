import Stylish

extension PreviewDefinition {
    /// Issue 28: a sheet that rests at a detent, closed with the older `presentationMode`.
    static let sheetDetents = PreviewDefinition(
        id: "sheet-detents", title: "Sheet detents", section: .seed("027"),
        summary:
            "A sheet presented with `.presentationDetents([.medium, .large])` rests at the medium detent, half the height below the top inset, with its drag indicator; a filter toggle inside, and its Close button dismisses it through `@Environment(\\.presentationMode)`.",
        controls: [.sheet], sourceSymbols: ["SheetDetentsPreview", "DetentSheetContent"], width: 320,
        stateKeys: ["isPresented"]
    ) {
        SheetDetentsPreview()
    }
}

/// A list of rows and a button that presents the filters at a medium detent.
struct SheetDetentsPreview: View {
    @State var isPresented = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(1..<13) { index in
                Text("Message \(index)")
            }
            Button("Filters") { isPresented = true }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .sheet(isPresented: $isPresented) {
            DetentSheetContent()
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }
}
