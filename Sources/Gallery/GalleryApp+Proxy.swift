import HTTPServer

extension GalleryApp {
    /// The scheme the client used, as a trusted proxy forwarded it: the first value of
    /// `X-Forwarded-Proto` (`https` or `http`, in any case) of a request whose peer address is in
    /// ``GalleryConfiguration/trustedProxies``; nil when the peer is not trusted or says nothing
    /// (or something else), so that no client can claim HTTPS by itself.
    func forwardedScheme(_ request: HTTPRequest) -> String? {
        guard !trustedProxies.isEmpty, let value = request.headers["X-Forwarded-Proto"], isTrustedPeer(request)
        else { return nil }
        let first = value.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased()
        return first == "https" || first == "http" ? first : nil
    }

    /// The address of the client that sent `request`: behind trusted proxies, the last address
    /// in `X-Forwarded-For` that is not itself a trusted proxy (each proxy appends the peer it
    /// saw, so the entries before it are the client's own claims); otherwise the peer's address.
    func clientAddress(_ request: HTTPRequest) -> String {
        guard !trustedProxies.isEmpty, let forwarded = request.headers["X-Forwarded-For"], isTrustedPeer(request)
        else { return request.remoteAddress }
        let hops = forwarded.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return hops.last { hop in !trustedProxies.contains { $0.contains(hop) } } ?? request.remoteAddress
    }

    /// Whether `request` came straight from a trusted proxy.
    private func isTrustedPeer(_ request: HTTPRequest) -> Bool {
        trustedProxies.contains { $0.contains(request.remoteAddress) }
    }
}
