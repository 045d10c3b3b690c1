import Foundation
import HTTPServer

/// Everything `Config/gallery.json` can set: the server's limits and the gallery's own settings.
public struct GalleryConfiguration: Sendable, Codable {
    /// The HTTP server: address, threads, limits and timeouts.
    public var server = ServerConfiguration()
    /// The folder of the browser's files, relative to the working directory.
    public var publicDirectory = "Public"
    /// The most sessions kept at once; the least recently used is dropped beyond it.
    public var maxSessions = 10_000

    /// The defaults.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case server, publicDirectory, maxSessions
    }

    /// Decodes a configuration; absent keys keep their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        server = try container.decodeIfPresent(ServerConfiguration.self, forKey: .server) ?? server
        publicDirectory = try container.decodeIfPresent(String.self, forKey: .publicDirectory) ?? publicDirectory
        maxSessions = try container.decodeIfPresent(Int.self, forKey: .maxSessions) ?? maxSessions
    }

    /// Reads the configuration at `path`.
    public static func load(from path: String) throws -> GalleryConfiguration {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(GalleryConfiguration.self, from: data)
    }
}
