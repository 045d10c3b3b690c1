import Foundation
import Testing

@testable import Stylish

/// Rows keep the size they measured when they are placed, at every Dynamic Type size (review of
/// issue 6, defect 1: a wrapped button label and checkbox rows drawn over each other).
@Suite("Layout at large type sizes: stacks and minimum frames")
struct StackSharingTests {
    /// A text node of `string` in the body style at `size`.
    private func text(_ string: String, key: String, size: DynamicTypeSize = .accessibility2) -> Node {
        Node(key: key, kind: .text(TextRun(string: string, font: Font.body.scaled(to: size), color: .primary)))
    }

    @Test("A stack placed at the length it chose gives each text its one-line length")
    func placedAtOwnLength() {
        let labels = ["0 %", "50 %", "100 %"].enumerated().map { text($0.element, key: "\($0.offset)") }
        let stack = Node(key: "s", kind: .stack(.horizontal, alignment: .center, spacing: 12), children: labels)
        let ideal = stack.sizeThatFits(ProposedViewSize(width: nil, height: nil))
        stack.frame = CGRect(origin: .zero, size: ideal)
        stack.place(in: ideal)
        for label in labels {
            #expect(label.frame.size == label.sizeThatFits(ProposedViewSize(width: nil, height: nil)))
        }
        #expect(labels.map(\.frame.height).allSatisfy { $0 == ideal.height }, "no label wraps below the stack")
    }

    @Test("A frame with a minimum height holds a taller child when measured for its ideal size")
    func minimumHoldsTallerChild() {
        let wrapped = text("Push\nnotification", key: "w")
        let frame = Node(
            key: "f",
            kind: .flexibleFrame(FlexibleFrame(minHeight: 32, alignment: .center)),
            children: [wrapped])
        let childHeight = wrapped.sizeThatFits(ProposedViewSize(width: nil, height: nil)).height
        #expect(childHeight > 32)
        #expect(frame.sizeThatFits(ProposedViewSize(width: 300, height: nil)).height == childHeight)
        #expect(frame.sizeThatFits(ProposedViewSize(width: 300, height: 10)).height == 32, "a proposal still bounds it")
        let short = Node(
            key: "g", kind: .flexibleFrame(FlexibleFrame(minHeight: 32, alignment: .center)),
            children: [text("Email", key: "e", size: .xSmall)])
        #expect(short.sizeThatFits(ProposedViewSize(width: 300, height: nil)).height == 32)
    }
}
