import Foundation
import Testing

@testable import Stylish

private struct Painted: View {
    @State var isPresented = false
    let background: Int

    var body: some View {
        Button("Open") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                switch background {
                case 0: Text("Yellow").presentationBackground(Color.yellow)
                case 1: Text("Frosted").presentationBackground(.ultraThinMaterial)
                default:
                    Text("Striped").presentationBackground { Color.mint.opacity(0.5) }
                }
            }
    }
}

@Suite("presentationBackground")
struct PresentationBackgroundTests {
    /// The start tag of the presented sheet's panel for the background `kind`.
    private func panel(_ kind: Int) throws -> String {
        let host = ViewHost(checking: { Painted(background: kind) }, width: 320, height: 480)
        let button = try #require(host.render().targets.first { $0.gesture == "tap" })
        let open = try host.send(.tap(target: button.id))
        return try #require(open.html.components(separatedBy: "<").first { $0.contains(#"data-sheet="panel""#) })
    }

    @Test("A colour, a material or a view of the content's paints the sheet instead of its own background")
    func paints() throws {
        let yellow = try panel(0)
        #expect(yellow.contains("background:var(--sg-yellow)") && !yellow.contains("--sg-sheet,"), "\(yellow)")
        let frosted = try panel(1)
        #expect(frosted.contains("backdrop-filter:blur(8px)") && frosted.contains("var(--sg-material-ultrathin)"))
        let striped = try panel(2)
        #expect(striped.contains("background:transparent"))
    }
}
