import Foundation

/// The table of `docs/SWIFTUI-COVERAGE.md`, checked: every row is `| API | status | test |`, a
/// `supported` row names tests that exist, a `partial` row says what differs, a `missing` row
/// names none.
struct CoverageDocument {
    /// One problem, naming the row (its line in the document and its API) and why.
    typealias Problem = String

    /// The document's text.
    let text: String

    /// The problems of every table row of the document, given the tests that exist
    /// (`Suite/function`, as ``TestIndex`` finds them); none when the document is right.
    func problems(tests: Set<String>) -> [Problem] {
        var problems: [Problem] = []
        var rows = 0
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else { continue }
            let where_ = "line \(offset + 1)"
            guard trimmed.hasSuffix("|"), trimmed.count > 1 else {
                problems.append("\(where_): a row must start and end with `|`: \(trimmed)")
                continue
            }
            let cells = trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else {
                problems.append("\(where_): a row has 3 cells (API, status, test), this one \(cells.count): \(trimmed)")
                continue
            }
            if cells == ["API", "status", "test"] || cells.allSatisfy({ $0.allSatisfy { $0 == "-" } && $0.count >= 3 }) {
                continue
            }
            rows += 1
            problems += Self.problems(api: cells[0], status: cells[1], test: cells[2], tests: tests)
                .map { "\(where_) (\(cells[0].isEmpty ? "no API" : cells[0])): \($0)" }
        }
        if rows == 0 { problems.append("the document has no table rows") }
        return problems
    }

    /// Why the row `api | status | test` is wrong, if it is.
    private static func problems(api: String, status: String, test: String, tests: Set<String>) -> [String] {
        var problems: [String] = []
        if api.isEmpty { problems.append("the API cell is empty") }
        let named = test == "—" || test.isEmpty ? [] : test.components(separatedBy: ", ")
        for name in named {
            let parts = name.split(separator: "/", omittingEmptySubsequences: false)
            let isWord = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
            if parts.count != 2 || !parts.allSatisfy(isWord) {
                problems.append("`\(name)` is not a test name of the form Suite/function")
            } else if !tests.contains(name) {
                problems.append("no @Test function `\(parts[1])` in a type `\(parts[0])` under Tests/")
            }
        }
        if status == "supported" {
            if named.isEmpty { problems.append("a supported row must name the test that proves it") }
        } else if status == "missing" {
            if !named.isEmpty { problems.append("a missing row names no test (—), this one names \(test)") }
        } else if status.hasPrefix("partial:") {
            if status.dropFirst("partial:".count).trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append("a partial row must say what differs after `partial:`")
            }
        } else {
            problems.append("the status `\(status)` is none of supported, partial: …, missing")
        }
        if test.isEmpty { problems.append("the test cell is empty (write — for none)") }
        return problems
    }
}

/// The Swift Testing tests of the package's test sources, as `Suite/function`: `Suite` is the
/// top-level type (or extension) whose declaration holds the `@Test` function `function`.
enum TestIndex {
    /// The tests declared in `source`, one Swift file's text.
    static func tests(in source: String) -> Set<String> {
        var tests: Set<String> = []
        var type: String?
        var awaitingFunction = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if let declared = topLevelType(line) { type = declared }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("@Test") { awaitingFunction = true }
            if awaitingFunction, let function = functionName(in: trimmed) {
                if let type { tests.insert(type + "/" + function) }
                awaitingFunction = false
            }
        }
        return tests
    }

    /// The tests of every `.swift` file under `directory`.
    static func tests(under directory: URL) -> Set<String> {
        let files =
            FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.reduce(into: []) { tests, file in
            if let source = try? String(contentsOf: file, encoding: .utf8) { tests.formUnion(Self.tests(in: source)) }
        }
    }

    /// The name of the type a line at column 0 declares or extends (`struct X`, `extension X`).
    private static func topLevelType(_ line: Substring) -> String? {
        guard let first = line.first, first.isLetter || first == "@" else { return nil }
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
        guard let index = words.firstIndex(where: { ["struct", "class", "enum", "actor", "extension"].contains($0) }),
            index + 1 < words.count
        else { return nil }
        return String(words[index + 1])
    }

    /// The name of the function a line declares (`func name(`), if it does.
    private static func functionName(in line: Substring) -> String? {
        guard let range = line.range(of: "func ") else { return nil }
        let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
