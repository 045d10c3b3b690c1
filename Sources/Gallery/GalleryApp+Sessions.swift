import HTTPServer

/// Requests in their sessions: finding or making the session a cookie names, the cookie of a new
/// one, the answers when none can be had, and holding each reply until the session's last change
/// is stored.
extension GalleryApp {
    /// Runs `body` in the request's session, setting the cookie when the session is new; a 503
    /// with `Retry-After` when a new session is needed and every session is in use, a 429 with
    /// `Retry-After` when the client's address has started too many new sessions lately.
    func withSession(_ request: HTTPRequest, _ body: (Session) -> HTTPResponse) -> HTTPResponse {
        withSession(request) { session, _ in body(session) }!
    }

    /// ``withSession(_:_:)`` for a `body` that may decline (nil), which it must not do for a new
    /// session (`isNew`): that session would be lost with the cookie that names it.
    ///
    /// The reply waits until the session's last change is stored (acknowledged means stored),
    /// unless `acknowledging` is false: for a reply that tells nothing of the session's state (its
    /// event stream, which must not be held or replaced).
    func withSession(
        _ request: HTTPRequest, waiting: Bool = true, acknowledging: Bool = true,
        _ body: (Session, _ isNew: Bool) -> HTTPResponse?
    ) -> HTTPResponse? {
        // The cookie's value is parsed where it lies: no string is made for it.
        var key: SessionID?
        request.readCookie(named: SessionStore.cookieName) { key = SessionID(utf8: $0) }
        // `Cache-Control` is set where each response is made, while its field list is its own: set
        // on a copy taken out of the store's answer, it copied the list.
        return sessions.withSession(
            key: key, client: clientAddress(request), waiting: waiting,
            { session, isNew -> HTTPResponse? in
                guard var response = body(session, isNew) else { return nil }
                if isNew { response.headers.add("Set-Cookie", sessionCookie(session, for: request)) }
                response.headers.replaceOrAdd("Cache-Control", "no-store")
                // Acknowledged means stored: the reply waits for the session's last change.
                if acknowledging, let durability = sessions.durability, let ticket = session.unsettledTicket {
                    return durability.acknowledge(response, after: ticket)
                }
                return response
            },
            refused: { refusal -> HTTPResponse? in
                if refusal == .mustWait { return nil }  // asked again on a handler thread
                var answer = Self.refusal(refusal)
                answer.headers.replaceOrAdd("Cache-Control", "no-store")
                return answer
            })
    }

    /// The answer when no session could be had: a 503 when every session is busy, a 429 when
    /// the client's address has started too many new sessions lately; each with `Retry-After`.
    static func refusal(_ refusal: SessionStore.Refusal) -> HTTPResponse {
        switch refusal {
        case .mustWait:
            // Only a caller that cannot wait is told this, and it declines instead (see withSession).
            HTTPError(.serviceUnavailable, "The session is being loaded; try again.", headers: ["Retry-After": "1"]).response
        case .unavailable(let reason, let retryAfter):
            HTTPError(
                .serviceUnavailable, "Your session cannot be had right now (\(reason)); try again in \(retryAfter) s.",
                headers: ["Retry-After": String(retryAfter)]
            ).response
        case .busy:
            HTTPError(.serviceUnavailable, "Every session is busy; try again in a second.", headers: ["Retry-After": "1"])
                .response
        case .tooManyNew(let retryAfter):
            HTTPError(
                .tooManyRequests,
                "Too many new sessions from your address; try again in \(retryAfter) s. Requests that send "
                    + "their session cookie are not limited.",
                headers: ["Retry-After": String(retryAfter)]
            ).response
        }
    }

    /// The `Set-Cookie` value that gives a client `session`, built in one string (only a new
    /// session's reply carries it); `Secure` with `secureCookies`, or when a trusted proxy says
    /// `request` came over HTTPS.
    func sessionCookie(_ session: Session, for request: HTTPRequest) -> String {
        var cookie = SessionStore.cookieName
        cookie.reserveCapacity(96)
        cookie += "="
        cookie += session.id
        cookie += "; Path=/; HttpOnly; SameSite=Strict"
        if configuration.secureCookies || forwardedScheme(request) == "https" { cookie += "; Secure" }
        return cookie
    }
}
