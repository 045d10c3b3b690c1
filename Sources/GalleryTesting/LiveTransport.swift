import Dispatch

/// Requests sent over real HTTP/1.1 to a server on a loopback port, one connection each
/// (`Connection: close`), on a dispatch queue so that no task's thread waits on a socket.
struct LiveTransport: GalleryTransport {
    /// The server's port on 127.0.0.1.
    let port: Int

    func send(_ request: TestRequest) async throws -> TestResponse {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try HTTPConnection.exchange(request, port: port) })
            }
        }
    }
}
