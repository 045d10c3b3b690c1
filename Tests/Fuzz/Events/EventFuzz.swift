// libFuzzer target for the event decoder and dispatcher. Not a SwiftPM target:
// scripts/fuzz-events.sh compiles Stylish, StylishControls and HTTPServer as modules, then this
// file and FuzzJSON.swift together with Sources/Gallery/**/*.swift into one module (so
// `EventDecoding` and `PreviewInstance` are visible), with `swiftc -sanitize=fuzzer,address`.
//
// Input layout:
//   byte 0: picks the catalogue preview (modulo the catalogue's size);
//   byte 1: seeds which target `@T` stands for;
//   rest:   up to 64 lines, each one event body as a client posts it. In a line, `@T` becomes the
//           id of one of the current rendering's targets (so the fuzzer reaches real handlers:
//           drag sequences, keys, taps) and `@S` the next `seq`.
//
// Each line is decoded; a decodable event is applied to the session's instance of the preview, as
// the events route does. Invariants, checked after every line:
//   - a refused body is a 400 whose JSON error has exactly "status", "error", "message";
//   - an applied event's reply is a snapshot with exactly the documented keys, in order, of the
//     documented types (finite numbers, no null frames), its seq one more than before (or the
//     same for a retry, or for a drag `cancelled` with no drag in progress, whose reply is then
//     the snapshot from before, byte for byte), its state keys the preview's public keys, its html a canvas whose data-k
//     values are unique — and it is byte-identical to a fresh snapshot taken right after;
//   - a refused event (400, 404, 409) changes nothing: the snapshot is byte-identical to before,
//     and its JSON error is well formed (with "seq" for a 409; a 409 without a seq in the event
//     is a drag with no drag in progress);
//   - every reply is strict JSON (FuzzJSON), never anything JSONSerialization merely tolerates;
//   - every other line asks for a minimal reply: its patch applied to the snapshot before (and its
//     targets taken from there when left out) gives the snapshot after;
//   - whatever the fast body reader (EventBodyParser) reads, JSONDecoder reads the same;
//   - the preview's host is a checked host (the script sets STYLEGALLERY_CHECK_ENGINE=1): after
//     every event the incremental engine's rendering equals the reference engine's, and its
//     changed tokens are those a walk of the two markups finds.
// A broken invariant calls `fatalError`, which libFuzzer reports as a crash with the input
// saved; a hang is caught by libFuzzer's -timeout.

import Stylish

/// The libFuzzer entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvents(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size >= 2 else { return 0 }
    let previews = Catalogue.standard.previews
    let definition = previews[Int(data[0]) % previews.count]
    let targetSeed = Int(data[1])
    let input = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
    let instance = PreviewInstance(definition: definition)
    for (number, line) in input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).prefix(64).enumerated() {
        EventFuzzStep(definition: definition, instance: instance).run(Array(line), choice: targetSeed + number)
    }
    return 0
}

/// One line of the input against one instance.
struct EventFuzzStep {
    let definition: PreviewDefinition
    let instance: PreviewInstance

    func run(_ line: [UInt8], choice: Int) {
        let before = instance.snapshot()
        let beforeSeq = instance.seq
        checkSnapshot(before, seq: beforeSeq)
        let targets = (instance.host.current ?? instance.host.render()).targets
        let target = targets.isEmpty ? "none" : targets[choice % targets.count].id
        let body = substitute(substitute(line, "@T", with: target), "@S", with: String(beforeSeq + 1))

        // The fast reader may only ever read what JSONDecoder reads: equal, and alike to the sign
        // of a zero (`==` holds -0.0 and 0.0 equal; their descriptions differ).
        if let fast = EventBodyParser.parse(body) {
            let foundation = try? EventDecoding.foundationBody(body)
            check(
                foundation == fast && String(describing: foundation) == String(describing: Optional(fast)),
                "the fast reader read \(fast), JSONDecoder \(String(describing: foundation))")
        }
        let decoded: (seq: Int?, event: ViewEvent)
        do throws(GalleryError) {
            decoded = try EventDecoding.decode(body)
        } catch {
            check(error.status.code == 400, "a body the decoder refused got \(error.status.code)")
            checkError(error.response.body, status: 400, seq: nil)
            check(instance.snapshot() == before, "a refused body changed the preview")
            return
        }
        do throws(GalleryError) {
            let minimal = choice % 2 == 1
            var reply = try instance.apply(decoded.event, seq: decoded.seq, minimal: minimal)
            if minimal {
                let snapshot = instance.snapshot()
                check(
                    whole(reply, before: before) == parse(snapshot, "snapshot"), "a minimal reply made whole is not the snapshot")
                reply = snapshot
            }
            let isRetry = decoded.seq == beforeSeq && beforeSeq > 0
            if instance.seq == beforeSeq, !isRetry {
                guard case .drag(_, .cancelled, _, _) = decoded.event else {
                    fail("seq stayed at \(beforeSeq) for an event that is not a cancel")
                }
                check(reply == before, "a cancel with nothing to cancel changed the snapshot")
            } else {
                check(instance.seq == (isRetry ? beforeSeq : beforeSeq + 1), "seq went from \(beforeSeq) to \(instance.seq)")
            }
            checkSnapshot(reply, seq: instance.seq)
            check(reply == instance.snapshot(), "the reply differs from a snapshot taken right after it")
        } catch {
            check([400, 404, 409].contains(error.status.code), "an event was refused with \(error.status.code)")
            if error.status.code == 409, decoded.seq == nil {
                guard case .drag = decoded.event else { fail("409 for an event without seq") }
            }
            checkError(error.response.body, status: error.status.code, seq: error.status.code == 409 ? beforeSeq : nil)
            check(instance.seq == beforeSeq, "a refused event moved seq from \(beforeSeq) to \(instance.seq)")
            check(instance.snapshot() == before, "a refused event changed the rendering (\(error.message))")
        }
    }

    /// A minimal reply made whole again as a client does it: its patch applied to the markup of
    /// `before`, its targets taken from `before` when left out.
    func whole(_ reply: [UInt8], before: [UInt8]) -> FuzzJSON {
        let json = parse(reply, "minimal reply")
        let previous = parse(before, "snapshot")
        guard let object = json.members, case .string(let base)? = previous["html"] else { fail("snapshot shape") }
        var members: [(String, FuzzJSON)] = []
        for (name, value) in object {
            if name == "size", json["targets"] == nil, let targets = previous["targets"] {
                members.append(("targets", targets))
            }
            if name == "patch" {
                members.append(("html", .string(patched(base, value))))
            } else {
                members.append((name, value))
            }
        }
        return FuzzJSON.object(members)
    }

    /// `base` with the reply's `patch` applied, as gallery.js applies it.
    func patched(_ base: String, _ patch: FuzzJSON) -> String {
        guard case .string(let hash)? = patch["hash"], case .array(let list)? = patch["edits"] else { fail("patch shape") }
        var edits: [HTMLPatch.Edit] = []
        for edit in list {
            guard case .array(let parts) = edit, parts.count == 4, case .number(let token) = parts[0],
                case .number(let start) = parts[1], case .number(let end) = parts[2], case .string(let text) = parts[3]
            else { fail("patch edit shape") }
            edits.append(HTMLPatch.Edit(token: Int(token), keepStart: Int(start), keepEnd: Int(end), text: text))
        }
        guard let html = HTMLPatch(edits: edits, hash: hash).applied(to: base) else { fail("the patch does not apply") }
        return html
    }

    /// `bytes` with every `token` replaced by `value`.
    func substitute(_ bytes: [UInt8], _ token: String, with value: String) -> [UInt8] {
        let token = Array(token.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: token) {
                result += value.utf8
                index += token.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// A snapshot: `{"id","seq","state","targets","size","animation","html"}` as docs/API.md says.
    func checkSnapshot(_ bytes: [UInt8], seq: Int) {
        let json = parse(bytes, "snapshot")
        let keys = json.members?.map(\.0) ?? []
        check(keys == ["id", "seq", "state", "targets", "size", "animation", "html"], "snapshot keys \(keys)")
        check(json["id"] == .string(definition.id), "snapshot id \(String(describing: json["id"]))")
        check(json["seq"] == .number(Double(seq)), "snapshot seq \(String(describing: json["seq"])), expected \(seq)")
        let stateKeys = json["state"]?.members?.map(\.0) ?? ["(not an object)"]
        check(stateKeys == definition.stateKeys.filter(stateKeys.contains), "state keys \(stateKeys)")
        guard case .array(let targets)? = json["targets"] else { fail("targets is not an array") }
        for target in targets {
            let keys = target.members?.map(\.0)
            check(keys == ["id", "gesture", "frame", "role", "label"], "target keys \(String(describing: keys))")
            guard case .string(let id)? = target["id"], !id.isEmpty, case .string? = target["gesture"] else {
                fail("target id or gesture is not a non-empty string")
            }
            checkBox(target["frame"], ["x", "y", "width", "height"], "target \(id) frame")
            for name in ["role", "label"] {
                switch target[name] {
                case .string(let text)?: check(!text.isEmpty, "target \(id) \(name) is empty, not null")
                case .null?: break
                default: fail("target \(id) \(name) is neither a string nor null")
                }
            }
        }
        checkBox(json["size"], ["width", "height"], "size")
        if let animation = json["animation"], animation != .null {
            check(animation.members?.map(\.0) == ["name", "duration"], "animation keys")
            guard case .string? = animation["name"], case .number(let duration)? = animation["duration"], duration >= 0 else {
                fail("animation name or duration")
            }
        }
        guard case .string(let html)? = json["html"] else { fail("html is not a string") }
        check(html.hasPrefix("<div class=\"sg-canvas\""), "html does not start with the canvas")
        var keysSeen = Set<Substring>()
        for part in html.split(separator: " data-k=\"").dropFirst() {
            let key = part.prefix { $0 != "\"" }
            check(keysSeen.insert(key).inserted, "data-k \"\(key)\" twice in one canvas")
        }
    }

    /// An object of finite numbers named `names` (sizes not negative).
    func checkBox(_ value: FuzzJSON?, _ names: [String], _ what: String) {
        check(value?.members?.map(\.0) == names, "\(what) keys")
        for name in names {
            guard case .number(let number)? = value?[name] else { fail("\(what).\(name) is not a number") }
            check(!(name == "width" || name == "height") || number >= 0, "\(what).\(name) is \(number)")
        }
    }

    /// An error: `{"status","error","message"}` (and `"seq"` for a 409).
    func checkError(_ bytes: [UInt8], status: Int, seq: Int?) {
        let json = parse(bytes, "error")
        let keys = json.members?.map(\.0) ?? []
        check(keys == ["status", "error", "message"] + (seq == nil ? [] : ["seq"]), "error keys \(keys)")
        check(json["status"] == .number(Double(status)), "error status")
        guard case .string? = json["error"], case .string(let message)? = json["message"], !message.isEmpty else {
            fail("error or message is not a string")
        }
        if let seq { check(json["seq"] == .number(Double(seq)), "409 seq") }
        check(!bytes.contains(UInt8(ascii: "<")), "raw '<' in an error")
    }

    func parse(_ bytes: [UInt8], _ what: String) -> FuzzJSON {
        switch FuzzJSON.parse(bytes) {
        case .success(let json): return json
        case .failure(let error):
            fail("\(what) is not JSON (\(error.message)): \(String(decoding: bytes.prefix(300), as: UTF8.self))")
        }
    }
}

private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fail(message()) }
}

private func fail(_ message: String) -> Never {
    fatalError("event invariant broken: \(message)")
}
