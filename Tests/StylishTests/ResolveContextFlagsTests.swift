import Testing

@testable import Stylish

/// The flags a context gives its nodes follow its environment, changed and restored.
@Suite("Resolve context node flags")
struct ResolveContextFlagsTests {
    @Test("Nodes take isEnabled and the layout direction of the environment they are made in")
    func flagsFollowEnvironment() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let resolution = TestResolution(environment: environment)
        var context = resolution.context
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

    @Test("A tint, font or colour leaves the flags as they were; disabled changes them")
    func valueModifiersKeepFlags() {
        for isEnabled in [true, false] {
            var environment = EnvironmentValues()
            environment.layoutDirection = .rightToLeft
            environment.isEnabled = isEnabled
            let resolution = TestResolution(environment: environment)
            var context = resolution.context
            let kept = [
                resolve(Rectangle().foregroundColor(.red), in: &context),
                resolve(Rectangle().tint(.red), in: &context),
                resolve(Rectangle().font(.title), in: &context),
            ]
            for nodes in kept {
                #expect(nodes.count == 1)
                #expect(nodes.allSatisfy { $0.isRightToLeft && $0.isDisabled == !isEnabled })
            }
            let disabled = resolve(Rectangle().disabled(true), in: &context)
            #expect(disabled.allSatisfy { $0.isRightToLeft && $0.isDisabled })
            // The environment is as it was after each.
            #expect(context.environment.foregroundColor == nil)
            #expect(context.environment.isEnabled == isEnabled)
            #expect(context.node(.spacer(minLength: nil)).isDisabled == !isEnabled)
        }
    }
}
