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
            var reference: [ProposedViewSize: CGSize] = [:]
            for step in 0..<20 {
                let proposal = ProposedViewSize(
                    width: dimensions.randomElement(using: &generator)!, height: dimensions.randomElement(using: &generator)!)
                #expect(cache[proposal] == reference[proposal])
                if cache[proposal] == nil {
                    let size = CGSize(width: CGFloat(step), height: CGFloat(step * 2))
                    cache.store(size, for: proposal)
                    reference[proposal] = size
                }
                #expect(cache[proposal] == reference[proposal])
            }
        }
    }
}
