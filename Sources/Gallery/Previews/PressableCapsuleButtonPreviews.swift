import Stylish

extension PreviewDefinition {
    /// `PressableCapsuleButtonStyle_Previews`, a `PreviewProvider` pasted from SwiftUI: its two
    /// previews (`pressable-capsule-button-style-1` and `-2`).
    static let pressableCapsuleButton = PreviewDefinition.previews(
        of: PressableCapsuleButtonStyle_Previews.self, section: .seed("027"),
        summary:
            "SwiftUI code pasted with only its import changed: a capsule `ButtonStyle` that fades while pressed, and the `PreviewProvider` at the end of its file, each of its previews one here. The text counts the taps.",
        controls: [.button], sourceSymbols: ["ButtonStyle"], stateKeys: ["count"],
        sourceFile: "Gallery/PressableCapsuleButtonStyle.swift")
}
