import Foundation

/// The members of a JSON object as the bytes the server wrote for each value, in order: what a
/// golden file stores is the server's own spelling (numbers included), not a re-encoding.
struct JSONMembers: Sendable {
    /// Each member's name and its value's bytes.
    let members: [(name: String, value: ArraySlice<UInt8>)]

    /// The members of the object `bytes`; nil when `bytes` is not an object.
    init?(_ bytes: ArraySlice<UInt8>) {
        var scanner = Scanner(bytes: bytes, index: bytes.startIndex)
        var members: [(String, ArraySlice<UInt8>)] = []
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        scanner.skipSpace()
        if scanner.take(UInt8(ascii: "}")) {
            self.members = []
            return
        }
        repeat {
            scanner.skipSpace()
            guard let key = scanner.value(), let name = try? JSONDecoder().decode(String.self, from: Data(key)) else {
                return nil
            }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            guard let value = scanner.value() else { return nil }
            members.append((name, value))
            scanner.skipSpace()
        } while scanner.take(UInt8(ascii: ","))
        guard scanner.take(UInt8(ascii: "}")) else { return nil }
        self.members = members
    }

    /// The bytes of member `name`'s value, if the object has it.
    subscript(name: String) -> ArraySlice<UInt8>? {
        members.first { $0.name == name }?.value
    }

    /// A reader of one JSON text.
    private struct Scanner {
        let bytes: ArraySlice<UInt8>
        var index: Int

        mutating func skipSpace() {
            while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.endIndex, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// The bytes of the value that starts here: a string, an object or array (brackets
        /// counted outside strings), or a literal up to the next `,`, `}` or `]`.
        mutating func value() -> ArraySlice<UInt8>? {
            let start = index
            var depth = 0
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    guard skipString() else { return nil }
                    if depth == 0 { return bytes[start..<index] }
                    continue
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return bytes[start..<index]
                    }
                } else if byte == UInt8(ascii: ","), depth == 0 {
                    break
                }
                index += 1
            }
            return index > start && depth == 0 ? bytes[start..<index] : nil
        }

        /// Moves past the string that starts here; false when it does not end.
        private mutating func skipString() -> Bool {
            index += 1
            while index < bytes.endIndex {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "\"") { return true }
            }
            return false
        }
    }
}
