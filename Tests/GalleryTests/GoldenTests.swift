import Foundation
import Stylish
import Testing

@testable import Gallery

/// Every catalogue preview, in every state that matters and every environment variant, against
/// its golden file in `Tests/Golden/<preview>/<state>-<variant>.html`.
///
/// Re-record with `STYLEGALLERY_RECORD_GOLDENS=1 swift test --filter Golden`; without it a missing
/// file fails. Open any golden file in a browser to see it with the gallery's stylesheet.
@Suite("Golden files")
struct GoldenTests {
    /// One golden file: a preview, driven to a state, in a variant.
    struct Case: Sendable, CustomTestStringConvertible {
        let preview: PreviewDefinition
        let scenario: GoldenScenario
        let variant: GoldenVariant

        var file: GoldenFile { GoldenFile(relativePath: "\(preview.id)/\(scenario.name)-\(variant.name).html") }
        var testDescription: String { file.relativePath }

        /// Renders the case in a fresh host, as a golden document.
        func document() -> String {
            var script = GoldenScript(host: preview.makeHost(environment: variant.environment), variant: variant)
            let rendering = scenario.run(&script)
            return GoldenDocument.html(
                preview: preview.id, scenario: scenario.name, variant: variant, script: script, rendering: rendering)
        }
    }

    static let cases: [Case] = Catalogue.standard.previews.flatMap { preview in
        GoldenScenario.scenarios(for: preview.id).flatMap { scenario in
            GoldenVariant.all.map { Case(preview: preview, scenario: scenario, variant: $0) }
        }
    }

    @Test("Each preview, state and variant renders exactly as its golden file", arguments: cases)
    func matchesGoldenFile(_ golden: Case) throws {
        try golden.file.verify(golden.document())
    }

    @Test("Rendering the same preview in two hosts gives the same bytes", arguments: cases)
    func isDeterministic(_ golden: Case) {
        let first = golden.document()
        let second = golden.document()
        #expect(first == second, "\(GoldenFile.firstDifference(Data(first.utf8), Data(second.utf8)))")
    }

    /// The enabled variants at the default control size: where the scripts must reach their states.
    static let enabledVariants = GoldenVariant.all.filter { $0.values.count == 3 && $0.values[2].name == "enabled" }

    @Test("The scripted states are the states they are named after", arguments: enabledVariants)
    func scenariosReachTheirStates(_ variant: GoldenVariant) throws {
        let checkout = try #require(Catalogue.standard.preview("checkout-slider"))
        func state(_ scenario: GoldenScenario) -> Rendering {
            var script = GoldenScript(host: checkout.makeHost(environment: variant.environment), variant: variant)
            return scenario.run(&script)
        }
        let rest = state(.rest)
        let midDrag = state(.midDrag)
        let after = state(.afterSwipe)
        #expect(rest.state("didCheckout") == .bool(false))
        #expect(rest.state("value")?.number == 0)
        #expect((midDrag.state("value")?.number ?? 0) > 0)
        #expect(midDrag.state("didCheckout") == .bool(false))
        #expect(after.state("didCheckout") == .bool(true))
    }

    @Test("Every catalogue preview has golden files, and no golden file is stray")
    func noStrayFiles() throws {
        let expected = Set(Self.cases.map(\.file.relativePath))
        #expect(Set(Catalogue.standard.previews.map(\.id)) == Set(Self.cases.map(\.preview.id)))
        let root = GoldenFile.directory
        let found = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".html") }
        let stray = found.filter { !expected.contains($0) }.sorted()
        if GoldenFile.isRecording {
            for path in stray { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
        } else {
            #expect(
                stray.isEmpty, "Stray golden files (no preview, state or variant makes them): \(stray). \(GoldenFile.recordHint)")
        }
    }
}
