import Foundation
import Stylish
import Testing

@testable import StylishControls

/// The colours of `Public/gallery.css` in one scheme, to measure what the markup's CSS colours
/// look like there.
private struct Palette {
    /// Each `--sg-name`'s value in the scheme, as written (`#0A84FF`, `var(--sg-blue)`).
    let variables: [String: String]

    init(dark: Bool) throws {
        let css = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Public/gallery.css").standardizedFileURL,
            encoding: .utf8)
        var variables: [String: String] = [:]
        for line in css.split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("--sg-"), let colon = line.firstIndex(of: ":"), line.hasSuffix(";") else { continue }
            var value = line[line.index(after: colon)...].dropLast().trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("light-dark("), value.hasSuffix(")") {
                let parts = value.dropFirst("light-dark(".count).dropLast().split(separator: ",")
                guard parts.count == 2 else { continue }
                value = (dark ? parts[1] : parts[0]).trimmingCharacters(in: .whitespaces)
            }
            // The first definition is the page's; later ones belong to other rules.
            if variables[String(line[..<colon])] == nil { variables[String(line[..<colon])] = value }
        }
        self.variables = variables
    }

    /// `css` (`#rrggbb`, `var(--sg-x)`, `color-mix(in srgb, var(--sg-x) P%, transparent)`) drawn
    /// over the opaque `background`, as sRGB in 0…1.
    func rgb(_ css: String, over background: [Double]) -> [Double]? {
        let css = css.trimmingCharacters(in: .whitespaces)
        if css.hasPrefix("color-mix(in srgb, "), css.hasSuffix("%, transparent)") {
            let inner = css.dropFirst("color-mix(in srgb, ".count).dropLast("%, transparent)".count)
            guard let space = inner.lastIndex(of: " "), let percent = Double(inner[inner.index(after: space)...]),
                let color = rgb(String(inner[..<space]), over: background)
            else { return nil }
            return zip(color, background).map { $0 * percent / 100 + $1 * (1 - percent / 100) }
        }
        if css.hasPrefix("var("), css.hasSuffix(")") {
            return variables[String(css.dropFirst(4).dropLast())].flatMap { rgb($0, over: background) }
        }
        guard css.hasPrefix("#"), css.count == 7, let value = Int(css.dropFirst(), radix: 16) else { return nil }
        return [16, 8, 0].map { Double((value >> $0) & 0xFF) / 255 }
    }
}

/// WCAG 2's contrast ratio of two opaque sRGB colours.
private func contrast(_ a: [Double], _ b: [Double]) -> Double {
    func luminance(_ c: [Double]) -> Double {
        let linear = c.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
}

/// Each `stroke:` colour in `html`.
private func strokes(in html: String) -> [String] {
    html.components(separatedBy: "stroke:").dropFirst().map { String($0.prefix { $0 != ";" && $0 != "\"" }) }
}

@Suite("A disabled slider's look")
struct DisabledSliderLookTests {
    @Test("The default style's filled track is grey, not the accent colour, when disabled; the thumb stays")
    func defaultSliderFill() throws {
        let enabled = ViewHost(StylishSlider(value: 0.5).sliderStyle(DefaultSliderStyle()), width: 300).render().html
        let disabled = ViewHost(StylishSlider(value: 0.5).sliderStyle(DefaultSliderStyle()).disabled(true), width: 300)
            .render().html
        let fill = { (html: String) in
            html.components(separatedBy: "sg-slider-fill").dropFirst().first?
                .components(separatedBy: "background:").dropFirst().first?.prefix { $0 != ";" && $0 != "\"" }
        }
        #expect(fill(enabled) == "var(--sg-accent)")
        let disabledFill = try #require(fill(disabled))
        #expect(!disabledFill.contains("accent"), "a disabled slider's fill is the accent: \(disabledFill)")
        #expect(disabledFill == "var(--sg-gray)")
        #expect(disabled.contains("sg-slider-thumb"))
    }

    @Test("A clear tint stays clear when disabled (the checkout slider hides its fill so)")
    func clearTint() {
        let html = ViewHost(StylishSlider(value: 0.5).sliderStyle(DefaultSliderStyle()).tint(.clear).disabled(true), width: 300)
            .render().html
        #expect(html.contains("background:color-mix(in srgb, var(--sg-gray) 0%, transparent)"))
    }

    @Test(
        "The stepper style's − and + contrast at least 3:1 with the stage when disabled, light and dark",
        arguments: [false, true])
    func stepperSymbolsContrast(dark: Bool) throws {
        let palette = try Palette(dark: dark)
        let stage = try #require(palette.rgb("var(--sg-stage)", over: [0, 0, 0]))
        let view = StylishSlider(value: 50)
            .sliderStyle(StepperSliderStyle(label: "Volume", step: 10))
            .disabled(true)
            .environment(\.colorScheme, dark ? .dark : .light)
        let colors = strokes(in: ViewHost(view, width: 360).render().html)
        #expect(colors.count == 4, "two circles, a minus and a plus: \(colors)")
        for color in Set(colors) {
            let drawn = try #require(palette.rgb(color, over: stage), "unknown colour \(color)")
            let ratio = contrast(drawn, stage)
            #expect(ratio >= 3, "\(color) on the \(dark ? "dark" : "light") stage: \(ratio):1")
        }
    }
}
