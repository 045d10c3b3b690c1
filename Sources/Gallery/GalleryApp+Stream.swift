import HTTPServer

extension GalleryApp {
    /// The id of the code this process runs (``BuildIdentity``): `STYLEGALLERY_BUILD_ID`, or a
    /// hash of the executable's path, size and modification time. Every page's stream says it
    /// in its `hello`.
    public var buildID: String { push.buildID }

    /// Tells every open page where a rebuild of the gallery's code is: `build-started`,
    /// `build-failed` (an overlay with each diagnostic's file, line and message) or
    /// `build-succeeded`. A page that connects later is told the last build started or failed
    /// too, until one succeeds. Thread-safe; never waits for a client.
    ///
    /// ```swift
    /// app.announceBuild(.started)
    /// app.announceBuild(.failed([BuildDiagnostic(file: "Sources/App/Style.swift", line: 12, column: 5,
    ///                                            message: "cannot find 'colr' in scope")]))
    /// ```
    public func announceBuild(_ status: BuildStatus) {
        push.announce(status)
    }

    /// The push channel's route: `GET /api/v1/stream?client=ID`, an event stream of the
    /// caller's session (docs/API.md).
    func addStreamRoutes(to router: inout Router) {
        router.add(.get, "/api/v1/stream") { request in
            let client = PushChannel.clientID(request.queryValue(named: "client"))
            // Not held for the session's last change: the stream says nothing of the state yet,
            // and a held (or refused) reply would leave it opened and never detached.
            return withSession(request, acknowledging: false) { session, _ in
                .eventStream(push.open(session: session.id, client: client))
            }!
        }
    }

    /// The client id a request's page sent (`X-Gallery-Client`), if valid.
    func pushClient(of request: HTTPRequest) -> String? {
        PushChannel.clientID(request.headers["X-Gallery-Client"])
    }

    /// Tells the other pages of `session` that the preview `definition` (its `variant`
    /// instance, as the request named it) is now at `seq`; not the page `except` that changed it.
    func announcePreview(
        _ definition: PreviewDefinition, variant: String?, seq: Int, session: Session, except client: String?
    ) {
        guard push.isWatched(session: session.id) else { return }
        var json = JSONWriter()
        json.raw("{")
        json.key("preview", first: true)
        json.string(definition.id)
        json.key("variant")
        if let variant { json.string(variant) } else { json.raw("null") }
        json.key("seq")
        json.integer(seq)
        json.raw("}")
        push.send(
            event: "preview", data: String(decoding: json.finish(), as: UTF8.self), session: session.id, except: client)
    }
}
