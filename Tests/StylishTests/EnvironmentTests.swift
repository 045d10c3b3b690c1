import Testing

@testable import Stylish

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "hello" }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct Greeter: View {
    @Environment(\.greeting) var greeting
    var body: some View { Text(greeting) }
}

@Suite("Environment")
struct EnvironmentTests {
    @Test("A value set by a modifier reaches views below it, and only those")
    func propagation() {
        let host = ViewHost(
            VStack {
                Greeter().environment(\.greeting, "bonjour")
                Greeter()
            })
        let html = host.render().html
        #expect(html.contains(">bonjour</div>"))
        #expect(html.contains(">hello</div>"))
    }

    @Test("The innermost modifier wins")
    func innermostWins() {
        let host = ViewHost(
            VStack { Greeter().environment(\.greeting, "inner") }.environment(\.greeting, "outer")
        )
        let html = host.render().html
        #expect(html.contains(">inner</div>"))
        #expect(!html.contains("outer"))
    }

    @Test("An unset key reads its default")
    func defaultValue() {
        #expect(EnvironmentValues().greeting == "hello")
        #expect(EnvironmentValues().isEnabled)
        #expect(EnvironmentValues().tint == nil)
    }
}
