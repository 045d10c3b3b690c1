import Testing

@testable import HTTPServer

/// Path parameters kept without a dictionary for one read, compare and convert as the
/// dictionary of them.
@Suite("Path parameters")
struct PathParametersTests {
    @Test("Set one by one, they are the dictionary set key by key, the last value of a name kept")
    func setting() {
        let sequences: [[(String, String)]] = [
            [], [("id", "slider")], [("id", "a"), ("id", "b")], [("id", "a"), ("kind", "b")],
            [("a", "1"), ("b", "2"), ("c", "3"), ("b", "4")], [("é", "x"), ("e\u{301}", "y")],
        ]
        for sequence in sequences {
            var parameters = PathParameters()
            var dictionary: [String: String] = [:]
            for (name, value) in sequence {
                parameters.set(value, for: name)
                dictionary[name] = value
            }
            #expect(parameters.dictionary == dictionary)
            #expect(parameters == PathParameters(dictionary))
            #expect(PathParameters(dictionary).dictionary == dictionary)
            for name in ["id", "kind", "a", "b", "c", "é", "missing"] {
                #expect(parameters[name] == dictionary[name], "\(name) of \(sequence)")
            }
        }
    }

    @Test("A request's parameters read, set and compare as its dictionary")
    func request() {
        var request = HTTPRequest(method: .get, path: "/p/x", parameters: ["id": "x"])
        #expect(request.parameter("id") == "x")
        #expect(request.parameters == ["id": "x"])
        request.parameters["kind"] = "y"
        #expect(request.parameter("kind") == "y")
        #expect(request.parameters == ["id": "x", "kind": "y"])
        var routed = HTTPRequest(method: .get, path: "/p/x")
        routed.pathParameters.set("x", for: "id")
        routed.pathParameters.set("y", for: "kind")
        #expect(routed == request)
        routed.parameters = [:]
        #expect(routed.parameter("id") == nil)
        #expect(routed != request)
    }

    @Test("A route with one parameter and one with two give the handler the same values")
    func routed() {
        var router = Router()
        router.add(.get, "/one/:id") { .text("\($0.parameter("id") ?? "-") \($0.parameters)") }
        router.add(.get, "/two/:id/:kind") {
            .text("\($0.parameter("id") ?? "-") \($0.parameter("kind") ?? "-") \($0.parameters.count)")
        }
        let one = router.respond(to: HTTPRequest(method: .get, path: "/one/slider"))
        #expect(String(decoding: one.body, as: UTF8.self) == #"slider ["id": "slider"]"#)
        let two = router.respond(to: HTTPRequest(method: .get, path: "/two/slider/drag"))
        #expect(String(decoding: two.body, as: UTF8.self) == "slider drag 2")
    }
}
