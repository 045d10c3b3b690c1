import Foundation

/// The text of a string literal given to `Text`, as SwiftUI's `LocalizedStringKey`: its
/// interpolations may carry a `printf` format, as `Text("\(price, specifier: "%.2f")")` does.
///
/// Nothing is localised here: the key is the text shown (an app's strings tables are not read).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    /// The text, its interpolations written out.
    let text: String

    /// The key of `value`.
    public init(_ value: String) {
        text = value
    }

    /// The key of a literal without interpolations.
    public init(stringLiteral value: String) {
        text = value
    }

    /// The key of a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// A literal's parts, as SwiftUI's `LocalizedStringKey.StringInterpolation` takes them.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends `value` as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        /// Appends `value` formatted by the `printf` format `specifier` (`"%.1f"`, `"%d"`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            text += String(format: specifier, Double(value))
        }

        /// Appends `value` formatted by the `printf` format `specifier` (`"%d"`, `"%03d"`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            text += String(format: specifier, Int(value))
        }

        /// Appends the characters of `text`.
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }
    }
}

extension Text {
    /// Text showing `key`'s text (a literal, its interpolations formatted as they ask).
    public init(_ key: LocalizedStringKey) {
        self.init(verbatim: key.text)
    }
}
