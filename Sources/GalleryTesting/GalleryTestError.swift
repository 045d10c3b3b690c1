/// Why a step of a gallery test failed: what the test expected and what the preview answered.
public enum GalleryTestError: Error, CustomStringConvertible, Sendable {
    /// No target matched `query`, what was looked for (`label "Buy"`); `targets` are the preview's.
    case noSuchTarget(query: String, preview: String, targets: [TestTarget])
    /// More than one target matched `query`.
    case ambiguousTarget(query: String, preview: String, matches: [TestTarget])
    /// The gallery refused a request with a 4xx or 5xx status and its message.
    case rejected(request: String, status: Int, message: String)
    /// The model has no state value named `key`; `keys` are the ones it has.
    case noSuchStateKey(key: String, preview: String, keys: [String])
    /// The state value `key` is not of the type asked for; `value` is its JSON.
    case stateTypeMismatch(key: String, preview: String, expected: String, value: String)
    /// The markup differs from its golden file: the first differing line of each.
    case goldenMismatch(path: String, line: Int, expected: String, actual: String)
    /// No golden file exists at `path`.
    case goldenMissing(path: String)
    /// The accessibility audit found `problems` with the preview's controls.
    case inaccessible(preview: String, problems: [String])
    /// The gallery could not be reached, or its reply could not be read.
    case connection(String)
    /// The gallery answered something that is not what the API promises.
    case malformedReply(String)

    /// The re-recording hint every golden failure ends with.
    static let recordHint =
        "Re-record with `\(GoldenMarkup.recordVariable)=1 swift test --filter <your test>` and review the diff."

    /// What went wrong, with what the preview answered.
    public var description: String {
        switch self {
        case .noSuchTarget(let query, let preview, let targets):
            return "no target with \(query) in \(preview); targets are: \(Self.list(targets))"
        case .ambiguousTarget(let query, let preview, let matches):
            return "\(matches.count) targets with \(query) in \(preview): \(Self.list(matches)); "
                + "narrow it with target(role:label:) or target(id:)"
        case .rejected(let request, let status, let message):
            return "\(request) was refused with \(status): \(message)"
        case .noSuchStateKey(let key, let preview, let keys):
            let known = keys.isEmpty ? "none" : keys.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no state value \"\(key)\" in \(preview); its state keys are: \(known)"
        case .stateTypeMismatch(let key, let preview, let expected, let value):
            return "state \"\(key)\" of \(preview) is \(value), not of type \(expected)"
        case .goldenMismatch(let path, let line, let expected, let actual):
            return """
                the markup differs from \(path) at line \(line):
                  expected: \(expected)
                  actual:   \(actual)
                \(Self.recordHint)
                """
        case .goldenMissing(let path):
            return "no golden file at \(path). \(Self.recordHint)"
        case .inaccessible(let preview, let problems):
            return "the accessibility audit of \(preview) found \(problems.count) problems:\n"
                + problems.map { "  " + $0 }.joined(separator: "\n")
        case .connection(let message), .malformedReply(let message):
            return message
        }
    }

    private static func list(_ targets: [TestTarget]) -> String {
        targets.isEmpty ? "none" : targets.map(\.description).joined(separator: ", ")
    }
}
