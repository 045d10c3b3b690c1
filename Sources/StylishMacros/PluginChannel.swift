import Foundation

/// The compiler's plugin channel on standard input and output: each message is an 8-byte
/// little-endian length, then that many bytes of JSON (the messages of swift-syntax's
/// `PluginMessages.swift`, written here by hand: the package takes no outside packages).
enum PluginChannel {
    /// The next message from the compiler, or nil when it closed the channel or sent something
    /// that is not a JSON object.
    static func receive() -> [String: Any]? {
        guard let header = readBytes(8) else { return nil }
        let length = header.enumerated().reduce(0) { $0 | (Int($1.element) << (8 * $1.offset)) }
        guard let body = length == 0 ? [] : readBytes(length) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }

    /// Sends `message` to the compiler.
    static func send(_ message: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: message) else { return }
        let length = UInt64(data.count)
        writeAll((0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) } + [UInt8](data))
    }

    /// Exactly `count` bytes of standard input, or nil at its end.
    private static func readBytes(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, count - done) }
            guard n > 0 else { return nil }
            done += n
        }
        return bytes
    }

    private static func writeAll(_ bytes: [UInt8]) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + done, bytes.count - done) }
            guard n > 0 else { return }
            done += n
        }
    }
}
