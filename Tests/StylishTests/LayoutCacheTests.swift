import Foundation
import Testing

@testable import Stylish

/// Stacks nested `depth` deep, alternating axes, each with a text, a spacer and the next level.
private struct NestedStacks: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else if depth.isMultiple(of: 2) {
            HStack {
                Text("h\(depth)")
                Spacer()
                AnyView(NestedStacks(depth: depth - 1))
            }
        } else {
            VStack {
                Text("v\(depth)")
                Spacer()
                AnyView(NestedStacks(depth: depth - 1))
            }
        }
    }
}

/// That the cache changes no size is pinned by the golden files, which must stay byte for byte.
@Suite("Layout measures each node once per proposal")
struct LayoutCacheTests {
    @Test("Ten nested stacks lay out in well under a second (without the cache: seconds, 3^10 measurements)")
    func deepNesting() {
        let start = Date()
        let rendering = ViewHost(NestedStacks(depth: 10), width: 400).render()
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(rendering.html.contains(">leaf</div>"))
    }

}
