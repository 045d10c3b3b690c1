import Dispatch
import Synchronization

/// A response that a handler has decided on but that may not be sent yet: it is sent once
/// someone calls ``resolve(_:)``, from any thread, with the response to send then.
///
/// A handler returns ``HTTPResponse/pending(_:)`` when its answer must wait for something that
/// it does not want to wait for on its thread: an event's reply is held until the event has been
/// written where it survives the process (acknowledged means durable), while the event loop
/// goes on serving other connections. Meanwhile the connection is in the same state as while a
/// handler runs: its handler timeout still applies (a response never resolved is answered 503
/// and the connection closed), and a response resolved after that, or after the connection
/// closed, is dropped.
///
/// ```swift
/// let later = PendingResponse()
/// journal.append(record) { stored in later.resolve(stored ? reply : unavailable) }
/// return .pending(later)
/// ```
public final class PendingResponse: Sendable {
    /// Where the response goes once resolved: a connection of an event loop.
    struct Delivery: Sendable {
        let loop: EventLoop
        let descriptor: Int32
        let id: UInt64
        /// The route of the request it answers, which the server reports with it.
        var route = RequestSummary.unmatched
    }

    private enum State {
        /// Not resolved yet; the connection to deliver to, once the loop has said which.
        case waiting(Delivery?)
        /// Resolved before the loop said where to deliver (or for a caller that waits).
        case resolved(HTTPResponse)
        /// Delivered, or no longer wanted: later calls change nothing.
        case finished
    }

    private let state = Mutex(State.waiting(nil))
    private let done = DispatchSemaphore(value: 0)

    /// A response not resolved yet.
    public init() {}

    /// Sends `response` as the answer; only the first call counts.
    public func resolve(_ response: HTTPResponse) {
        let delivery = state.withLock { state -> Delivery?? in
            guard case .waiting(let delivery) = state else { return nil }
            if let delivery {
                state = .finished
                return .some(delivery)
            }
            state = .resolved(response)
            return .some(nil)
        }
        guard let delivery else { return }  // resolved before, or given up on
        if let delivery {
            var response = response
            response.route = delivery.route
            delivery.loop.post(
                EventLoop.Completion(descriptor: delivery.descriptor, id: delivery.id, response: response))
        }
        done.signal()
    }

    /// The response once resolved, waiting for it on this thread: for callers outside an event
    /// loop (``Router/respond(to:)``).
    func wait() -> HTTPResponse {
        done.wait()
        done.signal()  // for any other waiter
        return state.withLock { state in
            guard case .resolved(let response) = state else {
                preconditionFailure("a pending response waited for was delivered to a connection")
            }
            return response
        }
    }

    /// Tells where to send the response: returns it when it is already resolved (the caller sends
    /// it now); otherwise it will be posted to `delivery`'s loop when resolved.
    func deliver(to delivery: Delivery) -> HTTPResponse? {
        state.withLock { state in
            switch state {
            case .waiting:
                state = .waiting(delivery)
                return nil
            case .resolved(let response):
                state = .finished
                return response
            case .finished:
                return nil
            }
        }
    }

    /// Gives up on the response (its connection closed or timed out): resolving it later sends
    /// nothing.
    func abandon() {
        state.withLock { $0 = .finished }
    }
}

extension HTTPResponse {
    /// A response sent when `later` is resolved (see ``PendingResponse``).
    public static func pending(_ later: PendingResponse) -> HTTPResponse {
        var response = HTTPResponse(status: .ok)
        response.later = later
        return response
    }
}

extension PendingResponse: Equatable {
    /// The same pending response (identity).
    public static func == (lhs: PendingResponse, rhs: PendingResponse) -> Bool { lhs === rhs }
}
