import Foundation

/// The markup a reused resolution's top node was last written as, with what it was written from,
/// so that a pass that writes it from the same inputs appends those bytes instead of writing them
/// anew (escaping, numbers and keys).
///
/// Only a ``ReusedResolution`` that has been reused has one (a record made again every pass, its
/// inputs changing, makes none): its top node points to it, and copies of that node share it.
/// The nodes below the top one are the record's own and nothing edits them after their
/// resolution but layout (see ``ReusedResolution``), so what the written bytes depend on is:
/// - the top node's attributes, style, `isDisabled` and animation, which outer modifiers set
///   again each pass;
/// - the top node's position relative to the enclosing element;
/// - every node's frame in the subtree (layout writes them each pass; a text's wrapping follows
///   its width, a shape's path its size);
/// - the primes ``HTMLWriter/writeUniqueKey(_:)`` gives the subtree's keys: bytes are kept only
///   when it gave none, and appended only when none of those keys has been written yet in this
///   render (then it would give none again).
///
/// The kinds of the nodes (the text, its font and colour, the drawing) are not compared: they
/// are the record's, made once from the inputs the record compares (the environment with its
/// colour scheme, layout direction and dynamic type among them), and a record made again for new
/// inputs has no markup until it is reused. Where the nodes are written in the canvas does not
/// change their bytes, only their targets, which are collected from the tree each pass.
final class WrittenMarkup {
    /// The bytes last written, valid when ``isKept`` is true.
    private var bytes: [UInt8] = []
    /// Whether ``bytes`` hold a writing of the top node from the inputs below.
    private var isKept = false
    /// The top node's attributes, as written.
    private var attributes: [(name: String, value: String)] = []
    /// The top node's style declarations, as written.
    private var style: [String] = []
    /// Whether the top node was written disabled.
    private var isDisabled = false
    /// The top node's animation, as written.
    private var animation: Animation?
    /// Where the top node's parent's origin lay, relative to the enclosing element.
    private var origin: CGPoint = .zero
    /// The frames of the subtree's nodes, in tree order (the top node's first).
    private var frames: [CGRect] = []
    /// The keys the writing gave an element, in the order written, none twice.
    private(set) var keys: [String] = []
    /// How many writings were appended from here, for tests.
    private(set) var timesAppended = 0

    /// Whether `node`, written with its parent's origin at `origin`, would be written as the kept
    /// bytes (the keys' primes aside, which the writer checks).
    func matches(_ node: Node, origin: CGPoint) -> Bool {
        guard isKept, self.origin == origin, node.isDisabled == isDisabled, node.animation == animation,
            Self.same(node.attributes, attributes), node.style == style
        else { return false }
        var index = 0
        return sameFrames(node, from: &index) && index == frames.count
    }

    /// Appends the kept bytes to `writer` when none of the keys has been written in this render,
    /// and enters the keys as written; false, nothing written, otherwise.
    func append(to writer: inout HTMLWriter) -> Bool {
        guard writer.insertUnwrittenKeys(keys) else { return false }
        bytes.withUnsafeBufferPointer { kept in
            if let start = kept.baseAddress { writer.append(UnsafeRawPointer(start), count: kept.count) }
        }
        timesAppended += 1
        return true
    }

    /// Keeps the `written` bytes as `node`'s writing with its parent's origin at `origin`.
    func keep(_ written: UnsafeBufferPointer<UInt8>, of node: Node, origin: CGPoint) {
        // Emptied keeping their storage: a node written anew each pass (moving) copies into it.
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: written)
        attributes = node.attributes
        style = node.style
        isDisabled = node.isDisabled
        animation = node.animation
        self.origin = origin
        frames.removeAll(keepingCapacity: true)
        node.appendFrames(to: &frames)
        keys.removeAll(keepingCapacity: true)
        node.appendElementKeys(to: &keys)
        isKept = !written.isEmpty
    }

    /// Forgets the kept bytes: the next writing is made anew.
    func forget() { isKept = false }

    /// Whether two attribute lists hold the same names and values in the same order (a string
    /// kept from the last pass is compared by its storage first).
    private static func same(_ a: [(name: String, value: String)], _ b: [(name: String, value: String)]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index].name != b[index].name || a[index].value != b[index].value {
            return false
        }
        return true
    }

    /// Whether the frames of `node`'s subtree, in tree order, are those kept from `index` on;
    /// `index` is moved past them.
    private func sameFrames(_ node: Node, from index: inout Int) -> Bool {
        guard index < frames.count, frames[index] == node.frame else { return false }
        index += 1
        for child in node.children where !sameFrames(child, from: &index) { return false }
        return true
    }
}

extension Node {
    /// Appends the frames of this subtree's nodes, in tree order.
    fileprivate func appendFrames(to frames: inout [CGRect]) {
        frames.append(frame)
        for child in children { child.appendFrames(to: &frames) }
    }

    /// Appends the keys that writing this subtree gives an element, in the order written (see
    /// ``write(to:origin:canvasOrigin:targets:)``: a drawn leaf writes none of its children).
    fileprivate func appendElementKeys(to keys: inout [String]) {
        switch kind {
        case .text, .shape, .slider, .symbol:
            keys.append(key)
        default:
            if hasElement { keys.append(key) }
            for child in children { child.appendElementKeys(to: &keys) }
        }
    }
}
