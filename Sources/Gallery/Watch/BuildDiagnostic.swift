/// One error of a failed build: the file, line and column the compiler names, and its message.
public struct BuildDiagnostic: Sendable, Equatable, Codable {
    /// The file's path, as the compiler wrote it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// What the compiler says.
    public var message: String

    /// A diagnostic at `file`:`line`:`column` saying `message`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// A failed build whose output names no place (a linker or manifest error): `file`
    /// "swift build", line and column 0, and the output's last lines (at most 2,000 characters)
    /// as the message.
    public init(outputTail output: String) {
        let tail = output.split(separator: "\n").suffix(12).joined(separator: "\n")
        self.init(file: "swift build", line: 0, column: 0, message: String(tail.suffix(2000)))
    }

    /// The errors `swift build` printed in `output` (`/path/File.swift:12:5: error: …`), each once,
    /// in order, at most `limit`.
    public static func errors(in output: String, limit: Int = 20) -> [BuildDiagnostic] {
        var found: [BuildDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
            else { continue }
            let diagnostic = BuildDiagnostic(
                file: place.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
                message: String(line[marker.upperBound...]))
            if !found.contains(diagnostic) { found.append(diagnostic) }
            if found.count == limit { break }
        }
        return found
    }
}
