import Foundation
import Testing

@testable import Stylish

/// Stacks share their length in temporary memory; these tests hold them to the plain way, with
/// arrays, that they replaced.
@Suite("Stack sizes")
struct StackSizesTests {
    /// A stack's child as a stack sizes it: a spacer grows only along the stack.
    private static func sizeInStack(_ child: Node, _ axis: Axis, _ proposal: ProposedViewSize) -> CGSize {
        guard case .spacer(let minLength) = child.kind else { return child.sizeThatFits(proposal) }
        let length = minLength ?? 0
        return CGSize(axis: axis, main: max(length, proposal[axis] ?? length), cross: 0)
    }

    /// The children's sizes as the arrays-and-`sorted` implementation shared them out: the reference.
    static func referenceSizes(_ children: [Node], axis: Axis, spacing: CGFloat, proposal: ProposedViewSize) -> [CGSize] {
        let cross = proposal[axis.other]
        guard let available = proposal[axis] else {
            return children.map { sizeInStack($0, axis, ProposedViewSize(axis: axis, main: nil, cross: cross)) }
        }
        let least = children.map { sizeInStack($0, axis, ProposedViewSize(axis: axis, main: 0, cross: cross))[axis] }
        let flexibility = children.indices.map { index -> CGFloat in
            sizeInStack(children[index], axis, ProposedViewSize(axis: axis, main: .infinity, cross: cross))[axis]
                - least[index]
        }
        var remaining = available - spacing * CGFloat(max(0, children.count - 1)) - least.reduce(0, +)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        let order = children.indices.sorted { flexibility[$0] < flexibility[$1] }
        for (done, index) in order.enumerated() {
            let share = least[index] + max(0, remaining) / CGFloat(children.count - done)
            sizes[index] = sizeInStack(children[index], axis, ProposedViewSize(axis: axis, main: share, cross: cross))
            remaining -= sizes[index][axis] - least[index]
        }
        return sizes
    }

    /// A random child: wrapping text, a spacer, a fixed frame or a frame that takes what it is offered.
    private static func child(_ index: Int, using generator: inout some RandomNumberGenerator) -> Node {
        let key = "c\(index)"
        let words = ["Swipe", "to", "buy", "a", "longer", "label", "here"]
        let text = Node(
            key: key + "t",
            kind: .text(
                TextRun(
                    string: (0..<Int.random(in: 1...5, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                        .joined(separator: " "), font: .body, color: .primary)))
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return text
        case 1: return Node(key: key, kind: .spacer(minLength: [nil, 0, 8].randomElement(using: &generator)!))
        case 2:
            return Node(
                key: key,
                kind: .frame(width: CGFloat.random(in: 0...80, using: &generator).rounded(), height: 20, alignment: .center),
                children: [text])
        default:
            return Node(
                key: key, kind: .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)),
                children: [text])
        }
    }

    @Test("Measured and placed, a stack's children get the sizes the plain implementation gives them")
    func sameAsReference() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let axis: Axis = Bool.random(using: &generator) ? .horizontal : .vertical
            let spacing = [0, 8, 12.5].randomElement(using: &generator)!
            let children = (0..<Int.random(in: 0...6, using: &generator)).map { Self.child($0, using: &generator) }
            let stack = Node(key: "s", kind: .stack(axis, alignment: .center, spacing: spacing), children: children)
            let length: CGFloat? = [nil, 0, 40, 120, 333.5, .infinity].randomElement(using: &generator)!
            let proposal = ProposedViewSize(axis: axis, main: length, cross: [nil, 50].randomElement(using: &generator)!)

            let size = stack.sizeThatFits(proposal)
            let sizes = Self.referenceSizes(children, axis: axis, spacing: spacing, proposal: proposal)
            let main = sizes.reduce(0) { $0 + $1[axis] } + spacing * CGFloat(max(0, sizes.count - 1))
            #expect(size == CGSize(axis: axis, main: main, cross: sizes.map { $0[axis.other] }.max() ?? 0))

            guard size.width.isFinite, size.height.isFinite else { continue }
            stack.frame = CGRect(origin: .zero, size: size)
            stack.place(in: size)
            let placed = Self.referenceSizes(children, axis: axis, spacing: spacing, proposal: ProposedViewSize(size))
            #expect(children.map(\.frame.size) == placed)
        }
    }

    @Test("A ZStack is as large as its largest child in each dimension")
    func zstackIsLargestChild() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let children = (0..<Int.random(in: 0...4, using: &generator)).map { Self.child($0, using: &generator) }
            let stack = Node(key: "z", kind: .zstack(.center), children: children)
            let proposal = ProposedViewSize(width: [nil, 0, 90].randomElement(using: &generator)!, height: 60)
            let sizes = children.map { $0.sizeThatFits(proposal) }
            #expect(
                stack.sizeThatFits(proposal)
                    == CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0))
        }
    }
}
