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
}
