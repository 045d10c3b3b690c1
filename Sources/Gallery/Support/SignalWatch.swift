import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a handler on `SIGINT` and `SIGTERM`, with libdispatch's descriptors made up front.
///
/// When `init` returns, libdispatch holds every descriptor it needs to deliver the signals, so a
/// process out of descriptors still hears them, and lives.
///
/// On Linux, libdispatch opens its descriptors lazily, and some of those it cannot open end the
/// process with `SIGILL` (`DISPATCH_CLIENT_CRASH`): the main queue's `eventfd`, opened when
/// `dispatchMain()` lets the main thread go, and `/proc/TID/stat`, opened once a second when work
/// waits on a global concurrent queue. A signal source whose `signalfd` cannot be opened is
/// dropped without a word. A server that accepts until `EMFILE` takes every free descriptor, so
/// a process that serves must make these before it accepts and never need them again. Hence:
/// the sources run on a private serial queue (never the main queue, nor a global one), `init`
/// waits until each is registered and until a timer has fired once (the event loop's `epoll`,
/// `eventfd` and monotonic `timerfd` all made), and the caller parks the main thread itself
/// instead of calling `dispatchMain()`.
public final class SignalWatch: Sendable {
    /// The sources, held in a `Mutex` only to carry the non-`Sendable` values.
    private let sources: Mutex<[any DispatchSourceSignal]>

    /// Watches `signals` (their default actions ignored), calling `handler` with the signal's
    /// number on a private serial queue; returns once they are registered, or after `timeout`.
    public init(
        signals: [Int32] = [SIGINT, SIGTERM], timeout: DispatchTimeInterval = .seconds(10),
        handler: @escaping @Sendable (Int32) -> Void
    ) {
        let queue = DispatchQueue(label: "stylegallery.signals")
        let ready = DispatchSemaphore(value: 0)
        var made: [any DispatchSourceSignal] = []
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.setRegistrationHandler { ready.signal() }
            source.resume()
            made.append(source)
        }
        let tick = DispatchSource.makeTimerSource(queue: queue)
        tick.schedule(deadline: .now() + .milliseconds(1))
        tick.setEventHandler { ready.signal() }
        tick.resume()
        let deadline = DispatchTime.now() + timeout
        for _ in 0...signals.count {  // each source, and the timer
            if ready.wait(timeout: deadline) == .timedOut { break }
        }
        tick.cancel()
        sources = Mutex(made)
    }

    deinit {
        sources.withLock { sources in
            for source in sources { source.cancel() }
        }
    }
}
