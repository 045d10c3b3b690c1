import Synchronization

/// Counts the writes that can change what a render reads: every `@State` value set, every
/// `Binding` written and every `withAnimation`.
///
/// ``ViewHost/render()`` compares the count before and after the `onChange` and
/// `onGeometryChange` actions it runs: when it did not move, the actions changed nothing the
/// views read, and laying them out again would give the same rendering, so it is skipped. One
/// count for the whole process, not one per host: a write on another thread or to another host
/// only costs a pass that was not needed, never a pass that was.
enum RenderInputChanges {
    private static let count = Atomic<UInt64>(0)

    /// Records a write.
    static func note() {
        count.add(1, ordering: .relaxed)
    }

    /// The number of writes so far.
    static var current: UInt64 {
        count.load(ordering: .relaxed)
    }
}
