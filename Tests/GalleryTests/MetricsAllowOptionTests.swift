import Foundation
import Testing

@testable import Gallery

/// `--metrics-allow`, `GALLERY_METRICS_ALLOW` and `metricsAllow` in the configuration file.
@Suite("Metrics allow option")
struct MetricsAllowOptionTests {
    /// Writes `json` to a temporary configuration file and loads it.
    private func load(_ json: String) throws -> GalleryConfiguration {
        let path = NSTemporaryDirectory() + "metrics-allow-\(UUID().uuidString).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try GalleryConfiguration.load(from: path)
    }

    @Test("The flag beats the variable, which beats the file; absent, no network but loopback")
    func precedence() throws {
        #expect(try LaunchOptions(arguments: [], environment: [:]).metricsAllow == nil)
        #expect(try load(#"{"publicDirectory": "/"}"#).metricsAllow.isEmpty)
        let file = try load(#"{"publicDirectory": "/", "metricsAllow": ["192.168.0.0/16", "fd00::/8"]}"#)
        #expect(file.metricsAllow.map(\.description) == ["192.168.0.0/16", "fd00::/8"])
        let environment = ["GALLERY_METRICS_ALLOW": "10.0.0.0/8"]
        #expect(try LaunchOptions(arguments: [], environment: environment).metricsAllow?.map(\.description) == ["10.0.0.0/8"])
        let flagged = try LaunchOptions(arguments: ["--metrics-allow", "172.16.0.0/12,::1"], environment: environment)
        #expect(flagged.metricsAllow?.map(\.description) == ["172.16.0.0/12", "::1"])
        let inline = try LaunchOptions(arguments: ["--metrics-allow=10.1.0.0/16"], environment: [:])
        #expect(inline.metricsAllow?.map(\.description) == ["10.1.0.0/16"])
    }

    @Test(
        "A bad flag or variable is refused with a message naming it and the value",
        arguments: [
            (["--metrics-allow", "10.0.0.0/33"], [:], "--metrics-allow"), (["--metrics-allow"], [:], "--metrics-allow"),
            ([], ["GALLERY_METRICS_ALLOW": "fd00::/129"], "GALLERY_METRICS_ALLOW"),
            (["--metrics-allow", "10.0.0.0/8,nonsense"], [:], "nonsense"),
        ])
    func badValues(arguments: [String], environment: [String: String], named: String) {
        #expect {
            try LaunchOptions(arguments: arguments, environment: environment)
        } throws: { error in
            "\(error)".contains(named)
        }
    }

    @Test("A bad network in the file is refused with its key and the value")
    func badInFile() {
        #expect {
            try load(#"{"publicDirectory": "/", "metricsAllow": ["10.0.0.0/8", "10.0.0.0/40"]}"#)
        } throws: { error in
            let text = "\(error)"
            return text.contains("metricsAllow") && text.contains("10.0.0.0/40")
        }
    }

    @Test("The real executable exits with 2 and says why for a bad --metrics-allow")
    func exitStatus() throws {
        let (status, _, errors) = try ExportCommandTests.run(["--metrics-allow", "10.0.0.0/33"])
        #expect(status == 2)
        #expect(errors.contains("--metrics-allow must list networks as CIDR[,CIDR…]"))
        #expect(errors.contains("0 to 32, not '33'"))
    }

    @Test("--help lists --metrics-allow and its variable")
    func help() {
        #expect(LaunchOptions.usage.contains("--metrics-allow CIDR[,CIDR…]"))
        #expect(LaunchOptions.usage.contains("GALLERY_METRICS_ALLOW"))
    }
}
