import Testing

@testable import HTTPServer

/// The default fields written once (``DefaultFields``) give the lines the writer wrote field by
/// field before, for every mix of a response's own fields and omissions.
@Suite("Default fields written once")
struct DefaultFieldsTests {
    private let defaults: [ServerConfiguration.ResponseHeader] = [
        .init(name: "Content-Security-Policy", value: "default-src 'self'; frame-ancestors 'none'"),
        .init(name: "X-Content-Type-Options", value: "nosniff"),
        .init(name: "Referrer-Policy", value: "no-referrer"),
        .init(name: "X-Frame-Options", value: "DENY"),
    ]

    /// The lines as the writer appended them one field at a time.
    private func reference(_ response: HTTPResponse, _ defaults: [ServerConfiguration.ResponseHeader]) -> [UInt8] {
        var head: [UInt8] = []
        for field in defaults
        where !response.headers.contains(field.name)
            && !response.omittedDefaultHeaders.contains(where: { HTTPHeaders.namesEqual($0, field.name) })
        {
            head += Array("\(field.name): \(field.value)\r\n".utf8)
        }
        return head
    }

    @Test("Every subset of own fields and omissions, in any case, gives the field-by-field lines")
    func sameAsFieldByField() {
        let names = defaults.map(\.name)
        for ownMask in 0..<(1 << names.count) {
            for omittedMask in 0..<(1 << names.count) {
                var response = HTTPResponse.json([])
                for (index, name) in names.enumerated() where ownMask & (1 << index) != 0 {
                    response.headers.add(index.isMultiple(of: 2) ? name.lowercased() : name.uppercased(), "own")
                }
                for (index, name) in names.enumerated() where omittedMask & (1 << index) != 0 {
                    response.omittedDefaultHeaders.append(index.isMultiple(of: 2) ? name.uppercased() : name)
                }
                let head = DefaultFields(defaults).lines(for: response)
                #expect(head == reference(response, defaults), "own \(ownMask), omitted \(omittedMask)")
            }
        }
    }

    @Test("No defaults write nothing; a response with unrelated fields gets them all in order")
    func emptyAndAll() {
        #expect(DefaultFields([]).lines(for: .text("hi")).isEmpty)
        var response = HTTPResponse.text("hi")
        response.headers.add("Cache-Control", "no-store")
        let head = DefaultFields(defaults).lines(for: response)
        #expect(head == reference(response, defaults))
        #expect(String(decoding: head, as: UTF8.self).hasPrefix("Content-Security-Policy: default-src 'self'"))
    }

    @Test("A whole head written with the fields made once equals one written from the list")
    func serializeAgrees() {
        var response = HTTPResponse.json(Array("{}".utf8))
        response.headers.add("Referrer-Policy", "same-origin")
        let fields = DefaultFields(defaults)
        for connection in [nil, "close"] {
            let fromList = ResponseWriter.serialize(
                response, isHead: false, connection: connection, date: "d", defaults: defaults)
            let fromFields = ResponseWriter.serialize(
                response, isHead: false, connection: connection, date: "d", defaults: fields)
            #expect(fromList == fromFields)
        }
    }
}
