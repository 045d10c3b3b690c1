import Foundation
import Stylish
import Testing

@testable import Gallery

/// A new host's first event renders it at rest without writing the markup (which the render after
/// the event replaces): these hold it to a host that rendered first, as every host did before.
@Suite("A new host's first event")
struct FirstEventTests {
    /// Whether two renderings are the same in every field.
    static func same(_ a: Rendering?, _ b: Rendering?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.html == b.html && a.size == b.size && a.targets == b.targets && a.animation == b.animation
            && a.state.map(\.name) == b.state.map(\.name) && a.state.map(\.value) == b.state.map(\.value)
    }

    /// Every event of ``PreviewHibernationTests/events(for:)``, and some that fail: a target that
    /// is not there, a drag's change with no drag begun, a tap or a key on a drag's target.
    static func firstEvents(for targets: [Rendering.Target]) -> [ViewEvent] {
        var events = PreviewHibernationTests.events(for: targets)
        events.append(.tap(target: "no.such.target"))
        events.append(.drag(target: "no.such.target", phase: .began, location: .zero))
        for target in targets {
            events.append(.drag(target: target.id, phase: .changed, location: CGPoint(x: 5, y: 5)))
            events.append(.drag(target: target.id, phase: .began, location: CGPoint(x: CGFloat.nan, y: 5)))
            events.append(.tap(target: target.id, count: 0))
            events.append(.key(target: target.id, key: .increment))
            events.append(.press(target: target.id, phase: .began))
        }
        events.append(.geometry(width: -1, height: nil))
        return events
    }

    @Test("A first event gives what it gives a host that rendered first, and so does the next; a failing one leaves that render")
    func sameAsRenderedFirst() {
        var failures = 0
        for preview in Catalogue.standard.previews {
            let targets = preview.makeHost().render().targets
            let events = Self.firstEvents(for: targets)
            for event in events {
                let fresh = preview.makeHost()
                let rendered = preview.makeHost()
                rendered.render()
                let freshResult = Result { () throws(ViewEventError) in try fresh.send(event) }
                let renderedResult = Result { () throws(ViewEventError) in try rendered.send(event) }
                switch (freshResult, renderedResult) {
                case (.success(let a), .success(let b)):
                    #expect(Self.same(a, b), "\(preview.id): \(event)")
                case (.failure(let a), .failure(let b)):
                    failures += 1
                    #expect(a.message == b.message, "\(preview.id): \(event)")
                default:
                    Issue.record("\(preview.id): \(event) succeeded on one host only")
                }
                #expect(Self.same(fresh.current, rendered.current), "\(preview.id): \(event)")
                // The hosts go on alike: the next event (every target's first) too.
                for next in events.prefix(3) {
                    let a = try? fresh.send(next)
                    let b = try? rendered.send(next)
                    #expect(Self.same(a, b), "\(preview.id): \(event) then \(next)")
                }
            }
        }
        #expect(failures > 0)
    }
}
