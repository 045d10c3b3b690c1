import Testing

@testable import Stylish

@Suite("The tap trigger a kept button resolution keeps")
struct ButtonTriggerTests {
    /// A record of a button at one key, for its trigger.
    private func record() -> ReusedResolution {
        ReusedResolution(
            label: Text("Go"), role: nil, isPressed: false, environment: EnvironmentValues(), animation: nil,
            node: Node(key: "0", kind: .spacer(minLength: nil)), pass: 1)
    }

    @Test("Each pass's first meeting takes the kept trigger, given that pass's action")
    func keptAcrossPasses() {
        let record = record()
        var log: [String] = []
        let first = record.trigger(press: { log.append("press \($0)") }, action: { log.append("one") }, pass: 1)
        first()
        let second = record.trigger(press: { _ in log.append("unused") }, action: { log.append("two") }, pass: 2)
        #expect(first === second, "a new trigger was made although one was kept")
        second()
        #expect(log == ["press false", "one", "press false", "two"])
    }

    @Test("A button met again in the same pass gets a trigger of its own; both run their own actions")
    func metTwiceInOnePass() {
        let record = record()
        var log: [String] = []
        let first = record.trigger(press: { _ in }, action: { log.append("first") }, pass: 3)
        let again = record.trigger(press: { _ in }, action: { log.append("again") }, pass: 3)
        #expect(first !== again)
        first()
        again()
        #expect(log == ["first", "again"])
        #expect(record.keptTrigger === first)
    }
}
