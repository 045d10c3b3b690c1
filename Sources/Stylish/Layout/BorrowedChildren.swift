import Foundation

extension Array where Element == Node {
    /// Calls `body` with the node at `index`, lent from the array: not retained before the call
    /// and released after it.
    ///
    /// Sound because the caller holds the array this is called on (a local copy, or the copy Swift
    /// makes when it reads a node's stored list for the call), so its storage, and each node in
    /// it, lives until the call returns, whatever the body does to the node's list meanwhile: a
    /// new list assigned to the node replaces the node's reference, not the storage lent here.
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
