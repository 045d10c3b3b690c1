import Foundation

/// What writing nodes notes besides their markup: the targets of the interactive elements, in tree
/// order (each element's gestures read from the handlers where they are stored), and where each
/// node's markup starts and ends, so that the node's tokens can be found again.
struct TargetCollector {
    /// The handlers of the render, by target id.
    private let handlers: [String: ViewGraph.TargetEntry]
    /// The targets met so far.
    private(set) var targets: [Rendering.Target] = []
    /// For each of `targets`, the node whose markup holds its element: the last node begun when
    /// it was met (the element's own, or the leaf that draws it).
    private var holders: [Node] = []
    /// Whether the nodes being met now respond: those under a presented sheet do not.
    var isCollecting = true
    /// The nodes written, in the order they were begun, with the bytes their markup spans and the
    /// targets they collected.
    private(set) var spans: [(node: Node, start: Int, end: Int, targets: Range<Int>)] = []

    /// A collector reading `handlers`.
    init(handlers: [String: ViewGraph.TargetEntry]) {
        self.handlers = handlers
        spans.reserveCapacity(16)
    }

    /// Adds the targets of `node`'s element, whose own coordinates `map` takes to the canvas's:
    /// its gestures as the handlers list them, an id already met adding only gestures it has not
    /// given yet.
    mutating func collect(_ node: Node, map: AffineMap) {
        guard let id = node.attributes.first(where: { $0.name == "data-target" })?.value, let entry = handlers[id]
        else { return }
        let frame = map.boundingBox(of: node.frame.size)
        let transform =
            map.isTranslation
            ? nil
            : map.inverted.map {
                Rendering.TargetTransform(toLocal: $0.translated(by: frame.origin), size: node.frame.size)
            }
        let isRepeated = targets.contains { $0.id == id }
        for gesture in entry.handlers.gestureNames
        where !isRepeated || !targets.contains(where: { $0.id == id && $0.gesture == gesture }) {
            targets.append(Rendering.Target(id: id, gesture: gesture, frame: frame, transform: transform))
            if let holder = spans.last?.node { holders.append(holder) }
        }
    }

    /// Notes that `node`'s markup starts at byte `offset`; returns what ``endSpan(_:at:)`` takes.
    mutating func beginSpan(of node: Node, at offset: Int) -> Int {
        spans.append((node, offset, offset, targets.count..<targets.count))
        return spans.count - 1
    }

    /// Notes that the markup of the node of `span` ends at byte `offset`.
    mutating func endSpan(_ span: Int, at offset: Int) {
        spans[span].end = offset
        spans[span].targets = spans[span].targets.lowerBound..<targets.count
    }

    /// The number of nodes written so far.
    var spanCount: Int { spans.count }

    /// Gives the nodes of `spans` (as counted by ``spanCount``) their places among the tokens of
    /// the markup written, whose tokens start at `starts` (byte offsets), and among the targets:
    /// the token `tokenShift` after the one its markup starts with, the target `targetShift`
    /// after the one it collected first.
    func notePlaces(_ spans: Range<Int>, tokenStarts starts: [Int], tokenShift: Int, targetShift: Int) {
        for span in self.spans[spans] {
            let first = Self.token(at: span.start, in: starts)
            let last = Self.token(at: span.end, in: starts)
            span.node.tokenStart = Int32(first + tokenShift)
            span.node.tokenCount = Int32(last - first)
            span.node.targetStart = Int32(span.targets.lowerBound + targetShift)
            span.node.targetCount = Int32(span.targets.count)
        }
    }

    /// `targets[range]` with the tokens their elements lie in, read from their holders' places
    /// (call after ``notePlaces(_:tokenStarts:tokenShift:targetShift:)``).
    func placedTargets(_ range: Range<Int>) -> ArraySlice<Rendering.Target> {
        var placed = targets[range]
        for index in range {
            // A target met without a node begun (none is, today) lies anywhere, as far as is known.
            guard holders.count == targets.count else {
                placed[index].tokens = 0..<Int32.max
                continue
            }
            let holder = holders[index]
            placed[index].tokens = holder.tokenStart..<holder.tokenStart + holder.tokenCount
        }
        return placed
    }

    /// The index of the first of `starts` (token starts, ascending) not below `offset`: the
    /// token whose markup starts there, or the one after.
    static func token(at offset: Int, in starts: [Int]) -> Int {
        var (low, high) = (0, starts.count)
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
