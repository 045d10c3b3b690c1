import Foundation

/// The gradient SwiftUI derives from one colour (`Color.blue.gradient`), a shape style.
public typealias AnyGradient = LinearGradient

extension Color {
    /// A soft gradient of this colour, as SwiftUI's `Color.gradient`: from the colour at 80 %
    /// opacity at the top to the colour itself at the bottom.
    public var gradient: AnyGradient {
        LinearGradient(colors: [opacity(0.8), self], startPoint: .top, endPoint: .bottom)
    }
}
