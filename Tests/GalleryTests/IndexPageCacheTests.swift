import HTTPServer
import Stylish
import Testing

@testable import Gallery

/// The index's caches (``IndexPageCache``): a cached page is byte for byte the page built afresh,
/// it changes when the state does (an event, an environment, a reset), sessions at the same state
/// share it, and the caches stay within their bounds.
@Suite("The index page's caches")
struct IndexPageCacheTests {
    private let app = GalleryApp(configuration: GalleryConfiguration())
    private let queries: [String?] = [
        nil, "q=range", "colorScheme=dark&layoutDirection=rightToLeft", "q=slider&tint=orange&disabled=1",
        "q=no+such+preview", "controlSize=large&dynamicTypeSize=xxLarge&reduceMotion=1",
    ]

    private func get(_ query: String?, cookie: String?) -> HTTPRequest {
        var headers = HTTPHeaders()
        if let cookie { headers.add("Cookie", cookie) }
        return HTTPRequest(method: .get, path: "/", query: query, headers: headers, remoteAddress: "127.0.0.1")
    }

    /// A new session's cookie (`sg_session=…`).
    private func newSession() throws -> String {
        let response = app.router().respond(to: get(nil, cookie: nil))
        let field = try #require(response.headers["Set-Cookie"])
        return String(field.prefix { $0 != ";" })
    }

    /// The cached page and the one built afresh for `query` in the session `cookie`; they must be equal.
    private func expectFresh(_ query: String?, cookie: String, _ comment: Comment) -> [UInt8] {
        let cached = app.router().respond(to: get(query, cookie: cookie))
        let fresh = app.uncachedIndexPage(get(query, cookie: cookie))
        let again = app.router().respond(to: get(query, cookie: cookie))
        #expect(cached.status == .ok)
        #expect(cached.body == fresh.body, comment)
        #expect(again.body == fresh.body, comment)
        #expect(cached.headers["Content-Type"] == fresh.headers["Content-Type"])
        return cached.body
    }

    /// Applies `event` (built from the preview's targets) to `preview` in the session `cookie`.
    private func apply(_ preview: String, cookie: String, _ event: ([Rendering.Target]) -> ViewEvent?) throws {
        let definition = try #require(app.catalogue.preview(preview))
        _ = app.withSession(get(nil, cookie: cookie)) { session in
            session.withPreview(definition) { instance in
                let targets = (instance.host.current ?? instance.host.render()).targets
                if let event = event(targets) { _ = try? instance.apply(event, seq: nil) }
            }
            return HTTPResponse()
        }
    }

    /// Sends `key` to the first target of `preview` that takes keys, in the session `cookie`.
    private func press(_ key: AdjustmentKey, on preview: String, cookie: String) throws {
        try apply(preview, cookie: cookie) { targets in
            targets.first { $0.gesture == "key" }.map { .key(target: $0.id, key: key) }
        }
    }

    @Test("Every query's cached index equals the index built afresh")
    func equalsFresh() throws {
        let cookie = try newSession()
        for query in queries { _ = expectFresh(query, cookie: cookie, "\(query ?? "/")") }
        // Back and forth between environments: each page again equals a fresh one.
        for query in queries.reversed() { _ = expectFresh(query, cookie: cookie, "again: \(query ?? "/")") }
    }

    @Test("An event changes the cached index, which still equals a fresh one")
    func afterEvent() throws {
        let cookie = try newSession()
        let before = expectFresh(nil, cookie: cookie, "before")
        try press(.end, on: "better-slider", cookie: cookie)
        let after = expectFresh(nil, cookie: cookie, "after the event")
        #expect(after != before)
        try apply("custom-button", cookie: cookie) { targets in
            targets.first { $0.gesture == "tap" }.map { .tap(target: $0.id) }
        }
        let tapped = expectFresh(nil, cookie: cookie, "after a tap")
        #expect(tapped != after)
    }

    @Test("A reset brings back the index of a new session, byte for byte")
    func afterReset() throws {
        let cookie = try newSession()
        let initial = expectFresh(nil, cookie: cookie, "initial")
        try press(.end, on: "default-slider", cookie: cookie)
        #expect(expectFresh(nil, cookie: cookie, "moved") != initial)
        let definition = try #require(app.catalogue.preview("default-slider"))
        _ = app.withSession(get(nil, cookie: cookie)) { session in
            session.reset(definition)
            return HTTPResponse()
        }
        #expect(expectFresh(nil, cookie: cookie, "reset") == initial)
    }

    @Test("An environment in the query changes the index; dropping it restores the first one")
    func environmentChange() throws {
        let cookie = try newSession()
        let plain = expectFresh(nil, cookie: cookie, "plain")
        let dark = expectFresh("colorScheme=dark", cookie: cookie, "dark")
        #expect(dark != plain)
        // Leaving the environment applies an event to each preview (their seq moves on), so the
        // page is built again, and equals a fresh one.
        let back = expectFresh(nil, cookie: cookie, "back")
        #expect(back != dark)
    }

    @Test("Sessions at the same state share one page; a session that moved gets its own")
    func sharedBetweenSessions() throws {
        let first = try newSession()
        let second = try newSession()
        let one = app.router().respond(to: get(nil, cookie: first)).body
        let pages = app.indexPages.counts.pages
        let two = app.router().respond(to: get(nil, cookie: second)).body
        #expect(one == two)
        #expect(app.indexPages.counts.pages == pages, "the second session's page was the first's")
        try press(.increment, on: "better-slider", cookie: second)
        #expect(expectFresh(nil, cookie: second, "moved") != one)
        #expect(app.router().respond(to: get(nil, cookie: first)).body == one, "the first session's page is unchanged")
    }

    @Test("A session's last page stands until a change is recorded; another session's change leaves it right")
    func rememberedPage() throws {
        let first = try newSession()
        let second = try newSession()
        let page = expectFresh(nil, cookie: first, "first")
        #expect(app.indexPages.counts.memos >= 1)
        #expect(app.router().respond(to: get(nil, cookie: first)).body == page)
        try press(.increment, on: "stepper", cookie: second)
        #expect(expectFresh(nil, cookie: first, "after another session's event") == page)
        try press(.increment, on: "stepper", cookie: first)
        #expect(expectFresh(nil, cookie: first, "after its own event") != page)
    }

    @Test("The caches stay within their bounds")
    func bounded() throws {
        let cookie = try newSession()
        for index in 0..<40 {
            _ = app.router().respond(to: get("q=s\(index)", cookie: cookie))
        }
        let counts = app.indexPages.counts
        #expect(counts.pages <= IndexPageCache.pageCapacity)
        #expect(counts.frames <= IndexPageCache.frameCapacity)
        #expect(counts.cards <= IndexPageCache.cardCapacity)
        #expect(counts.memos <= IndexPageCache.memoCapacity)
    }

    @Test("SharedCache keeps the newest values per key, replaces equal ones, and empties when full")
    func sharedCache() {
        let cache = SharedCache<String, Int>(capacity: 5, perKey: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "a")
        cache.insert(3, for: "a")
        #expect(cache.first(for: "a") == 3)
        #expect(cache.first(for: "a") { $0 < 3 } == 2)
        #expect(cache.first(for: "a") { $0 == 1 } == nil)
        cache.insert(4, for: "a") { $0 == 3 }
        #expect(cache.first(for: "a") { $0 == 3 } == nil)
        #expect(cache.count == 2)
        for key in ["b", "c", "d"] { cache.insert(9, for: key) }
        #expect(cache.count == 5)
        cache.insert(7, for: "e")
        #expect(cache.count == 1)
        #expect(cache.first(for: "a") == nil)
        #expect(cache.first(for: "e") == 7)
    }
}

extension GalleryApp {
    /// The index built afresh, without ``IndexPageCache``: what the cached page must equal.
    func uncachedIndexPage(_ request: HTTPRequest) -> HTTPResponse {
        let search = PreviewSearch(request.queryValue(named: "q"))
        let environment = PreviewEnvironment(query: request)
        let kept = environment.queryItems
        let matching = catalogue.previews.filter(search.matches)
        return withSession(request) { session in
            let cards = self.cards(matching, in: session, for: request).map { card in
                var card = card
                card.kept = kept
                return card
            }
            let page = IndexPage.html(
                title: IndexPageCache.title(search), catalogue: catalogue.previews, cards: cards, search: search,
                kept: kept, environment: environment, keeping: IndexPageCache.keeping(search))
            return .html(page)
        }
    }
}
