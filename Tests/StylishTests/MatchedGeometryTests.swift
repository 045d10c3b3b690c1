import Foundation
import Testing

@testable import Stylish

/// Three tabs and a pill behind the selected one, which moves when another is tapped.
private struct Tabs: View {
    @Namespace var tabs
    @State var selected = 0
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { index in
                Text("Tab \(index)")
                    .padding(8)
                    .background {
                        if index == selected {
                            Capsule().fill(Color.blue).matchedGeometryEffect(id: "pill", in: tabs)
                        }
                    }
                    .onTapGesture { withAnimation(.snappy) { selected = index } }
            }
        }
    }
}

/// The values of attribute `name` in `html`, in document order.
private func attributeValues(_ name: String, in html: String) -> [String] {
    html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

/// The `data-k` of the element that carries `data-match` in `html`.
private func matchedKey(in html: String) -> String? {
    html.components(separatedBy: "<").first { $0.contains("data-match=") }.flatMap {
        attributeValues("data-k", in: " " + $0).first
    }
}

@Suite("@Namespace and matchedGeometryEffect")
struct MatchedGeometryTests {
    @Test("The matched view's element says its namespace and id; the namespace is its view's and property's")
    func markup() {
        let html = ViewHost(Tabs(), width: 300).render().html
        #expect(attributeValues("data-match", in: html) == ["0.tabs pill"], "\(html)")
        #expect(!html.contains("data-match-properties"), "the whole frame is the default")
        let two = ViewHost(
            HStack {
                Tabs()
                Tabs()
            }, width: 400
        ).render().html
        let namespaces = attributeValues("data-match", in: two)
        #expect(namespaces.count == 2 && Set(namespaces).count == 2, "each view has its own namespace: \(namespaces)")
        #expect(
            ViewHost(
                HStack {
                    Tabs()
                    Tabs()
                }, width: 400
            ).render().html == two, "the same in every host")
    }

    @Test("An animated selection moves the matched element to the new place, in one namespace, with the animation")
    func moves() throws {
        let host = ViewHost(checking: { Tabs() }, width: 300)
        let rest = host.render()
        let before = try #require(matchedKey(in: rest.html))
        let third = try #require(rest.targets.filter { $0.gesture == "tap" }.last)
        let moved = try host.send(.tap(target: third.id))
        #expect(moved.animation?.name == "snappy")
        let after = try #require(matchedKey(in: moved.html))
        #expect(after != before, "the pill is a new element, behind the third tab")
        #expect(attributeValues("data-match", in: moved.html) == ["0.tabs pill"])
        let pill = try #require(moved.html.components(separatedBy: "<").first { $0.contains("data-match=") })
        #expect(pill.contains(";transition:") && pill.contains("transform 0.65s"), "the browser reads the move's timing here")
    }

    @Test("Only position or only size is said in data-match-properties")
    func properties() {
        @Namespace var space
        let position = renderedHTML(Text("A").matchedGeometryEffect(id: 1, in: space, properties: .position))
        #expect(attributeValues("data-match-properties", in: position) == ["position"])
        let size = renderedHTML(Text("A").matchedGeometryEffect(id: 1, in: space, properties: .size, isSource: false))
        #expect(attributeValues("data-match-properties", in: size) == ["size"])
        #expect(attributeValues("data-match", in: size) == ["unbound 1"], "a namespace outside a view's body")
    }
}
