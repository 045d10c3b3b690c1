import Stylish

/// A `ButtonStyle` in the brand's colour: a capsule that darkens and shrinks a little while pressed.
///
/// ```swift
/// Button("Subscribe") {}.buttonStyle(BrandButtonStyle())
/// ```
public struct BrandButtonStyle: ButtonStyle {
    /// A brand button.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 22)
            .padding(.vertical, 12)
            .background(Capsule().fill(Color.brand.opacity(configuration.isPressed ? 0.75 : 1)))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
    }
}
