import Foundation
import Stylish
import Testing

@testable import Gallery

/// The `role` and `label` of the API's targets, read from each target's own element, are what the
/// whole canvas's controls give (the accessibility audit's reading), for every preview.
@Suite("Targets' roles and labels")
struct TargetNamesTests {
    @Test("Each target's role and label match the whole markup's reading", arguments: Catalogue.standard.previews.map(\.id))
    func matchesWholeReading(_ id: String) throws {
        let definition = try #require(Catalogue.standard.preview(id))
        for (when, rendering) in AccessibilityAudit.renderings(definition) {
            let byElement = StageControl.byTarget(in: rendering.markup)
            var whole: [String: StageControl] = [:]
            for control in StageControl.all(in: rendering.html) where control.target != nil {
                if whole[control.target!] == nil { whole[control.target!] = control }
            }
            #expect(Set(rendering.targets.map(\.id)).isSubset(of: Set(byElement.keys)), "\(id) \(when)")
            for target in rendering.targets {
                #expect(byElement[target.id]?.role == whole[target.id]?.role, "\(id) \(when) \(target.id)")
                #expect(byElement[target.id]?.name == whole[target.id]?.name, "\(id) \(when) \(target.id)")
            }
        }
    }

    @Test("A snapshot's targets carry their role and label")
    func snapshotJSON() throws {
        let definition = try #require(Catalogue.standard.preview("toggle-styles"))
        let json = String(decoding: Snapshot.json(definition, seq: 0, rendering: definition.makeHost().render()), as: UTF8.self)
        #expect(json.contains(#""gesture":"tap","frame":{"#))
        #expect(json.contains(#""role":"switch","label":"Wi-Fi"}"#))
        #expect(json.contains(#""role":"checkbox","label":"I agree to the terms"}"#))
    }
}
