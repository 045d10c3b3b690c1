import Foundation
import Testing

@testable import Stylish

/// What a host draws, in paint order with resolved colours (`DrawnContent`), and the system
/// colours' values (`Color.resolve(in:)`), which must be the stylesheet's.
@Suite("Drawn content and resolved colours")
struct DrawnContentTests {
    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    @Test("Color.primary resolves to black in light and white in dark; literal colours stay as they are")
    func resolvedColours() {
        #expect(Color.primary.resolve(in: environment(.light)).description == "#000000FF")
        #expect(Color.primary.resolve(in: environment(.dark)).description == "#FFFFFFFF")
        #expect(Color.yellow.resolve(in: environment(.dark)).description == "#FFD60AFF")
        #expect(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).resolve(in: environment(.dark)).description == "#FF800080")
        #expect(Color.yellow.opacity(0.5).resolve(in: environment(.light)).opacity == 0.5)
    }

    @Test("A text over a filled background is drawn after the fill, in its frame, with its resolved colour")
    func paintOrder() throws {
        let view = Text("Buy").padding().background(Capsule().fill(Color.yellow))
        for scheme in ColorScheme.allCases {
            let host = ViewHost(view, environment: environment(scheme))
            host.render()
            let items = host.drawnContent().items
            guard case .fill(let fill)? = items.first, case .text(let text)? = items.last else {
                Issue.record("expected a fill, then a text: \(items)")
                return
            }
            #expect(items.count == 2)
            #expect(fill.color == Color.yellow.resolve(in: environment(scheme)))
            #expect(text.string == "Buy")
            #expect(text.color == Color.primary.resolve(in: environment(scheme)))
            #expect(text.colorScheme == scheme)
            #expect(fill.frame.contains(CGPoint(x: text.frame.midX, y: text.frame.midY)))
            #expect(text.frame.minX == 16 && text.frame.minY == 16)
        }
    }

    @Test("preferredColorScheme inside the view resolves what is drawn below it in that scheme")
    func preferredScheme() throws {
        let host = ViewHost(Text("Night").preferredColorScheme(.dark), environment: environment(.light))
        host.render()
        guard case .text(let text)? = host.drawnContent().items.first else {
            Issue.record("no text drawn")
            return
        }
        #expect(text.colorScheme == .dark)
        #expect(text.color.description == "#FFFFFFFF")
    }

    @Test("Opacity and disabled views are carried to the text drawn inside them")
    func opacityAndDisabled() throws {
        let faded = ViewHost(Text("Faded").opacity(0.5))
        faded.render()
        let disabled = ViewHost(Text("Faded").opacity(0.5).disabled(true))
        disabled.render()
        guard case .text(let text)? = faded.drawnContent().items.first,
            case .text(let inactive)? = disabled.drawnContent().items.first
        else {
            Issue.record("no text drawn")
            return
        }
        #expect(text.color.opacity == 0.5 && !text.isDisabled)
        // A disabled text is drawn fainter still, as SwiftUI draws it.
        #expect(inactive.isDisabled && inactive.color.opacity < 0.5)
    }

    @Test("Each system colour's light and dark values are those Public/gallery.css gives --sg-name")
    func tableMatchesStylesheet() throws {
        let css = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Public/gallery.css"), encoding: .utf8)
        for name in SystemColors.names {
            let line = try #require(css.split(separator: "\n").first { $0.contains("--sg-\(name): ") }, "--sg-\(name)")
            let value = String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(
                in: CharacterSet(charactersIn: " ;"))
            let values = Self.cssColours(value)
            let light = values.first
            let dark = values.count > 1 ? values[1] : values.first
            if name == "accent" { continue }  // var(--sg-blue)
            #expect(light == SystemColors.value(of: name, in: .light).description, "\(name) light: \(value)")
            #expect(dark == SystemColors.value(of: name, in: .dark).description, "\(name) dark: \(value)")
        }
    }

    /// The colours of a CSS value (`#FC0`, `#FFCC00`, `rgba(r, g, b, a)`, `transparent`), as `#RRGGBBAA`.
    private static func cssColours(_ value: String) -> [String] {
        var found: [String] = []
        for match in value.matches(of: #/#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})\b|rgba\(([^)]*)\)|transparent/#) {
            if let hex = match.output.1 {
                let digits = hex.count == 3 ? hex.map { "\($0)\($0)" }.joined() : String(hex)
                found.append("#" + digits.uppercased() + "FF")
            } else if let parts = match.output.2 {
                let numbers = parts.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? 0 }
                let bytes = numbers.prefix(3).map { Int($0) } + [Int((numbers[3] * 255).rounded())]
                found.append("#" + bytes.map { String(format: "%02X", $0) }.joined())
            } else {
                found.append("#00000000")
            }
        }
        return found
    }
}
