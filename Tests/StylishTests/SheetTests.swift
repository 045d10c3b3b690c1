import Foundation
import Testing

@testable import Stylish

/// The distinct ids of the targets that take taps, in tree order.
func tapTargets(_ rendering: Rendering) -> [String] {
    var ids: [String] = []
    for target in rendering.targets where target.gesture == "tap" && !ids.contains(target.id) { ids.append(target.id) }
    return ids
}

/// The markup from the dialog element on (the presenting content comes before it).
func dialogMarkup(_ rendering: Rendering) -> Substring? {
    rendering.html.range(of: "role=\"dialog\"").map { rendering.html[$0.lowerBound...] }
}

@Suite("Sheets: presenting, dismissing, styles that reach the sheet")
struct SheetTests {
    /// Presents the sheet of a fresh ``SheetPresenter`` and returns the host and the render.
    private func presented(_ presenter: SheetPresenter, width: CGFloat = 320) throws -> (ViewHost, Rendering) {
        let host = ViewHost(presenter, width: width)
        let before = host.render()
        #expect(before.state("isPresented") == .bool(false))
        #expect(dialogMarkup(before) == nil)
        let show = try #require(tapTargets(before).first)
        return (host, try host.send(.tap(target: show)))
    }

    @Test("A button presents the sheet: state, dialog markup, and only the sheet's targets respond")
    func presents() throws {
        let log = CallLog()
        let host = ViewHost(SheetPresenter(log: log), width: 320)
        let before = host.render()
        let presentingTargets = tapTargets(before)
        #expect(presentingTargets.count == 2)
        #expect(!before.html.contains("inert"))
        #expect(before.html.contains(">Outside presented: no</div>"))

        let after = try host.send(.tap(target: presentingTargets[0]))
        #expect(after.state("isPresented") == .bool(true))
        #expect(after.state("taps") == .int(0))
        let dialog = try #require(dialogMarkup(after))
        #expect(dialog.contains("aria-modal=\"true\""))
        #expect(dialog.contains(">Presented: yes</div>"))
        #expect(after.html.contains("data-k=\"0\" inert=\"\" aria-hidden=\"true\""), "the presenting content is inert")
        #expect(after.html.contains("data-sheet=\"scrim\""))
        let sheetTargets = tapTargets(after)
        #expect(sheetTargets.count == 3, "the backdrop, Count and Done")
        #expect(sheetTargets.allSatisfy { !presentingTargets.contains($0) })
        #expect(sheetTargets[0].hasSuffix(".sheet.scrim"))
        for target in after.targets {
            #expect(target.frame.minY >= 0)
            if target.id != sheetTargets[0] { #expect(target.frame.minY >= PresentedSheet.topInset) }
        }
        #expect(throws: ViewEventError.unknownTarget(presentingTargets[0])) {
            try host.send(.tap(target: presentingTargets[0]))
        }
        #expect(host.current?.state("isPresented") == .bool(true))
        #expect(log.entries.isEmpty)
    }

    @Test("A ButtonStyle and a custom environment value set at the root are used inside the sheet")
    func stylesReachTheSheet() throws {
        let (_, rendering) = try presented(SheetPresenter(log: CallLog()))
        let dialog = try #require(dialogMarkup(rendering))
        #expect(dialog.contains(">Accent: violet</div>"))
        #expect(!dialog.contains("unset"))
        // Both sheet buttons are drawn by the purple capsule style: its fill comes once per button.
        #expect(dialog.components(separatedBy: "fill:var(--sg-purple)").count - 1 == 2)
        #expect(dialog.contains(">Count 0</div>"))
    }

    @Test("A button in the sheet calling dismiss() closes it; onDismiss runs once; the presenter's targets come back")
    func dismissFromInside() throws {
        let log = CallLog()
        let (host, rendering) = try presented(SheetPresenter(log: log))
        let done = tapTargets(rendering)[2]
        let after = try host.send(.tap(target: done))
        #expect(after.state("isPresented") == .bool(false))
        #expect(after.state("taps") == nil, "the sheet's state is gone with it")
        #expect(dialogMarkup(after) == nil)
        #expect(!after.html.contains("inert"))
        #expect(!after.html.contains("data-sheet"))
        #expect(log.entries == ["dismissed"])
        #expect(tapTargets(after).count == 2)
        host.render()
        try host.send(.environment(colorScheme: .dark, reduceMotion: nil))
        #expect(log.entries == ["dismissed"], "onDismiss runs once per dismissal")
        #expect(throws: ViewEventError.unknownTarget(done)) { try host.send(.tap(target: done)) }
    }

    @Test("A tap on the backdrop dismisses, as a swipe down would")
    func backdropDismisses() throws {
        let log = CallLog()
        let (host, rendering) = try presented(SheetPresenter(log: log))
        let scrim = tapTargets(rendering)[0]
        let frame = try #require(rendering.targets.first { $0.id == scrim }?.frame)
        #expect(frame == CGRect(origin: .zero, size: rendering.size))
        // A pointer target, out of the tab order and hidden from assistive technology (Escape is
        // the keyboard's way out, as the dialog pattern says).
        #expect(rendering.html.contains("data-sheet=\"scrim\" aria-hidden=\"true\" tabindex=\"-1\" data-target=\"\(scrim)\""))
        let after = try host.send(.tap(target: scrim, location: CGPoint(x: 10, y: 5)))
        #expect(after.state("isPresented") == .bool(false))
        #expect(dialogMarkup(after) == nil)
        #expect(log.entries == ["dismissed"])
    }

    @Test("interactiveDismissDisabled() leaves no backdrop target; dismiss() still closes the sheet")
    func interactiveDismissDisabled() throws {
        let log = CallLog()
        let (host, rendering) = try presented(SheetPresenter(log: log, interactiveDismissDisabled: true))
        #expect(rendering.html.contains("data-sheet=\"scrim\""))
        #expect(!rendering.targets.contains { $0.id.hasSuffix(".scrim") })
        let ids = tapTargets(rendering)
        #expect(ids.count == 2, "Count and Done only")
        #expect(throws: ViewEventError.self) { try host.send(.tap(target: ids[0] + "x")) }
        let after = try host.send(.tap(target: ids[1]))
        #expect(after.state("isPresented") == .bool(false))
        #expect(log.entries == ["dismissed"])
    }

    @Test("The sheet's @State lives while it shows and starts afresh when presented again")
    func sheetStateResets() throws {
        let (host, rendering) = try presented(SheetPresenter(log: CallLog()))
        let count = tapTargets(rendering)[1]
        try host.send(.tap(target: count))
        let twice = try host.send(.tap(target: count))
        #expect(twice.state("taps") == .int(2))
        #expect(dialogMarkup(twice)?.contains(">Count 2</div>") == true)
        let closed = try host.send(.tap(target: tapTargets(twice)[0]))
        #expect(closed.state("taps") == nil)
        let again = try host.send(.tap(target: tapTargets(closed)[0]))
        #expect(again.state("isPresented") == .bool(true))
        #expect(again.state("taps") == .int(0))
        #expect(dialogMarkup(again)?.contains(">Count 0</div>") == true)
    }

    @Test("dismiss() outside a presentation does nothing; isPresented is false there")
    func dismissOutside() throws {
        let log = CallLog()
        let host = ViewHost(SheetPresenter(log: log), width: 320)
        let ids = tapTargets(host.render())
        let after = try host.send(.tap(target: ids[1]))
        #expect(after.state("isPresented") == .bool(false))
        #expect(after.html.contains(">Outside presented: no</div>"))
        #expect(log.entries.isEmpty)
    }

    @Test("The panel follows the colour scheme: light and dark backgrounds, backdrops and color-scheme")
    func lightAndDark() throws {
        let (host, light) = try presented(SheetPresenter(log: CallLog()))
        let lightDialog = try #require(dialogMarkup(light))
        #expect(lightDialog.contains("background:var(--sg-sheet, #fff)"))
        #expect(lightDialog.contains("color-scheme:light"))
        #expect(light.html.contains("background:var(--sg-sheet-scrim, rgb(0 0 0 / 0.2))"))
        #expect(light.html.contains("border-radius:10px 10px 0 0"))
        let dark = try host.send(.environment(colorScheme: .dark, reduceMotion: nil))
        let darkDialog = try #require(dialogMarkup(dark))
        #expect(darkDialog.contains("background:var(--sg-sheet-dark, #1c1c1e)"))
        #expect(darkDialog.contains("color-scheme:dark"))
        #expect(dark.html.contains("background:var(--sg-sheet-scrim-dark, rgb(0 0 0 / 0.48))"))
        #expect(!dark.html.contains("--sg-sheet, #fff"))
        #expect(dark.state("isPresented") == .bool(true), "the sheet stays presented across the change")
    }

    @Test("The dialog is labelled by the label its content gives, and focusable for the browser")
    func dialogLabel() throws {
        let (_, labelled) = try presented(SheetPresenter(log: CallLog(), label: "Settings"))
        let dialog = try #require(dialogMarkup(labelled))
        #expect(dialog.hasPrefix("role=\"dialog\" aria-modal=\"true\" tabindex=\"-1\" aria-label=\"Settings\""))
        #expect(labelled.html.components(separatedBy: "aria-label=\"Settings\"").count == 2, "moved, not copied")
        let (_, plain) = try presented(SheetPresenter(log: CallLog()))
        #expect(dialogMarkup(plain)?.contains("aria-label") == false)
    }
}
