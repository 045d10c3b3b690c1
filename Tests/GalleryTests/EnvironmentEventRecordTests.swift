import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Environment events: decoding and saving the seven values")
struct EnvironmentEventRecordTests {
    private static func change(_ build: (inout EnvironmentChange) -> Void) -> EnvironmentChange {
        var change = EnvironmentChange()
        build(&change)
        return change
    }

    static let changes: [EnvironmentChange] = [
        change {
            $0.colorScheme = .set(.dark)
            $0.layoutDirection = .set(.rightToLeft)
            $0.controlSize = .set(.extraLarge)
            $0.tint = .set(.teal)
            $0.isEnabled = .set(false)
            $0.accessibilityReduceMotion = .set(false)
            $0.dynamicTypeSize = .set(.accessibility3)
        },
        change {
            $0.colorScheme = .reset
            $0.tint = .reset
            $0.isEnabled = .reset
            $0.dynamicTypeSize = .set(.xSmall)
        },
        EnvironmentChange(),
    ]

    @Test("Sets and resets survive a saved record and JSON, and the record is itself a valid API event")
    func roundTrip() throws {
        for change in Self.changes {
            let record = EventRecord(.environment(change))
            let data = try JSONEncoder().encode(record)
            let decoded = try JSONDecoder().decode(EventRecord.self, from: data)
            #expect(decoded.event == .environment(change))
            #expect(try EventDecoding.decode(Array(data)).event == .environment(change))
        }
    }

    @Test("A record saved before the seven values (colour scheme and reduce motion only) still reads")
    func oldRecord() throws {
        let data = Data(#"{"type":"environment","colorScheme":"dark","reduceMotion":true}"#.utf8)
        let record = try JSONDecoder().decode(EventRecord.self, from: data)
        #expect(record.event == .environment(colorScheme: .dark, reduceMotion: true))
    }

    @Test("A record with an unknown value or reset key is not an event (a file edited by hand)")
    func badRecord() throws {
        for json in [#"{"type":"environment","tint":"chartreuse"}"#, #"{"type":"environment","reset":["colour"]}"#] {
            #expect(try JSONDecoder().decode(EventRecord.self, from: Data(json.utf8)).event == nil)
        }
    }

    @Test("The API reads null and \"automatic\" as a reset, and leaves absent keys alone")
    func decoding() throws {
        let body = #"{"type":"environment","colorScheme":null,"reduceMotion":"automatic","controlSize":"mini"}"#
        let event = try EventDecoding.decode(Array(body.utf8)).event
        #expect(
            event
                == .environment(
                    Self.change {
                        $0.colorScheme = .reset
                        $0.accessibilityReduceMotion = .reset
                        $0.controlSize = .set(.mini)
                    }))
    }

    @Test(
        "Bad environment events are 400s",
        arguments: [
            #"{"type":"environment","reset":"tint"}"#, #"{"type":"environment","reset":["tint", "colour"]}"#,
            #"{"type":"environment","reduceMotion":1}"#, #"{"type":"environment","disabled":"1"}"#,
            #"{"type":"environment","tint":{"name":"red"}}"#,
        ])
    func badEvents(_ body: String) {
        #expect(throws: GalleryError.self) { try EventDecoding.decode(Array(body.utf8)) }
    }
}
