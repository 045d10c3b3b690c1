// render-bench: how fast the engine renders the gallery, and (with valgrind) how much it allocates.
//
//   render-bench [--iterations N]          times every workload; prints a Markdown table
//   render-bench --tsv [--iterations N]    the same as `name<TAB>µs per op<TAB>ops per s` lines
//   render-bench --list                    the workloads' names, one a line
//   render-bench --allocs K --workload W   prepares W, then runs it K times and exits silently
//
// Benchmarks/render.sh (`Benchmarks/run.sh render`) runs `--allocs` under valgrind twice (K1,
// K2) and divides the difference in allocations by K2 − K1, so setup costs cancel and the figure
// is exact and repeatable.
import Foundation
import Gallery
import HTTPServer
import Stylish

/// One thing to measure: a host brought to a state, then one operation repeated.
struct Workload {
    let name: String
    let preview: PreviewDefinition
    /// Brings a fresh host to the state to measure (run once, not measured).
    let prepare: (ViewHost) throws -> Void
    /// The operation measured; `iteration` lets it alternate inputs.
    let operation: (ViewHost, Int) throws -> Void
    /// Whether the operation is a render (counted in the gallery's renders per second).
    let isRender: Bool
}

/// The first drag target of the host's current rendering.
func dragTarget(_ host: ViewHost) throws -> Rendering.Target {
    let rendering = host.current ?? host.render()
    guard let target = rendering.targets.first(where: { $0.gesture == "drag" }) else {
        throw BenchError("no drag target in \(rendering.html.prefix(80))")
    }
    return target
}

/// Sends one drag event at `fraction` of the target's width.
func drag(_ host: ViewHost, _ phase: DragPhase, at fraction: CGFloat) throws {
    let target = try dragTarget(host)
    let location = CGPoint(x: max(14, fraction * target.frame.width), y: target.frame.height / 2)
    try host.send(.drag(target: target.id, phase: phase, location: location))
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Every catalogue preview at rest, the sliders mid-drag and after checkout, and a drag event round trip.
func workloads() -> [Workload] {
    var list: [Workload] = []
    let render: (ViewHost, Int) throws -> Void = { host, _ in host.render() }
    for preview in Catalogue.standard.previews {
        list.append(
            Workload(name: "\(preview.id) at rest", preview: preview, prepare: { $0.render() }, operation: render, isRender: true)
        )
        list.append(
            Workload(
                name: "\(preview.id) new host + first render", preview: preview, prepare: { _ in },
                operation: { _, _ in preview.makeHost().render() }, isRender: true))
    }
    for id in ["default-slider", "checkout-slider"] {
        guard let preview = Catalogue.standard.preview(id) else { continue }
        list.append(
            Workload(
                name: "\(id) mid-drag", preview: preview,
                prepare: { host in
                    try drag(host, .began, at: 0)
                    try drag(host, .changed, at: 0.5)
                }, operation: render, isRender: true))
    }
    if let checkout = Catalogue.standard.preview("checkout-slider") {
        list.append(
            Workload(
                name: "checkout-slider after checkout", preview: checkout,
                prepare: { host in
                    try drag(host, .began, at: 0)
                    for fraction in [0.25, 0.5, 0.75, 1.0] { try drag(host, .changed, at: fraction) }
                    try drag(host, .ended, at: 1)
                    guard host.current?.state("didCheckout") == .bool(true) else { throw BenchError("swipe did not check out") }
                }, operation: render, isRender: true))
    }
    // A new session's first event: a new host that has not rendered, sent a drag's began.
    if let checkout = Catalogue.standard.preview("checkout-slider"),
        let target = checkout.makeHost().render().targets.first(where: { $0.gesture == "drag" })
    {
        list.append(
            Workload(
                name: "checkout-slider new host + first event", preview: checkout, prepare: { _ in },
                operation: { _, _ in
                    try checkout.makeHost().send(.drag(target: target.id, phase: .began, location: CGPoint(x: 0, y: 14)))
                }, isRender: false))
    }
    // The drag event round trip (`ViewHost.send` and its render), on the benchmark's drag preview too.
    for id in ["checkout-slider", "better-slider"] {
        guard let preview = Catalogue.standard.preview(id) else { continue }
        list.append(
            Workload(
                name: "\(id) drag event (send)", preview: preview,
                prepare: { host in try drag(host, .began, at: 0) },
                operation: { host, iteration in try drag(host, .changed, at: iteration.isMultiple(of: 2) ? 0.3 : 0.6) },
                isRender: false))
    }
    // A drag on a slider below more and more static rows: the cost must not grow with them.
    for rows in [10, 100, 1000] {
        let preview = PreviewDefinition(id: "rows-\(rows)", title: "Rows", section: .seed("000"), stateKeys: ["value"]) {
            RowsAndSlider(rows: rows)
        }
        list.append(
            Workload(
                name: "slider below \(rows) rows drag event (send)", preview: preview,
                prepare: { host in try drag(host, .began, at: 0) },
                operation: { host, iteration in try drag(host, .changed, at: iteration.isMultiple(of: 2) ? 0.3 : 0.6) },
                isRender: false))
    }
    if let preview = Catalogue.standard.preview("better-slider") {
        list.append(routedDrag(preview))
        list.append(parsedDrag(preview))
        list.append(parsedDrag(preview, serialized: true))
    }
    return list
}

/// A drag's `changed` posted through the gallery's router with `Prefer: return=minimal`, as
/// Benchmarks/drag.lua posts it: the event's render and its reply (patch, hash, JSON), the body's
/// decoding and the session's lookup; no sockets.
func routedDrag(_ preview: PreviewDefinition) -> Workload {
    let router = GalleryApp(configuration: GalleryConfiguration()).router()
    var requests: [HTTPRequest] = []
    func post(_ target: String, _ phase: String, x: Int, cookie: String?) -> HTTPRequest {
        var headers: HTTPHeaders = ["Content-Type": "application/json", "Prefer": "return=minimal"]
        if let cookie { headers.add("Cookie", cookie) }
        let body = #"{"target":"\#(target)","type":"drag","phase":"\#(phase)","location":{"x":\#(x),"y":2}}"#
        return HTTPRequest(
            method: .post, path: "/api/v1/previews/\(preview.id)/events", headers: headers, body: Array(body.utf8),
            remoteAddress: "127.0.0.1")
    }
    return Workload(
        name: "\(preview.id) drag event (router, minimal reply)", preview: preview,
        prepare: { host in
            let target = try dragTarget(host).id
            let began = router.respond(to: post(target, "began", x: 80, cookie: nil))
            guard began.status == .ok, let cookie = began.headers["Set-Cookie"]?.split(separator: ";").first else {
                throw BenchError("the drag's began was answered \(began.status)")
            }
            requests = [80, 240].map { post(target, "changed", x: $0, cookie: String(cookie)) }
        },
        operation: { _, iteration in
            let response = router.respond(to: requests[iteration & 1])
            guard response.status == .ok else { throw BenchError("a drag was answered \(response.status)") }
        }, isRender: false)
}

/// A drag's `changed` as ``routedDrag(_:)`` posts it, but read from the bytes Benchmarks/drag.lua
/// sends (wrk's request line and fields) by the server's parser first: the request's head and
/// body parsed, then routed and answered. With `serialized`, the response is then checked and
/// written to bytes as a connection writes it (``ResponseSerializer``, with the gallery's security
/// fields), so that the head's cost is counted too.
///
/// Its gallery is made when the workload is prepared, not when the list is: made with the list,
/// it changed the heap every other workload starts from (and their malloc counts, by a few
/// hundred instructions an event).
func parsedDrag(_ preview: PreviewDefinition, serialized: Bool = false) -> Workload {
    var router = Router()
    var serializer: ResponseSerializer?
    var requests: [[UInt8]] = []
    var parser = HTTPParser(remoteAddress: "127.0.0.1")
    func post(_ target: String, _ phase: String, x: Int, cookie: String?) -> [UInt8] {
        let body = #"{"target":"\#(target)","type":"drag","phase":"\#(phase)","location":{"x":\#(x),"y":2}}"#
        var head = "POST /api/v1/previews/\(preview.id)/events HTTP/1.1\r\nHost: 127.0.0.1:18701\r\n"
        if let cookie { head += "Cookie: \(cookie)\r\n" }
        head += "Content-Type: application/json\r\nPrefer: return=minimal\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        return Array((head + body).utf8)
    }
    func respond(_ bytes: [UInt8]) throws -> HTTPResponse {
        var buffer = bytes
        guard case .request(let request) = parser.parse(&buffer), buffer.isEmpty else {
            throw BenchError("the drag's bytes were not one request")
        }
        return router.respond(to: request)
    }
    return Workload(
        name: "\(preview.id) drag event (parsed, router, minimal reply\(serialized ? ", serialized" : ""))",
        preview: preview,
        prepare: { host in
            let gallery = GalleryApp(configuration: GalleryConfiguration())
            router = gallery.router()
            serializer = ResponseSerializer(configuration: gallery.serverConfiguration)
            let target = try dragTarget(host).id
            let began = try respond(post(target, "began", x: 80, cookie: nil))
            guard began.status == .ok, let cookie = began.headers["Set-Cookie"]?.split(separator: ";").first else {
                throw BenchError("the drag's began was answered \(began.status)")
            }
            requests = [80, 240].map { post(target, "changed", x: $0, cookie: String(cookie)) }
        },
        operation: { _, iteration in
            let response = try respond(requests[iteration & 1])
            guard response.status == .ok else { throw BenchError("a drag was answered \(response.status)") }
            if serialized, let serializer {
                let output = serializer.output(of: response, method: .post, date: "Tue, 01 Dec 2026 06:30:00 GMT")
                guard output.head.count > 100 else { throw BenchError("a drag's head was \(output.head.count) bytes") }
            }
        }, isRender: false)
}

/// Microseconds per operation: the median of five batches of `iterations / 5`, after a warm-up.
func measure(_ workload: Workload, iterations: Int) throws -> Double {
    let host = workload.preview.makeHost()
    try workload.prepare(host)
    for iteration in 0..<max(10, iterations / 20) { try workload.operation(host, iteration) }
    let batch = max(1, iterations / 5)
    var perOperation: [Double] = []
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        for iteration in 0..<batch { try workload.operation(host, iteration) }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        perOperation.append(Double(elapsed) / 1000 / Double(batch))
    }
    return perOperation.sorted()[2]
}

func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let all = workloads()
    if arguments.contains("--list") {
        for workload in all { print(workload.name) }
        return
    }
    if let count = value(after: "--allocs", in: arguments).flatMap(Int.init) {
        let name = value(after: "--workload", in: arguments) ?? all[0].name
        guard let workload = all.first(where: { $0.name == name }) else { throw BenchError("no workload '\(name)'") }
        let host = workload.preview.makeHost()
        try workload.prepare(host)
        for iteration in 0..<count { try workload.operation(host, iteration) }
        return
    }
    let iterations = value(after: "--iterations", in: arguments).flatMap(Int.init) ?? 5000
    let tsv = arguments.contains("--tsv")
    if !tsv {
        print("| workload | µs per op | ops per s |")
        print("| --- | ---: | ---: |")
    }
    var renderMicroseconds = 0.0
    var renders = 0
    for workload in all {
        let microseconds = try measure(workload, iterations: iterations)
        if workload.isRender {
            renderMicroseconds += microseconds
            renders += 1
        }
        let row = [workload.name, String(format: "%.1f", microseconds), String(format: "%.0f", 1_000_000 / microseconds)]
        print(tsv ? row.joined(separator: "\t") : "| " + row.joined(separator: " | ") + " |")
    }
    let gallery = [
        "whole gallery, one pass of \(renders) renders (µs per pass, renders per s)", String(format: "%.1f", renderMicroseconds),
        String(format: "%.0f", Double(renders) * 1_000_000 / renderMicroseconds),
    ]
    print(tsv ? gallery.joined(separator: "\t") : "| " + gallery.joined(separator: " | ") + " |")
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("render-bench: \(error)\n".utf8))
    exit(1)
}
