/// How a record lies in the journal: its length (4 bytes, little-endian), the CRC-32 of its bytes
/// (4 bytes, little-endian), then the bytes.
///
/// A zero length ends the records (a segment's unused rest is zeros; no record is empty). A
/// record cut short by a crash (a torn write: the length says more than the file holds, or the
/// bytes are still zeros) or whose bytes do not match their checksum ends them there too: it and
/// anything after it was never acknowledged, since a record is acknowledged only once it and all
/// before it are `fsync`ed.
enum JournalFrame {
    /// Bytes before a record's own.
    static let headerSize = 8
    /// The longest record read back; anything longer is taken for a torn or foreign file.
    static let maximumRecordSize = 64 * 1024 * 1024

    /// Appends `record`, framed, to `buffer`.
    static func append(_ record: [UInt8], to buffer: inout [UInt8]) {
        let length = UInt32(record.count)
        let checksum = CRC32.checksum(record)
        for shift in stride(from: 0, to: 32, by: 8) { buffer.append(UInt8(truncatingIfNeeded: length >> shift)) }
        for shift in stride(from: 0, to: 32, by: 8) { buffer.append(UInt8(truncatingIfNeeded: checksum >> shift)) }
        buffer.append(contentsOf: record)
    }

    /// The records of `bytes` in order, and where the last whole, intact one ends (the rest, if
    /// any, is a torn or damaged tail).
    static func records(in bytes: [UInt8]) -> (records: [ArraySlice<UInt8>], validLength: Int) {
        var records: [ArraySlice<UInt8>] = []
        var offset = 0
        while bytes.count - offset >= headerSize {
            let length = Int(word(bytes, at: offset))
            let checksum = word(bytes, at: offset + 4)
            let start = offset + headerSize
            guard length > 0, length <= maximumRecordSize, length <= bytes.count - start else { break }
            let record = bytes[start..<start + length]
            guard CRC32.checksum(record) == checksum else { break }
            records.append(record)
            offset = start + length
        }
        return (records, offset)
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}

/// CRC-32 (IEEE 802.3, the one zlib and PNG use), to tell a damaged journal record.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }

    /// The checksum of `bytes` (`CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`).
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
