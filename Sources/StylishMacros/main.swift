import Foundation

// The compiler plugin of Stylish's macros (`#Preview`): it answers the compiler's messages on
// standard input and output until the compiler closes the channel.

/// The plugin protocol's version this plugin speaks.
let protocolVersion = 7

while let message = PluginChannel.receive() {
    if message["getCapability"] != nil {
        PluginChannel.send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    } else if let expansion = message["expandFreestandingMacro"] as? [String: Any] {
        let syntax = expansion["syntax"] as? [String: Any]
        let source = syntax?["source"] as? String ?? ""
        let discriminator = expansion["discriminator"] as? String ?? "$preview"
        if let expanded = PreviewExpansion.expand(source, discriminator: discriminator) {
            PluginChannel.send(["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]])
        } else {
            let location = syntax?["location"] as? [String: Any]
            let diagnostic: [String: Any] = [
                "message": "#Preview needs a trailing closure that builds the view to preview",
                "severity": "error",
                "position": ["fileName": location?["fileName"] ?? "", "offset": location?["offset"] ?? 0],
                "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
            ]
            PluginChannel.send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]])
        }
    } else {
        PluginChannel.send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [] as [Any]]])
    }
}
