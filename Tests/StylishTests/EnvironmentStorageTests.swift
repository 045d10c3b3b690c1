import Testing

@testable import Stylish

/// A key whose value is optional, with a default that is not nil.
private struct LabelKey: EnvironmentKey {
    static var defaultValue: String? { "default" }
}

/// A key whose value is an existential.
private struct ShapeKey: EnvironmentKey {
    static var defaultValue: any Shape { Rectangle() }
}

/// Values set in `EnvironmentValues` read back as they were set, whatever their type.
@Suite("Environment storage")
struct EnvironmentStorageTests {
    @Test("Optionals (nil included), existentials and plain values read back as set; unset keys give the default")
    func readsBackWhatWasSet() {
        var environment = EnvironmentValues()
        #expect(environment[LabelKey.self] == "default")
        environment[LabelKey.self] = nil
        #expect(environment[LabelKey.self] == nil)
        environment[LabelKey.self] = "set"
        #expect(environment[LabelKey.self] == "set")
        #expect(environment[ShapeKey.self] is Rectangle)
        environment[ShapeKey.self] = Capsule()
        #expect(environment[ShapeKey.self] is Capsule)
        let copy = environment
        environment[LabelKey.self] = "changed"
        #expect(copy[LabelKey.self] == "set")
        #expect(environment[LabelKey.self] == "changed")
    }

    @Test("Setting a key again replaces its value and leaves the other keys as they were")
    func setAgain() {
        var environment = EnvironmentValues()
        environment[LabelKey.self] = "first"
        environment[ShapeKey.self] = Capsule()
        environment.isEnabled = false
        environment[LabelKey.self] = "second"
        environment[ShapeKey.self] = Circle()
        #expect(environment.description == "EnvironmentValues(3 set)")
        #expect(environment[LabelKey.self] == "second")
        #expect(environment[ShapeKey.self] is Circle)
        #expect(!environment.isEnabled)
        #expect(environment.layoutDirection == EnvironmentValues().layoutDirection)
    }

    @Test("Setting a key set further back leaves earlier copies as they were and keeps one entry per key")
    func setBehindOthers() {
        var environment = EnvironmentValues()
        environment[LabelKey.self] = "first"
        environment.isEnabled = false
        environment.layoutDirection = .rightToLeft
        let before = environment
        environment[LabelKey.self] = "second"
        #expect(environment[LabelKey.self] == "second")
        #expect(!environment.isEnabled)
        #expect(environment.layoutDirection == .rightToLeft)
        #expect(environment.description == "EnvironmentValues(3 set)")
        #expect(before[LabelKey.self] == "first")
        #expect(!before.isEnabled)
        #expect(before.layoutDirection == .rightToLeft)
        #expect(before.description == "EnvironmentValues(3 set)")
    }

    @Test("Removing a value reads its default again, in that copy only, wherever the key was set")
    func removeValue() {
        var environment = EnvironmentValues()
        environment[LabelKey.self] = "set"
        environment.isEnabled = false
        let before = environment
        environment.removeValue(for: LabelKey.self)
        #expect(environment[LabelKey.self] == "default")
        #expect(!environment.isEnabled)
        environment.removeValue(for: IsEnabledKeyProbe.self)
        environment.isEnabled = true
        environment.removeValue(for: LabelKey.self)
        #expect(environment.isEnabled)
        #expect(before[LabelKey.self] == "set")
        #expect(!before.isEnabled)
        #expect(environment.description == "EnvironmentValues(1 set)")
    }

    @Test("Reads give what a dictionary of the values set would, across copies changed apart")
    func sameAsDictionary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var environments = [EnvironmentValues()]
            var references: [[Int: Int]] = [[:]]
            for step in 0..<30 {
                let which = Int.random(in: 0..<environments.count, using: &generator)
                if Bool.random(using: &generator) {
                    environments.append(environments[which])
                    references.append(references[which])
                }
                let key = Int.random(in: 0..<4, using: &generator)
                environments[which].setNumber(step, at: key)
                references[which][key] = step
                for (environment, reference) in zip(environments, references) {
                    for key in 0..<4 { #expect(environment.number(at: key) == reference[key, default: -1]) }
                    #expect(environment.description == "EnvironmentValues(\(reference.count) set)")
                }
            }
        }
    }
}

/// A key never set: removing it changes nothing.
private enum IsEnabledKeyProbe: EnvironmentKey { static var defaultValue: Bool { true } }

/// Four keys of numbers (default -1), by index, for the randomised test.
private enum NumberKey0: EnvironmentKey { static var defaultValue: Int { -1 } }
private enum NumberKey1: EnvironmentKey { static var defaultValue: Int { -1 } }
private enum NumberKey2: EnvironmentKey { static var defaultValue: Int { -1 } }
private enum NumberKey3: EnvironmentKey { static var defaultValue: Int { -1 } }

extension EnvironmentValues {
    fileprivate func number(at key: Int) -> Int {
        switch key {
        case 0: self[NumberKey0.self]
        case 1: self[NumberKey1.self]
        case 2: self[NumberKey2.self]
        default: self[NumberKey3.self]
        }
    }

    fileprivate mutating func setNumber(_ value: Int, at key: Int) {
        switch key {
        case 0: self[NumberKey0.self] = value
        case 1: self[NumberKey1.self] = value
        case 2: self[NumberKey2.self] = value
        default: self[NumberKey3.self] = value
        }
    }
}
