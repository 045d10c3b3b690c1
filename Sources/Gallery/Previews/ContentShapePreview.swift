import Stylish

extension PreviewDefinition {
    /// Issue 27: where a press lands, as SwiftUI decides it: on what is drawn, or a content shape.
    static let contentShape = PreviewDefinition(
        id: "content-shape", title: "contentShape", section: .seed("027"),
        summary:
            "Where a press lands, as in SwiftUI: a view is hit where it draws, not in the gaps of its layout. The first row's `Spacer` is not hit; the second row says `.contentShape(Rectangle())` and is hit across its width. The round button draws a circle in a square frame: its corners are not hit.",
        controls: [.button], sourceSymbols: ["RowButtonStyle", "ContentShapePreview"], width: 320,
        stateKeys: ["plainTaps", "shapedTaps", "roundTaps"]
    ) {
        ContentShapePreview()
    }
}

/// Two rows, one with a content shape, and a round button, each counting its taps.
struct ContentShapePreview: View {
    @State var plainTaps = 0
    @State var shapedTaps = 0
    @State var roundTaps = 0

    var body: some View {
        VStack(spacing: 12) {
            Button {
                plainTaps += 1
            } label: {
                HStack {
                    Text("Drawn content only")
                    Spacer()
                    Text("\(plainTaps)").foregroundStyle(.secondary)
                }
            }
            .buttonStyle(RowButtonStyle())
            Button {
                shapedTaps += 1
            } label: {
                HStack {
                    Text("contentShape(Rectangle())")
                    Spacer()
                    Text("\(shapedTaps)").foregroundStyle(.secondary)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(RowButtonStyle())
            Button {
                roundTaps += 1
            } label: {
                Text("\(roundTaps)")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(width: 64, height: 64)
                    .background(Circle().fill(.pink))
            }
            .buttonStyle(RowButtonStyle())
            .accessibilityLabel("Round button")
        }
        .padding()
    }
}
