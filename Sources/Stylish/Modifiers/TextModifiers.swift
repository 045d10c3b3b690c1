import Foundation

/// The modifiers of SwiftUI that set how the text inside a view is set.
extension View {
    /// Sets the weight of text inside this view, whatever weight its font has (`nil`: the font's).
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentModifier(change: { $0.textEnvironment.fontWeight = weight }))
    }

    /// Sets text inside this view in bold when `isActive` is true.
    public consuming func bold(_ isActive: Bool = true) -> some View {
        modifier(
            _EnvironmentModifier(change: { environment in
                if isActive { environment.textEnvironment.fontWeight = .bold }
            }))
    }

    /// Sets text inside this view in italics when `isActive` is true.
    public consuming func italic(_ isActive: Bool = true) -> some View {
        modifier(
            _EnvironmentModifier(change: { environment in
                if isActive { environment.textEnvironment.isItalic = true }
            }))
    }

    /// Sets the design of the fonts of text inside this view (`nil`: each font's own).
    public consuming func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_EnvironmentModifier(change: { $0.textEnvironment.fontDesign = design }))
    }

    /// Limits text inside this view to `number` lines (`nil`: no limit): a longer text is measured
    /// as that many lines and cut with an ellipsis where ``truncationMode(_:)`` says.
    public consuming func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Aligns the lines of text of several lines inside this view against each other; leading
    /// and trailing follow the layout direction.
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where text cut to its line limit loses characters: at its head, its middle or its tail.
    public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Kept so that SwiftUI code compiles; partial: text here never shrinks to fit, it wraps or
    /// is cut to its line limit as it would without this modifier.
    public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }
}
