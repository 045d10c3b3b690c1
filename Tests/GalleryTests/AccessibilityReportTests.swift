import Foundation
import Stylish
import Testing

@testable import Gallery

/// A preview's accessibility report (`AccessibilityReport`): contrast per colour scheme, target
/// sizes and keyboard paths, on seeds' previews as their styles draw them and on small views made
/// to fail.
@Suite("Accessibility report")
struct AccessibilityReportTests {
    /// The report of `view`, rendered in light and dark.
    private func report<V: View>(_ view: V) -> AccessibilityReport {
        let hosts = AccessibilityReport.schemes.map { scheme in
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let host = ViewHost(view, environment: environment)
            host.render()
            return host
        }
        return AccessibilityReport(preview: "test", seq: 0, hosts: hosts)
    }

    /// The report of the standard catalogue's preview `id`, at rest.
    private func report(_ id: String) throws -> AccessibilityReport {
        let definition = try #require(Catalogue.standard.preview(id))
        return AccessibilityReport.of(PreviewInstance(definition: definition))
    }

    @Test("Swipe to buy: black on yellow passes in light; white on yellow fails in dark at 1.41:1")
    func checkoutSlider() throws {
        let report = try report("checkout-slider")
        let light = try #require(report.contrast.first { $0.colorScheme == .light && $0.text == "Swipe to buy" })
        let dark = try #require(report.contrast.first { $0.colorScheme == .dark && $0.text == "Swipe to buy" })
        #expect(light.foreground.hex == "#000000" && light.background.hex == "#FFCC00")
        #expect(light.passes && light.shownRatio == 13.88)
        #expect(dark.foreground.hex == "#FFFFFF" && dark.background.hex == "#FFD60A")
        #expect(!dark.passes && dark.shownRatio == 1.41 && dark.required == 4.5)
        #expect(dark.backgroundKey != nil)
        #expect(report.failures == 1)
        #expect(report.roles.isEmpty)
        #expect(report.targets.map(\.outcome) == [.size])
        #expect(report.keyboard.map(\.passes) == [true])
        #expect(report.keyboard.first?.keys.contains("ArrowRight") == true)
    }

    @Test("The report follows the preview's state: after the checkout it is of the thank-you text")
    func followsState() throws {
        let definition = try #require(Catalogue.standard.preview("checkout-slider"))
        let instance = PreviewInstance(definition: definition)
        let key = try #require(instance.host.render().targets.first { $0.gesture == "key" })
        _ = try instance.apply(.key(target: key.id, key: .end), seq: nil)
        let report = AccessibilityReport.of(instance)
        #expect(report.contrast.map(\.text) == ["Thank you for purchasing!", "Thank you for purchasing!"])
        #expect(report.contrast.allSatisfy { $0.passes })
        #expect(report.targets.isEmpty && report.seq == 1 && !report.isStateLost)
        // The audit leaves the preview as it was.
        #expect(instance.seq == 1 && instance.host.environment.colorScheme == .light)
    }

    @Test("A disabled control's text is reported, and exempt (1.4.3: inactive components)")
    func disabledExempt() {
        let report = report(Text("Sold out").foregroundStyle(Color.gray.opacity(0.3)).disabled(true))
        #expect(report.contrast.count == 2)
        #expect(report.contrast.allSatisfy { $0.isDisabled && $0.passes && $0.ratio < 3 })
    }

    @Test("Two 10 × 10 taps 2 px apart fail 2.5.8; one alone, 24 px clear of the other, passes by spacing")
    func smallTargets() {
        let close = report(
            HStack(spacing: 2) {
                Rectangle().fill(Color.blue).frame(width: 10, height: 10).onTapGesture {}
                Rectangle().fill(Color.red).frame(width: 10, height: 10).onTapGesture {}
            })
        #expect(close.targets.count == 2)
        #expect(close.targets.allSatisfy { $0.outcome == .fails })
        #expect(close.targets.first?.frame.size == CGSize(width: 10, height: 10))
        let apart = report(
            HStack(spacing: 30) {
                Rectangle().fill(Color.blue).frame(width: 10, height: 10).onTapGesture {}
                Rectangle().fill(Color.red).frame(width: 44, height: 44).onTapGesture {}
            })
        #expect(apart.targets.map(\.outcome) == [.spacing, .size])
    }

    @Test("A shape only a pointer can drag has no keyboard path; a tapped one and a Button have Enter and Space")
    func keyboard() throws {
        let dragged = report(
            Circle().fill(Color.blue).frame(width: 44, height: 44).gesture(DragGesture().onChanged { _ in }))
        let finding = try #require(dragged.keyboard.first)
        #expect(!finding.passes && finding.keys.isEmpty)
        #expect(finding.problems.contains("dragged with a pointer, no key moves it"))
        // A tapped shape is in the tab order and Enter taps it; its missing role is the roles audit's.
        let tapped = report(Circle().fill(Color.blue).frame(width: 44, height: 44).onTapGesture {})
        let tap = try #require(tapped.keyboard.first)
        #expect(tap.passes && tap.isFocusable && tap.keys == ["Enter", "Space"])
        #expect(tapped.roles.contains { $0.contains("a control without a role") })
        let button = report(Button("Buy") {})
        let pressable = try #require(button.keyboard.first)
        #expect(pressable.passes, "\(pressable.problems)")
        #expect(pressable.role == "button" && pressable.keys.contains("Enter") && pressable.keys.contains("Space"))
    }

    @Test("The JSON carries each finding with its colours, ratio and verdict")
    func json() throws {
        let json = String(decoding: try report("checkout-slider").json, as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["preview"] as? String == "checkout-slider")
        #expect(object["failures"] as? Int == 1)
        let contrast = try #require(object["contrast"] as? [[String: Any]])
        let dark = try #require(contrast.first { $0["colorScheme"] as? String == "dark" })
        #expect(dark["foreground"] as? String == "#FFFFFF" && dark["background"] as? String == "#FFD60A")
        #expect(dark["ratio"] as? Double == 1.41 && dark["passes"] as? Bool == false)
        #expect((object["targets"] as? [Any])?.count == 1 && (object["keyboard"] as? [Any])?.count == 1)
    }
}
