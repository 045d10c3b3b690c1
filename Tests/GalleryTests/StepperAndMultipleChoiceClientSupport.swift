import Foundation

@testable import Gallery

/// One element of a snapshot's markup that the stepper and multiple choice tests look at.
struct MarkupElement {
    /// The element's attributes, by name (the first of a duplicated name wins, as in browsers).
    let attributes: [String: String]

    subscript(_ name: String) -> String? { attributes[name] }
}

extension Reply {
    /// Every element whose start tag has `name="value"`, in document order.
    func elements(where name: String, is value: String) -> [MarkupElement] {
        html.split(separator: "<").compactMap { piece -> MarkupElement? in
            guard let end = piece.firstIndex(of: ">") else { return nil }
            var attributes: [String: String] = [:]
            for match in piece[..<end].matches(of: #/([a-z-]+)="([^"]*)"/#) where attributes[String(match.1)] == nil {
                attributes[String(match.1)] = String(match.2)
            }
            return attributes[name] == value ? MarkupElement(attributes: attributes) : nil
        }
    }

    /// The frame of the target `id` for `gesture`, as `x`, `y`, `width` and `height`.
    func frame(of id: String, gesture: String = "tap") -> [String: Double]? {
        targets.first { $0.id == id && $0.gesture == gesture }.map { target in
            let frame = target.frame
            return ["x": frame.minX, "y": frame.minY, "width": frame.width, "height": frame.height]
        }
    }
}

extension GalleryClient {
    /// Posts `event` (JSON members without the braces) to `preview`, numbered `seq`.
    func send(_ preview: String, seq: Int, _ event: String) async throws -> Reply {
        try await post("/api/v1/previews/\(preview)/events", #"{"seq": \#(seq), \#(event)}"#)
    }

    /// Taps `target` of `preview` as event `seq`.
    func tap(_ preview: String, _ target: String, seq: Int) async throws -> Reply {
        try await send(preview, seq: seq, #""target": "\#(target)", "type": "tap""#)
    }

    /// Presses `key` on `target` of `preview` as event `seq`.
    func key(_ preview: String, _ target: String, _ key: String, seq: Int) async throws -> Reply {
        try await send(preview, seq: seq, #""target": "\#(target)", "type": "key", "key": "\#(key)""#)
    }
}
