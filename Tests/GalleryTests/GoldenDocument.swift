import Foundation
import Stylish

@testable import Gallery

/// A rendering as a small standalone HTML page that a human can open in a browser.
///
/// The page links the gallery's stylesheet (from `Tests/Golden/<preview>/`), carries the model
/// (state, size, targets, animation) and any refused events in comments, then the canvas as the
/// engine wrote it, byte for byte.
enum GoldenDocument {
    static func html(preview: String, scenario: String, variant: GoldenVariant, script: GoldenScript, rendering: Rendering)
        -> String
    {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="color-scheme" content="\(variant.colorScheme.rawValue)">
            <title>\(preview) · \(scenario) · \(variant.name)</title>
            <link rel="stylesheet" href="../../../Public/gallery.css">
            </head>
            <body>
            <!-- state: \(comment(stateJSON(rendering))) -->
            <!-- model: \(comment(modelJSON(rendering))) -->

            """
        for note in script.notes {
            page += "<!-- note: \(comment(note)) -->\n"
        }
        page += rendering.html
        page += "\n</body>\n</html>\n"
        return page
    }

    /// The `@State` values as the API's JSON writes them.
    static func stateJSON(_ rendering: Rendering) -> String {
        var json = JSONWriter()
        Snapshot.writeState(rendering.state, to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// Size, targets and animation, as the API's JSON writes them.
    private static func modelJSON(_ rendering: Rendering) -> String {
        var json = JSONWriter()
        json.raw("{")
        json.key("size", first: true)
        json.raw("[")
        json.number(Double(rendering.size.width))
        json.raw(",")
        json.number(Double(rendering.size.height))
        json.raw("]")
        json.key("targets")
        json.array(rendering.targets) { json, target in
            json.raw("{")
            json.key("id", first: true)
            json.string(target.id)
            json.key("gesture")
            json.string(target.gesture)
            json.key("frame")
            json.raw("[")
            for (index, value) in [target.frame.minX, target.frame.minY, target.frame.width, target.frame.height].enumerated() {
                if index > 0 { json.raw(",") }
                json.number(Double(value))
            }
            json.raw("]}")
        }
        json.key("animation")
        if let animation = rendering.animation {
            json.string(animation.name)
        } else {
            json.raw("null")
        }
        json.raw("}")
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// `text` made safe inside an HTML comment (which `--` would end early in some parsers).
    private static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }
}
