import Stylish

extension PreviewDefinition {
    /// Issue 28: `ProgressView` in its built-in styles and in one of our own.
    static let progressStyles = PreviewDefinition(
        id: "progress-styles", title: "ProgressView styles", section: .seed("027"),
        summary:
            "SwiftUI's `ProgressView`: a linear bar with a label and a current-value label, an indeterminate circular one, and a `ProgressViewStyle` of our own drawing `configuration.fractionCompleted` as a ring; each is a progressbar to assistive technology. The buttons step the progress.",
        controls: [.progress], sourceSymbols: ["GaugeRingProgressStyle", "ProgressStylesPreview"], width: 320,
        stateKeys: ["progress"]
    ) {
        ProgressStylesPreview()
    }
}

/// A download in three styles, stepped by buttons.
struct ProgressStylesPreview: View {
    @State var progress = 0.3

    var body: some View {
        VStack(spacing: 16) {
            ProgressView(value: progress) {
                Text("Downloading")
            } currentValueLabel: {
                Text("\(Int((progress * 100).rounded())) %")
            }
            HStack(spacing: 32) {
                ProgressView("Waiting")
                ProgressView("Download", value: progress)
                    .progressViewStyle(GaugeRingProgressStyle())
            }
            HStack(spacing: 12) {
                Button("Less") { progress = max(0, progress - 0.1) }
                    .buttonStyle(.bordered)
                Button("More") { progress = min(1, progress + 0.1) }
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
    }
}
