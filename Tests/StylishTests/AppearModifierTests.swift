import Foundation
import Testing

@testable import Stylish

private struct Loader: View {
    @State var loads = 0
    @State var showsDetail = false
    @State var leaves = 0

    var body: some View {
        VStack {
            Text("loads \(loads)")
                .onAppear { loads += 1 }
            Button("Toggle") { showsDetail.toggle() }
            if showsDetail {
                Text("Detail")
                    .onAppear { loads += 10 }
                    .onDisappear { leaves += 1 }
            }
        }
    }
}

@Suite("onAppear and onDisappear")
struct AppearModifierTests {
    @Test("onAppear runs once after the first layout, and again only for a view that comes back; onDisappear once it leaves")
    func appears() throws {
        let host = ViewHost(checking: { Loader() }, width: 200)
        let rest = host.render()
        #expect(rest.state("loads") == .int(1), "once, at the first render")
        let toggle = try #require(rest.targets.first { $0.gesture == "tap" })
        #expect(try host.send(.tap(target: toggle.id)).state("loads") == .int(11), "the detail appeared")
        let left = try host.send(.tap(target: toggle.id))
        #expect(left.state("loads") == .int(11), "it left: its onAppear does not run")
        #expect(left.state("leaves") == .int(1), "its onDisappear ran once")
        let back = try host.send(.tap(target: toggle.id))
        #expect(back.state("loads") == .int(21), "it came back: its onAppear runs again")
        #expect(back.html.contains("loads 21"))
        #expect(back.state("leaves") == .int(1), "coming back is no disappearance")
    }
}

private struct Screens: View {
    @State var onSecond = false
    @State var log: [String] = []

    var body: some View {
        VStack {
            Button("Switch") { onSecond.toggle() }
            if onSecond {
                Screen(name: "second", log: $log)
            } else {
                Screen(name: "first", log: $log)
            }
            Text(log.joined(separator: " "))
        }
    }
}

private struct Screen: View {
    let name: String
    @Binding var log: [String]
    var body: some View {
        Text(name)
            .onAppear { log.append("+\(name)") }
            .onDisappear { log.append("-\(name)") }
    }
}

@Suite("onAppear and onDisappear of views of their own")
struct AppearRecordTests {
    @Test(
        "A view of its own that leaves runs its onDisappear, the one replacing it its onAppear, each time, and what they change is drawn"
    )
    func replaced() throws {
        let host = ViewHost(checking: { Screens() }, width: 600)
        let button = try #require(host.render().targets.first { $0.gesture == "tap" })
        var expected = "+first"
        for (left, came) in [("first", "second"), ("second", "first"), ("first", "second")] {
            expected += " -\(left) +\(came)"
            let rendering = try host.send(.tap(target: button.id))
            #expect(rendering.html.contains(">\(expected)<"), "\(expected)")
        }
    }
}
