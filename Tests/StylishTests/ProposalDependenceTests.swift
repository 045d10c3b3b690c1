import Foundation
import Testing

@testable import Stylish

/// Dropping the dimensions a node ignores from its proposals changes no size and no frame: the
/// same trees laid out with every node depending on both dimensions (the plain path) agree.
@Suite("Proposal dependence")
struct ProposalDependenceTests {
    /// A random tree of texts, symbols, sliders, shapes, spacers, frames, paddings, offsets,
    /// decorations and stacks, `depth` levels deep at most.
    private static func tree(_ key: String, depth: Int, using generator: inout some RandomNumberGenerator) -> Node {
        let words = ["Swipe", "to", "buy", "a", "longer", "label"]
        let leafKinds = 5
        let choice = Int.random(in: 0..<(depth == 0 ? leafKinds : leafKinds + 7), using: &generator)
        func kids(_ count: ClosedRange<Int>, using generator: inout some RandomNumberGenerator) -> [Node] {
            (0..<Int.random(in: count, using: &generator)).map { tree("\(key).\($0)", depth: depth - 1, using: &generator) }
        }
        switch choice {
        case 0:
            let string = (0..<Int.random(in: 1...4, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            return Node(key: key, kind: .text(TextRun(string: string.joined(separator: " "), font: .body, color: .primary)))
        case 1:
            return Node(key: key, kind: .symbol(SymbolDrawing(name: "star", side: 17, color: .primary)))
        case 2:
            return Node(key: key, kind: .slider(SliderDrawing(fraction: 0.3, fill: "red")))
        case 3:
            return Node(key: key, kind: .shape(ShapeDrawing(outline: .shape(Path()), fill: nil, stroke: nil)))
        case 4:
            return Node(key: key, kind: .spacer(minLength: [nil, 0, 8].randomElement(using: &generator)!))
        case 5:
            let width: CGFloat? = [nil, 30, 82.4].randomElement(using: &generator)!
            let height: CGFloat? = [nil, 4, 20].randomElement(using: &generator)!
            return Node(
                key: key, kind: .frame(width: width, height: height, alignment: .center), children: kids(1...1, using: &generator)
            )
        case 6:
            return Node(
                key: key, kind: .padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)),
                children: kids(1...1, using: &generator))
        case 7:
            return Node(key: key, kind: .offset(CGSize(width: 3, height: 5)), children: kids(1...1, using: &generator))
        case 8:
            return Node(key: key, kind: .decorated(.center, backgroundCount: 1), children: kids(2...2, using: &generator))
        case 9:
            return Node(key: key, kind: .zstack(.center), children: kids(0...3, using: &generator))
        case 10:
            return Node(
                key: key, kind: .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .center)),
                children: kids(1...1, using: &generator))
        default:
            let axis: Axis = Bool.random(using: &generator) ? .horizontal : .vertical
            return Node(key: key, kind: .stack(axis, alignment: .center, spacing: 8), children: kids(0...4, using: &generator))
        }
    }

    /// A fresh copy of `node`'s tree, not yet measured.
    private static func copy(_ node: Node) -> Node {
        Node(key: node.key, kind: node.kind, children: node.children.map { copy($0) })
    }

    /// Every node of the tree, depth first.
    private static func nodes(_ root: Node) -> [Node] {
        [root] + root.children.flatMap { nodes($0) }
    }

    @Test("Laid out, every node of a random tree gets the size and frame the plain path gives it")
    func sameAsPlainPath() {
        var generator = SystemRandomNumberGenerator()
        let dimensions: [CGFloat?] = [nil, 0, 42, 360, .infinity]
        for _ in 0..<400 {
            let root = Self.tree("0", depth: 4, using: &generator)
            let plain = Self.copy(root)
            for node in Self.nodes(plain) { node.proposalDependence = .both }
            let proposal = ProposedViewSize(
                width: dimensions.randomElement(using: &generator)!, height: dimensions.randomElement(using: &generator)!)
            for other in dimensions {
                // Other proposals first, as a parent's least and most are, so that the sizes
                // they leave behind are looked up by the proposal that follows.
                let probe = ProposedViewSize(width: proposal.width, height: other)
                #expect(root.sizeThatFits(probe) == plain.sizeThatFits(probe))
            }
            let size = root.sizeThatFits(proposal)
            #expect(size == plain.sizeThatFits(proposal))
            guard size.width.isFinite, size.height.isFinite else { continue }
            root.frame = CGRect(origin: .zero, size: size)
            plain.frame = root.frame
            root.place(in: size)
            plain.place(in: size)
            #expect(Self.nodes(root).map(\.frame) == Self.nodes(plain).map(\.frame))
        }
    }

    @Test("A node depends on the dimensions its kind and children read")
    func dependenceByKind() {
        func text() -> Node { Node(key: "t", kind: .text(TextRun(string: "Volume", font: .body, color: .primary))) }
        func shape() -> Node { Node(key: "s", kind: .shape(ShapeDrawing(outline: .shape(Path()), fill: nil, stroke: nil))) }
        #expect(text().proposalDependence == .width)
        #expect(
            Node(key: "f", kind: .frame(width: 10, height: 4, alignment: .center), children: [shape()]).proposalDependence == [])
        #expect(
            Node(key: "f", kind: .frame(width: nil, height: 4, alignment: .center), children: [shape()]).proposalDependence
                == .width)
        #expect(
            Node(key: "v", kind: .stack(.vertical, alignment: .center, spacing: 8), children: [text(), text()]).proposalDependence
                == .width)
        #expect(
            Node(
                key: "v", kind: .stack(.vertical, alignment: .center, spacing: 8),
                children: [text(), Node(key: "p", kind: .spacer(minLength: nil))]
            ).proposalDependence == .both)
        #expect(
            Node(
                key: "h", kind: .stack(.horizontal, alignment: .center, spacing: 8),
                children: [Node(key: "p", kind: .spacer(minLength: nil))]
            ).proposalDependence == .width)
        #expect(Node(key: "z", kind: .zstack(.center), children: [text(), shape()]).proposalDependence == .both)
    }
}
