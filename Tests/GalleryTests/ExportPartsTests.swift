import Foundation
import Testing

@testable import Gallery

/// The static export's parts: link rewriting, stylesheets, the progress line and the command.
@Suite("Static export parts")
struct ExportPartsTests {
    static let links = StaticLinks(
        depth: 2, previewIDs: ["checkout-slider"], variants: PreviewEnvironment.matrixVariants)

    @Test(
        "Root-relative links become relative paths to the export's files",
        arguments: [
            ("/", "../../index.html"),
            ("/#top", "../../index.html#top"),
            ("/?q=range", "../../index.html"),
            ("/matrix", "../../matrix.html"),
            ("/assets/gallery.css", "../../assets/gallery.css"),
            ("/images/swatch.svg", "../../images/swatch.svg"),
            ("/previews/checkout-slider", "../../previews/checkout-slider.html"),
            ("/previews/checkout-slider?colorScheme=dark", "../../previews/checkout-slider.html"),
            (
                "/previews/checkout-slider?disabled=1&layoutDirection=rightToLeft&colorScheme=dark",
                "../../previews/checkout-slider/dark-rtl-disabled.html"
            ),
        ])
    func relative(link: String, expected: String) {
        #expect(Self.links.target(for: link) == expected)
    }

    @Test(
        "Other links are left alone",
        arguments: [
            "/api/v1/previews", "/previews/unknown", "//example.com/x", "https://example.com/", "#x", "/assets/../x",
            "/images/..", "/images/a/b.png",
        ])
    func untouched(link: String) {
        #expect(Self.links.target(for: link) == nil)
    }

    @Test("Attributes are rewritten in place, escaped, and other attributes are not")
    func rewrite() {
        let html =
            #"<a href="/previews/checkout-slider?colorScheme=light&amp;layoutDirection=leftToRight&amp;disabled=0">x</a>"#
            + #"<script src="/assets/gallery.js"></script><form action="/"><a data-href="/x" href="/api/v1/x">"#
        let rewritten = StaticLinks(depth: 0, previewIDs: ["checkout-slider"], variants: PreviewEnvironment.matrixVariants)
            .rewrite(html)
        #expect(
            rewritten
                == #"<a href="previews/checkout-slider/light-ltr-enabled.html">x</a><script src="assets/gallery.js"></script>"#
                + #"<form action="index.html"><a data-href="/x" href="/api/v1/x">"#)
    }

    @Test("Each matrix variant has its own file name")
    func variantNames() {
        let names = PreviewEnvironment.matrixVariants.map(\.exportName)
        #expect(Set(names).count == names.count)
        #expect(names.contains("dark-rtl-disabled") && names.contains("light-ltr-enabled"))
        #expect(PreviewEnvironment().exportName == "default")
    }

    @Test("A stylesheet's schemes are also chosen by data-color-scheme; braces in comments do not count")
    func stylesheet() {
        let css = """
            /* a { comment } */
            :root { --a: white; }
            @media (prefers-color-scheme: dark) {
              :root { --a: black; }
              .x { color: red; }
            }
            @media (max-width: 10px) { :root { --a: blue; } }
            """
        let copy = StaticStylesheet.forcingColorSchemes(css)
        #expect(copy.hasPrefix(css))
        let added = copy.dropFirst(css.count)
        #expect(added.contains("[data-color-scheme=\"light\"] {\n  & { --a: white; }\n}"))
        #expect(added.contains("[data-color-scheme=\"dark\"] {\n\n  & { --a: black; }\n  .x { color: red; }\n}"))
        #expect(!added.contains("blue"))
        #expect(StaticStylesheet.forcingColorSchemes(".a { color: red; }") == ".a { color: red; }")
    }

    @Test("On a terminal the progress line is rewritten in place, ending with a newline")
    func terminalProgress() {
        var progress = ExportProgress(isTerminal: true)
        #expect(progress.text(done: 12, total: 137, path: "previews/x.html") == "\r[12/137] previews/x.html\u{1B}[K")
        #expect(progress.text(done: 137, total: 137, path: "matrix.html") == "\r[137/137] matrix.html\u{1B}[K\n")
    }

    @Test("Elsewhere a line per tenth, the first and the last page included")
    func logProgress() {
        var progress = ExportProgress(isTerminal: false)
        let lines = (1...137).compactMap { progress.text(done: $0, total: 137, path: "p\($0)") }
        #expect(lines.count == 11)
        #expect(lines.first == "[1/137] p1\n" && lines.last == "[137/137] p137\n")
        #expect(lines.allSatisfy { !$0.contains("\r") })
    }

    @Test("export DIR is a subcommand; without a folder it is refused")
    func options() throws {
        let options = try LaunchOptions(arguments: ["export", "site", "--config", "x.json"], environment: [:])
        #expect(options.exportDirectory == "site" && options.configPath == "x.json")
        #expect(try LaunchOptions(arguments: [], environment: [:]).exportDirectory == nil)
        #expect(throws: LaunchError.self) { try LaunchOptions(arguments: ["export"], environment: [:]) }
        #expect(throws: LaunchError.self) { try LaunchOptions(arguments: ["export", "--config"], environment: [:]) }
    }
}
