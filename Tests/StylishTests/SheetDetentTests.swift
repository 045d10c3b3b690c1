import Foundation
import Testing

@testable import Stylish

/// A filter sheet at a medium and a large detent, closed with the older presentationMode, as
/// SwiftUI code writes it; `detents` and `indicator` vary it.
private struct Filters: View {
    var detents: Set<PresentationDetent> = [.medium, .large]
    var indicator = Visibility.automatic
    @State var isPresented = false

    var body: some View {
        VStack {
            ForEach(0..<8) { index in Text("Row \(index)") }
            Button("Filters") { isPresented = true }
        }
        .sheet(isPresented: $isPresented) {
            FilterSheet()
                .presentationDetents(detents)
                .presentationDragIndicator(indicator)
        }
    }
}

private struct FilterSheet: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Not presented")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

/// The canvas height and the panel's top and height in `html`.
private func panelGeometry(_ html: String) throws -> (canvas: Double, top: Double, height: Double) {
    let number = { (style: String, name: String) -> Double? in
        style.components(separatedBy: name).dropFirst().first.flatMap { Double($0.prefix { $0 != "p" }) }
    }
    let canvas = try #require(
        number(html, "sg-canvas\" style=\"width:").flatMap { _ in
            number(html.components(separatedBy: "sg-canvas").dropFirst().first ?? "", ";height:")
        })
    let panel = try #require(html.components(separatedBy: "<").first { $0.contains("data-sheet=\"panel\"") })
    return (canvas, try #require(number(panel, "top:")), try #require(number(panel, ";height:")))
}

@Suite("presentationDetents, presentationDragIndicator and presentationMode")
struct SheetDetentTests {
    /// The rendering of `view` after its button presents the sheet.
    private func presented(_ view: @escaping @autoclosure () -> Filters) throws -> Rendering {
        let host = ViewHost(checking: view, width: 320)
        let button = try #require(host.render().targets.first { $0.gesture == "tap" })
        return try host.send(.tap(target: button.id))
    }

    @Test("A sheet opens at its smallest detent, from the bottom of the canvas, with the drag indicator of several detents")
    func medium() throws {
        let rendering = try presented(Filters())
        let (canvas, top, height) = try panelGeometry(rendering.html)
        let available = canvas - Double(PresentedSheet.topInset)
        #expect(height == (available / 2).rounded(), "half the height below the inset: \(canvas) \(top) \(height)")
        #expect(top + height == canvas, "it rests on the bottom")
        #expect(rendering.html.contains(".indicator\""), "several detents: the indicator shows")
        #expect(rendering.html.contains("Presented"))
    }

    @Test("A height detent, a fraction, and the indicator hidden, shown or automatic")
    func heightsAndIndicator() throws {
        let fixed = try presented(Filters(detents: [.height(120)]))
        #expect(try panelGeometry(fixed.html).height == 120)
        #expect(!fixed.html.contains(".indicator\""), "one detent: no indicator")
        #expect(try presented(Filters(detents: [.height(120)], indicator: .visible)).html.contains(".indicator\""))
        #expect(!(try presented(Filters(indicator: .hidden)).html.contains(".indicator\"")))
        let quarter = try presented(Filters(detents: [.fraction(0.25), .large]))
        let (canvas, _, height) = try panelGeometry(quarter.html)
        #expect(height == ((canvas - Double(PresentedSheet.topInset)) * 0.25).rounded())
        let large = try presented(Filters(detents: [.large]))
        let whole = try panelGeometry(large.html)
        #expect(whole.top == Double(PresentedSheet.topInset), "large: as a sheet without detents")
    }

    @Test("presentationMode says the sheet is presented, and its dismiss() closes it")
    func presentationMode() throws {
        let host = ViewHost(checking: { Filters() }, width: 320)
        let button = try #require(host.render().targets.first { $0.gesture == "tap" })
        let open = try host.send(.tap(target: button.id))
        let close = try #require(open.targets.last { $0.gesture == "tap" })
        let closed = try host.send(.tap(target: close.id))
        #expect(!closed.html.contains("data-sheet"))
        #expect(closed.state("isPresented") == .bool(false))
    }
}
