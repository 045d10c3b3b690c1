import Foundation
import Testing

@testable import Stylish

/// A stack sizes a child whose size ignores the stack's length (a fixed frame, a symbol, a text
/// in a column) once, not at its least, its most and its share: the sizes and frames it gives
/// are those of the plain path, where every node depends on both dimensions and is asked all three.
@Suite("Stack children of one size")
struct StackFixedChildTests {
    /// A random child: a fixed frame (finite or infinitely long), a symbol, a text, a spacer or a
    /// frame that takes what it is offered.
    private static func child(_ key: String, using generator: inout some RandomNumberGenerator) -> Node {
        let words = ["Swipe", "to", "buy", "a", "longer", "label"]
        let text = Node(
            key: key + "t",
            kind: .text(
                TextRun(
                    string: (0..<Int.random(in: 1...4, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                        .joined(separator: " "), font: .body, color: .primary)))
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            return text
        case 1:
            let width: CGFloat = [0, 30, 82.4, .infinity].randomElement(using: &generator)!
            let height: CGFloat = [4, 20, .infinity].randomElement(using: &generator)!
            return Node(key: key, kind: .frame(width: width, height: height, alignment: .center), children: [text])
        case 2:
            return Node(key: key, kind: .symbol(SymbolDrawing(name: "plus", side: 17, color: .primary)))
        case 3:
            return Node(key: key, kind: .spacer(minLength: [nil, 8].randomElement(using: &generator)!))
        case 4:
            return Node(
                key: key, kind: .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .center)), children: [text])
        default:
            return Node(key: key, kind: .frame(width: nil, height: 20, alignment: .center), children: [text])
        }
    }

    /// Every node of the tree, depth first.
    private static func nodes(_ root: Node) -> [Node] {
        [root] + root.children.flatMap { nodes($0) }
    }

    /// A fresh copy of `node`'s tree, not yet measured.
    private static func copy(_ node: Node) -> Node {
        Node(key: node.key, kind: node.kind, children: node.children.map { copy($0) })
    }

    /// Whether two lengths are the same number, or both not a number.
    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }

    private static func same(_ a: CGSize, _ b: CGSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }

    @Test("Measured and placed, a stack of such children agrees with the plain path")
    func sameAsPlainPath() {
        var generator = SystemRandomNumberGenerator()
        let lengths: [CGFloat?] = [nil, 0, 40, 120, 333.5, .infinity]
        for _ in 0..<400 {
            let axis: Axis = Bool.random(using: &generator) ? .horizontal : .vertical
            let children = (0..<Int.random(in: 0...5, using: &generator)).map { Self.child("c\($0)", using: &generator) }
            let stack = Node(
                key: "s", kind: .stack(axis, alignment: .center, spacing: [0, 8].randomElement(using: &generator)!),
                children: children)
            let plain = Self.copy(stack)
            for node in Self.nodes(plain) { node.proposalDependence = .both }
            let proposal = ProposedViewSize(
                axis: axis, main: lengths.randomElement(using: &generator)!, cross: [nil, 50].randomElement(using: &generator)!)

            let size = stack.sizeThatFits(proposal)
            #expect(Self.same(size, plain.sizeThatFits(proposal)))
            guard size.width.isFinite, size.height.isFinite else { continue }
            stack.frame = CGRect(origin: .zero, size: size)
            plain.frame = stack.frame
            stack.place(in: size)
            plain.place(in: size)
            let frames = Self.nodes(stack).map(\.frame)
            let plainFrames = Self.nodes(plain).map(\.frame)
            #expect(
                zip(frames, plainFrames).allSatisfy {
                    Self.same($0.origin.x, $1.origin.x) && Self.same($0.origin.y, $1.origin.y) && Self.same($0.size, $1.size)
                })
        }
    }

    @Test("A fixed frame in a row is asked one proposal; a text in a row, its least, most and share")
    func fixedChildAskedOnce() {
        let text = Node(key: "t", kind: .text(TextRun(string: "Volume", font: .body, color: .primary)))
        let fixed = Node(key: "f", kind: .frame(width: 30, height: 4, alignment: .center), children: [])
        let row = Node(key: "r", kind: .stack(.horizontal, alignment: .center, spacing: 8), children: [fixed, text])
        _ = row.sizeThatFits(ProposedViewSize(width: 200, height: nil))
        #expect(Self.storedProposals(fixed) == 1)
        #expect(Self.storedProposals(text) == 3)
    }

    /// How many proposals `node` has stored a size for in its first four places.
    private static func storedProposals(_ node: Node) -> Int {
        Mirror(reflecting: node.sizeCache).children.filter { child in
            if let entry = child.value as? (proposal: ProposedViewSize, size: CGSize)? { return entry != nil }
            return false
        }.count
    }
}
