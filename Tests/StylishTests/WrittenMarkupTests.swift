import Foundation
import Testing

@testable import Stylish

/// A button resolved and laid out `width` points wide, as a host does, with markup to keep.
private func laidOutButton(_ title: String = "Save", width: CGFloat = 200) -> Node {
    laidOut(Button(title) {}, width: width)
}

/// `view`'s node resolved and laid out `width` points wide, as a host does, with markup to keep.
private func laidOut<V: View>(_ view: V, width: CGFloat = 200) -> Node {
    var context = ResolveContext(graph: ViewGraph(), environment: EnvironmentValues())
    let node = context.single(resolve(view, in: &context))
    layOut(node, width: width)
    node.writtenMarkup = WrittenMarkup()
    return node
}

/// Lays `node` out in `width` points, as a host lays out its root.
private func layOut(_ node: Node, width: CGFloat) {
    let size = node.sizeThatFits(ProposedViewSize(width: width, height: nil))
    node.frame = CGRect(origin: node.frame.origin, size: size)
    node.place(in: size)
}

/// The markup of `node` written with its parent's origin at `origin`, after `keys` were written
/// in the same render (`node` written `times` times over).
private func written(_ node: Node, origin: CGPoint = .zero, after keys: [String] = [], times: Int = 1) -> String {
    var writer = HTMLWriter()
    for key in keys { writer.writeUniqueKey(key) }
    var targets = TargetCollector(handlers: [:], capacity: 0)
    for _ in 0..<times { node.write(to: &writer, origin: origin, canvasOrigin: .zero, targets: &targets) }
    return writer.string
}

/// `node`'s markup written without a kept writing, as it is written where none is kept.
private func plain(_ node: Node, origin: CGPoint = .zero, after keys: [String] = [], times: Int = 1) -> String {
    let markup = node.writtenMarkup
    node.writtenMarkup = nil
    defer { node.writtenMarkup = markup }
    return written(node, origin: origin, after: keys, times: times)
}

/// How many writings `node`'s kept markup has given.
private func appended(_ node: Node) -> Int { node.writtenMarkup?.timesAppended ?? 0 }

@Suite("A reused button's top node appends the markup kept from its last writing when nothing it depends on changed")
struct WrittenMarkupTests {
    @Test("Written again from the same inputs, the kept bytes are appended, and they are the plain path's")
    func sameInputs() {
        let node = laidOutButton()
        let first = written(node)
        #expect(first == plain(node))
        #expect(appended(node) == 0)
        #expect(written(node) == first)
        #expect(appended(node) == 1)
    }

    @Test("Moved relative to its enclosing element, the node is written anew")
    func moved() {
        let node = laidOutButton()
        _ = written(node)
        let origin = CGPoint(x: 12, y: 3)
        #expect(written(node, origin: origin) == plain(node, origin: origin))
        node.frame.origin.x += 5
        #expect(written(node, origin: origin) == plain(node, origin: origin))
        #expect(appended(node) == 0)
    }

    @Test("A frame changed below the top node (a label wrapped to another width) writes it anew")
    func childFrames() {
        let node = laidOutButton("A label long enough to wrap in a narrow button")
        _ = written(node)
        layOut(node, width: 90)
        #expect(written(node) == plain(node))
        #expect(appended(node) == 0)
    }

    @Test("An outer modifier's attribute or style declaration, added or changed, writes it anew")
    func outerEdits() {
        let edits: [(Node) -> Void] = [
            { $0.attributes.append(("aria-label", "on")) },
            { $0.attributes[$0.attributes.count - 1].value = "off" },
            { $0.style.append("opacity:0.5") },
            { $0.style[$0.style.count - 1] = "opacity:1" },
        ]
        let node = laidOutButton()
        _ = written(node)
        for edit in edits {
            edit(node)
            #expect(written(node) == plain(node))
        }
        #expect(appended(node) == 0)
    }

    @Test("An attribute or declaration set again as the same bytes keeps the writing, the same string or a copy")
    func sameBytesAgain() {
        // Long enough to be stored apart (not a small string): a copy made anew has storage of its own.
        let label = "A label long enough to be stored on the heap"
        let node = laidOutButton()
        node.attributes.append(("aria-label", label))
        node.style.append("opacity:0.5")
        _ = written(node)
        // The same strings again (one representation): appended.
        #expect(written(node) == plain(node))
        #expect(appended(node) == 1)
        // The label's bytes in new storage: compared byte by byte, appended. (The style declaration
        // made anew is a small string, held in the String's own bits: the same representation.)
        node.attributes[node.attributes.count - 1].value = String(decoding: Array(label.utf8), as: UTF8.self)
        node.style[node.style.count - 1] = String(decoding: Array("opacity:0.5".utf8), as: UTF8.self) + ""
        #expect(written(node) == plain(node))
        #expect(appended(node) == 2)
        // Other bytes of the same length: written anew.
        node.attributes[node.attributes.count - 1].value = String(label.reversed())
        #expect(written(node) == plain(node))
        #expect(appended(node) == 2)
    }

    @Test("Disabled, or given an animation, the node is written anew")
    func disabledAndAnimated() {
        let node = laidOutButton()
        _ = written(node)
        node.isDisabled = true
        #expect(written(node) == plain(node))
        node.isDisabled = false
        _ = written(node)
        node.animation = .default
        #expect(written(node) == plain(node))
        #expect(appended(node) == 0)
    }

    @Test("A key of the subtree written before in the render primes it: the plain path writes it")
    func keysWrittenBefore() throws {
        // An element (faded padding) over the button's: two keys.
        let node = laidOut(Button("Save") {}.padding(4).opacity(0.5))
        _ = written(node)
        let child = try #require(node.children.first)
        for keys in [[node.key], [child.key], [node.key, node.key]] {
            #expect(written(node, after: keys) == plain(node, after: keys))
        }
        #expect(appended(node) == 0)
        // Its own keys, twice in one render (the same button met twice): the second is primed.
        let twice = written(node, times: 2)
        #expect(twice == plain(node, times: 2))
        #expect(twice.contains("data-k=\"\(node.key)'\""))
        #expect(appended(node) == 0)
        // A button of one element, its key written before.
        let single = laidOutButton()
        _ = written(single)
        #expect(written(single, after: [single.key]) == plain(single, after: [single.key]))
        #expect(appended(single) == 0)
        // A primed writing is not kept, and the next plain one is.
        _ = written(node, after: [node.key])
        #expect(written(node) == plain(node))
        #expect(written(node) == plain(node))
        #expect(appended(node) == 1)
    }

    @Test("A render's key set takes a set of keys only when it holds none of them")
    func insertAllAbsent() {
        var keys = KeySet()
        let both = keys.insertAllAbsent(["a", "b"])
        let oneHeld = keys.insertAllAbsent(["c", "b"])
        let holdsC = keys.contains("c")
        let primesOfA = keys.insertPrimed("a")
        let withEmpty = keys.insertAllAbsent(["c", ""])
        let primesOfEmpty = keys.insertPrimed("")
        #expect(both && !oneHeld && !holdsC && withEmpty)
        #expect(primesOfA == 1 && primesOfEmpty == 1)
        let count = keys.count
        #expect(count == 6)
    }
}
