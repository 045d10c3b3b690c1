import Testing

@testable import Stylish

/// The flags a context gives its nodes follow its environment, changed and restored.
@Suite("Resolve context node flags")
struct ResolveContextFlagsTests {
    @Test("Nodes take isEnabled and the layout direction of the environment they are made in")
    func flagsFollowEnvironment() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        var context = ResolveContext(graph: ViewGraph(), environment: environment)
        let outer = context.node(.spacer(minLength: nil))
        #expect(outer.isRightToLeft)
        #expect(!outer.isDisabled)
        let inner = context.withEnvironment({
            $0.isEnabled = false
            $0.layoutDirection = .leftToRight
        }) {
            $0.node(.spacer(minLength: nil))
        }
        #expect(!inner.isRightToLeft)
        #expect(inner.isDisabled)
        let after = context.node(.spacer(minLength: nil))
        #expect(after.isRightToLeft)
        #expect(!after.isDisabled)
    }
}
