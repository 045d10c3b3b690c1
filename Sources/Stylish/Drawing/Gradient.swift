import Foundation

/// Colours at locations along a line from 0 to 1, as SwiftUI's `Gradient`.
///
/// ```swift
/// Gradient(colors: [.yellow, .orange])
/// Gradient(stops: [.init(color: .blue, location: 0), .init(color: .purple, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour at a location of a gradient, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        /// `color` at `location` (0…1).
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// A gradient through these stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// This gradient with each colour resolved in `environment` (named colours looked up).
    func resolved(in environment: EnvironmentValues) -> Gradient {
        Gradient(stops: stops.map { Stop(color: $0.color._resolve(in: environment), location: $0.location) })
    }

    /// The first colour, for where a single colour must stand for the gradient.
    var firstColor: Color { stops.first?.color ?? .clear }
}
