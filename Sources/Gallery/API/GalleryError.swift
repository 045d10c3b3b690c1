import HTTPServer

/// What the gallery answers to a request it cannot carry out; nothing changes.
struct GalleryError: Error {
    let status: HTTPStatus
    let message: String
    /// The current `seq`, for a client whose event was stale.
    var seq: Int?

    static func unknownPreview(_ id: String) -> GalleryError {
        GalleryError(status: .notFound, message: "No preview named '\(id)'.")
    }

    static func unknownTarget(_ message: String) -> GalleryError {
        GalleryError(status: .notFound, message: message)
    }

    static func invalidEvent(_ message: String) -> GalleryError {
        GalleryError(status: .badRequest, message: message)
    }

    static func staleSequence(_ seq: Int, current: Int) -> GalleryError {
        GalleryError(status: .conflict, message: "Event seq \(seq) is not after the last applied seq \(current).", seq: current)
    }

    /// The JSON error response.
    var response: HTTPResponse {
        var json = JSONWriter(capacity: 128)
        json.raw("{")
        json.key("status", first: true)
        json.number(Double(status.code))
        json.key("error")
        json.string(status.reason)
        json.key("message")
        json.string(message)
        if let seq {
            json.key("seq")
            json.number(Double(seq))
        }
        json.raw("}")
        return HTTPResponse.json(json.bytes, status: status)
    }
}
