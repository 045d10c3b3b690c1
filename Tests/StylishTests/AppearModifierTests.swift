import Foundation
import Testing

@testable import Stylish

private struct Loader: View {
    @State var loads = 0
    @State var showsDetail = false

    var body: some View {
        VStack {
            Text("loads \(loads)")
                .onAppear { loads += 1 }
            Button("Toggle") { showsDetail.toggle() }
            if showsDetail {
                Text("Detail").onAppear { loads += 10 }
            }
        }
    }
}

@Suite("onAppear")
struct AppearModifierTests {
    @Test("onAppear runs once after the first layout, and again only for a view that comes back")
    func appears() throws {
        let host = ViewHost(checking: { Loader() }, width: 200)
        let rest = host.render()
        #expect(rest.state("loads") == .int(1), "once, at the first render")
        let toggle = try #require(rest.targets.first { $0.gesture == "tap" })
        #expect(try host.send(.tap(target: toggle.id)).state("loads") == .int(11), "the detail appeared")
        let left = try host.send(.tap(target: toggle.id))
        #expect(left.state("loads") == .int(11), "it left: its onAppear does not run")
        let back = try host.send(.tap(target: toggle.id))
        #expect(back.state("loads") == .int(21), "it came back: its onAppear runs again")
        #expect(back.html.contains("loads 21"))
    }
}
