import Foundation
import Testing

@testable import Stylish

/// A reference type whose description changes without its box's setter.
private final class Counter: CustomStringConvertible {
    var count = 0
    var description: String { "count \(count)" }
}

/// A state box keeps the plain-data form of a value that cannot change behind its back, and
/// forgets it when the value is set.
@Suite("State values in the model")
struct StateValueCacheTests {
    @Test("A kept value equals a fresh conversion, and setting the value replaces it")
    func invalidatedOnSet() {
        let point = StateBox(value: CGPoint(x: 1, y: 2), label: "location")
        #expect(point.stateValue == StateValue(point.anyValue))
        point.value = CGPoint(x: 3, y: 4)
        #expect(point.stateValue == StateValue(CGPoint(x: 3, y: 4)))
        #expect(point.stateValue == point.stateValue)

        let text = StateBox(value: "a", label: "text")
        #expect(text.stateValue == .string("a"))
        text.value += "b"
        #expect(text.stateValue == .string("ab"))

        let number = StateBox(value: 1.5, label: "value")
        #expect(number.stateValue == .double(1.5))
        #expect(number.restore(.double(2.5)))
        #expect(number.stateValue == .double(2.5))
    }

    @Test("A value with references inside is converted on each read")
    func referencesAreNotKept() {
        let counter = Counter()
        let box = StateBox(value: counter, label: "counter")
        #expect(box.stateValue == .other("count 0"))
        counter.count = 1
        #expect(box.stateValue == .other("count 1"))
    }

    @Test("Through a host: the model follows each change of a kept value")
    func hostModelFollowsChanges() throws {
        struct Mover: View {
            @State var location = CGPoint.zero
            var body: some View {
                Text("at").onTapGesture { location.x += 1 }
            }
        }
        let host = ViewHost(Mover())
        let first = host.render()
        #expect(first.state("location") == StateValue(CGPoint.zero))
        let target = try #require(first.targets.first)
        let second = try host.send(.tap(target: target.id))
        #expect(second.state("location") == StateValue(CGPoint(x: 1, y: 0)))
    }
}

/// Points and sizes are described without reflection, as reflection describes them.
@Suite("State values of geometry")
struct StateValueGeometryTests {
    @Test("A point's and a size's description is String(describing:)'s, for any bits")
    func sameAsReflection() {
        var values: [CGFloat] = [
            0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1, 1e16,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            values.append(CGFloat(Double(bitPattern: generator.next())))
            values.append(CGFloat(Double.random(in: -1000...1000, using: &generator)))
            // Whole numbers and short decimals (a drag's location), written in place.
            values.append(CGFloat(Int.random(in: -100_000...100_000, using: &generator)) / 100)
        }
        for (x, y) in zip(values, values.shuffled(using: &generator)) {
            #expect(StateValue(CGPoint(x: x, y: y)) == .other(String(describing: CGPoint(x: x, y: y))))
            #expect(StateValue(CGSize(width: x, height: y)) == .other(String(describing: CGSize(width: x, height: y))))
        }
    }

    /// An enum with a raw value, converted through `RawRepresentable` on the general path.
    private enum Mode: String { case fast }

    @Test("Converting by the value's type gives what the conversion from Any gives")
    func typedConversion() {
        func check<Value>(_ value: Value) {
            // Compared as written, so that NaN matches NaN and -0.0 does not match 0.0.
            let (typed, general) = (StateValue(typed: value), StateValue(value as Any))
            #expect(typed == general || (typed.description == general.description && typed.number != nil), "\(Value.self)")
            #expect(typed.description == general.description, "\(Value.self)")
        }
        for number in [0.0, -0.0, 0.1, -2.5, 1e300, .infinity, .nan, .leastNonzeroMagnitude] {
            check(number)
            check(CGFloat(number))
            check(CGPoint(x: number, y: -number))
            check(CGSize(width: number, height: 1))
        }
        for flag in [true, false] { check(flag) }
        for integer in [0, -1, Int.max, Int.min] { check(integer) }
        check("text")
        check(Float(0.25))
        check(Optional(1.5))
        check(Double?.none)
        check(0.0...1.0)
        check(Set([2, 1]))
        check(Mode.fast)
        #expect(StateValue(typed: CGPoint(x: 1, y: 2)) == .other("CGPoint(x: 1.0, y: 2.0)"))
        #expect(StateValue(typed: 0.5) == .double(0.5))
    }
}
