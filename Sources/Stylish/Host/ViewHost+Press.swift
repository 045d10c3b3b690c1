/// Long presses: the host times them with its own monotonic clock, and a timed event carries the
/// measurement, so that replaying it decides as the live event did.
extension ViewHost {
    /// `event`, with the hold time of a long press filled in when it is a `changed` or `ended`
    /// `press` without one, on an element whose long press is in progress: how long ago, in
    /// seconds on this host's monotonic clock, its `began` was applied. Any other event is returned
    /// as it is.
    ///
    /// ``send(_:)`` stamps every event it applies; an owner that saves events stamps them first
    /// and saves the stamped event, which then replays with the same hold time.
    public func stamped(_ event: ViewEvent) -> ViewEvent {
        guard case .press(let id, let phase, .none) = event, phase == .changed || phase == .ended,
            let session = graph.pressSessions[id]
        else { return event }
        return .press(target: id, phase: phase, heldFor: session.heldNow())
    }

    /// Applies a `press` event to the long press of element `id`: `began` starts timing it (a
    /// press still in progress there lost its end and is cancelled first), `changed` and `ended`
    /// report how long it has been held (`heldFor`, else measured now), `cancelled` stops it.
    func applyLongPress(
        _ longPress: (PressSample) -> Void, _ id: String, _ phase: DragPhase, heldFor: Double?
    ) throws(ViewEventError) {
        if let heldFor, !(heldFor.isFinite && heldFor >= 0) {
            throw .invalid("A press's hold time must be a finite, non-negative number of seconds.")
        }
        let session = graph.pressSessions[id]
        switch phase {
        case .began:
            if heldFor != nil { throw .invalid("A press's 'began' has no hold time.") }
            if let session { longPress(PressSample(phase: .cancelled, held: session.held, heldBefore: session.held)) }
            graph.pressSessions[id] = PressSession(began: .now)
            longPress(PressSample(phase: .began, held: 0, heldBefore: nil))
        case .changed, .ended:
            guard var session else {
                if phase == .changed { throw .noPressInProgress(id) }
                return
            }
            let held = max(heldFor ?? session.heldNow(), session.held)
            longPress(PressSample(phase: phase, held: held, heldBefore: session.held))
            session.held = held
            graph.pressSessions[id] = phase == .ended ? nil : session
        case .cancelled:
            guard let session else { return }
            graph.pressSessions[id] = nil
            longPress(PressSample(phase: .cancelled, held: session.held, heldBefore: session.held))
        }
    }
}
