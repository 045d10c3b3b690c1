import Dispatch
import Foundation
import HTTPServer
import Testing

@testable import Gallery

/// A drag event on better-slider's track, as a request request in the session `cookie` (none: a new one).
private func dragRequest(seq: Int, phase: String, x: Double, cookie: String?) -> HTTPRequest {
    var headers: HTTPHeaders = ["Content-Type": "application/json"]
    if let cookie { headers.add("Cookie", cookie) }
    let body =
        #"{"seq": \#(seq), "target": "0.0.0.0.overlay", "type": "drag", "phase": "\#(phase)", "location": {"x": \#(x), "y": 2}}"#
    return HTTPRequest(
        method: .post, path: "/api/v1/previews/better-slider/events", headers: headers, body: Array(body.utf8),
        parameters: ["id": "better-slider"])
}

/// Events are first tried on the event loop, where nothing may wait: when their session is busy
/// the loop declines them (the server then runs them on a handler thread), and declining changes
/// nothing.
@Suite("Events on the event loop")
struct EventOnLoopTests {
    @Test("An event for a busy session is declined without being applied, then applied once the session is free")
    func busySessionDeclines() throws {
        let app = GalleryApp(configuration: GalleryConfiguration())
        let first = try #require(try app.eventReply(dragRequest(seq: 1, phase: "began", x: 40, cookie: nil), waiting: false))
        #expect(first.status == .ok, "a new session is never declined")
        let setCookie = try #require(first.headers["Set-Cookie"])
        let cookie = String(setCookie.prefix { $0 != ";" })
        let id = String(cookie.dropFirst(SessionStore.cookieName.count + 1))
        let definition = try #require(app.catalogue.preview("better-slider"))

        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holder = Thread {
            app.sessions.withSession(id: id) { session, _ in
                session.withPreview(definition) { _ in
                    holding.signal()
                    release.wait()
                }
            }
        }
        holder.start()
        holding.wait()
        let declined = try app.eventReply(dragRequest(seq: 2, phase: "changed", x: 200, cookie: cookie), waiting: false)
        #expect(declined == nil)
        release.signal()

        // Declining applied nothing: seq 2 is new to the session, not a replay of a stored reply.
        var applied: HTTPResponse?
        for _ in 0..<200 where applied == nil {
            applied = try app.eventReply(dragRequest(seq: 2, phase: "changed", x: 200, cookie: cookie), waiting: false)
            if applied == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        let reply = try #require(applied)
        #expect(reply.status == .ok)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Any])
        #expect(json["seq"] as? Int == 2)
        let value = try #require((json["state"] as? [String: Any])?["value"] as? Double)
        #expect(value > 0.5, "the drag to x = 200 moved the slider from where x = 40 left it")
    }

    @Test("A sleeping preview is not woken on the loop (waking replays events): declined, then woken by a handler thread")
    func sleepingPreviewDeclines() throws {
        let session = Session(key: .random(), changes: SessionStore.Changes())
        let definition = try #require(Catalogue.standard.preview("better-slider"))
        let slept = session.withPreview(definition) { instance in
            _ = instance.snapshot()
            return instance.hibernate()
        }
        #expect(slept)
        #expect(session.withPreviewIfFree(definition, variant: nil) { $0.seq } == nil)
        #expect(session.withPreview(definition) { $0.isLive } == false, "still asleep: declining woke nothing")
        #expect(
            session.withPreview(definition) {
                _ = $0.snapshot()
                return $0.isLive
            })
        #expect(session.withPreviewIfFree(definition, variant: nil) { $0.isLive } == true, "awake, it runs on the loop")
    }

    /// A ring of one live preview, the first of two sessions' better-slider awake on it.
    private func firstAwakeOnARingOfOne() throws -> (LivePreviews, Session, Session, PreviewDefinition) {
        let live = LivePreviews(limit: 1)
        let changes = SessionStore.Changes()
        let first = Session(key: .random(), changes: changes, live: live)
        let second = Session(key: .random(), changes: changes, live: live)
        let definition = try #require(Catalogue.standard.preview("better-slider"))
        _ = first.withPreview(definition) { $0.snapshot() }
        return (live, first, second, definition)
    }

    @Test("On the loop, the previews that a new one puts over the bound go to sleep on another thread, all the same")
    func sleepingIsLeftToAnotherThread() throws {
        let (live, first, second, definition) = try firstAwakeOnARingOfOne()
        #expect(first.isAwake(definition) == true)
        #expect(second.withPreviewIfFree(definition, variant: nil) { $0.snapshot() } != nil)
        var asleep = false
        for _ in 0..<500 where !asleep {
            asleep = first.isAwake(definition) == false
            if !asleep { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(asleep, "the first session's preview was put to sleep for the second's")
        #expect(live.count == 1)
    }

    @Test(
        "On the loop, once the bound of sleeps waiting for another thread is reached, the caller puts the preview to sleep itself"
    )
    func sleepingInlinePastTheDeferredBound() throws {
        let (live, first, second, definition) = try firstAwakeOnARingOfOne()
        // Other threads are as far behind as they may be.
        #expect(live.reserveDeferredSleeps(LivePreviews.maximumDeferredSleeps))
        #expect(second.withPreviewIfFree(definition, variant: nil) { $0.snapshot() } != nil)
        #expect(first.isAwake(definition) == false, "asleep before the call returned: nothing was left behind")
        #expect(live.count == 1)
        live.finishDeferredSleeps(LivePreviews.maximumDeferredSleeps)
    }

    @Test("On the loop, a preview under the bound joins the ring at once: no other thread is asked for anything")
    func admittedOnTheLoop() throws {
        let live = LivePreviews(limit: 2)
        let changes = SessionStore.Changes()
        let definition = try #require(Catalogue.standard.preview("better-slider"))
        for expected in 1...2 {
            let session = Session(key: .random(), changes: changes, live: live)
            #expect(session.withPreviewIfFree(definition, variant: nil) { $0.isLive } == true)
            #expect(live.count == expected, "admitted before the call returned")
        }
    }

    @Test("A new session's first event on the loop puts the preview over the bound to sleep, on another thread")
    func newSessionOverTheBound() throws {
        var configuration = GalleryConfiguration()
        configuration.maxLivePreviews = 1
        let app = GalleryApp(configuration: configuration)
        let definition = try #require(app.catalogue.preview("better-slider"))
        var ids: [String] = []
        for _ in 0..<2 {
            // A quiet event (a drag left in flight would keep the preview awake).
            var request = dragRequest(seq: 1, phase: "began", x: 40, cookie: nil)
            request.body = Array(#"{"seq": 1, "type": "environment", "colorScheme": "dark"}"#.utf8)
            let reply = try #require(try app.eventReply(request, waiting: false))
            #expect(reply.status == .ok)
            let cookie = try #require(reply.headers["Set-Cookie"]).prefix { $0 != ";" }
            ids.append(String(cookie.dropFirst(SessionStore.cookieName.count + 1)))
        }
        var asleep = false
        for _ in 0..<500 where !asleep {
            asleep = app.sessions.withSession(id: ids[0]) { session, _ in session.isAwake(definition) } == false
            if !asleep { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(asleep, "the first session's preview sleeps for the second's")
        #expect(app.sessions.withSession(id: ids[1]) { session, _ in session.isAwake(definition) } == true)
    }
}
