import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("The fast event reader reads the usual bodies as JSONDecoder does, and leaves the rest to it")
struct EventBodyParserTests {
    /// Bodies as gallery.js, curl and the benchmark send them.
    static let usual = [
        #"{"seq":3,"target":"0.0.0.0.overlay","type":"drag","phase":"changed","location":{"x":80,"y":2}}"#,
        #"{ "seq": 1, "target": "0.1", "type": "drag", "phase": "began", "location": { "x": 12.5, "y": -3e1 }, "startLocation": {"y": 0, "x": 1E-2} }"#,
        #"{"type":"tap","target":"0.0.1.0","count":2,"location":null}"#,
        #"{"type":"key","target":"0.0","key":"increment","seq":null}"#,
        #"{"type":"geometry","width":360,"height":0.5}"#,
        #"{"type":"geometry","width":0.0e-999,"height":-0}"#,  // zeros, written as zeros
        "{\n\t\"type\": \"press\",\r\n \"target\": \"0\", \"phase\": \"ended\"}",
        #"{"type":"tap","target":"caf\#u{E9} \#u{1F600}"}"#,
        // Integers, which it reads without the text-to-number conversion: zero's sign, the most digits.
        #"{"type":"drag","target":"0","phase":"began","location":{"x":-0,"y":0},"startLocation":{"x":-14,"y":99999999999999}}"#,
        #"{"type":"geometry","width":100000,"height":-123456789012345,"seq":-0,"count":-123456789012345}"#,
        #"{"type":"key","key":"end","target":"0","seq":123456789012345,"count":0}"#,
        // Every type and phase it gives as a literal, and texts that look like them but are not.
        #"{"type":"environment"}"#,
        #"{"type":"drag","target":"0","phase":"cancelled"}"#,
        #"{"type":"press","target":"0","phase":"began"}"#,
        #"{"type":"drags","target":"0","phase":"Began"}"#,
        #"{"type":"Tap","target":"0","phase":"change"}"#,
        #"{"type":"","target":"","phase":"endeD"}"#,
    ]

    @Test("An integer it reads as a Double is the Double the text is, sign of zero included")
    func integersAsDoubles() throws {
        for text in ["0", "-0", "7", "-7", "240", "99999999999999", "-99999999999999"] {
            let body = try #require(EventBodyParser.parse(Array(#"{"type":"geometry","width":\#(text)}"#.utf8)))
            let width = try #require(body.width)
            let expected = try #require(Double(text))
            #expect(width == expected && width.sign == expected.sign, "\(text)")
        }
    }

    /// Bodies it leaves to JSONDecoder (which may accept or refuse them).
    static let unusual = [
        #"{"type":"tap","target":"a\"b"}"#,  // an escape
        #"{"type":"tap","target":"a","target":"b"}"#,  // a repeated member
        #"{"type":"tap","target":"a","extra":1}"#,  // an unknown member
        #"{"type":"tap","target":5}"#,  // a value of the wrong kind
        #"{"type":"key","seq":1.0,"target":"a","key":"end"}"#,  // an integer written with a fraction
        #"{"type":"key","seq":1e2,"target":"a","key":"end"}"#,
        #"{"type":"key","seq":12345678901234567,"target":"a","key":"end"}"#,  // too many digits
        #"{"type":"drag","location":{"x":1e999,"y":0}}"#,  // not finite
        #"{"type":"geometry","width":1e-641}"#,  // underflows to 0, which JSONDecoder refuses
        #"{"type":"geometry","width":2e-310}"#,  // subnormal
        #"{"type":"drag","location":{"x":1,"y":2,"z":3}}"#,
        #"{"type":"drag","location":{"x":1}}"#,
        #"{"type":"drag","location":{"x":1.,"x":3,"y":0}}"#,  // a bad coordinate, then a repeat
        #"{"type":"drag","location":{"x":1e999,"x":3,"y":0}}"#,
        #"{"type":"drag","location":{"x":1,"y":1e-641,"y":0}}"#,
        #"{"type":"drag","location":{"x":1,"x":2,"y":0}}"#,  // a repeated coordinate
        #"{"type":"geometry","width":01}"#,  // a leading zero
        #"{"type":"geometry","width":-}"#,
        #"{"target":"a"}"#,  // no type
        #"{"type":null}"#,
        #"{"type":"tap"} x"#,  // trailing bytes
        "\u{FEFF}{\"type\":\"tap\"}",  // a byte-order mark
        #"[{"type":"tap"}]"#,
        #"{"type":"tap",}"#,
        "",
    ]

    @Test("A usual body: read, and exactly as JSONDecoder reads it", arguments: usual)
    func usualBodies(_ body: String) throws {
        let fast = try #require(EventBodyParser.parse(Array(body.utf8)))
        #expect(fast == (try EventDecoding.foundationBody(Array(body.utf8))))
    }

    @Test("An unusual body: left to JSONDecoder", arguments: unusual)
    func unusualBodies(_ body: String) {
        #expect(EventBodyParser.parse(Array(body.utf8)) == nil)
    }

    @Test("What it reads: every member, points and nulls")
    func members() throws {
        let body = try #require(
            EventBodyParser.parse(
                Array(
                    #"{"seq":7,"type":"drag","target":"t","phase":"began","location":{"x":-1.5,"y":2},"startLocation":null,"key":null,"count":null,"width":null,"height":null}"#
                        .utf8)))
        #expect(body.seq == 7)
        #expect(body.type == "drag")
        #expect(body.target == "t")
        #expect(body.phase == "began")
        #expect(body.location == EventDecoding.Body.Point(x: -1.5, y: 2))
        #expect(body.startLocation == nil && body.key == nil && body.count == nil && body.width == nil)
    }

    @Test("A member's name is found by its length and bytes as a search of the names finds it")
    func memberNames() {
        let members = [
            "type", "seq", "target", "phase", "location", "startLocation", "key", "count", "width", "height",
        ]
        var names = members
        for member in members {
            names += [member.uppercased(), String(member.dropLast()), member + "s", "x" + member.dropFirst()]
        }
        names += ["", "x", "y", "typf", "widt", "heighT", "startlocation"]
        for name in names {
            let found = Array(name.utf8).withUnsafeBufferPointer { EventBodyParser.member(named: $0) }
            #expect(found == members.firstIndex(of: name), "\(name)")
        }
    }

    @Test("The types and phases it gives as literals are the texts themselves, and only those")
    func knownTexts() {
        let types = ["drag", "tap", "press", "geometry", "key", "environment"]
        let phases = DragPhase.allCases.map(\.rawValue)
        for text in types + phases + ["", "dra", "drah", "Drag", "tapp", "begun", "ende", "cancelled "] {
            let bytes = Array(text.utf8)
            let type = bytes.withUnsafeBufferPointer { EventBodyParser.knownType($0) }
            let phase = bytes.withUnsafeBufferPointer { EventBodyParser.knownPhase($0) }
            #expect(type == (types.contains(text) ? text : nil), "\(text)")
            #expect(phase == (phases.contains(text) ? text : nil), "\(text)")
        }
    }
}
