import Foundation
import Stylish

/// Reads one event posted by a client: `{"seq", "type", "target", "phase", "location", …}`.
enum EventDecoding {
    /// The largest width or height a geometry event may carry, in points (far beyond any screen).
    static let maximumExtent = 100_000.0
    /// The most UTF-8 bytes an input event's text may have (a long form field's worth).
    static let maximumInputBytes = 10_000

    /// The members of an event body.
    struct Body: Decodable, Equatable {
        /// A location's members.
        struct Point: Decodable, Equatable {
            var x: Double
            var y: Double
        }

        var seq: Int?
        var type = ""
        var target: String?
        var phase: String?
        var location: Point?
        var startLocation: Point?
        var key: String?
        var count: Int?
        var width: Double?
        var height: Double?
        var value: String?
        /// A long press's hold time: the server's measurement, which only a replay log may carry.
        var heldFor: Double?
    }

    /// The event and its sequence number (nil when it has none), or a 400 that says what is wrong.
    ///
    /// An instance in a `variant` (a matrix cell) has its environment fixed: an environment event
    /// for it is a 400.
    ///
    /// A press's `heldFor` (how long a long press was held) is the server's to measure: a live
    /// event that carries one is a 400. A replay log (`replaying`) may carry it, as the server
    /// measured it when the event was live: a replay changes no session's preview.
    static func decode(_ bytes: [UInt8], variant: PreviewEnvironment? = nil, replaying: Bool = false)
        throws(GalleryError) -> (seq: Int?, event: ViewEvent)
    {
        let body: Body
        if let parsed = EventBodyParser.parse(bytes) { body = parsed } else { body = try foundationBody(bytes) }
        if let seq = body.seq, seq <= 0 { throw .invalidEvent("'seq' must be a positive integer.") }
        if body.heldFor != nil, !replaying {
            throw .invalidEvent(
                "'heldFor' is measured by the server (it times each press itself); an event may not carry it.")
        }
        if body.type == "environment" {
            guard variant == nil else {
                throw .invalidEvent("A variant's environment is fixed by its 'variant'; it takes no environment events.")
            }
            return (body.seq, try environment(bytes))
        }
        return (body.seq, try event(of: body))
    }

    /// The body as Foundation's `JSONDecoder` reads it, or a 400 that says what is wrong.
    static func foundationBody(_ bytes: [UInt8]) throws(GalleryError) -> Body {
        do {
            return try JSONDecoder().decode(Body.self, from: Data(bytes))
        } catch let DecodingError.keyNotFound(key, _) {
            throw .invalidEvent("The event has no '\(key.stringValue)'.")
        } catch let DecodingError.typeMismatch(_, context) where !path(context).isEmpty {
            throw .invalidEvent("The event's '\(path(context))' has the wrong type.")
        } catch let DecodingError.dataCorrupted(context) where !path(context).isEmpty {
            throw .invalidEvent(
                "The event's '\(path(context))' is not a valid value here (a finite number, an integer for 'seq').")
        } catch let DecodingError.valueNotFound(_, context) where !path(context).isEmpty {
            throw .invalidEvent("The event's '\(path(context))' is null.")
        } catch {
            throw .invalidEvent(
                "The body is not a JSON event object {\"type\", \"seq\", …}, or holds a number too large to be finite.")
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).filter { !$0.isEmpty }.joined(separator: ".")
    }

    private static func event(of body: Body) throws(GalleryError) -> ViewEvent {
        switch body.type {
        case "drag":
            let target = try required(body.target, "target")
            guard let phase = body.phase.flatMap(DragPhase.init(rawValue:)) else {
                throw .invalidEvent("A drag needs a 'phase': began, changed, ended or cancelled.")
            }
            // A cancelled gesture has no meaningful position; the handlers ignore it then.
            let location =
                phase == .cancelled && body.location == nil
                ? CGPoint.zero : try point(required(body.location, "location"), "location")
            var start: CGPoint?
            if let startLocation = body.startLocation { start = try point(startLocation, "startLocation") }
            return .drag(target: target, phase: phase, location: location, startLocation: start)
        case "tap":
            var location: CGPoint?
            if let tapLocation = body.location { location = try point(tapLocation, "location") }
            let count = body.count ?? 1
            guard count >= 1 else { throw .invalidEvent("A tap's 'count' must be a positive integer.") }
            return .tap(target: try required(body.target, "target"), location: location, count: count)
        case "press":
            let target = try required(body.target, "target")
            guard let phase = body.phase.flatMap(DragPhase.init(rawValue:)) else {
                throw .invalidEvent("A press needs a 'phase': began, changed (a long press still held), ended or cancelled.")
            }
            if let heldFor = body.heldFor {
                guard phase == .changed || phase == .ended, heldFor.isFinite, heldFor >= 0 else {
                    throw .invalidEvent("'heldFor' is a long press's 'changed' or 'ended': seconds, 0 or more.")
                }
            }
            return .press(target: target, phase: phase, heldFor: body.heldFor)
        case "geometry":
            let width = try required(body.width, "width")
            let height = body.height ?? 0
            guard width.isFinite, width >= 0, width <= maximumExtent, height.isFinite, height >= 0,
                height <= maximumExtent
            else {
                throw .invalidEvent(
                    "A geometry event needs a 'width' (and 'height') from 0 to \(Int(maximumExtent)) points.")
            }
            return .geometry(width: CGFloat(width), height: body.height.map { CGFloat($0) })
        case "key":
            guard let key = body.key.flatMap(AdjustmentKey.init(rawValue:)) else {
                let names = AdjustmentKey.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidEvent("A key event needs a 'key': \(names).")
            }
            return .key(target: try required(body.target, "target"), key: key)
        case "input":
            let target = try required(body.target, "target")
            return try input(target: target, value: required(body.value, "value"))
        case "submit":
            return .submit(target: try required(body.target, "target"))
        default:
            throw .invalidEvent(
                "Unknown event type '\(body.type)': use drag, tap, press, key, input, submit, geometry or environment.")
        }
    }

    /// The input event setting the text field `target` to `value`, or a 400 when the text is
    /// longer than ``maximumInputBytes``.
    static func input(target: String, value: String) throws(GalleryError) -> ViewEvent {
        guard value.utf8.count <= maximumInputBytes else {
            throw .invalidEvent(
                "An input event's 'value' may have at most \(maximumInputBytes) UTF-8 bytes; this one has \(value.utf8.count).")
        }
        return .input(target: target, value: value)
    }

    private static func required<Value>(_ value: Value?, _ name: String) throws(GalleryError) -> Value {
        guard let value else { throw .invalidEvent("The event has no '\(name)'.") }
        return value
    }

    private static func point(_ point: Body.Point, _ name: String) throws(GalleryError) -> CGPoint {
        guard point.x.isFinite, point.y.isFinite else { throw .invalidEvent("'\(name)' must hold finite numbers.") }
        return CGPoint(x: point.x, y: point.y)
    }
}
