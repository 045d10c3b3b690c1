import Foundation
import Testing

@testable import Gallery
@testable import Stylish

/// ``Snapshot/equalTargets(_:_:)`` answers as the targets' own `==` does, which a minimal reply
/// asked before: for the frames its inline test takes as equal and for those it leaves to
/// `CGRect ==` (a flipped rectangle, a null one, NaN).
@Suite("A minimal reply's targets compared as the array's == compares them")
struct EqualTargetsTests {
    private static let frames: [CGRect] = [
        CGRect(x: 0, y: 0, width: 10, height: 4), CGRect(x: 0, y: 0, width: 10, height: 5),
        CGRect(x: 10, y: 0, width: -10, height: 4), CGRect(x: 0, y: 4, width: 10, height: -4),
        CGRect(x: -CGFloat.zero, y: 0, width: 10, height: 4), .null,
        CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 3, height: 3),
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 4), .zero,
    ]

    @Test("Every pair of frames, ids and gestures, in lists of one and two targets and of different lengths")
    func sameAnswer() {
        let targets = Self.frames.flatMap { frame in
            ["0.overlay", "0.ov\u{E9}rlay", "0.ove\u{301}rlay"].flatMap { id in
                ["drag", "tap"].map { Rendering.Target(id: id, gesture: $0, frame: frame) }
            }
        }
        var equal = 0
        for a in targets {
            for b in targets {
                #expect(Snapshot.equalTargets([a], [b]) == ([a] == [b]), "\(a) \(b)")
                #expect(Snapshot.equalTargets([a, b], [a, a]) == ([a, b] == [a, a]))
                if [a] == [b] { equal += 1 }
            }
            #expect(!Snapshot.equalTargets([a], [a, a]) && !Snapshot.equalTargets([], [a]))
        }
        #expect(Snapshot.equalTargets([], []))
        #expect(
            equal > targets.count,
            "beyond each target and itself, pairs of other bytes are equal (canonically equivalent ids, null frames)")
    }

    @Test("One array compared with itself is equal, as the array's == says, even with a NaN frame")
    func sharedBuffer() {
        let nan = Rendering.Target(id: "0.overlay", gesture: "drag", frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 4))
        let targets = [nan, nan]
        let copy = targets  // the same buffer
        #expect(targets == copy)
        #expect(Snapshot.equalTargets(targets, copy))
        #expect(!Snapshot.equalTargets(targets, [nan, nan]), "another buffer: the frames themselves are compared")
        #expect((targets == [nan, nan]) == false)
    }
}
