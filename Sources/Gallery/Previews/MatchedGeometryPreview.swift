import Stylish

extension PreviewDefinition {
    /// Issue 27: an element that moves between two places, with `@Namespace` and `matchedGeometryEffect`.
    static let matchedGeometry = PreviewDefinition(
        id: "matched-geometry", title: "matchedGeometryEffect", section: .seed("027"),
        summary:
            "A segmented control whose selection pill is drawn behind the selected segment only; `matchedGeometryEffect(id:in:)` in a `@Namespace` makes the pills of all segments one element, so choosing a segment under `.animation(_:value:)` slides the pill across.",
        controls: [.button], sourceSymbols: ["SegmentButtonStyle", "MatchedGeometryPreview"], width: 320,
        stateKeys: ["selected"]
    ) {
        MatchedGeometryPreview()
    }
}

/// Three segments and what the selected one shows.
struct MatchedGeometryPreview: View {
    @Namespace private var segments
    @State var selected = 0
    private let titles = ["Day", "Week", "Month"]

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 4) {
                ForEach(0..<3) { index in
                    Button {
                        selected = index
                    } label: {
                        Text(titles[index])
                            .foregroundStyle(index == selected ? Color.white : Color.primary)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 8)
                            .background {
                                if index == selected {
                                    Capsule().fill(Color.blue).matchedGeometryEffect(id: "selection", in: segments)
                                }
                            }
                            .contentShape(Capsule())
                    }
                    .buttonStyle(SegmentButtonStyle())
                }
            }
            .padding(4)
            .background(Capsule().fill(Color.gray.opacity(0.15)))
            Text("Showing this \(titles[selected].lowercased())")
                .foregroundStyle(.secondary)
        }
        .animation(.snappy, value: selected)
        .padding()
    }
}
