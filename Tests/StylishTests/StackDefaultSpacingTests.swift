import Foundation
import Testing

@testable import Stylish

/// The stacks' default spacing, read from the frames layout gives their children: `HStack` and
/// `VStack` put 8 points between children when `spacing` is `nil`, as SwiftUI does between most
/// views; `ZStack` has no spacing; a `Spacer` is at least 8 points long by default.
@Suite("Stacks' default spacing")
struct StackDefaultSpacingTests {
    /// `view`'s single node, sized for `proposal` and placed at the origin.
    private static func laidOut<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> Node {
        let resolution = TestResolution()
        var context = resolution.context
        let nodes = resolve(view, in: &context)
        #expect(nodes.count == 1)
        let node = nodes[0]
        let size = node.sizeThatFits(proposal)
        node.frame = CGRect(origin: .zero, size: size)
        node.place(in: size)
        return node
    }

    /// A square `side` points wide.
    private static func square(_ side: CGFloat) -> some View { Rectangle().frame(width: side, height: side) }

    @Test("HStack: 8 points between children when spacing is not given")
    func hstack() {
        let row = Self.laidOut(
            HStack {
                Self.square(10)
                Self.square(20)
                Self.square(10)
            })
        #expect(row.children.map(\.frame.minX) == [0, 18, 46])
        #expect(row.frame.size == CGSize(width: 56, height: 20))
        let explicitNil = Self.laidOut(
            HStack(spacing: nil) {
                Self.square(10)
                Self.square(10)
            })
        #expect(explicitNil.children.map(\.frame.minX) == [0, 18])
    }

    @Test("VStack: 8 points between children when spacing is not given")
    func vstack() {
        let column = Self.laidOut(
            VStack {
                Self.square(10)
                Self.square(20)
                Self.square(10)
            })
        #expect(column.children.map(\.frame.minY) == [0, 18, 46])
        #expect(column.frame.size == CGSize(width: 20, height: 56))
        let leading = Self.laidOut(
            VStack(alignment: .leading) {
                Self.square(10)
                Self.square(10)
            })
        #expect(leading.children.map(\.frame.minY) == [0, 18])
    }

    @Test("A given spacing replaces the default, 0 included")
    func explicitSpacing() {
        for spacing: CGFloat in [0, 3, 20] {
            let row = Self.laidOut(
                HStack(spacing: spacing) {
                    Self.square(10)
                    Self.square(10)
                })
            #expect(row.children.map(\.frame.minX) == [0, 10 + spacing], "HStack(spacing: \(spacing))")
            let column = Self.laidOut(
                VStack(spacing: spacing) {
                    Self.square(10)
                    Self.square(10)
                })
            #expect(column.children.map(\.frame.minY) == [0, 10 + spacing], "VStack(spacing: \(spacing))")
        }
    }

    @Test("Texts in a row or column are 8 points apart too")
    func texts() {
        let row = Self.laidOut(
            HStack {
                Text("Swipe")
                Text("to buy")
            })
        let first = row.children[0].frame
        #expect(first.width > 0)
        #expect(row.children[1].frame.minX == first.maxX + 8)
        let column = Self.laidOut(
            VStack {
                Text("Swipe")
                Text("to buy")
            })
        #expect(column.children[1].frame.minY == column.children[0].frame.maxY + 8)
    }

    @Test("Nested stacks each keep their own default spacing")
    func nested() {
        let grid = Self.laidOut(
            VStack {
                HStack {
                    Self.square(10)
                    Self.square(10)
                }
                HStack {
                    Self.square(10)
                    Self.square(10)
                }
            })
        #expect(grid.children.map(\.frame.minY) == [0, 18])
        #expect(grid.children.map { $0.children.map(\.frame.minX) } == [[0, 18], [0, 18]])
        #expect(grid.frame.size == CGSize(width: 28, height: 28))
    }

    @Test("ZStack has no spacing: children share the origin, the stack is as large as the largest")
    func zstack() {
        let stack = Self.laidOut(
            ZStack(alignment: .topLeading) {
                Self.square(10)
                Self.square(20)
                Self.square(10)
            })
        #expect(stack.children.map(\.frame.origin) == [.zero, .zero, .zero])
        #expect(stack.frame.size == CGSize(width: 20, height: 20))
    }

    @Test("A Spacer without minLength is at least 8 points long, along either axis")
    func spacerMinimum() {
        let row = Self.laidOut(
            HStack(spacing: 0) {
                Self.square(10)
                Spacer()
                Self.square(10)
            }, ProposedViewSize(width: 0, height: nil))
        #expect(row.children.map(\.frame.minX) == [0, 10, 18])
        let column = Self.laidOut(
            VStack(spacing: 0) {
                Self.square(10)
                Spacer()
                Self.square(10)
            }, ProposedViewSize(width: nil, height: 0))
        #expect(column.children.map(\.frame.minY) == [0, 10, 18])
        let zero = Self.laidOut(
            HStack(spacing: 0) {
                Self.square(10)
                Spacer(minLength: 0)
                Self.square(10)
            }, ProposedViewSize(width: 0, height: nil))
        #expect(zero.children.map(\.frame.minX) == [0, 10, 10])
    }
}
