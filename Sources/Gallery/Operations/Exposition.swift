/// Prometheus' text exposition format, version 0.0.4, written one line at a time: `# HELP` and
/// `# TYPE` before each family's samples, label values escaped, numbers as Prometheus reads them.
///
/// ```swift
/// var exposition = Exposition()
/// exposition.family("stylegallery_sessions", help: "Sessions held.", type: .gauge)
/// exposition.sample("stylegallery_sessions", value: 12)
/// exposition.text   // "# HELP …\n# TYPE stylegallery_sessions gauge\nstylegallery_sessions 12\n"
/// ```
struct Exposition {
    /// The `Content-Type` of the format.
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// A metric family's type, as `# TYPE` names it.
    enum Kind: String, Sendable {
        case counter, gauge, histogram
    }

    /// The text so far.
    private(set) var text = ""

    /// Starts a family: its `# HELP` and `# TYPE` lines.
    mutating func family(_ name: String, help: String, type: Kind) {
        text += "# HELP \(name) \(Self.escaped(help, quotes: false))\n# TYPE \(name) \(type.rawValue)\n"
    }

    /// One sample line: `name{label="value",…} value`.
    mutating func sample(_ name: String, labels: [(String, String)] = [], value: Double) {
        sample(name, labels: labels, text: Self.number(value))
    }

    /// One sample line with a whole number.
    mutating func sample(_ name: String, labels: [(String, String)] = [], value: UInt64) {
        sample(name, labels: labels, text: String(value))
    }

    /// A histogram's samples: its cumulative buckets (`le` the bound, then `+Inf`), `_sum` and `_count`.
    mutating func histogram(_ name: String, labels: [(String, String)] = [], _ histogram: Histogram) {
        let snapshot = histogram.snapshot()
        for (index, count) in snapshot.cumulative.enumerated() {
            let bound = index < histogram.bounds.count ? Self.number(histogram.bounds[index]) : "+Inf"
            sample(name + "_bucket", labels: labels + [("le", bound)], value: count)
        }
        sample(name + "_sum", labels: labels, value: snapshot.sum)
        sample(name + "_count", labels: labels, value: snapshot.count)
    }

    private mutating func sample(_ name: String, labels: [(String, String)], text value: String) {
        text += name
        if !labels.isEmpty {
            text += "{"
            text += labels.map { "\($0.0)=\"\(Self.escaped($0.1, quotes: true))\"" }.joined(separator: ",")
            text += "}"
        }
        text += " \(value)\n"
    }

    /// `value` as the format writes floats: `+Inf`, `-Inf`, `NaN`, or Swift's shortest exact form.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// `text` with `\` and line feeds escaped, and `"` too in a label value.
    static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\"" where quotes: result += "\\\""
            default: result.append(character)
            }
        }
        return result
    }
}
