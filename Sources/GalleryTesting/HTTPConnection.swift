import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP/1.1 exchange over a blocking TCP socket to 127.0.0.1: the request written with
/// `Content-Length` and `Connection: close`, the response read to the end of the connection.
enum HTTPConnection {
    /// How long a read or write may wait, in seconds.
    static let timeout = 10

    /// Sends `request` to 127.0.0.1:`port` and reads the response.
    static func exchange(_ request: TestRequest, port: Int) throws -> TestResponse {
        let socket = try connect(port: port)
        defer { close(socket) }
        try write(head(of: request) + (request.body ?? []), to: socket, request: request)
        return try parse(readAll(socket, request: request), request: request)
    }

    /// A TCP socket connected to 127.0.0.1:`port`; throws when nothing listens there.
    static func connect(port: Int) throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw GalleryTestError.connection("socket() failed (errno \(errno))") }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, size)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, size)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                    Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                    Darwin.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw GalleryTestError.connection("could not connect to 127.0.0.1:\(port) (errno \(code))")
        }
        return descriptor
    }

    private static func head(of request: TestRequest) -> [UInt8] {
        var text = "\(request.method) \(request.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for field in request.headers { text += "\(field.name): \(field.value)\r\n" }
        if let body = request.body { text += "Content-Length: \(body.count)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    private static func write(_ bytes: [UInt8], to socket: Int32, request: TestRequest) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw GalleryTestError.connection("\(request.summary): the write failed (errno \(errno))") }
            sent += count
        }
    }

    private static func readAll(_ socket: Int32, request: TestRequest) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return bytes }
            guard count > 0 else { throw GalleryTestError.connection("\(request.summary): the read failed (errno \(errno))") }
            bytes += buffer[..<count]
        }
    }

    /// The status, fields and body of `bytes`, a whole response (the body as `Content-Length`
    /// counts it, or to the end).
    private static func parse(_ bytes: [UInt8], request: TestRequest) throws -> TestResponse {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            throw GalleryTestError.connection("\(request.summary): the response ended before its header was complete")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw GalleryTestError.connection("\(request.summary): a malformed status line \"\(lines[0])\"")
        }
        let headers: [(name: String, value: String)] = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Array(bytes[(end + 4)...])
        let response = TestResponse(status: status, headers: headers, body: [])
        if let length = response.header("Content-Length").flatMap(Int.init), length <= body.count {
            body = Array(body[..<length])
        }
        return TestResponse(status: status, headers: headers, body: body)
    }
}
