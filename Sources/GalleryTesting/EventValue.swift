/// A value of an event's JSON: what the kit sends.
enum EventValue: Encodable, Sendable {
    case string(String)
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case object([String: EventValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
