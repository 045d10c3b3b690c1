import Foundation
import Testing

@testable import Stylish

/// A toolbar of the shape SwiftUI code writes: a row split by a framed divider, over a rule,
/// and a divider that comes and goes inside a view of its own.
private struct Toolbar: View {
    @State var showsMore = false

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Bold")
                Divider().frame(height: 20)
                Text("Italic")
                More(showsMore: showsMore)
            }
            Divider()
            Button("More") { showsMore.toggle() }
        }
    }
}

private struct More: View {
    let showsMore: Bool
    var body: some View {
        if showsMore {
            Divider().padding(.vertical, 4)
            Text("Underline")
        }
    }
}

/// The sizes of the divider lines in `html` (the separator-filled shapes), as `width×height`.
private func lines(_ html: String) -> [String] {
    html.components(separatedBy: "<svg").filter { $0.contains("var(--sg-secondary) 50%") }.compactMap { tag in
        guard let width = tag.firstMatch(of: #/width:([0-9.]+)px;height:([0-9.]+)px/#) else { return nil }
        return "\(width.1)×\(width.2)"
    }
}

@Suite("Divider")
struct DividerTests {
    @Test("A divider is a rule across its stack: vertical in a row (framed or padded), horizontal in a column")
    func orientation() throws {
        let host = ViewHost(checking: { Toolbar() }, width: 300)
        let rest = host.render()
        #expect(lines(rest.html) == ["1×20", "300×1"], "\(lines(rest.html))")
        let more = try #require(rest.targets.first { $0.gesture == "tap" })
        let shown = try host.send(.tap(target: more.id))
        #expect(
            lines(shown.html) == ["1×20", "1×14", "300×1"],
            "the padded divider a view of its own adds (the row is 22 tall): \(lines(shown.html))")
        #expect(lines(try host.send(.tap(target: more.id)).html) == ["1×20", "300×1"])
    }

    @Test("Outside a stack a divider is a horizontal rule as wide as it is offered, and hidden from assistive technology")
    func alone() {
        let html = renderedHTML(Divider())
        #expect(lines(html) == ["200×1"])
        let fixed = renderedHTML(
            HStack {
                Text("A")
                Divider().frame(width: 1, height: 20)
            })
        #expect(lines(fixed) == ["1×20"], "a frame that fixes both sizes still holds a vertical rule: \(lines(fixed))")
        #expect(html.contains("aria-hidden=\"true\""))
    }
}
