import Foundation
import Testing

@testable import Stylish

/// A button that shows or hides three more: its number of targets changes from render to render.
private struct ExpandingButtons: View {
    @State var isExpanded: Bool

    var body: some View {
        VStack {
            Button("More") { isExpanded.toggle() }
            if isExpanded {
                Button("A") {}
                Button("B") {}
                Button("C") {}
            }
        }
    }
}

@Suite("A render's targets")
struct RenderTargetsTests {
    @Test("A host whose targets grow and shrink finds those a fresh host finds, in the same order")
    func targetsAcrossRenders() throws {
        let host = ViewHost(ExpandingButtons(isExpanded: false), width: 320)
        var rendering = host.render()
        for isExpanded in [true, false, true, true, false] {
            if rendering.state("isExpanded") != .bool(isExpanded) {
                rendering = try host.send(.tap(target: rendering.targets[0].id))
            } else {
                rendering = host.render()
            }
            let fresh = ViewHost(ExpandingButtons(isExpanded: isExpanded), width: 320).render()
            #expect(rendering.targets == fresh.targets)
            #expect(rendering.targets.count == (isExpanded ? 8 : 2))  // a button answers taps and keys
            #expect(rendering.html == fresh.html)
        }
    }

    @Test("A literal written raw and the same markup written as a string give the same bytes")
    func rawLiteralAndString() {
        var literal = HTMLWriter(capacity: 1)
        var string = HTMLWriter(capacity: 1)
        literal.writeRaw("<div class=\"sg-n\" style=\"left:")
        string.writeRaw(string: "<div class=\"sg-n\" style=\"left:")
        literal.writeDeclaration(";top:", px: 12.5)
        string.writeRaw(string: ";top:12.5px")
        #expect(literal.bytes == string.bytes)
        #expect(literal.string == "<div class=\"sg-n\" style=\"left:;top:12.5px")
    }
}

/// Two texts side by side that answer one tap gesture and one drag gesture: both their elements
/// carry the same target id.
private struct SharedTarget: View {
    var body: some View {
        HStack {
            Group {
                Text("Left")
                Text("Right")
            }
            .onTapGesture {}
            .gesture(DragGesture())
        }
    }
}

@Suite("Targets of an id that several elements carry")
struct SharedTargetTests {
    @Test("An id on several elements gives each of its gestures once, at the first element's frame")
    func sharedIdOnce() throws {
        let rendering = ViewHost(SharedTarget(), width: 320).render()
        #expect(rendering.targets.map(\.gesture) == ["drag", "tap"])
        #expect(Set(rendering.targets.map(\.id)).count == 1)
        let frames = rendering.targets.map(\.frame)
        #expect(frames[0] == frames[1])
        // The first element is the left one: the right one starts further along.
        let html = rendering.html
        let id = try #require(rendering.targets.first?.id)
        #expect(html.components(separatedBy: "data-target=\"\(id)\"").count == 3, "both elements carry the id")
        #expect(frames[0].minX < 320 / 2)
    }
}
