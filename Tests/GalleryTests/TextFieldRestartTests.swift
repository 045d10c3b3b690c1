import Foundation
import Testing

@testable import Gallery

#if canImport(Glibc)
    import Glibc
#endif

/// Typed text across a restart of the real `gallery` binary: the input events are saved (past a
/// checkpoint, which holds the text as a string) and the restarted server shows the same text.
@Suite("Typed text survives a restart", .serialized)
struct TextFieldRestartTests {
    private let preview = "text-field-styles"

    @Test("Text typed a character at a time, then submitted, is in the model and the field after a restart")
    func restart() async throws {
        let folder = try TemporaryFolder()
        let state = folder.path + "/state"
        let first = try GalleryBinary(stateDirectory: state, saveInterval: 3600, configFolder: folder.path)
        let client = GalleryClient(port: first.port)
        let rest = try await client.get("/api/v1/previews/\(preview)")
        let field = try #require(
            StageControl.all(in: rest.html).first { $0.name == "Note" && $0.gestures.contains("input") }?.target)
        let username = try #require(
            StageControl.all(in: rest.html).first { $0.name == "Username" && $0.gestures.contains("input") }?.target)
        // More events than a checkpoint's interval: the restart starts from a checkpoint's strings.
        let text = "A note typed one key at a time, é included"
        var typed = ""
        var seq = 0
        for character in text {
            typed.append(character)
            seq += 1
            let body = #"{"seq": \#(seq), "type": "input", "target": "\#(field)", "value": "\#(typed)"}"#
            #expect(try await client.post("/api/v1/previews/\(preview)/events", body).status == 200)
        }
        seq += 1
        _ = try await client.post(
            "/api/v1/previews/\(preview)/events",
            #"{"seq": \#(seq), "type": "input", "target": "\#(username)", "value": "Grace Hopper"}"#)
        seq += 1
        let last = try await client.post(
            "/api/v1/previews/\(preview)/events", #"{"seq": \#(seq), "type": "submit", "target": "\#(username)"}"#)
        #expect(last.state["note"] as? String == text)
        #expect(last.state["submitted"] as? String == "gracehopper")
        let before = try await client.get("/api/v1/previews/\(preview)")
        #expect(first.stop(SIGTERM) == 0)
        let saved = try #require(try StateFile(directory: state).read())
        let record = try #require(try SessionArchive.decode(saved).sessions.first?.previews.first)
        #expect(record.checkpoint != nil, "the text was saved in a checkpoint, the events after it replayed")

        let second = try GalleryBinary(stateDirectory: state, saveInterval: 3600, configFolder: folder.path)
        defer { second.stop() }
        let after = try await GalleryClient(port: second.port, cookie: client.cookie).get("/api/v1/previews/\(preview)")
        #expect(after.seq == seq)
        #expect(after.state as NSDictionary == before.state as NSDictionary)
        #expect(after.html == before.html)
        #expect(after.html.contains(#"value="\#(text)""#))
    }
}
