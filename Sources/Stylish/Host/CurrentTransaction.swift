import Foundation

/// Changes state with an animation, as SwiftUI's `withAnimation`: the elements that the change
/// moves get a CSS transition with `animation`'s curve and duration.
///
/// It takes effect while the engine applies an event (a gesture's or a button's action, an
/// `onChange`); nothing animates during a drag or when the user asked for reduced motion.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    if let graph = currentGraph() {
        graph.transaction.animation = animation
    }
    RenderInputChanges.note()
    return try body()
}

/// The thread-specific slot that holds the graph whose events this thread is applying.
///
/// A pthread key, not `Thread.current.threadDictionary`: the dictionary bridged every value it
/// stored to an `NSObject` (2.5 % of a drag event, which sets the slot twice).
private let currentGraphSlot: pthread_key_t = {
    var key = pthread_key_t()
    guard pthread_key_create(&key, nil) == 0 else { fatalError("no pthread key for the current graph") }
    return key
}()

/// The view graph whose event this thread is applying, if any (a per-thread slot: hosts on other
/// threads never see it).
func currentGraph() -> ViewGraph? {
    pthread_getspecific(currentGraphSlot).map { Unmanaged<ViewGraph>.fromOpaque($0).takeUnretainedValue() }
}

/// Runs `body` with `graph` as this thread's current graph.
func withCurrentGraph<Result, Failure: Error>(
    _ graph: ViewGraph, _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
    let saved = pthread_getspecific(currentGraphSlot)
    pthread_setspecific(currentGraphSlot, Unmanaged.passUnretained(graph).toOpaque())
    defer { pthread_setspecific(currentGraphSlot, saved) }
    // The slot holds no reference: the graph must outlive the body.
    return try withExtendedLifetime(graph) { () throws(Failure) -> Result in try body() }
}

/// What the current change is: a drag in progress draws without animation.
struct Transaction {
    /// Whether a continuous gesture is in progress (no animations then).
    var isContinuous = false
    /// The animation of `withAnimation`, for every change of this transaction.
    var animation: Animation?
}
