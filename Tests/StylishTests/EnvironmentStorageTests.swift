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
}
