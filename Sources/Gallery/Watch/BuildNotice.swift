import Foundation

/// What a `--watch` supervisor tells the gallery it runs about a build: one JSON line each on the
/// gallery's standard input.
public enum BuildNotice: Sendable, Equatable, Codable {
    /// A file changed and a build began.
    case started
    /// The build failed with these errors; the gallery keeps serving the code it has.
    case failed([BuildDiagnostic])

    /// The line that carries it (JSON and a newline).
    var line: Data {
        var data = (try? JSONEncoder().encode(self)) ?? Data()
        data.append(0x0A)
        return data
    }

    /// The notice `line` carries, or nil for one that is not.
    static func decoding(_ line: some StringProtocol) -> BuildNotice? {
        try? JSONDecoder().decode(BuildNotice.self, from: Data(line.utf8))
    }
}
