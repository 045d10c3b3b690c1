import Foundation
import Testing

/// The audit itself: it must see what a browser would run, and pass what the engine writes.
@Suite("MarkupAudit finds executable markup")
struct MarkupAuditTests {
    @Test(
        "Executable markup is reported",
        arguments: [
            "<p>hi</p><script>alert(1)</script>", "<div title=\"x\"><img src=x onerror=alert(1)></div>",
            "<svg onload=alert(1)></svg>", "<a href=\" jav&#x09;ascript:alert(1)\">x</a>", "<a href=' javascript:alert(1)'>x</a>",
            "<div onclick=alert(1)>", "<DIV ONMOUSEOVER='alert(1)'>", "<iframe srcdoc=x>",
            "<script src=//evil.example/x.js></script>",
            "<div title=\"a\"x=\"b\" onfocus=\"alert(1)\" tabindex=0>", "<svg><a xlink:href=\"javascript:alert(1)\">x</a></svg>",
        ])
    func reportsExecutableMarkup(_ html: String) {
        #expect(!MarkupAudit(html).problems.isEmpty, "\(html)")
    }

    @Test(
        "Escaped payloads and the engine's own markup pass",
        arguments: [
            "<div class=\"sg-n\" aria-label=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\">&lt;script&gt;alert(1)&lt;/script&gt;</div>",
            "<script src=\"/assets/gallery.js\" defer></script><title>a &lt;/title&gt;</title>",
            "<svg class=\"sg-symbol\" aria-label=\"' onload='alert(1)\"><path d=\"M0 0\"/></svg>",
            "<pre>{{7*7}} &lt;svg onload=alert(1)&gt;</pre><!-- <img src=x onerror=alert(1)> -->",
        ])
    func passesInertMarkup(_ html: String) {
        #expect(MarkupAudit(html).problems.isEmpty, "\(MarkupAudit(html).problems)")
    }

    @Test("Every golden render (each preview, state and variant) is inert markup")
    func goldenRendersAreInert() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
        let files = try #require(FileManager.default.enumerator(atPath: golden.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") }
        #expect(files.count >= 20, "golden files not found under \(golden.path)")
        for file in files {
            let html = try String(contentsOf: golden.appendingPathComponent(file), encoding: .utf8)
            let audit = MarkupAudit(html)
            #expect(audit.tags.contains { $0.name == "div" }, "\(file) has no markup")
            #expect(audit.problems.isEmpty, "\(file): \(audit.problems)")
        }
    }
}
