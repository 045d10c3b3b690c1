import Foundation
import HTTPServer
import RedisClient
import Stylish

/// The gallery as an HTTP application: pages, the JSON event API and the browser's files.
///
/// ```swift
/// let app = GalleryApp(configuration: GalleryConfiguration())
/// let server = HTTPServer(configuration: app.serverConfiguration, router: app.router())
/// try server.start()
/// ```
public struct GalleryApp: Sendable {
    /// The configuration it was made with.
    public let configuration: GalleryConfiguration
    /// The previews it serves.
    public let catalogue: Catalogue
    let sessions: SessionStore
    /// The index pages kept between requests (see ``IndexPageCache``).
    let indexPages: IndexPageCache
    /// The catalogue's previews by their (unique) ids: an API request's preview is found by one
    /// hash of its id instead of comparing it with the ids of the previews before it, as
    /// ``Catalogue/preview(_:)`` does.
    let previewsByID: [String: PreviewDefinition]
    private let persistence: SessionPersistence?
    /// The pages' open event streams (``PushChannel``).
    let push: PushChannel
    /// The networks of ``GalleryConfiguration/trustedProxies`` (see ``forwardedScheme(_:)``).
    let trustedProxies: [IPNetwork]
    /// Whether the gallery should get traffic (`GET /readyz`): parts register their checks here.
    public let readiness = Readiness()
    /// The metrics served at `GET /metrics`.
    let metrics: Metrics

    /// An app serving `catalogue` with `configuration`; `log` hears about saving and restoring
    /// sessions.
    ///
    /// The catalogue's ids must be unique: one that ``Catalogue/validate()`` refuses stops the
    /// process with its message (``StyleGallery/main(catalogue:arguments:environment:)`` checks
    /// first and exits with it instead).
    public init(
        configuration: GalleryConfiguration, catalogue: Catalogue = .standard,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.configuration = configuration
        do { try catalogue.validate() } catch { preconditionFailure(error.description) }
        let catalogue = catalogue.withImages(ImageFolder.catalog(in: configuration.imagesDirectory, log: log))
        self.catalogue = catalogue
        _ = NamedColors.gallery
        self.indexPages = IndexPageCache(catalogue: catalogue.previews)
        self.previewsByID = Dictionary(uniqueKeysWithValues: catalogue.previews.map { ($0.id, $0) })
        // The metrics come first: the stores report to them; the sessions they count come after.
        let counted = CountedSessions()
        let metrics = Metrics(
            sessions: { counted.store?.count ?? 0 }, livePreviews: { counted.store?.livePreviews?.count ?? 0 })
        self.metrics = metrics
        let redis = configuration.stateStore.map { url -> RedisStore in
            guard let address = try? RedisAddress(url: url) else { preconditionFailure("stateStore \(url) was validated") }
            return RedisStore(
                address: address, idleTimeout: configuration.sessionIdleTimeout, log: log,
                observe: metrics.stateStoreRoundTrip)
        }
        let journal =
            configuration.journal && redis == nil
            ? configuration.stateDirectory.map { JournalStore(stateDirectory: $0, log: log) } : nil
        let durability =
            redis.map { Durability(store: $0, leaseNanoseconds: $0.leaseNanoseconds) }
            ?? journal.map { Durability(store: $0, observe: metrics.journalCommitted) }
        let sessions = SessionStore(
            capacity: configuration.maxSessions, idleTimeout: configuration.sessionIdleTimeout,
            budget: NewSessionBudget(
                rate: configuration.newSessionsPerSecondPerClient, burst: configuration.newSessionBurstPerClient),
            livePreviews: configuration.maxLivePreviews, saved: configuration.stateDirectory != nil || redis != nil,
            durability: durability, remote: redis, report: log)
        // A change Redis did not take leaves the copy here in doubt: the next request loads the stored one.
        if redis != nil { durability?.onLoss = { [sessions] key in sessions.remove(key) } }
        counted.store = sessions
        self.sessions = sessions
        self.push = PushChannel(buildID: BuildIdentity.current())
        self.trustedProxies = configuration.trustedProxies
        // With Redis, the sessions are where every process finds them: no state file.
        self.persistence = (redis != nil ? nil : configuration.stateDirectory).map {
            SessionPersistence(
                directory: $0, interval: configuration.stateSaveInterval, store: sessions, catalogue: catalogue,
                journal: journal, log: log)
        }
        if let store = durability?.store {
            readiness.add("state-store") { store.unavailability }
        }
    }

    /// Reads the saved sessions back (when `stateDirectory` is set) and starts saving them every
    /// `stateSaveInterval` seconds; returns how many sessions came back.
    ///
    /// A state file that cannot be read is reported to the log and moved aside; the gallery then
    /// starts with no sessions.
    @discardableResult
    public func restoreSessions() -> Int {
        guard let persistence else { return 0 }
        let count = persistence.restore()
        persistence.start()
        return count
    }

    /// Stops the periodic saves and saves the sessions now if anything changed; returns how many
    /// were written (nil when nothing changed, persistence is off, or the write failed).
    ///
    /// Call it after the server has stopped taking requests, so that the file holds their results.
    @discardableResult
    public func saveSessions() -> Int? {
        persistence?.stop()
        sessions.durability?.close()  // what is queued is stored first
        // Another process may take them at once, rather than when their leases lapse.
        sessions.remote?.release(sessions.sessions.map(\.key))
        return persistence?.save()
    }

    /// The server's configuration with the gallery's security headers added to every response
    /// (those `Config/` sets itself win): a Content-Security-Policy that allows no inline script,
    /// `nosniff`, no referrer, and no framing (or, with `frameAncestors`, framing by those pages).
    public var serverConfiguration: ServerConfiguration {
        var server = configuration.server
        for field in securityHeaders where !server.responseHeaders.contains(where: { $0.name == field.name }) {
            server.responseHeaders.append(field)
        }
        server.requestObserver = metrics.requestObserver
        return server
    }

    /// The security headers for this configuration: `frameAncestors` replaces
    /// `X-Frame-Options: DENY` (which cannot name pages) with CSP `frame-ancestors` (CSP 3 §7.7.3).
    var securityHeaders: [ServerConfiguration.ResponseHeader] {
        let ancestors = configuration.frameAncestors.map { $0.joined(separator: " ") } ?? "'none'"
        var fields: [ServerConfiguration.ResponseHeader] = [
            .init(name: "Content-Security-Policy", value: Self.contentSecurityPolicy(frameAncestors: ancestors)),
            .init(name: "X-Content-Type-Options", value: "nosniff"),
            .init(name: "Referrer-Policy", value: "no-referrer"),
        ]
        if configuration.frameAncestors == nil { fields.append(.init(name: "X-Frame-Options", value: "DENY")) }
        return fields
    }

    /// The gallery's Content-Security-Policy, with `ancestors` as its `frame-ancestors` sources.
    static func contentSecurityPolicy(frameAncestors ancestors: String) -> String {
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
            + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors \(ancestors)"
    }

    /// `response` made framable, for embed mode (`?embed=1`): CSP `frame-ancestors` lists the
    /// configured `frameAncestors`, or `'self'` when none are (so the gallery can frame its own
    /// previews), and `X-Frame-Options`, which cannot name pages, is left out. A field that
    /// `Config/` sets itself in `server.responseHeaders` is left as it is.
    func framable(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        let own = Set(configuration.server.responseHeaders.map { $0.name.lowercased() })
        if !own.contains("content-security-policy") {
            let ancestors = configuration.frameAncestors.map { $0.joined(separator: " ") } ?? "'self'"
            response.headers.replaceOrAdd("Content-Security-Policy", Self.contentSecurityPolicy(frameAncestors: ancestors))
        }
        if !own.contains("x-frame-options") { response.omittedDefaultHeaders.append("X-Frame-Options") }
        return response
    }

    /// The routes: `/`, `/previews/:id`, `/api/v1/…` and `/assets/…`.
    public func router() -> Router {
        var router = Router()
        addPageRoutes(to: &router)
        addEnvironmentRoutes(to: &router)
        addInspectRoutes(to: &router)
        addStreamRoutes(to: &router)
        addOperationsRoutes(to: &router)
        router.add(.get, "/api/v1/previews") { _ in catalogueJSON() }
        router.add(.get, "/api/v1/previews/:id") { request in
            let definition = try preview(request)
            let variant = try requestedVariant(request)
            return withSession(request) { session in
                .json(session.withPreview(definition, variant: variant) { $0.snapshot() })
            }
        }
        // Events are answered on the event loop when their session is free (a drag's render is
        // short, and the hand-off to a handler thread and back cost more than a small preview's
        // render); when another request of the session holds it, on a handler thread.
        router.add(
            .post, "/api/v1/previews/:id/events",
            quick: { request in try countingRefusals { try eventReply(request, waiting: false) } }
        ) { request in
            try countingRefusals { try eventReply(request, waiting: true) }!
        }
        router.add(.post, "/api/v1/previews/:id/reset") { request in
            let definition = try preview(request)
            try requireSameOrigin(request)
            let variant = try requestedVariant(request)
            return withSession(request) { session in
                serverTimed {
                    session.reset(definition, variant: variant)
                    session.recordWork()
                    announcePreview(
                        definition, variant: request.queryValue(named: "variant"), seq: 0, session: session,
                        except: pushClient(of: request))
                    return .json(session.withPreview(definition, variant: variant) { $0.snapshot() })
                }
            }
        }
        router.serveFiles(at: "/assets", from: configuration.publicDirectory)
        if let images = configuration.imagesDirectory { router.serveFiles(at: "/images", from: images) }
        metrics.requests.prepare(routes: router.routeLabels)
        // The events a loop's turn applied go to the committer together at its end: one batch.
        if let durability = sessions.durability { router.turnEnded = { durability.turnEnded() } }
        return router
    }

    /// The reply to an event: the event applied to the session's preview. Without `waiting` (on
    /// an event loop), nil when the session is busy with another request or its preview must
    /// first be rebuilt (``Session/withPreviewIfFree(_:variant:_:)``); the caller then asks again,
    /// waiting, on a handler thread.
    func eventReply(_ request: HTTPRequest, waiting: Bool) throws -> HTTPResponse? {
        let definition = try preview(request)
        try requireSameOrigin(request)
        try requireJSON(request)
        let variant = try requestedVariant(request)
        let (seq, event) = try rethrowing { () throws(GalleryError) in
            try EventDecoding.decode(request.body, variant: variant)
        }
        let minimal = prefersMinimalReply(request)
        return withSession(request, waiting: waiting) { session, isNew -> HTTPResponse? in
            var applied = false
            // A local function, not a closure in a constant: passed only where it cannot escape,
            // its captures need no heap box.
            func apply(_ instance: PreviewInstance) -> HTTPResponse {
                serverTimed {
                    do throws(GalleryError) {
                        let before = instance.seq
                        let reply = try instance.apply(event, seq: seq, minimal: minimal)
                        applied = instance.seq != before
                        session.recordWork()
                        announcePreview(
                            definition, variant: request.queryValue(named: "variant"), seq: instance.seq,
                            session: session, except: pushClient(of: request))
                        var response = HTTPResponse.json(reply)
                        if minimal { response.headers.add("Preference-Applied", "return=minimal") }
                        return response
                    } catch {
                        metrics.eventRefused(error.reason)
                        return error.response
                    }
                }
            }
            let response: HTTPResponse?
            if waiting {
                response = session.withPreview(definition, variant: variant, apply)
            } else {
                // Nobody else knows a new session yet, so waiting for its lock costs nothing, and
                // declining would lose it (the retry would make another).
                response =
                    isNew
                    ? session.withPreview(definition, variant: variant, onEventLoop: true, apply)
                    : session.withPreviewIfFree(definition, variant: variant, apply)
            }
            if applied { countApplied(in: session) }
            return response
        }
    }

    /// Counts an event applied in `session` once its change is stored, or as refused when it is
    /// not (its reply is then a 503).
    private func countApplied(in session: Session) {
        guard sessions.durability != nil, let ticket = session.unsettledTicket else { return metrics.eventApplied() }
        let metrics = metrics
        ticket.whenSettled { outcome in
            if outcome == .stored { metrics.eventApplied() } else { metrics.eventRefused(.notStored) }
        }
    }

    /// Whether the request says `Prefer: return=minimal` (RFC 7240): its client takes an event's
    /// reply as a patch of the markup it holds (see ``Snapshot/minimalJSON(_:seq:rendering:base:hash:)``).
    func prefersMinimalReply(_ request: HTTPRequest) -> Bool {
        // What gallery.js sends, read without gathering the values: a first value of exactly
        // `return=minimal` is one of the tokens, whatever other fields follow.
        guard let first = request.headers["Prefer"] else { return false }
        if first == "return=minimal" { return true }
        return request.headers.tokens(for: "Prefer").contains {
            $0.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) == "return=minimal"
        }
    }

    func preview(_ request: HTTPRequest) throws -> PreviewDefinition {
        let id = request.parameter("id") ?? ""
        guard let definition = previewsByID[id] else {
            throw HTTPError(.notFound, GalleryError.unknownPreview(id).message)
        }
        return definition
    }

    /// State-changing requests must come from the gallery's own pages: an `Origin` other than
    /// this server's, or `Sec-Fetch-Site: cross-site`/`same-site`, is refused with 403 (a CSRF
    /// guard). Requests without either, as `curl` sends, pass. This server's origin is `Host`
    /// after `http://` or `https://`; after only the scheme a trusted proxy forwarded
    /// (``forwardedScheme(_:)``), when one did.
    func requireSameOrigin(_ request: HTTPRequest) throws {
        if let site = request.headers["Sec-Fetch-Site"]?.lowercased(), site != "same-origin", site != "none" {
            throw HTTPError(.forbidden, "Cross-site requests may not change a preview (Sec-Fetch-Site: \(site)).")
        }
        guard let origin = request.headers["Origin"] else { return }
        let host = request.headers["Host"] ?? ""
        let scheme = forwardedScheme(request)
        guard !host.isEmpty,
            origin == (scheme ?? "http") + "://" + host || (scheme == nil && origin == "https://" + host)
        else {
            throw HTTPError(.forbidden, "Requests from another origin may not change a preview.")
        }
    }

    /// Events are JSON in UTF-8 (RFC 8259 §8.1): `application/json`, with no charset or `utf-8`.
    func requireJSON(_ request: HTTPRequest) throws {
        let value = request.headers["Content-Type"] ?? ""
        if value == "application/json" { return }  // what gallery.js sends: no need to take it apart
        let parts = value.lowercased().split(separator: ";")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let parameters = parts.dropFirst()
        guard parts.first == "application/json", parameters.allSatisfy({ $0 == "charset=utf-8" || $0 == "charset=\"utf-8\"" })
        else {
            throw HTTPError(.unsupportedMediaType, "Events must be sent as Content-Type: application/json (UTF-8).")
        }
    }

    /// Turns a `GalleryError` into the `HTTPError` the router renders.
    func rethrowing<Result>(_ body: () throws(GalleryError) -> Result) throws -> Result {
        do { return try body() } catch { throw HTTPError(error.status, error.message) }
    }

    private func catalogueJSON() -> HTTPResponse {
        var json = JSONWriter()
        json.array(catalogue.previews) { json, preview in
            json.raw("{")
            json.key("id", first: true)
            json.string(preview.id)
            json.key("title")
            json.string(preview.title)
            json.key("section")
            json.string(preview.section.title)
            json.key("sectionTag")
            if let tag = preview.section.tag { json.string(tag) } else { json.raw("null") }
            json.key("stateKeys")
            json.array(preview.stateKeys) { json, key in json.string(key) }
            json.raw("}")
        }
        return .json(json.finish())
    }
}
