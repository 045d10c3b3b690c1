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
    return try body()
}

/// The key of the graph whose events this thread is applying, in the thread's dictionary.
private let currentGraphKey = "Stylish.currentGraph"

/// The view graph whose event this thread is applying, if any (a per-thread slot: hosts on other
/// threads never see it).
func currentGraph() -> ViewGraph? {
    Thread.current.threadDictionary[currentGraphKey] as? ViewGraph
}

/// Runs `body` with `graph` as this thread's current graph.
func withCurrentGraph<Result, Failure: Error>(
    _ graph: ViewGraph, _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
    let dictionary = Thread.current.threadDictionary
    let saved = dictionary[currentGraphKey]
    dictionary[currentGraphKey] = graph
    defer { dictionary[currentGraphKey] = saved }
    return try body()
}
