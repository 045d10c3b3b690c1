import Foundation
import Testing

@testable import Stylish

/// A node's size cache finds what a dictionary keyed by proposal would.
@Suite("Size cache")
struct SizeCacheTests {
    @Test("Stores and finds sizes as a dictionary does, for every proposal asked")
    func sameAsDictionary() {
        let dimensions: [CGFloat?] = [nil, 0, -0.0, 1, 10.5, 100, .infinity]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var cache = SizeCache()
            var overflow = SizeOverflow()
            var reference: [ProposedViewSize: CGSize] = [:]
            /// As a node looks a size up: the four inline first, then the overflow once they are full.
            func lookUp(_ proposal: ProposedViewSize) -> CGSize? {
                cache[proposal] ?? (cache.isFull ? overflow[proposal] : nil)
            }
            for step in 0..<20 {
                let proposal = ProposedViewSize(
                    width: dimensions.randomElement(using: &generator)!, height: dimensions.randomElement(using: &generator)!)
                #expect(lookUp(proposal) == reference[proposal])
                if lookUp(proposal) == nil {
                    let size = CGSize(width: CGFloat(step), height: CGFloat(step * 2))
                    #expect(cache.store(size, for: proposal) == (reference.count < 4))
                    if reference.count >= 4 { overflow.store(size, for: proposal) }
                    reference[proposal] = size
                }
                #expect(lookUp(proposal) == reference[proposal])
                #expect(cache.isFull == (reference.count >= 4))
            }
        }
    }

    @Test("A node asked many proposals sizes itself for each as a fresh node does")
    func nodeSameAsFresh() {
        let dimensions: [CGFloat?] = [nil, 0, 1, 10.5, 100, .infinity]
        let node = Node(key: "0", kind: .spacer(minLength: 3))
        for _ in 0..<3 {
            for width in dimensions {
                for height in dimensions {
                    let proposal = ProposedViewSize(width: width, height: height)
                    let fresh = Node(key: "0", kind: .spacer(minLength: 3)).sizeThatFits(proposal)
                    #expect(node.sizeThatFits(proposal) == fresh)
                }
            }
        }
    }
}
