import Foundation

/// Changes state with an animation, as SwiftUI's `withAnimation`.
///
/// The elements that the change moves get a CSS transition with `animation`'s curve and duration.
///
/// It takes effect while the engine applies an event (a gesture's or a button's action, an
/// `onChange`); nothing animates during a drag or when the user asked for reduced motion.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    if let graph = currentGraph() {
        graph.transaction.animation = animation
    }
    return try body()
}

/// The graph whose events this thread is applying (hosts on other threads never see it).
private let currentGraphSlot = ThreadSlot<ViewGraph>()

/// The view graph whose event this thread is applying, if any.
func currentGraph() -> ViewGraph? {
    currentGraphSlot.object
}

/// Runs `body` with `graph` as this thread's current graph.
func withCurrentGraph<Result, Failure: Error>(
    _ graph: ViewGraph, _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
    let saved = currentGraphSlot.object
    currentGraphSlot.object = graph
    defer { currentGraphSlot.object = saved }
    // The slot holds no reference: the graph must outlive the body.
    return try withExtendedLifetime(graph) { () throws(Failure) -> Result in try body() }
}

/// A thread-specific slot holding an object it does not retain (a pthread key: bridging through
/// `Thread.current.threadDictionary` made an `NSObject` of every value).
struct ThreadSlot<Object: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else { fatalError("no pthread key for a \(Object.self)") }
        return key
    }()

    /// This thread's object; it must outlive its time in the slot.
    var object: Object? {
        get { pthread_getspecific(key).map { Unmanaged<Object>.fromOpaque($0).takeUnretainedValue() } }
        nonmutating set { pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }
}

/// What the current change is, as SwiftUI's `Transaction`: its animation (a drag in progress
/// draws without one).
public struct Transaction {
    /// Whether a continuous gesture is in progress (no animations then).
    var isContinuous = false
    /// The animation of `withAnimation`, for every change of this transaction.
    public var animation: Animation?

    /// A transaction with `animation`.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}
