import HTTPServer

/// Who may read `/metrics`: loopback clients and the configured networks (`--metrics-allow`).
///
/// A request that came through a proxy (it carries `Forwarded`, `X-Forwarded-For` or
/// `X-Real-IP`) is judged by every address those fields name as well as by its peer, so that a
/// proxy on loopback, such as nginx in front of the gallery, does not open `/metrics` to the
/// clients it forwards; a field that names no address (`unknown`, an obfuscated name) refuses it.
struct MetricsAccess: Sendable {
    /// The networks allowed besides loopback.
    let networks: [IPNetwork]

    /// Whether the address `text` is loopback or in one of ``networks``.
    func allows(address text: String) -> Bool {
        (IPNetwork.loopback + networks).contains { $0.contains(text) }
    }

    /// Why `request` may not read the metrics, or nil when it may.
    func refusal(for request: HTTPRequest) -> String? {
        guard allows(address: request.remoteAddress) else {
            return "Metrics are served to loopback and to the networks --metrics-allow lists; "
                + "\(request.remoteAddress) is in neither."
        }
        for address in Self.forwardedAddresses(request.headers) where !allows(address: address) {
            return "Metrics are not served through a proxy to a client outside loopback and the networks "
                + "--metrics-allow lists (\(address))."
        }
        return nil
    }

    /// The client addresses a request's forwarding fields name (as written when they are not addresses).
    static func forwardedAddresses(_ headers: HTTPHeaders) -> [String] {
        var addresses: [String] = []
        for value in headers.values(for: "X-Forwarded-For") + headers.values(for: "X-Real-IP") {
            addresses += value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        // RFC 7239 §4: `for=192.0.2.60;proto=http, for="[2001:db8::1]:4711"`.
        for value in headers.values(for: "Forwarded") {
            for element in value.split(separator: ",") {
                for pair in element.split(separator: ";") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "for" else {
                        continue
                    }
                    addresses.append(node(parts[1].trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return addresses
    }

    /// A `Forwarded` node's address: quotes, brackets and a port taken off.
    private static func node(_ text: String) -> String {
        var node = Substring(text)
        if node.hasPrefix("\""), node.hasSuffix("\""), node.count >= 2 { node = node.dropFirst().dropLast() }
        if node.hasPrefix("["), let end = node.firstIndex(of: "]") {
            return String(node[node.index(after: node.startIndex)..<end])
        }
        if node.filter({ $0 == ":" }).count == 1, let colon = node.firstIndex(of: ":") { return String(node[..<colon]) }
        return String(node)
    }
}
