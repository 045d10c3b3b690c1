import Foundation
import Testing

@testable import Stylish

@Suite("Sheets: canvas size, nesting, and sheets whose presenter leaves the tree")
struct SheetLayoutTests {
    @Test("The canvas grows to the offered width and to the height a tall sheet needs, and shrinks back")
    func canvasGrows() throws {
        let host = ViewHost(TallSheetPresenter(), width: 320)
        let before = host.render()
        #expect(before.size.height < 100)
        #expect(before.size.width < 320, "the button alone is narrower than the offer")
        let presented = try host.send(.tap(target: tapTargets(before)[0]))
        let panelHeight = 500 + 2 * PresentedSheet.verticalInset
        #expect(presented.size == CGSize(width: 320, height: PresentedSheet.topInset + panelHeight))
        let dialog = try #require(dialogMarkup(presented))
        #expect(dialog.contains("top:24px;width:320px;height:\(CSS.px(panelHeight))"))
        #expect(dialog.contains("top:16px;width:320px;height:500px\" viewBox"), "the content, inside the panel's insets")
        #expect(dialog.contains("fill:var(--sg-teal)"))
        // The presenting content stays centred in the wider canvas.
        let left = ((320 - before.size.width) / 2).rounded()
        #expect(presented.html.contains("data-k=\"0\" inert=\"\" aria-hidden=\"true\" style=\"left:\(CSS.px(left));top:0px"))
        let closed = try host.send(.tap(target: tapTargets(presented)[0]))
        #expect(closed.size == before.size)
        #expect(closed.html == before.html)
    }

    @Test("A short sheet fills the canvas below its top inset; its content is centred in the panel")
    func shortSheetFillsCanvas() throws {
        let (host, rendering) = try presentedSheetPresenter()
        let panelHeight = rendering.size.height - PresentedSheet.topInset
        #expect(rendering.html.contains("top:24px;width:320px;height:\(CSS.px(panelHeight))"))
        #expect(host.current?.size.width == 320)
    }

    @Test("A sheet inside a sheet: only the inner one responds, it dismisses itself, the outer keeps its state")
    func nestedSheets() throws {
        let host = ViewHost(NestedSheetPresenter(), width: 300)
        let outer = try host.send(.tap(target: tapTargets(host.render())[0]))
        var ids = tapTargets(outer)
        #expect(ids.count == 3, "backdrop, Outer taps, Inner")
        let counted = try host.send(.tap(target: ids[1]))
        #expect(counted.state("outerTaps") == .int(1))

        let inner = try host.send(.tap(target: ids[2]))
        #expect(inner.state("inner") == .bool(true))
        #expect(inner.html.components(separatedBy: "role=\"dialog\"").count - 1 == 2)
        let innerIds = tapTargets(inner)
        #expect(innerIds.count == 2, "the inner backdrop and Close inner")
        #expect(innerIds.allSatisfy { !ids.contains($0) })
        #expect(innerIds[0].hasSuffix(".sheet.scrim") && innerIds[0].contains(".sheet.0"))
        #expect(inner.html.contains("aria-label=\"Inner sheet\""))
        // The outer panel is inert under the inner one, which starts lower.
        #expect(inner.html.contains("role=\"dialog\" aria-modal=\"true\" tabindex=\"-1\" inert=\"\" aria-hidden=\"true\""))
        let innerTop = PresentedSheet.topInset + PresentedSheet.levelStep
        #expect(inner.html.contains("top:\(CSS.px(innerTop))"))
        #expect(throws: ViewEventError.self) { try host.send(.tap(target: ids[1])) }

        let back = try host.send(.tap(target: innerIds[1]))
        #expect(back.state("inner") == .bool(false))
        #expect(back.state("outerTaps") == .int(1))
        ids = tapTargets(back)
        #expect(ids.count == 3)
        #expect(back.html.components(separatedBy: "role=\"dialog\"").count - 1 == 1)

        let reopened = try host.send(.tap(target: ids[2]))
        let closedByBackdrop = try host.send(.tap(target: tapTargets(reopened)[0]))
        #expect(closedByBackdrop.state("inner") == .bool(false))
        #expect(closedByBackdrop.state("outer") == .bool(true), "the inner backdrop closes the inner sheet only")
    }

    @Test("A sheet goes with the view that presents it when that view leaves the tree")
    func presenterLeaves() throws {
        let host = ViewHost(LeavingPresenterRoot(), width: 300)
        let first = host.render()
        #expect(first.state("presented") == .bool(true))
        #expect(dialogMarkup(first) != nil)
        let remove = try #require(tapTargets(first).last)
        let after = try host.send(.tap(target: remove))
        #expect(after.state("showsPresenter") == .bool(false))
        #expect(after.state("presented") == nil)
        #expect(dialogMarkup(after) == nil)
        #expect(!after.html.contains("inert"))
        #expect(after.targets.isEmpty)
        #expect(after.html.contains(">Root</div>"))
    }

    @Test("Two renders of a presented sheet write the same markup (stable keys for the browser's morph)")
    func stableMarkup() throws {
        let (host, rendering) = try presentedSheetPresenter()
        #expect(host.render().html == rendering.html)
        #expect(rendering.html.components(separatedBy: "data-sheet=\"panel\"").count == 2)
    }

    @Test("Two sheets on one view keep apart (K.sheet, K.sheet1); interactiveDismissDisabled outside a sheet does nothing")
    func twoSheetsOnOneView() throws {
        let host = ViewHost(TwoSheetsPresenter(), width: 300)
        let buttons = tapTargets(host.render())
        let first = try host.send(.tap(target: buttons[0]))
        #expect(dialogMarkup(first)?.contains(">First sheet</div>") == true)
        let scrim = try #require(tapTargets(first).first)
        #expect(scrim.hasSuffix(".sheet.scrim"), "the backdrop of the first sheet dismisses")
        let closed = try host.send(.tap(target: scrim))
        #expect(closed.state("first") == .bool(false))

        let second = try host.send(.tap(target: buttons[1]))
        #expect(second.state("second") == .bool(true))
        #expect(dialogMarkup(second)?.contains(">Second sheet</div>") == true)
        #expect(second.html.contains(".sheet1\" data-sheet=\"panel\""))
        #expect(second.html.contains(".sheet1.scrim\" data-sheet=\"scrim\""))
        #expect(second.targets.isEmpty, "no backdrop target, and the content has none")
    }

    private func presentedSheetPresenter() throws -> (ViewHost, Rendering) {
        let host = ViewHost(SheetPresenter(log: CallLog()), width: 320)
        let show = try #require(tapTargets(host.render()).first)
        return (host, try host.send(.tap(target: show)))
    }
}
