import Foundation
import Stylish
import StylishControls
import Testing

@testable import Gallery

/// Records `onEditingChanged` calls.
final class EditingLog: @unchecked Sendable {
    var entries: [Bool] = []
}

/// `onEditingChanged` counted with a call log, in the engine, for the controls of the slider
/// previews that report it: the composed `CheckoutSlider` (the preview's own view), the system
/// `Slider` as the default and stepper styles configure it, and `BetterSlider` as the better-slider
/// and checkout previews use it. (FatSlider reports no editing; its release is checked over HTTP.)
@Suite("Slider previews: onEditingChanged once each way")
struct SliderPreviewsEditingTests {
    /// A probe of one preview's control, logging its editing.
    struct Probe: Sendable, CustomTestStringConvertible {
        let preview: String
        let make: @Sendable (EditingLog) -> any View
        var testDescription: String { preview }
    }

    private static let probes: [Probe] = [
        Probe(preview: "composed-checkout-slider") { log in
            CheckoutSlider(value: 0, onEditingChanged: { log.entries.append($0) }, label: { Text("Swipe to buy") })
        },
        Probe(preview: "default-slider") { log in
            Preview(state: 0.2) { $value in Slider(value: $value, in: 0...1, onEditingChanged: { log.entries.append($0) }) }
        },
        Probe(preview: "stepper-slider") { log in
            Preview(state: 0.0) { $value in
                Slider(value: $value, in: 0...100, step: 10, onEditingChanged: { log.entries.append($0) })
            }
        },
        Probe(preview: "better-slider") { log in
            Preview(state: 0.5) { $value in
                BetterSlider(value: $value, label: { Text("Volume") }, onEditingChanged: { log.entries.append($0) })
            }
        },
    ]

    /// A checked host of `probe` whose own copy writes to `log` (its reference copy to another).
    private func host(_ probe: Probe, _ log: EditingLog) throws -> (ViewHost, Rendering.Target) {
        var made = 0
        let host = ViewHost(
            checking: { () -> AnyView in
                made += 1
                return AnyView(probe.make(made == 1 ? log : EditingLog()))
            }, width: 360)
        return (host, try #require(host.render().targets.first { $0.gesture == "drag" }))
    }

    @Test("A drag: true once when it starts, false once when it ends, however many moves", arguments: probes)
    func drag(_ probe: Probe) throws {
        let log = EditingLog()
        let (host, slider) = try host(probe, log)
        let y = slider.frame.height / 2
        try host.send(.drag(target: slider.id, phase: .began, location: CGPoint(x: slider.frame.width / 2, y: y)))
        for x in stride(from: 0.0, through: slider.frame.width + 100, by: 37) {
            try host.send(.drag(target: slider.id, phase: .changed, location: CGPoint(x: x, y: y)))
        }
        #expect(log.entries == [true])
        try host.send(.drag(target: slider.id, phase: .ended, location: CGPoint(x: -40, y: y)))
        #expect(throws: ViewEventError.self, "a second end finds no drag") {
            try host.send(.drag(target: slider.id, phase: .ended, location: CGPoint(x: -40, y: y)))
        }
        #expect(log.entries == [true, false])
    }

    @Test("A cancelled drag: true once, false once", arguments: probes)
    func cancel(_ probe: Probe) throws {
        let log = EditingLog()
        let (host, slider) = try host(probe, log)
        try host.send(.drag(target: slider.id, phase: .began, location: CGPoint(x: 10, y: 2)))
        try host.send(.drag(target: slider.id, phase: .changed, location: CGPoint(x: 200, y: 2)))
        try host.send(.drag(target: slider.id, phase: .cancelled, location: .zero))
        #expect(throws: ViewEventError.self, "a second cancel finds no drag") {
            try host.send(.drag(target: slider.id, phase: .cancelled, location: .zero))
        }
        #expect(log.entries == [true, false])
    }

    @Test("Each key press is one edit: true then false", arguments: probes)
    func keys(_ probe: Probe) throws {
        let log = EditingLog()
        let (host, slider) = try host(probe, log)
        for key in [AdjustmentKey.increment, .end, .home] { try host.send(.key(target: slider.id, key: key)) }
        #expect(log.entries == [true, false, true, false, true, false])
    }

    @Test("The probes match their previews: same bounds and start in the markup")
    func probesMatchPreviews() throws {
        for probe in Self.probes {
            let preview = try #require(Catalogue.standard.preview(probe.preview)).makeHost().render().html
            let probed = ViewHost(AnyView(probe.make(EditingLog())), width: 360).render().html
            for attribute in ["aria-valuemin", "aria-valuemax", "aria-valuenow"] {
                let value = { (html: String) in
                    html.components(separatedBy: "\(attribute)=\"").dropFirst().first?.prefix { $0 != "\"" }
                }
                #expect(value(preview) == value(probed), "\(probe.preview) \(attribute)")
            }
        }
    }
}
