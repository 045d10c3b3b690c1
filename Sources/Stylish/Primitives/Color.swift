import Foundation

/// A colour: SwiftUI's system colours (which follow light and dark mode) and literal colours.
///
/// System colours render as CSS variables (`var(--sg-yellow)`), so the stylesheet switches them
/// between light and dark; literal colours render as `rgb(… / …)`.
public struct Color: Hashable, Sendable, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case system(String)
        case rgb(red: Double, green: Double, blue: Double)
        /// A colour of the environment's ``NamedColors``, resolved where it is used.
        case named(String)
    }

    let storage: Storage
    let alpha: Double

    init(_ storage: Storage, alpha: Double = 1) {
        self.storage = storage
        self.alpha = min(1, max(0, alpha))
    }

    /// A grey of the given whiteness.
    public init(white: Double, opacity: Double = 1) {
        self.init(.rgb(red: white, green: white, blue: white), alpha: opacity)
    }

    /// The colour called `name` in the environment's colour table (``NamedColors``: the gallery
    /// reads `Config/colors.json`), with its light or dark value as the colour scheme is where it
    /// is used, as SwiftUI's `Color("name")` reads an asset catalogue. An unknown name draws
    /// magenta and is reported in the host's ``ViewHost/problems``. `bundle` is ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(.named(name))
    }

    /// A colour from hue, saturation and brightness in 0…1 (a hue of 0 and of 1 are red).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (h, s, v) = (hue - hue.rounded(.down), min(1, max(0, saturation)), min(1, max(0, brightness)))
        let sector = h * 6
        let f = sector - sector.rounded(.down)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (red, green, blue) =
            switch Int(sector) % 6 {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgb(red: red, green: green, blue: blue), alpha: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage, alpha: alpha * opacity)
    }

    public static let red = Color(.system("red"))
    public static let orange = Color(.system("orange"))
    public static let yellow = Color(.system("yellow"))
    public static let green = Color(.system("green"))
    public static let mint = Color(.system("mint"))
    public static let teal = Color(.system("teal"))
    public static let cyan = Color(.system("cyan"))
    public static let blue = Color(.system("blue"))
    public static let indigo = Color(.system("indigo"))
    public static let purple = Color(.system("purple"))
    public static let pink = Color(.system("pink"))
    public static let brown = Color(.system("brown"))
    public static let gray = Color(.system("gray"))
    public static let black = Color(.system("black"))
    public static let white = Color(.system("white"))
    public static let primary = Color(.system("primary"))
    public static let secondary = Color(.system("secondary"))
    /// The app's accent colour (system blue unless the stylesheet says otherwise).
    public static let accentColor = Color(.system("accent"))
    /// No colour at all.
    public static let clear = Color(.rgb(red: 0, green: 0, blue: 0), alpha: 0)

    /// The colour as a CSS value.
    public var css: String {
        if case .system(let name) = storage, alpha >= 1, name.utf8.allSatisfy({ $0 > UInt8(ascii: ">") }) {
            return "var(--sg-" + name + ")"
        }
        var writer = HTMLWriter(capacity: 48)
        writeCSS(to: &writer)
        return writer.string
    }

    /// Writes the colour's CSS value into an attribute value being written: system colours as
    /// `var(--sg-name)` (mixed with transparent when not opaque), literal ones as `rgb(r g b)`
    /// (`/ alpha` when not opaque), each number as ``CSS/number(_:)`` formats it.
    func writeCSS(to writer: inout HTMLWriter) {
        switch storage {
        case .system(let name):
            if alpha < 1 { writer.writeRaw("color-mix(in srgb, ") }
            writer.writeRaw("var(--sg-")
            writer.writeAttributeValue(name)
            writer.writeRaw(")")
            if alpha < 1 {
                writer.writeRaw(" ")
                writer.writeNumber(alpha * 100)
                writer.writeRaw("%, transparent)")
            }
        case .rgb(let red, let green, let blue):
            writer.writeRaw("rgb(")
            writer.writeNumber((red * 255).rounded())
            writer.writeRaw(" ")
            writer.writeNumber((green * 255).rounded())
            writer.writeRaw(" ")
            writer.writeNumber((blue * 255).rounded())
            if alpha < 1 {
                writer.writeRaw(" / ")
                writer.writeNumber(alpha)
            }
            writer.writeRaw(")")
        case .named:
            Color(.rgb(red: 1, green: 0, blue: 1), alpha: alpha).writeCSS(to: &writer)
        }
    }

    /// A colour is itself wherever it is used; a named colour is its value in the environment's
    /// colour table for the colour scheme there (itself when the name is unknown).
    public func _resolve(in environment: EnvironmentValues) -> Color {
        guard case .named(let name) = storage, let entry = environment.namedColors[name] else { return self }
        return (environment.colorScheme == .dark ? entry.dark : entry.light).opacity(alpha)
    }

    /// The name of a named colour the environment's table did not know, if this is one.
    var unknownName: String? {
        if case .named(let name) = storage { name } else { nil }
    }
}

/// Formatting of numbers for CSS and SVG.
enum CSS {
    /// A number with at most three decimals and no trailing zeros (`12`, `0.5`, `-3.125`).
    static func number(_ value: Double) -> String {
        switch NumberForm(value) {
        case .integer(let integer): String(integer)
        case .decimal(let decimal): String(decimal)
        }
    }

    /// How ``number(_:)`` writes a value: rounded to three decimals, then as an integer when it
    /// is one (and not a non-finite value, which is written `0`).
    enum NumberForm {
        case integer(Int)
        case decimal(Double)

        init(_ value: Double) {
            guard value.isFinite else {
                self = .integer(0)
                return
            }
            if let thousandths = Self.roundedThousandths(value) {
                // `thousandths / 1000` is a whole number exactly when 1000 divides `thousandths`.
                self =
                    thousandths % 1000 == 0
                    ? .integer(thousandths / 1000) : .decimal(Double(thousandths) / 1000)
                return
            }
            let rounded = (value * 1000).rounded() / 1000
            self = rounded == rounded.rounded() && abs(rounded) < 1e15 ? .integer(Int(rounded)) : .decimal(rounded)
        }

        /// `(value * 1000).rounded()` (half away from zero) as an integer; nil when `value * 1000`
        /// is 2^52 or more in magnitude. Below that, the truncated product and its remainder are
        /// exact, so the remainder decides the rounding as `round` does.
        static func roundedThousandths(_ value: Double) -> Int? {
            let scaled = value * 1000
            guard scaled.magnitude < 0x1p52 else { return nil }
            var whole = Int(scaled)
            let remainder = scaled - Double(whole)
            if remainder >= 0.5 {
                whole += 1
            } else if remainder <= -0.5 {
                whole -= 1
            }
            return whole
        }
    }

    /// A length in px.
    static func px(_ value: CGFloat) -> String { number(Double(value)) + "px" }
}

/// A colour is also a view, as in SwiftUI: it fills the space it is offered, so
/// `.background(Color.yellow)` and `ZStack { Color.blue }` paint a rectangle.
extension Color: PrimitiveView {
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        Rectangle().fill(view).makeNodes(in: &context)
    }
}
