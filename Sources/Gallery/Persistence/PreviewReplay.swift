import Stylish

/// Rebuilds a preview's model by replaying its saved events into a fresh host.
///
/// The engine is deterministic, so the same events in the same order bring back the same
/// `@State` values, `onChange` bookkeeping and gesture state. Replaying runs the views' own code
/// again, callbacks included: a preview whose callbacks reach outside its model (a purchase, a
/// counter) checks ``isReplaying`` and skips that part, so that a restart does not do it twice
/// (nor a checked host's reference copy, which repeats every event: ``ViewHost/isRepeatingActions``).
///
/// ```swift
/// onCheckout: {
///     if !PreviewReplay.isReplaying { orders.place() }
///     didCheckout = true
/// }
/// ```
public enum PreviewReplay {
    /// Whether the events being applied now on this thread repeat ones already applied: a replay
    /// of saved ones, or a checked host's reference copy (``ViewHost/isRepeatingActions``).
    public static var isReplaying: Bool { ViewHost.isRepeatingActions }

    /// A fresh host of `definition` (started from `checkpoint`, if any, with `environment` at its
    /// root, nil: the default) with `events` applied in order, or the error of the first event that
    /// did not apply, or of a checkpoint that no longer fits (a preview whose code changed since
    /// the events were saved).
    static func host(
        _ definition: PreviewDefinition, from checkpoint: PreviewCheckpoint? = nil, replaying events: [ViewEvent],
        environment: EnvironmentValues? = nil
    ) throws(ViewEventError) -> ViewHost {
        let host =
            try checkpoint?.host(definition, environment: environment)
            ?? environment.map { definition.makeHost(environment: $0) } ?? definition.makeHost()
        let outcome = ViewHost.$isRepeatingActions.withValue(true) { () -> ViewEventError? in
            for event in events {
                do throws(ViewEventError) { try host.send(event) } catch { return error }
            }
            return nil
        }
        if let outcome { throw outcome }
        return host
    }

    /// `events` with each run of consecutive `changed` drags on one target cut to its last event.
    ///
    /// This is exact for a drag handler that reads only the latest and the start location (a
    /// slider), but not for every one: `DragGesture(minimumDistance:)` starts for good once the
    /// pointer has gone far enough, and an `onChange` action sees every value in between. So a
    /// preview only keeps the shorter log after replaying it and finding the same snapshot.
    static func coalesced(_ events: [ViewEvent]) -> [ViewEvent] {
        var result: [ViewEvent] = []
        result.reserveCapacity(events.count)
        for event in events {
            if case .drag(let target, .changed, _, _) = event, case .drag(target, .changed, _, _)? = result.last {
                result[result.count - 1] = event
            } else {
                result.append(event)
            }
        }
        return result
    }

    /// A short fingerprint of a snapshot, to check a replay against: the hash a patch carries
    /// (``MarkupPatch/hashValue(utf8:)``) of its bytes, in hex.
    static func digest(_ bytes: [UInt8]) -> String {
        hex(digestValue(bytes))
    }

    /// The fingerprint of ``digest(_:)`` as a number (4 bytes to keep, where its text takes a
    /// heap allocation).
    static func digestValue(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { MarkupPatch.hashValue(utf8: $0) }
    }

    /// A fingerprint from ``digestValue(_:)`` as ``digest(_:)`` writes it: 8 hex digits.
    static func hex(_ digest: UInt32) -> String {
        String(unsafeUninitializedCapacity: 8) { buffer in
            MarkupPatch.writeHex(digest, to: buffer)
            return 8
        }
    }
}
