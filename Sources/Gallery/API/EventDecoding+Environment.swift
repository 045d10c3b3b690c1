import Foundation
import Stylish

extension EventDecoding {
    /// An environment event's values as sent, each absent, null, a string or a Boolean.
    private struct EnvironmentFields: Decodable {
        enum Field {
            case null
            case string(String)
            case bool(Bool)
            case other
        }

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        var fields: [(key: String, field: Field)] = []
        /// The keys listed in `reset` (the form a saved event takes), nil when absent or not strings.
        var reset: [String]?
        var hasReset = false

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for key in PreviewEnvironment.keys where container.contains(Key(stringValue: key)) {
                let codingKey = Key(stringValue: key)
                let field: Field
                if try container.decodeNil(forKey: codingKey) {
                    field = .null
                } else if let text = try? container.decode(String.self, forKey: codingKey) {
                    field = .string(text)
                } else if let flag = try? container.decode(Bool.self, forKey: codingKey) {
                    field = .bool(flag)
                } else {
                    field = .other
                }
                fields.append((key, field))
            }
            let resetKey = Key(stringValue: "reset")
            hasReset = container.contains(resetKey)
            reset = try? container.decode([String].self, forKey: resetKey)
        }
    }

    /// The environment event in `bytes`: each of ``PreviewEnvironment/keys`` absent (unchanged),
    /// null or `"automatic"` (back to the default), or a value (`"dark"`; `true` for `disabled`
    /// and `reduceMotion`); anything else is a 400. A `reset` array of keys (as saved events
    /// write it) returns those keys to their defaults too.
    static func environment(_ bytes: [UInt8]) throws(GalleryError) -> ViewEvent {
        let body: EnvironmentFields
        do {
            body = try JSONDecoder().decode(EnvironmentFields.self, from: Data(bytes))
        } catch {
            throw .invalidEvent("The body is not a JSON event object.")
        }
        var values = PreviewEnvironment()
        var resets: [String] = []
        if body.hasReset {
            guard let keys = body.reset, keys.allSatisfy(PreviewEnvironment.keys.contains) else {
                throw .invalidEvent("'reset' must list environment keys: \(PreviewEnvironment.keys.joined(separator: ", ")).")
            }
            resets = keys
        }
        for (key, field) in body.fields {
            let isFlag = key == "disabled" || key == "reduceMotion"
            switch field {
            case .null, .string("automatic"):
                resets.append(key)
            case .string(let text) where !isFlag && !text.isEmpty && values.set(key, to: text):
                break
            case .bool(let flag) where isFlag:
                _ = values.set(key, to: flag ? "1" : "0")
            default:
                let allowed =
                    isFlag ? "true or false" : PreviewEnvironment.values(of: key).joined(separator: ", ")
                throw .invalidEvent("'\(key)' must be \(allowed), \"automatic\" or null.")
            }
        }
        return .environment(EnvironmentChange(setting: values, resetting: resets))
    }
}
