import Foundation
import Testing

@testable import Stylish

/// Two flexible bars whose priorities a tap swaps.
private struct Bars: View {
    @State var favoursFirst = false
    var body: some View {
        VStack {
            HStack(spacing: 0) {
                Rectangle().frame(minWidth: 20, maxWidth: 200, maxHeight: 10).layoutPriority(favoursFirst ? 1 : 0)
                Rectangle().frame(minWidth: 10, maxWidth: 60, maxHeight: 10).layoutPriority(favoursFirst ? 0 : 1)
            }
            .frame(width: 100)
            Button("Swap") { favoursFirst.toggle() }
        }
    }
}

@Suite("Layout priority in stacks")
struct LayoutPriorityTests {
    /// The widths of the shapes in `html`, in order.
    private func shapeWidths(_ html: String) -> [String] {
        html.components(separatedBy: "sg-shape").dropFirst().compactMap { part in
            guard let start = part.range(of: "width:"), let end = part[start.upperBound...].range(of: "px") else {
                return nil
            }
            return String(part[start.upperBound..<end.lowerBound])
        }
    }

    @Test("A stack offers space to the child of higher priority first, leaving the other its least")
    func higherPriorityFirst() {
        func row(priority: Double) -> some View {
            HStack(spacing: 0) {
                Rectangle().frame(minWidth: 20, maxWidth: 200, maxHeight: 10)
                Rectangle().frame(minWidth: 10, maxWidth: 60, maxHeight: 10).layoutPriority(priority)
            }
            .frame(width: 100)
        }
        // Equal priorities: the less flexible second bar takes half of what is left (10 + 35).
        #expect(shapeWidths(renderedHTML(row(priority: 0))) == ["55", "45"])
        // Higher priority: the second bar takes all it wants (60), the first what is left.
        #expect(shapeWidths(renderedHTML(row(priority: 1))) == ["40", "60"])
        #expect(shapeWidths(renderedHTML(row(priority: -1))) == ["90", "10"], "a lower priority gets its least")
    }

    @Test("A text of higher priority keeps its line; the other wraps")
    func textKeepsItsLine() {
        let view = HStack {
            Text("A long title that wraps")
            Text("Keep me whole").layoutPriority(1)
        }
        .frame(width: 200)
        let html = renderedHTML(view)
        #expect(html.contains(">Keep me whole</div>"))
        #expect(html.contains("A long\ntitle") || html.contains("A long title\nthat"))
    }

    @Test("Changing a priority lays the stack out again as the reference engine does")
    func checkedUpdate() throws {
        let host = ViewHost(checking: { Bars() }, width: 200)
        let first = host.render()
        #expect(shapeWidths(first.html) == ["40", "60"])
        let tap = try #require(first.targets.first { $0.gesture == "tap" }).id
        #expect(shapeWidths(try host.send(.tap(target: tap)).html) == ["90", "10"])
        #expect(shapeWidths(try host.send(.tap(target: tap)).html) == ["40", "60"])
    }
}
