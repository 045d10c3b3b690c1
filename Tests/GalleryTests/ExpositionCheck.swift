import Foundation

/// A strict reading of Prometheus' text exposition format 0.0.4, for the tests of `/metrics`:
/// it throws on the first line that breaks the format, and keeps every sample to look up.
///
/// Checked: each line is `# HELP name text`, `# TYPE name type` or `name{label="value",…} value`
/// (no blank line, the text ends with a line feed); every sample's family is declared by a
/// `# TYPE` line before it, at most once; label values use only the `\\`, `\"` and `\n` escapes;
/// a counter's, gauge's and histogram's samples bear their names; each histogram series has
/// buckets with ascending `le`, cumulative counts, a last `+Inf` bucket equal to its `_count`,
/// and a `_sum`.
struct ExpositionCheck {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    struct Sample {
        let name: String
        let labels: [String: String]
        let value: Double
    }

    private(set) var samples: [Sample] = []
    private(set) var types: [String: String] = [:]

    init(_ text: String) throws {
        guard text.hasSuffix("\n") else { throw Problem(description: "the text does not end with a line feed") }
        var helped: Set<String> = []
        for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("# HELP ") {
                let name = String(line.dropFirst(7).prefix { $0 != " " })
                guard Self.isName(name), helped.insert(name).inserted else { throw Problem(description: "bad HELP: \(line)") }
            } else if line.hasPrefix("# TYPE ") {
                let parts = line.dropFirst(7).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2, Self.isName(parts[0]),
                    ["counter", "gauge", "histogram", "summary", "untyped"].contains(parts[1]),
                    types[parts[0]] == nil
                else { throw Problem(description: "bad TYPE: \(line)") }
                types[parts[0]] = parts[1]
            } else {
                let sample = try Self.sample(line)
                guard let type = family(of: sample.name) else {
                    throw Problem(description: "no TYPE before the sample \(line)")
                }
                if type.type == "histogram", sample.name != type.family + "_bucket", sample.name != type.family + "_sum",
                    sample.name != type.family + "_count"
                {
                    throw Problem(description: "histogram \(type.family) has the sample \(line)")
                }
                samples.append(sample)
            }
        }
        try checkHistograms()
    }

    /// The declared family `name` belongs to, with its type.
    private func family(of name: String) -> (family: String, type: String)? {
        if let type = types[name], type != "histogram" { return (name, type) }
        for suffix in ["_bucket", "_sum", "_count"] where name.hasSuffix(suffix) {
            let family = String(name.dropLast(suffix.count))
            if types[family] == "histogram" { return (family, "histogram") }
        }
        return nil
    }

    private func checkHistograms() throws {
        for (family, type) in types where type == "histogram" {
            var series: [[String: String]: [(Double, Double)]] = [:]
            for sample in samples where sample.name == family + "_bucket" {
                guard let le = sample.labels["le"], let bound = le == "+Inf" ? .infinity : Double(le) else {
                    throw Problem(description: "\(family) bucket without a number in le: \(sample.labels)")
                }
                series[sample.labels.filter { $0.key != "le" }, default: []].append((bound, sample.value))
            }
            for (labels, buckets) in series {
                guard zip(buckets, buckets.dropFirst()).allSatisfy({ $0.0 < $1.0 && $0.1 <= $1.1 }) else {
                    throw Problem(description: "\(family)\(labels): buckets not ascending or not cumulative: \(buckets)")
                }
                guard let last = buckets.last, last.0 == .infinity else {
                    throw Problem(description: "\(family)\(labels): the last bucket is not +Inf")
                }
                guard value(family + "_count", labels) == last.1 else {
                    throw Problem(description: "\(family)\(labels): +Inf bucket \(last.1) is not _count")
                }
                guard value(family + "_sum", labels) != nil else { throw Problem(description: "\(family)\(labels): no _sum") }
            }
        }
    }

    /// The value of the sample `name` with exactly `labels`.
    func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
        samples.first { $0.name == name && $0.labels == labels }?.value
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first == "_" || first == ":" || first.properties.isAlphabetic
        else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0 == ":" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }

    /// One sample line.
    private static func sample(_ line: String) throws -> Sample {
        var rest = Substring(line)
        let name = String(rest.prefix { $0 != "{" && $0 != " " })
        guard isName(name) else { throw Problem(description: "bad metric name in \(line)") }
        rest = rest.dropFirst(name.count)
        var labels: [String: String] = [:]
        if rest.first == "{" {
            rest = rest.dropFirst()
            while rest.first != "}" {
                let label = String(rest.prefix { $0 != "=" })
                guard isName(label), rest.dropFirst(label.count).hasPrefix("=\"") else {
                    throw Problem(description: "bad label in \(line)")
                }
                rest = rest.dropFirst(label.count + 2)
                var value = ""
                while let character = rest.first, character != "\"" {
                    rest = rest.dropFirst()
                    if character == "\\" {
                        switch rest.first {
                        case "\\": value.append("\\")
                        case "\"": value.append("\"")
                        case "n": value.append("\n")
                        default: throw Problem(description: "bad escape in \(line)")
                        }
                        rest = rest.dropFirst()
                    } else {
                        value.append(character)
                    }
                }
                guard rest.first == "\"", labels.updateValue(value, forKey: label) == nil else {
                    throw Problem(description: "unterminated or repeated label in \(line)")
                }
                rest = rest.dropFirst()
                if rest.first == "," {
                    rest = rest.dropFirst()
                } else if rest.first != "}" {
                    throw Problem(description: "bad label list in \(line)")
                }
            }
            rest = rest.dropFirst()
        }
        guard rest.first == " " else { throw Problem(description: "no space before the value in \(line)") }
        let text = String(rest.dropFirst())
        let value: Double? =
            switch text {
            case "+Inf": .infinity
            case "-Inf": -.infinity
            case "NaN": .nan
            default: text.allSatisfy { "0123456789.eE+-".contains($0) } ? Double(text) : nil
            }
        guard let value else { throw Problem(description: "bad value in \(line)") }
        return Sample(name: name, labels: labels, value: value)
    }
}
