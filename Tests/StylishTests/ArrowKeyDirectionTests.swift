import Foundation
import Testing

@testable import Stylish

/// A slider at 0.5 in `direction`: the built-in one, or one drawn with the keyboard modifier along `axis`.
private func slider(_ direction: LayoutDirection, drawn axis: Axis? = nil) -> some View {
    Preview(state: 0.5) { $value in
        Group {
            if let axis {
                Rectangle()
                    .frame(width: 200, height: 8)
                    .accessibilityAdjustableValue($value, in: 0...1, label: "Level", orientation: axis)
            } else {
                Slider(value: $value)
            }
        }
        .environment(\.layoutDirection, direction)
    }
}

/// The value after pressing `key` once on the first key target of `view`.
private func value<V: View>(after key: AdjustmentKey, on view: V) throws -> Double {
    let host = ViewHost(view, width: 228)
    let target = try #require(host.render().targets.first { $0.gesture == "key" })
    return try #require(try host.send(.key(target: target.id, key: key)).state("value")?.number)
}

@Suite("Arrow keys move a horizontal slider's thumb the way they point")
struct ArrowKeyDirectionTests {
    @Test(
        "Left to right ArrowRight raises the value; right to left, where the minimum is at the right, it lowers it",
        arguments: [nil, Axis.horizontal])
    func arrowRight(drawn: Axis?) throws {
        #expect(try value(after: .arrowRight, on: slider(.leftToRight, drawn: drawn)) > 0.5)
        #expect(try value(after: .arrowLeft, on: slider(.leftToRight, drawn: drawn)) < 0.5)
        #expect(try value(after: .arrowRight, on: slider(.rightToLeft, drawn: drawn)) < 0.5)
        #expect(try value(after: .arrowLeft, on: slider(.rightToLeft, drawn: drawn)) > 0.5)
    }

    @Test(
        "Right to left, Up/Down, Page Up/Down, Home and End keep their meaning: the value's",
        arguments: [nil, Axis.horizontal])
    func otherKeys(drawn: Axis?) throws {
        let rtl = slider(.rightToLeft, drawn: drawn)
        #expect(try value(after: .increment, on: rtl) > 0.5)
        #expect(try value(after: .decrement, on: rtl) < 0.5)
        #expect(try value(after: .pageIncrement, on: rtl) == 1)
        #expect(try value(after: .pageDecrement, on: rtl) == 0)
        #expect(try value(after: .home, on: rtl) == 0)
        #expect(try value(after: .end, on: rtl) == 1)
    }

    @Test("A vertical slider is not mirrored: ArrowRight raises its value in either direction")
    func vertical() throws {
        #expect(try value(after: .arrowRight, on: slider(.rightToLeft, drawn: .vertical)) > 0.5)
        #expect(try value(after: .arrowLeft, on: slider(.rightToLeft, drawn: .vertical)) < 0.5)
    }

    @Test("A right-to-left slider's fill and thumb move right on ArrowRight")
    func thumbMovesRight() throws {
        let host = ViewHost(slider(.rightToLeft), width: 228)
        let first = host.render()
        let target = try #require(first.targets.first { $0.gesture == "key" })
        let thumbLeft = { (html: String) -> Double? in
            guard let part = html.components(separatedBy: "sg-slider-thumb").dropFirst().first,
                let left = part.components(separatedBy: "left:").dropFirst().first
            else { return nil }
            return Double(left.prefix { $0 != "p" })
        }
        let before = try #require(thumbLeft(first.html))
        let after = try #require(thumbLeft(try host.send(.key(target: target.id, key: .arrowRight)).html))
        #expect(after > before)
    }
}
