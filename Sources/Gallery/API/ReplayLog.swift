import Foundation
import HTTPServer
import Stylish

/// A log of events replayed into a fresh instance of a preview: `{"events": [{…}, …]}`.
///
/// The events are those `POST /api/v1/previews/{id}/events` takes; their `seq`s are optional and
/// ignored (the log's order is the order applied). A long press's `changed` or `ended` may carry
/// `heldFor`, the hold time the server measured live, which the replay uses; without it, the
/// press is timed as the log is applied (at once: it was not held). The session's own instance is never touched:
/// a replay answers what the log leads to from the initial state, so a bug seen in a browser
/// becomes a test case in one paste.
enum ReplayLog {
    /// The log's events, each still as the JSON bytes of one event object; a 400 when the body is
    /// not `{"events": [...]}`, a 413 when it holds more than `limit` events.
    static func decode(_ body: [UInt8], limit: Int) throws(GalleryError) -> [[UInt8]] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(body))
        } catch {
            throw .invalidEvent("The body is not JSON: send {\"events\": [event, …]}.")
        }
        guard let log = object as? [String: Any], let events = log["events"] as? [Any] else {
            throw .invalidEvent("The body must be an object {\"events\": [event, …]}.")
        }
        guard events.count <= limit else {
            throw GalleryError(
                status: .contentTooLarge, message: "A replay takes at most \(limit) events; this log has \(events.count).")
        }
        return events.map { event in
            // A non-object is passed on as is, so that the decoder names it at its index.
            guard JSONSerialization.isValidJSONObject(event) else { return Array("null".utf8) }
            return (try? JSONSerialization.data(withJSONObject: event)).map(Array.init) ?? Array("null".utf8)
        }
    }

    /// The final snapshot of a fresh instance of `definition` after `events`, or a 400 that names
    /// the first event that did not apply, with the model and `seq` just before it.
    ///
    /// With a `variant`, the instance is made as a matrix cell's is (the variant's environment at
    /// its root, fixed: an environment event is refused), so a cell's log replays as it ran.
    static func replay(_ events: [[UInt8]], of definition: PreviewDefinition, in variant: PreviewEnvironment? = nil)
        -> HTTPResponse
    {
        let instance =
            variant.map { PreviewInstance(definition: definition, environment: $0.applied(to: EnvironmentValues())) }
            ?? PreviewInstance(definition: definition)
        // A replay reaches nothing outside the model: no purchase is placed twice by a paste.
        return ViewHost.$isRepeatingActions.withValue(true) {
            for (index, bytes) in events.enumerated() {
                do throws(GalleryError) {
                    let (_, event) = try EventDecoding.decode(bytes, variant: variant, replaying: true)
                    _ = try instance.apply(event, seq: nil)
                } catch {
                    return failure(at: index, error, instance: instance)
                }
            }
            return .json(instance.snapshot())
        }
    }

    /// `{"status": 400, …, "message", "index", "eventStatus", "seq", "state"}`.
    private static func failure(at index: Int, _ error: GalleryError, instance: PreviewInstance) -> HTTPResponse {
        let rendering = instance.host.current ?? instance.host.render()
        var json = JSONWriter()
        json.raw("{")
        json.key("status", first: true)
        json.raw("400")
        json.key("error")
        json.string(HTTPStatus.badRequest.reason)
        json.key("message")
        json.string("Event \(index) of the log (counting from 0) did not apply: \(error.message)")
        json.key("index")
        json.raw(String(index))
        json.key("eventStatus")
        json.raw(String(error.status.code))
        json.key("seq")
        json.raw(String(instance.seq))
        json.key("state")
        Snapshot.writeModel(of: instance.definition, rendering, to: &json)
        json.raw("}")
        return .json(json.finish(), status: .badRequest)
    }
}
