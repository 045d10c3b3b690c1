import Foundation

/// The URLs of the gallery's pages, with the query keys a link carries along (the toolbar's
/// environment, so that following a link keeps the view). They are URLs, not markup: escape them
/// with ``IndexPage/escape(_:)`` before writing them into an attribute.
enum PageLink {
    /// A query item: its name and value, unencoded.
    typealias Item = (name: String, value: String)

    /// The index, with `items` as its query (`/?q=range&colorScheme=dark`).
    static func index(_ items: [Item] = []) -> String {
        "/" + query(items)
    }

    /// The page of the preview `id`, with `items` as its query.
    static func preview(_ id: String, _ items: [Item] = []) -> String {
        "/previews/" + encoded(id) + query(items)
    }

    /// `?name=value&…` with each part percent-encoded, or nothing when `items` is empty.
    static func query(_ items: [Item]) -> String {
        items.isEmpty ? "" : "?" + items.map { encoded($0.name) + "=" + encoded($0.value) }.joined(separator: "&")
    }

    /// `text` with everything but unreserved characters percent-encoded (RFC 3986 §2.3), for a path
    /// segment or a query component.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
