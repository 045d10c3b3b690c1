import Foundation
import Stylish
import StylishControls
import Testing

@testable import Gallery

/// What the tests know of each slider preview of seeds 000 and 001: its model, its bounds and
/// step, where its thumb sits, and what its style does when an edit ends.
struct SliderPreview: Sendable, CustomTestStringConvertible {
    /// What an edit ending at a value leaves behind.
    enum Release: Sendable {
        /// The value stays where the edit left it.
        case stays
        /// Short of the upper bound the value snaps back to the lower one; at it, the checkout fires.
        case checkout
        /// The value animates back to 0 (a sticky FatSlider).
        case springsBack
    }

    /// Where a preview is after an edit: a value, or checked out (the slider gone).
    enum Outcome: Equatable {
        case value(Double)
        case checkedOut
    }

    /// How the thumb's centre maps to the value, in the target's own coordinates.
    enum Thumb: Sendable {
        /// The system `Slider`: a thumb of radius 14 inside the track.
        case system
        /// `BetterSlider`: a thumb of radius 16 inside the padded track.
        case better
        /// `FatSlider`: a thumb a third of the width.
        case fat
    }

    let id: String
    /// The state key of the slider's value.
    let valueKey: String
    let bounds: ClosedRange<Double>
    let step: Double?
    /// The value at rest.
    let start: Double
    let release: Release
    let thumb: Thumb
    /// Whether the value is a `Float` (FatSlider's percentage), so that comparisons allow its precision.
    var isFloat = false

    var testDescription: String { id }

    /// The eight slider previews of seeds 000 and 001, in catalogue order.
    static let all: [SliderPreview] = [
        SliderPreview(
            id: "composed-checkout-slider", valueKey: "value", bounds: 0...1, step: nil, start: 0, release: .stays, thumb: .system
        ),
        SliderPreview(
            id: "default-slider", valueKey: "value", bounds: 0...1, step: nil, start: 0.2, release: .stays, thumb: .system),
        SliderPreview(
            id: "stepper-slider", valueKey: "value", bounds: 0...100, step: 10, start: 0, release: .stays, thumb: .system),
        SliderPreview(
            id: "checkout-slider", valueKey: "value", bounds: 0...1, step: nil, start: 0, release: .checkout, thumb: .system),
        SliderPreview(
            id: "better-slider", valueKey: "value", bounds: 0...1, step: nil, start: 0.5, release: .stays, thumb: .better),
        SliderPreview(
            id: "better-checkout-slider", valueKey: "value", bounds: 0...1, step: nil, start: 0, release: .checkout,
            thumb: .better),
        SliderPreview(
            id: "fat-slider", valueKey: "percentage", bounds: 0...1, step: nil, start: 0.25, release: .stays, thumb: .fat,
            isFloat: true),
        SliderPreview(
            id: "sticky-fat-slider", valueKey: "percentage", bounds: 0...1, step: nil, start: 0, release: .springsBack,
            thumb: .fat, isFloat: true),
    ]

    /// How close two values must be: a `Float`'s precision, or a `Double`'s.
    var tolerance: Double { isFloat ? 1e-6 : 1e-9 }

    /// The value `fraction` of the way from the lower bound to the upper.
    func value(atFraction fraction: Double) -> Double {
        bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
    }

    /// The x of the thumb's centre at `value` on a target `width` wide.
    func thumbX(at value: Double, width: Double) -> Double {
        let fraction = (value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound)
        switch thumb {
        case .system: return 14 + fraction * (width - 28)
        case .better: return 16 + fraction * (width - 32)
        case .fat: return width / 6 + fraction * (width * 2 / 3)
        }
    }

    /// `proposed` clamped to the bounds and, with a step, on `lower + k·step` (as the sliders compute it).
    func constrained(_ proposed: Double) -> Double {
        var result = min(bounds.upperBound, max(bounds.lowerBound, proposed))
        if let step {
            result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
            if result > bounds.upperBound { result -= step }
        }
        return isFloat ? Double(Float(result)) : result
    }

    /// The value a key moves `current` to, before the edit's end: a step (or a tenth of the range)
    /// per arrow, ten per page, the bounds for Home and End (ArrowRight raising the value, as it
    /// does left to right).
    func value(after key: AdjustmentKey, from current: Double) -> Double {
        let small = step ?? (bounds.upperBound - bounds.lowerBound) / 10
        switch key {
        case .increment, .arrowRight: return constrained(current + small)
        case .decrement, .arrowLeft: return constrained(current - small)
        case .pageIncrement: return constrained(current + 10 * small)
        case .pageDecrement: return constrained(current - 10 * small)
        case .home: return constrained(bounds.lowerBound)
        case .end: return constrained(bounds.upperBound)
        }
    }

    /// Where an edit that ends at `value` leaves the preview.
    func settled(_ value: Double) -> Outcome {
        switch release {
        case .stays: .value(value)
        case .springsBack: .value(0)
        case .checkout: value < bounds.upperBound ? .value(bounds.lowerBound) : .checkedOut
        }
    }

    /// Whether `reply` shows `outcome`: the model's value (and the slider's `aria-valuenow`), or the thank-you.
    func shows(_ outcome: Outcome, _ reply: Reply) -> Bool {
        switch outcome {
        case .checkedOut:
            return reply.state["didCheckout"] as? Bool == true && reply.state[valueKey] == nil
                && reply.html.contains("Thank you for purchasing!") && !reply.html.contains("role=\"slider\"")
        case .value(let expected):
            guard let value = reply.number(valueKey), abs(value - expected) <= tolerance else { return false }
            return reply.state["didCheckout"] as? Bool != true
        }
    }
}

extension Reply {
    /// A target of the snapshot: its id, gesture and frame.
    struct Target: Equatable {
        let id: String
        let gesture: String
        let frame: CGRect
    }

    /// The snapshot's targets, in order.
    var targets: [Target] {
        (json["targets"] as? [[String: Any]] ?? []).compactMap { target in
            guard let id = target["id"] as? String, let gesture = target["gesture"] as? String,
                let frame = target["frame"] as? [String: Double]
            else { return nil }
            return Target(
                id: id, gesture: gesture,
                frame: CGRect(x: frame["x"] ?? 0, y: frame["y"] ?? 0, width: frame["width"] ?? 0, height: frame["height"] ?? 0))
        }
    }

    /// The slider's target (the first that takes a drag).
    var slider: Target? { targets.first { $0.gesture == "drag" } }

    /// A state value as a number.
    func number(_ key: String) -> Double? { (state[key] as? NSNumber)?.doubleValue }

    /// The `aria-valuenow` values in the markup, in tree order.
    var valuesNow: [String] {
        html.components(separatedBy: "aria-valuenow=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The inline style of the element whose `data-k` is `key`.
    func style(of key: String) -> String? {
        guard let start = html.range(of: "data-k=\"\(key)\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: ">"), let style = rest[..<end].range(of: "style=\"") else { return nil }
        let value = rest[style.upperBound...]
        return value.firstIndex(of: "\"").map { String(value[..<$0]) }
    }

    /// A length (`left`, `width`…) of the inline style of the element whose `data-k` is `key`, in px.
    func px(_ property: String, of key: String) -> Double? {
        for declaration in (style(of: key) ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0] == property { return Double(parts[1].replacingOccurrences(of: "px", with: "")) }
        }
        return nil
    }

    /// The `animation` of the reply, by name (nil when the reply is not animated).
    var animationName: String? { (json["animation"] as? [String: Any])?["name"] as? String }
}

/// One client's session of one preview, numbering its events as a browser does.
final class PreviewSession {
    let client: GalleryClient
    let preview: String
    /// The last successful reply.
    private(set) var last: Reply

    private init(client: GalleryClient, preview: String, last: Reply) {
        self.client = client
        self.preview = preview
        self.last = last
    }

    /// A new session of `preview` on the gallery at `port`, with its first snapshot.
    static func open(_ preview: String, port: Int) async throws -> PreviewSession {
        let client = GalleryClient(port: port)
        let first = try await client.get("/api/v1/previews/\(preview)")
        #expect(first.status == 200, "GET \(preview)")
        return PreviewSession(client: client, preview: preview, last: first)
    }

    /// The slider's target id now.
    var slider: String { last.slider?.id ?? "" }
    /// The slider's width now.
    var width: Double { Double(last.slider?.frame.width ?? 0) }
    /// The slider's vertical middle.
    var middle: Double { Double(last.slider?.frame.height ?? 0) / 2 }

    /// Posts one event (its JSON members without `seq`) numbered `seq + 1`; keeps the reply if it is a 200.
    @discardableResult
    func send(_ members: String) async throws -> Reply {
        let reply = try await client.post(
            "/api/v1/previews/\(preview)/events", #"{"seq": \#(last.seq + 1), \#(members)}"#)
        if reply.status == 200 { last = reply }
        return reply
    }

    @discardableResult
    func drag(_ phase: String, x: Double, target: String? = nil) async throws -> Reply {
        try await send(
            #""target": "\#(target ?? slider)", "type": "drag", "phase": "\#(phase)", "location": {"x": \#(x), "y": \#(middle)}"#)
    }

    /// A cancel as `gallery.js` may send it: no location.
    @discardableResult
    func cancel(target: String? = nil) async throws -> Reply {
        try await send(#""target": "\#(target ?? slider)", "type": "drag", "phase": "cancelled""#)
    }

    @discardableResult
    func key(_ key: AdjustmentKey, target: String? = nil) async throws -> Reply {
        try await send(#""target": "\#(target ?? slider)", "type": "key", "key": "\#(key.rawValue)""#)
    }

    @discardableResult
    func tap(_ target: String) async throws -> Reply {
        try await send(#""target": "\#(target)", "type": "tap""#)
    }

    @discardableResult
    func geometry(width: Double) async throws -> Reply {
        try await send(#""type": "geometry", "width": \#(width)"#)
    }

    /// A fresh GET (which changes nothing).
    @discardableResult
    func refresh() async throws -> Reply {
        let reply = try await client.get("/api/v1/previews/\(preview)")
        last = reply
        return reply
    }
}

/// A preview's content under a switch that disables it: a button first, then the content with
/// `.disabled(isDisabled)`, so that turning the switch keeps every structural id.
struct DisableSwitch<Content: View>: View {
    @State var isDisabled = false
    let content: Content

    var body: some View {
        VStack {
            Button(isDisabled ? "Enable" : "Disable") { isDisabled.toggle() }
            content.disabled(isDisabled)
        }
    }
}

extension Catalogue {
    /// The eight slider previews, each under a ``DisableSwitch``, with the same ids and state keys.
    static let switchable = Catalogue([
        switchable("composed-checkout-slider") { ComposedCheckoutSliderPreview() },
        // As Sources/Gallery/Previews/DefaultSliderPreview.swift writes it.
        switchable("default-slider") { StylishSlider(value: 0.2).sliderStyle(DefaultSliderStyle()).padding() },
        switchable("stepper-slider") { StepperSliderPreview() },
        switchable("checkout-slider") { CheckoutSliderPreview<CheckoutSliderStyle>() },
        switchable("better-slider") { BetterSliderPreview() },
        switchable("better-checkout-slider") { BetterCheckoutSliderPreview() },
        switchable("fat-slider") { FatSliderPreview(percentage: 0.25) },
        switchable("sticky-fat-slider") { FatSliderPreview(percentage: 0, isSticky: true) },
    ])

    private static func switchable(_ id: String, _ content: @escaping @Sendable () -> any View) -> PreviewDefinition {
        let original = Catalogue.standard.preview(id)!
        return PreviewDefinition(
            id: id, title: original.title, section: original.section, width: original.width,
            stateKeys: original.stateKeys + ["isDisabled"]
        ) {
            DisableSwitch(content: AnyView(content()))
        }
    }
}
