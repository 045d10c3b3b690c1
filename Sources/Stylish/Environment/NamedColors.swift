import Foundation

/// A table of named colours with a light and a dark value each, as an asset catalogue holds them
/// for SwiftUI's `Color("name")`; set it with `.environment(\.namedColors, table)`.
///
/// ```swift
/// let table = try NamedColors(json: Data(##"{"brand": {"light": "#FF6A00", "dark": "#FF9A4D"}}"##.utf8))
/// ```
public struct NamedColors: Sendable, Equatable {
    /// A colour's value in light and in dark appearance.
    public struct Entry: Sendable, Equatable {
        public var light: Color
        public var dark: Color

        /// A colour that is `light` in light appearance and `dark` in dark appearance.
        public init(light: Color, dark: Color) {
            self.light = light
            self.dark = dark
        }
    }

    /// What a colour table file says that cannot be read.
    public struct FormatError: Error, CustomStringConvertible {
        public let description: String
    }

    private var entries: [String: Entry]

    /// A table of these entries.
    public init(_ entries: [String: Entry] = [:]) { self.entries = entries }

    /// The table a JSON object describes: each name maps to `{"light": "#RRGGBB", "dark": "#RRGGBB"}`
    /// (`#RRGGBBAA` too), or to one hex string for both appearances.
    public init(json: Data) throws(FormatError) {
        guard let object = try? JSONSerialization.jsonObject(with: json), let names = object as? [String: Any] else {
            throw FormatError(description: "a colour table is a JSON object of names")
        }
        var entries: [String: Entry] = [:]
        for (name, value) in names {
            if let hex = value as? String {
                let color = try Self.color(hex, name: name)
                entries[name] = Entry(light: color, dark: color)
            } else if let pair = value as? [String: Any], let light = pair["light"] as? String,
                let dark = pair["dark"] as? String, pair.count == 2
            {
                entries[name] = Entry(light: try Self.color(light, name: name), dark: try Self.color(dark, name: name))
            } else {
                throw FormatError(description: "colour \"\(name)\" is not {\"light\": \"#RRGGBB\", \"dark\": \"#RRGGBB\"}")
            }
        }
        self.entries = entries
    }

    /// The entry called `name`.
    public subscript(name: String) -> Entry? { entries[name] }

    /// The names, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// The colour a `#RRGGBB` or `#RRGGBBAA` string describes.
    private static func color(_ hex: String, name: String) throws(FormatError) -> Color {
        let digits = hex.utf8.dropFirst()
        guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8,
            let value = UInt64(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw FormatError(description: "colour \"\(name)\": \"\(hex)\" is not #RRGGBB or #RRGGBBAA") }
        let components = digits.count == 8 ? value : value << 8 | 0xFF
        func channel(_ shift: UInt64) -> Double { Double(components >> shift & 0xFF) / 255 }
        return Color(red: channel(24), green: channel(16), blue: channel(8), opacity: channel(0))
    }
}

extension EnvironmentValues {
    /// The colours `Color("name")` looks up: empty unless the app (the gallery: `Config/colors.json`)
    /// sets a table.
    public var namedColors: NamedColors {
        get { self[NamedColorsKey.self] }
        set { self[NamedColorsKey.self] = newValue }
    }
}

private struct NamedColorsKey: EnvironmentKey { static var defaultValue: NamedColors { NamedColors() } }
