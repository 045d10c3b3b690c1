import Foundation

extension Array where Element == Node {
    /// Calls `body` with the node at `index`, lent from the array: not retained before the call
    /// and released after it.
    ///
    /// Layout walks each node's children several times a render (measuring, placing, telling
    /// observers), and each child taken out of the list was a retain and a release, atomic and
    /// dear, around a call that needs neither: the list holds the child for the whole call.
    ///
    /// Sound because the array this is called on holds its storage, and so each node, until the
    /// call returns, and that storage cannot change meanwhile: a local copy of a node's list
    /// (as most callers take) is never changed in place, and a node's list read in place cannot
    /// be written while the read lasts (exclusivity, checked at run time where not proven).
    @inline(__always)
    func withNode<Result>(at index: Int, _ body: (Node) -> Result) -> Result {
        precondition(index >= 0 && index < count, "Index out of range")
        return withUnsafeBufferPointer { buffer in
            // Read as an unowned reference, which reading does not retain.
            UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
                .load(fromByteOffset: index * MemoryLayout<Node>.stride, as: Unmanaged<Node>.self)
                ._withUnsafeGuaranteedRef(body)
        }
    }

    /// Calls `body` with each node in order, lent from the array as ``withNode(at:_:)`` lends one.
    @inline(__always)
    func forEachNode(_ body: (Node) -> Void) {
        for index in indices { withNode(at: index, body) }
    }
}
