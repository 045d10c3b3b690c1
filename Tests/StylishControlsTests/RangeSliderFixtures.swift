import Foundation
import Stylish
import Testing

@testable import StylishControls

/// Records every `onEditingChanged` call, in order.
final class EditingLog {
    var calls: [Bool] = []
}

/// A price range slider over 0...100 owning its range, in a given style, as a preview would.
struct PriceRange<Style: RangeSliderStyle>: View {
    @State var range: ClosedRange<Double>
    var style: Style
    var log: EditingLog

    init(_ range: ClosedRange<Double> = 20...80, style: Style, log: EditingLog = EditingLog()) {
        _range = State(initialValue: range)
        self.style = style
        self.log = log
    }

    var body: some View {
        RangeSlider("Price", range: $range, in: 0...100) { log.calls.append($0) }
            .rangeSliderStyle(style)
    }
}

/// A range slider's host and the ways tests drive it.
struct RangeSliderDriver {
    let host: ViewHost

    /// The two thumbs' drag targets, found by the end they stand for (their stacking order may change).
    func thumbs(_ rendering: Rendering) throws -> (lower: Rendering.Target, upper: Rendering.Target) {
        let drags = rendering.targets.filter { $0.gesture == "drag" }
        try #require(drags.count == 2)
        let lower = try #require(drags.first { $0.id.hasSuffix("$lower") })
        let upper = try #require(drags.first { $0.id.hasSuffix("$upper") })
        return (lower, upper)
    }

    /// The range in the state, as two numbers.
    static func range(_ rendering: Rendering) -> [Double] {
        guard case .array(let values) = rendering.state("range") else { return [] }
        return values.compactMap(\.number)
    }

    /// Drags `target` from its centre by `moves` (each in the thumb's own coordinates at the
    /// moment, as the browser reports them: the thumb follows the pointer between events).
    @discardableResult
    func drag(_ target: Rendering.Target, by moves: [CGSize], end: Bool = true) throws -> Rendering {
        // Locations are in the thumb's coordinates as it was when the drag began: each move adds
        // to the pointer's distance from the centre where it grabbed the thumb.
        var location = CGPoint(x: target.frame.width / 2, y: target.frame.height / 2)
        var rendering = try host.send(.drag(target: target.id, phase: .began, location: location))
        for move in moves {
            location.x += move.width
            location.y += move.height
            rendering = try host.send(.drag(target: target.id, phase: .changed, location: location))
        }
        if end { rendering = try host.send(.drag(target: target.id, phase: .ended, location: location)) }
        return rendering
    }
}

/// Whether `a` and `b` agree to a millionth.
func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
}

/// The attribute `name` of the element whose `aria-label` is `label`.
func attribute(_ name: String, ofElementLabelled label: String, in html: String) -> String? {
    guard let labelRange = html.range(of: "aria-label=\"\(label)\"") else { return nil }
    let start = html[..<labelRange.lowerBound].range(of: "<div", options: .backwards)?.lowerBound ?? html.startIndex
    let end = html[labelRange.upperBound...].firstIndex(of: ">") ?? html.endIndex
    let element = html[start..<end]
    guard let found = element.range(of: " \(name)=\"") else { return nil }
    return String(element[found.upperBound...].prefix { $0 != "\"" })
}
