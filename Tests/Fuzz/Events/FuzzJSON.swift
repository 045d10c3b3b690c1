// A strict RFC 8259 reader for the event fuzzer's replies (compiled with EventFuzz.swift by
// scripts/fuzz-events.sh): the whole input must be one JSON value in valid UTF-8, strings without
// raw control characters, numbers in JSON's grammar, nothing after the value. Foundation's
// JSONSerialization is more lenient than browsers are, so the fuzzer checks with this instead.

/// A parsed JSON value; objects keep their members in order (the reply's key order is checked).
enum FuzzJSON: Equatable {
    case object([(String, FuzzJSON)])
    case array([FuzzJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: FuzzJSON, rhs: FuzzJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The members of an object, or nil.
    var members: [(String, FuzzJSON)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    subscript(key: String) -> FuzzJSON? { members?.first { $0.0 == key }?.1 }

    /// Parses `bytes`, or returns why they are not one JSON value.
    static func parse(_ bytes: [UInt8]) -> Result<FuzzJSON, FuzzJSONError> {
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(FuzzJSONError("not UTF-8")) }
        var reader = Reader(bytes: bytes)
        do throws(FuzzJSONError) {
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.index == bytes.count else { throw FuzzJSONError("data after the value at \(reader.index)") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        func fail(_ what: String) -> FuzzJSONError { FuzzJSONError("\(what) at byte \(index)") }

        mutating func expect(_ literal: String) throws(FuzzJSONError) {
            for byte in literal.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(literal)") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(FuzzJSONError) -> FuzzJSON {
            guard depth < 64 else { throw fail("nesting too deep") }
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(String, FuzzJSON)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    skipSpace()
                    let key = try string()
                    skipSpace()
                    try expect(":")
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard index < bytes.count else { throw fail("unterminated object") }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { throw fail("expected , or }") }
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [FuzzJSON] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw fail("unterminated array") }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { return .array(elements) }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { throw fail("expected , or ]") }
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try expect("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expect("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expect("null")
                return .null
            default: return .number(try number())
            }
        }

        mutating func string() throws(FuzzJSONError) -> String {
            try expect("\"")
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            while true {
                guard index < bytes.count else { throw fail("unterminated string") }
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                    return String(scalars)
                case 0..<0x20: throw fail("raw control character in a string")
                case UInt8(ascii: "\\"):
                    scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                    raw.removeAll()
                    guard index < bytes.count else { throw fail("unterminated escape") }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                            let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
                        else { throw fail("bad \\u escape") }
                        index += 4
                        // The replies never split a scalar into surrogates; a lone one is an error.
                        guard let scalar = Unicode.Scalar(code) else { throw fail("surrogate \\u escape") }
                        scalars.append(scalar)
                    default: throw fail("bad escape")
                    }
                default: raw.append(byte)
                }
            }
        }

        mutating func number() throws(FuzzJSONError) -> Double {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("bad value") }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else { throw fail("bad fraction") }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else { throw fail("bad exponent") }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
                throw fail("number out of range")
            }
            return value
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    }
}

/// Why bytes are not JSON.
struct FuzzJSONError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
