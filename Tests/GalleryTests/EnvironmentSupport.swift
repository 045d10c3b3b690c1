import Foundation

@testable import Gallery

extension Reply {
    /// The id of the first target with `gesture` in a snapshot or event reply.
    func target(_ gesture: String) -> String? {
        (json["targets"] as? [[String: Any]])?.first { $0["gesture"] as? String == gesture }?["id"] as? String
    }

    /// The frames (`{"x", "y", "width", "height"}`) of the targets with `gesture`.
    func frames(_ gesture: String) -> [[String: Double]] {
        (json["targets"] as? [[String: Any]] ?? []).filter { $0["gesture"] as? String == gesture }
            .compactMap { $0["frame"] as? [String: Double] }
    }

    /// Every `id="…"` in a page, in order.
    var elementIDs: [String] {
        text.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}

extension GalleryClient {
    /// Posts `members` (`"type": "key", …`) as an event to `preview`, in `variant` when given.
    func event(_ preview: String, _ members: String, variant: String? = nil) async throws -> Reply {
        try await post("/api/v1/previews/\(preview)/events" + Self.variantQuery(variant), "{\(members)}")
    }

    /// The snapshot of `preview`, in `variant` when given.
    func snapshot(_ preview: String, variant: String? = nil) async throws -> Reply {
        try await get("/api/v1/previews/\(preview)" + Self.variantQuery(variant))
    }

    /// `?variant=…`, percent-encoded, or nothing.
    static func variantQuery(_ variant: String?) -> String {
        guard let variant else { return "" }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return "?variant=" + (variant.addingPercentEncoding(withAllowedCharacters: allowed) ?? variant)
    }
}
