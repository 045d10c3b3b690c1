import Stylish

extension PreviewDefinition {
    /// Issue 27: a progress ring drawn with `trim(from:to:)`, stepped by two buttons.
    static let progressRing = PreviewDefinition(
        id: "progress-ring", title: "Progress ring", section: .seed("027"),
        summary:
            "A ring drawn as SwiftUI draws one: a `Circle` trimmed to the progress with `trim(from:to:)`, stroked with an `AngularGradient` and round caps, turned to start at the top with `rotationEffect`, over a faint full ring. The buttons step the progress; the model decides the bounds.",
        controls: [.progress, .button], sourceSymbols: ["ProgressRing"], width: 320, stateKeys: ["progress"]
    ) {
        ProgressRingPreview()
    }
}

/// The ring and two buttons that step it by a tenth, kept in 0…1.
struct ProgressRingPreview: View {
    @State var progress = 0.3

    var body: some View {
        VStack(spacing: 16) {
            ProgressRing(progress: progress)
            HStack(spacing: 12) {
                Button("Less") { progress = max(0, ((progress - 0.1) * 10).rounded() / 10) }
                Button("More") { progress = min(1, ((progress + 0.1) * 10).rounded() / 10) }
            }
        }
        .padding()
    }
}
