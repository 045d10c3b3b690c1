import Foundation
import Testing

@testable import Gallery

/// The `environment` event's seven fields over real HTTP: set, null or "automatic", and bad values.
@Suite("Environment events over HTTP")
struct EnvironmentEventAPITests {
    private let slider = "default-slider"

    @Test("All seven values are set by one event; null and \"automatic\" return them to the default")
    func setAndReset() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let set = try await client.event(
                slider,
                #""type": "environment", "colorScheme": "dark", "layoutDirection": "rightToLeft", "controlSize": "large", "tint": "orange", "disabled": true, "reduceMotion": true, "dynamicTypeSize": "xxLarge""#
            )
            #expect(set.status == 200)
            #expect(set.html.contains("data-color-scheme=\"dark\"") && set.html.contains("aria-disabled=\"true\""))
            // Disabled, the slider draws its tint in grey, as SwiftUI does; enabled, it shows the tint set.
            #expect(!set.html.contains("--sg-orange") && set.html.contains("background:var(--sg-gray)"))
            let enabled = try await client.event(slider, #""type": "environment", "disabled": null"#)
            #expect(enabled.status == 200)
            #expect(enabled.html.contains("--sg-orange") && !enabled.html.contains("aria-disabled"))
            let reset = try await client.event(
                slider, #""type": "environment", "colorScheme": null, "tint": "automatic", "disabled": null"#)
            #expect(reset.status == 200)
            #expect(reset.html.contains("data-color-scheme=\"light\"") && !reset.html.contains("aria-disabled"))
            #expect(!reset.html.contains("--sg-orange"))
            #expect(reset.target("key") != nil)
        }
    }

    @Test(
        "A bad value is a 400 that names the key, and changes nothing",
        arguments: [
            #""colorScheme": "purple""#, #""tint": "chartreuse""#, #""disabled": "yes""#, #""controlSize": 3"#,
            #""dynamicTypeSize": """#, #""layoutDirection": true"#,
        ])
    func badValue(_ member: String) async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let before = try await client.snapshot(slider)
            let reply = try await client.event(slider, #""type": "environment", \#(member)"#)
            #expect(reply.status == 400)
            let key = String(member.dropFirst().prefix { $0 != "\"" })
            #expect((reply.json["message"] as? String)?.contains(key) == true)
            #expect(try await client.snapshot(slider).body == before.body)
        }
    }

    @Test("State is kept when the environment changes")
    func stateKept() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try #require(try await client.snapshot(slider).target("key"))
            _ = try await client.event(slider, #""type": "key", "target": "\#(target)", "key": "end""#)
            let dark = try await client.event(slider, #""type": "environment", "colorScheme": "dark", "controlSize": "mini""#)
            #expect(dark.state["value"] as? Double == 1)
        }
    }
}
