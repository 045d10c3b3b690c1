import Foundation

extension Color {
    /// A colour as it is drawn in one environment: sRGB components and an opacity, each in 0…1,
    /// as SwiftUI's `Color.Resolved`.
    ///
    /// ```swift
    /// var environment = EnvironmentValues()
    /// environment.colorScheme = .dark
    /// Color.primary.resolve(in: environment).description   // "#FFFFFFFF"
    /// ```
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The gamma-encoded sRGB red component, 0…1.
        public var red: Float
        /// The gamma-encoded sRGB green component, 0…1.
        public var green: Float
        /// The gamma-encoded sRGB blue component, 0…1.
        public var blue: Float
        /// The opacity, 0 (transparent) to 1 (opaque).
        public var opacity: Float

        /// A resolved colour of these sRGB components and opacity.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// The colour as `#RRGGBBAA`, as SwiftUI describes a resolved colour.
        public var description: String {
            [red, green, blue, opacity].map { component in
                let byte = Int((min(1, max(0, component)) * 255).rounded())
                return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }.reduce("#", +)
        }
    }

    /// The colour's sRGB components in `environment`: a system colour's value in its colour
    /// scheme (the values the gallery's stylesheet gives `var(--sg-…)`), a named colour's from its
    /// colour table, a literal colour as it is.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let color = _resolve(in: environment)
        switch color.storage {
        case .rgb(let red, let green, let blue):
            return Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(color.alpha))
        case .system(let name):
            var value = SystemColors.value(of: name, in: environment.colorScheme)
            value.opacity *= Float(color.alpha)
            return value
        case .named:
            // A name the table does not know draws magenta (``writeCSS(to:)``).
            return Resolved(red: 1, green: 0, blue: 1, opacity: Float(color.alpha))
        }
    }

    /// A colour of the resolved colour's components, as SwiftUI's `Color(_:)` of a `Color.Resolved`.
    public init(_ resolved: Resolved) {
        self.init(
            red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            opacity: Double(resolved.opacity))
    }
}

extension String {
    /// The string with `0`s before it up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
