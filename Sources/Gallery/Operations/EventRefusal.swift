import HTTPServer

/// Why an event was refused: the `reason` label of `stylegallery_events_refused_total`, a short
/// fixed list so that the metric's series stay few.
enum EventRefusal: String, CaseIterable, Sendable {
    /// Its `seq` is not the one after the last applied (409).
    case outOfSequence = "out_of_sequence"
    /// It contradicts the preview's state, e.g. a drag's `ended` with no drag in progress (409).
    case conflict
    /// Its target names no element of the preview (404).
    case unknownTarget = "unknown_target"
    /// Its URL names no preview (404).
    case unknownPreview = "unknown_preview"
    /// Its body, content type or variant is not an event the API takes (400, 415, 413).
    case invalid
    /// It came from another site (403).
    case forbidden
    /// Every session is busy, or the service is unavailable for now (503).
    case busy
    /// Its client started too many new sessions lately (429).
    case tooManySessions = "too_many_sessions"
    /// It applied, but its change could not be stored, so it was not acknowledged (503).
    case notStored = "not_stored"
    /// Any other refusal.
    case other

    /// The reason of a refusal answered with `status` before the event reached its preview.
    init(status: HTTPStatus) {
        switch status.code {
        case 400, 413, 415, 422: self = .invalid
        case 403: self = .forbidden
        case 404: self = .unknownPreview
        case 409: self = .conflict
        case 429: self = .tooManySessions
        case 503: self = .busy
        default: self = .other
        }
    }
}
