import Foundation

extension ChangeRecord {
    /// The record as one line of JSON, the form stores keep (read back by ``decoded(_:)``).
    ///
    /// Written directly (a drag's record is made for every event, on the event loop); only a
    /// checkpoint, taken once in many events, goes through `JSONEncoder`.
    func encoded() throws -> [UInt8] {
        var json = JSONWriter(capacity: 256)
        json.raw("{")
        json.member("session", first: true)
        json.string(session)
        json.member("preview")
        json.string(preview)
        json.member("time")
        json.number(time)
        json.member("seq")
        json.integer(seq)
        if let event {
            json.member("event")
            event.write(to: &json)
        }
        if let checkpoint {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            json.member("checkpoint")
            json.raw(String(decoding: try encoder.encode(checkpoint), as: UTF8.self))
        }
        if dropsLog == true {
            json.member("dropsLog")
            json.raw("true")
        }
        json.raw("}")
        return json.finish()
    }
}

extension EventRecord {
    /// The record as a JSON object, its absent fields left out (as `JSONEncoder` leaves them).
    func write(to json: inout JSONWriter) {
        json.raw("{")
        json.member("type", first: true)
        json.string(type)
        if let target {
            json.member("target")
            json.string(target)
        }
        if let phase {
            json.member("phase")
            json.string(phase)
        }
        if let location {
            json.member("location")
            location.write(to: &json)
        }
        if let startLocation {
            json.member("startLocation")
            startLocation.write(to: &json)
        }
        if let key {
            json.member("key")
            json.string(key)
        }
        if let count {
            json.member("count")
            json.integer(count)
        }
        if let reduceMotion {
            json.member("reduceMotion")
            json.raw(reduceMotion ? "true" : "false")
        }
        if let colorScheme {
            json.member("colorScheme")
            json.string(colorScheme)
        }
        if let layoutDirection {
            json.member("layoutDirection")
            json.string(layoutDirection)
        }
        if let controlSize {
            json.member("controlSize")
            json.string(controlSize)
        }
        if let tint {
            json.member("tint")
            json.string(tint)
        }
        if let disabled {
            json.member("disabled")
            json.raw(disabled ? "true" : "false")
        }
        if let dynamicTypeSize {
            json.member("dynamicTypeSize")
            json.string(dynamicTypeSize)
        }
        if let reset {
            json.member("reset")
            json.array(reset) { json, key in json.string(key) }
        }
        if let width {
            json.member("width")
            json.number(width)
        }
        if let height {
            json.member("height")
            json.number(height)
        }
        if let value {
            json.member("value")
            json.string(value)
        }
        if let heldFor {
            json.member("heldFor")
            json.number(heldFor)
        }
        json.raw("}")
    }
}

extension EventRecord.Point {
    /// `{"x":…,"y":…}`.
    func write(to json: inout JSONWriter) {
        json.raw("{")
        json.member("x", first: true)
        json.number(x)
        json.member("y")
        json.number(y)
        json.raw("}")
    }
}
