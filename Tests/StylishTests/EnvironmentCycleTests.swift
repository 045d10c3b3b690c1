import Testing

@testable import Stylish

/// Lives as long as the style that holds it.
private final class Lifetime {}

/// A style that reads the environment and is itself kept in the environment (`.buttonStyle`).
private struct ReadingStyle: ButtonStyle {
    @Environment(\.isEnabled) var isEnabled
    let lifetime: Lifetime

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(isEnabled ? 1 : 0.5)
    }
}

@Suite("Styles in the environment that read the environment")
struct EnvironmentCycleTests {
    @Test("A style that reads @Environment is released with its host: no cycle through the environment")
    func styleIsReleased() throws {
        weak var released: Lifetime?
        do {
            let lifetime = Lifetime()
            released = lifetime
            let host = ViewHost(
                VStack {
                    Button("One") {}
                    Button("Two") {}.disabled(true)
                }
                .buttonStyle(ReadingStyle(lifetime: lifetime)),
                width: 200)
            let rendering = host.render()
            let tap = try #require(rendering.targets.first { $0.gesture == "tap" })
            _ = try host.send(.tap(target: tap.id))
            #expect(rendering.html.contains("opacity:0.5"), "the style read isEnabled")
        }
        #expect(released == nil, "the style (and the environment holding it) leaked")
    }
}
