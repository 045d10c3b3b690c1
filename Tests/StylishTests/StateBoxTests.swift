import Testing

@testable import Stylish

@Suite("State boxes")
struct StateBoxTests {
    @Test("A @State used outside a render keeps what is written to it, through its binding too")
    func unbound() {
        let state = State(wrappedValue: 1)
        #expect(state.wrappedValue == 1)
        state.wrappedValue = 5
        #expect(state.wrappedValue == 5)
        state.projectedValue.wrappedValue = 7
        #expect(state.wrappedValue == 7)
    }

    @Test("The store gives back the same box for a key, and a new one when the value's type changed")
    func boxByType() {
        let graph = ViewGraph()
        let first = graph.stateBox(for: "0/value", label: "value", initialValue: 1)
        first.value = 3
        #expect(graph.stateBox(for: "0/value", label: "value", initialValue: 1) === first)
        let text = graph.stateBox(for: "0/value", label: "value", initialValue: "a")
        #expect(text.value == "a")
        let again = graph.stateBox(for: "0/value", label: "value", initialValue: 9)
        #expect(again !== first)
        #expect(again.value == 9)
        let optional = graph.stateBox(for: "0/value", label: "value", initialValue: Int?.some(2))
        #expect(optional.value == 2)
    }
}
