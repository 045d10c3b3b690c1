import Stylish

/// A ``PreviewCheckpoint`` as saved: `{"state": [{"key", "value"}], "settings": [events]}`.
///
/// Each value is tagged with its kind (`{"double": 1}` is not `{"int": 1}`), so that it comes back
/// as the type it was.
struct CheckpointRecord: Codable, Equatable, Sendable {
    /// One `@State` value as saved.
    struct Entry: Codable, Equatable, Sendable {
        var key: String
        var value: StateValueRecord
    }

    var state: [Entry]
    var settings: [EventRecord]

    /// The record of `checkpoint`.
    init(_ checkpoint: PreviewCheckpoint) {
        state = checkpoint.state.map { Entry(key: $0.key, value: StateValueRecord($0.value)) }
        settings = checkpoint.settings.map(EventRecord.init)
    }

    /// The checkpoint this record holds, or nil when it is not one (a file edited by hand).
    var checkpoint: PreviewCheckpoint? {
        let events = settings.compactMap(\.event)
        guard events.count == settings.count else { return nil }
        return PreviewCheckpoint(
            state: state.map { PreviewCheckpoint.StateEntry(key: $0.key, value: $0.value.value) }, settings: events)
    }
}

/// A `StateValue` as saved: an object with one key that names its kind (`bool`, `int`, `double`,
/// `string`, `array` or `null`).
struct StateValueRecord: Codable, Equatable, Sendable {
    let value: StateValue

    init(_ value: StateValue) { self.value = value }

    private enum Kind: String, CodingKey {
        case bool, int, double, string, array, null
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "A state value names one kind."))
        }
        switch kind {
        case .bool: value = .bool(try container.decode(Bool.self, forKey: kind))
        case .int: value = .int(try container.decode(Int.self, forKey: kind))
        case .double: value = .double(try container.decode(Double.self, forKey: kind))
        case .string: value = .string(try container.decode(String.self, forKey: kind))
        case .array: value = .array(try container.decode([StateValueRecord].self, forKey: kind).map(\.value))
        case .null: value = .null
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch value {
        case .bool(let bool): try container.encode(bool, forKey: .bool)
        case .int(let int): try container.encode(int, forKey: .int)
        case .double(let double): try container.encode(double, forKey: .double)
        case .string(let string): try container.encode(string, forKey: .string)
        case .array(let values): try container.encode(values.map(StateValueRecord.init), forKey: .array)
        case .null: try container.encode(true, forKey: .null)
        case .other(let description):
            throw EncodingError.invalidValue(
                description,
                EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "Only plain values are saved."))
        }
    }
}
