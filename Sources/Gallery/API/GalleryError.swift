import HTTPServer

/// What the gallery answers to a request it cannot carry out; nothing changes.
struct GalleryError: Error {
    let status: HTTPStatus
    let message: String
    /// The current `seq`, for a client whose event was stale.
    var seq: Int?
    /// Why the event was refused, for the metrics (`events_refused_total{reason}`).
    var reason = EventRefusal.invalid

    static func unknownPreview(_ id: String) -> GalleryError {
        GalleryError(status: .notFound, message: "No preview named '\(id)'.", reason: .unknownPreview)
    }

    static func unknownTarget(_ message: String) -> GalleryError {
        GalleryError(status: .notFound, message: message, reason: .unknownTarget)
    }

    static func invalidEvent(_ message: String) -> GalleryError {
        GalleryError(status: .badRequest, message: message)
    }

    /// A well-formed event that contradicts the preview's state (a drag's `ended` with no drag in
    /// progress): 409 Conflict, RFC 9110 §15.5.10, with the current `seq` for resynchronising.
    static func conflict(_ message: String, current: Int) -> GalleryError {
        GalleryError(status: .conflict, message: message, seq: current, reason: .conflict)
    }

    static func outOfSequence(_ seq: Int, current: Int) -> GalleryError {
        let message =
            seq == current
            ? "Event seq \(seq) was already used by a different event; the next seq is \(current + 1)."
            : "Event seq \(seq) is out of sequence; the last applied seq is \(current), so the next is \(current + 1)."
        return GalleryError(status: .conflict, message: message, seq: current, reason: .outOfSequence)
    }

    /// The JSON error response, in the server's error format (plus `"seq"` for a 409).
    var response: HTTPResponse {
        var response = HTTPError(status, message).response
        if let seq, response.body.last == UInt8(ascii: "}") {
            response.body.removeLast()
            response.body.append(contentsOf: ", \"seq\": \(seq)}".utf8)
        }
        return response
    }
}
