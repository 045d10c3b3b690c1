import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Decoding the input and submit events")
struct InputEventDecodingTests {
    private func decode(_ json: String) throws(GalleryError) -> ViewEvent {
        try EventDecoding.decode(Array(json.utf8)).event
    }

    /// The message of the 400 that decoding `json` gives.
    private func refusal(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            #expect(error.status == .badRequest)
            return error.message
        }
    }

    @Test("An input carries a target and the field's whole text; a submit a target")
    func decodes() throws {
        #expect(
            try decode(#"{"seq":1,"type":"input","target":"0.1","value":"Ada"}"#) == .input(target: "0.1", value: "Ada"))
        #expect(try decode(#"{"type":"input","target":"0.1","value":""}"#) == .input(target: "0.1", value: ""))
        #expect(try decode(#"{"type":"submit","target":"0.1"}"#) == .submit(target: "0.1"))
    }

    @Test("The fast reader and JSONDecoder read the same text: escapes, quotes and non-ASCII")
    func text() throws {
        let plain = #"{"type":"input","target":"t","value":"café ☕"}"#
        #expect(EventBodyParser.parse(Array(plain.utf8))?.value == "café ☕")
        #expect(try decode(plain) == .input(target: "t", value: "café ☕"))
        let escaped = #"{"type":"input","target":"t","value":"say \"hi\"\n\u00e9"}"#
        #expect(EventBodyParser.parse(Array(escaped.utf8)) == nil, "an escape is left to JSONDecoder")
        #expect(try decode(escaped) == .input(target: "t", value: "say \"hi\"\né"))
    }

    @Test("An input without a string value, or without a target, is a 400 that says so")
    func refusesMissingOrWrongValue() {
        #expect(refusal(#"{"type":"input","target":"t"}"#) == "The event has no 'value'.")
        #expect(refusal(#"{"type":"input","target":"t","value":null}"#) == "The event has no 'value'.")
        #expect(refusal(#"{"type":"input","target":"t","value":42}"#) == "The event's 'value' has the wrong type.")
        #expect(refusal(#"{"type":"input","target":"t","value":["a"]}"#) == "The event's 'value' has the wrong type.")
        #expect(refusal(#"{"type":"input","value":"a"}"#) == "The event has no 'target'.")
        #expect(refusal(#"{"type":"submit"}"#) == "The event has no 'target'.")
        #expect(refusal(#"{"type":"type"}"#)?.contains("input, submit") == true)
    }

    @Test("A text of up to 10,000 UTF-8 bytes is taken; one more is a 400 that gives the bound")
    func bound() throws {
        let most = String(repeating: "a", count: 10_000)
        #expect(try decode(#"{"type":"input","target":"t","value":"\#(most)"}"#) == .input(target: "t", value: most))
        #expect(
            refusal(#"{"type":"input","target":"t","value":"\#(most)b"}"#)
                == "An input event's 'value' may have at most 10000 UTF-8 bytes; this one has 10001.")
        // Bytes, not characters: 5,000 two-byte characters are 10,000 bytes, one more is over.
        let accents = String(repeating: "é", count: 5_000)
        #expect(throws: Never.self) { try decode(#"{"type":"input","target":"t","value":"\#(accents)"}"#) }
        #expect(refusal(#"{"type":"input","target":"t","value":"\#(accents)é"}"#)?.contains("10002") == true)
    }

    @Test("Input and submit events are saved and read back as they were")
    func records() throws {
        let events: [ViewEvent] = [
            .input(target: "0.1", value: "a \"quoted\" line\nand é"), .input(target: "0.1", value: ""),
            .submit(target: "0.1"),
        ]
        let records = events.map(EventRecord.init)
        let decoded = try JSONDecoder().decode([EventRecord].self, from: JSONEncoder().encode(records))
        #expect(decoded.map(\.event) == events)
        let (_, event) = try EventDecoding.decode(Array(try JSONEncoder().encode(records[0])))
        #expect(event == events[0], "a saved input reads like an API input")
        let broken = try JSONDecoder().decode(EventRecord.self, from: Data(#"{"type": "input", "target": "t"}"#.utf8))
        #expect(broken.event == nil)
    }
}
