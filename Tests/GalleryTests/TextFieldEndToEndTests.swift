import Foundation
import Testing

@testable import Gallery

/// The text-field-styles preview over HTTP: typed text reaches the model, the model decides what
/// the field shows, Return submits; bad input events are refused and change nothing.
@Suite("Text fields over the JSON API and the no-JS forms", .serialized)
struct TextFieldEndToEndTests {
    private let preview = "text-field-styles"
    private var events: String { "/api/v1/previews/\(preview)/events" }

    /// The id of the field named `name`, from the preview's markup.
    private func field(_ name: String, in reply: Reply) throws -> String {
        let control = StageControl.all(in: reply.html).first { $0.name == name && $0.gestures.contains("input") }
        return try #require(control?.target, "no text field \(name)")
    }

    private func input(_ target: String, _ value: String, seq: Int) -> String {
        #"{"seq": \#(seq), "type": "input", "target": "\#(target)", "value": "\#(value)"}"#
    }

    @Test("Typed text sets the model; the model's cleaning is what the field shows; Return submits")
    func typing() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let rest = try await client.get("/api/v1/previews/\(preview)")
            let username = try field("Username", in: rest)
            let typed = try await client.post(events, input(username, "Ada Lovelace", seq: 1))
            #expect(typed.status == 200)
            #expect(typed.state["username"] as? String == "adalovelace")
            #expect(typed.html.contains(#"value="adalovelace""#))
            #expect(typed.html.contains("11/20 characters"))
            let submitted = try await client.post(events, #"{"seq": 2, "type": "submit", "target": "\#(username)"}"#)
            #expect(submitted.state["submitted"] as? String == "adalovelace")
            let note = try field("Note", in: rest)
            let noted = try await client.post(events, input(note, "Buy milk", seq: 3))
            #expect(noted.state["note"] as? String == "Buy milk")
        }
    }

    @Test("Bad input events are 400s or 404s with a clear message, and change nothing")
    func refusals() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let rest = try await client.get("/api/v1/previews/\(preview)")
            let username = try field("Username", in: rest)
            let note = try field("Note", in: rest)
            _ = try await client.post(events, input(username, "grace", seq: 1))
            let long = String(repeating: "x", count: 10_001)
            let cases: [(body: String, status: Int, message: String)] = [
                (#"{"seq": 2, "type": "input", "target": "\#(username)"}"#, 400, "The event has no 'value'."),
                (
                    #"{"seq": 2, "type": "input", "target": "\#(username)", "value": 7}"#, 400,
                    "The event's 'value' has the wrong type."
                ),
                (input(username, long, seq: 2), 400, "at most 10000 UTF-8 bytes"),
                (#"{"seq": 2, "type": "tap", "target": "\#(username)"}"#, 400, "does not respond to tap events"),
                (#"{"seq": 2, "type": "submit", "target": "\#(note)"}"#, 400, "does not respond to submit events"),
                (input("9.9.9", "x", seq: 2), 404, "No interactive element '9.9.9'"),
            ]
            for refused in cases {
                let reply = try await client.post(events, refused.body)
                #expect(reply.status == refused.status, "\(refused.message)")
                let message = reply.json["message"] as? String ?? ""
                #expect(message.contains(refused.message), "message was: \(message)")
            }
            let after = try await client.get("/api/v1/previews/\(preview)")
            #expect(after.seq == 1)
            #expect(after.state["username"] as? String == "grace")
            #expect(after.state["note"] as? String == "")
        }
    }

    @Test("An input on an element of another kind (a toggle) is a 400 that names the gesture")
    func inputOnAToggle() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let toggles = try await client.get("/api/v1/previews/toggle-styles")
            let tap = try #require((toggles.json["targets"] as? [[String: Any]])?.first?["id"] as? String)
            let reply = try await client.post("/api/v1/previews/toggle-styles/events", input(tap, "on", seq: 1))
            #expect(reply.status == 400)
            #expect(reply.json["message"] as? String == "Element '\(tap)' does not respond to input events.")
            #expect(try await client.get("/api/v1/previews/toggle-styles").state as NSDictionary == toggles.state as NSDictionary)
        }
    }

    @Test("Without JS, a field's own form posts its text; Return's Submit is a button of the card's form")
    func noScriptForm() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let page = try await client.get("/previews/\(preview)").text
            let rest = try await client.get("/api/v1/previews/\(preview)")
            let username = try field("Username", in: rest)
            #expect(page.contains(#"<label>Username <input type="text" name="input" value=""></label>"#))
            #expect(page.contains(#"<button name="target" value="\#(username)">Set Username</button>"#))
            #expect(page.contains(#"<button name="submit" value="\#(username)">Submit Username</button>"#))
            #expect(MarkupAudit(page).problems.isEmpty, "\(MarkupAudit(page).problems)")

            let form = "application/x-www-form-urlencoded"
            let set = try await client.post(
                "/previews/\(preview)", "preview=\(preview)&input=Ada+Love%21&target=\(username)", contentType: form)
            #expect(set.status == 200, "the 303 followed to the page")
            #expect(try await client.get("/api/v1/previews/\(preview)").state["username"] as? String == "adalove!")
            let submit = try await client.post(
                "/previews/\(preview)", "preview=\(preview)&submit=\(username)", contentType: form)
            #expect(submit.status == 200)
            #expect(try await client.get("/api/v1/previews/\(preview)").state["submitted"] as? String == "adalove!")

            let untargeted = try await client.post(
                "/previews/\(preview)", "preview=\(preview)&input=x", contentType: form)
            #expect(untargeted.status == 400)
            #expect(
                untargeted.text.contains("A text field&#39;s form names its field in")
                    || untargeted.text.contains("A text field's form names its field in"))
            let long = String(repeating: "y", count: 10_001)
            let tooLong = try await client.post(
                "/previews/\(preview)", "preview=\(preview)&input=\(long)&target=\(username)", contentType: form)
            #expect(tooLong.status == 400)
            #expect(try await client.get("/api/v1/previews/\(preview)").seq == 2)
        }
    }
}
