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
    /// The last writing kept, with what it was written from.
    private var writing = Writing()
    /// How many writings were appended from here, for tests.
    var timesAppended: Int { writing.timesAppended }

    /// A writing of the top node and what it was written from, read in one access of the
    /// markup (each access of a stored property of a class is checked for exclusivity, some 75
    /// instructions).
    private struct Writing {
        /// How many times ``bytes`` were appended (counted here, in the access that appends them).
        var timesAppended = 0
        /// The bytes written, valid when ``isKept`` is true.
        var bytes: [UInt8] = []
        /// Whether ``bytes`` hold a writing of the top node from the inputs below.
        var isKept = false
        /// The top node's attributes, as written.
        var attributes: [(name: String, value: String)] = []
        /// The top node's style declarations, as written.
        var style: [String] = []
        /// Whether the top node was written disabled.
        var isDisabled = false
        /// The top node's animation, as written.
        var animation: Animation?
        /// Where the top node's parent's origin lay, relative to the enclosing element.
        var origin: CGPoint = .zero
        /// The frames of the subtree's nodes, in tree order (the top node's first).
        var frames: [CGRect] = []
        /// The keys the writing gave an element, in the order written, none twice.
        var keys: [String] = []

        /// Appends ``bytes`` to `writer` when `node`, written with its parent's origin at `origin`,
        /// would be written as them and none of its keys has been written yet (they are then
        /// entered as written); false, nothing written, otherwise.
        ///
        /// Mutating (it counts the appending) and so called on the markup's writing in place: a
        /// method that reads the writing was called on a copy of it, its five arrays and animation
        /// retained and released again for each reused node of a render.
        mutating func append(_ node: Node, origin: CGPoint, to writer: inout HTMLWriter) -> Bool {
            guard matches(node, origin: origin), writer.insertUnwrittenKeys(keys) else { return false }
            bytes.withUnsafeBufferPointer { kept in
                if let start = kept.baseAddress { writer.append(UnsafeRawPointer(start), count: kept.count) }
            }
            timesAppended += 1
            return true
        }

        /// Whether `node`, written with its parent's origin at `origin`, would be written as
        /// ``bytes`` (the keys' primes aside, which the writer checks).
        func matches(_ node: Node, origin: CGPoint) -> Bool {
            guard isKept, self.origin == origin, node.isDisabled == isDisabled, node.animation == animation,
                Self.same(node.attributes, attributes), Self.same(node.style, style)
            else { return false }
            var index = 0
            return Self.same(node, frames, from: &index) && index == frames.count
        }

        /// Whether two attribute lists hold the same names and values, byte for byte, in the
        /// same order (`String ==` would take another spelling of the same text for the same).
        private static func same(_ a: [(name: String, value: String)], _ b: [(name: String, value: String)]) -> Bool {
            guard a.count == b.count else { return false }
            for index in a.indices where !same(a[index].name, b[index].name) || !same(a[index].value, b[index].value) {
                return false
            }
            return true
        }

        /// Whether two lists of style declarations are the same bytes in the same order.
        private static func same(_ a: [String], _ b: [String]) -> Bool {
            guard a.count == b.count else { return false }
            for index in a.indices where !same(a[index], b[index]) { return false }
            return true
        }

        /// Whether two strings are the same bytes: at once when they are one representation (the
        /// same small string, or the same storage and length: an attribute set again from the
        /// same literal or the same stored string), else compared byte by byte.
        @inline(__always)
        private static func same(_ a: String, _ b: String) -> Bool {
            a.sharesRepresentation(with: b) || a.hasSameBytes(as: b)
        }

        /// Whether the frames of `node`'s subtree, in tree order, are `frames` from `index` on;
        /// `index` is moved past them. Compared field by field, inline (`CGRect ==` is a call).
        private static func same(_ node: Node, _ frames: [CGRect], from index: inout Int) -> Bool {
            guard index < frames.count else { return false }
            let (kept, frame) = (frames[index], node.frame)
            guard kept.origin.x == frame.origin.x, kept.origin.y == frame.origin.y,
                kept.size.width == frame.size.width, kept.size.height == frame.size.height
            else { return false }
            index += 1
            for child in node.children where !same(child, frames, from: &index) { return false }
            return true
        }
    }

    /// Appends the bytes kept from the last writing of `node` to `writer` when `node`, written
    /// with its parent's origin at `origin`, would be written as them: written from the same
    /// inputs, and none of its keys written before in this render (the keys are then entered as
    /// written). False, nothing written, otherwise.
    func append(_ node: Node, origin: CGPoint, to writer: inout HTMLWriter) -> Bool {
        writing.append(node, origin: origin, to: &writer)
    }

    /// Keeps the `written` bytes as `node`'s writing with its parent's origin at `origin`.
    func keep(_ written: UnsafeBufferPointer<UInt8>, of node: Node, origin: CGPoint) {
        // Taken out and put back, its arrays emptied keeping their storage: a node written anew
        // each pass (moving) copies into them, allocating nothing.
        var writing = writing
        self.writing = Writing()
        writing.bytes.removeAll(keepingCapacity: true)
        writing.bytes.append(contentsOf: written)
        writing.attributes = node.attributes
        writing.style = node.style
        writing.isDisabled = node.isDisabled
        writing.animation = node.animation
        writing.origin = origin
        writing.frames.removeAll(keepingCapacity: true)
        node.appendFrames(to: &writing.frames)
        writing.keys.removeAll(keepingCapacity: true)
        node.appendElementKeys(to: &writing.keys)
        writing.isKept = !written.isEmpty
        self.writing = writing
    }

    /// Forgets the kept bytes: the next writing is made anew.
    func forget() { writing.isKept = false }
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

extension String {
    /// Whether this string and `other` are one representation, bit for bit: then they are the
    /// same bytes (a small string holds its bytes; a large one points to its storage, whose
    /// bytes up to the length held here never change while a string refers to it). Strings
    /// that are not one representation may still be the same bytes.
    fileprivate func sharesRepresentation(with other: String) -> Bool {
        withUnsafeBytes(of: self) { a in
            withUnsafeBytes(of: other) { b in
                guard a.count == 16, b.count == 16 else { return false }
                return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                    && a.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
    }
}
