import Foundation
import Testing

@testable import Stylish

/// A style of our own: the title, then the icon, in the tint.
private struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon.foregroundColor(.orange)
        }
    }
}

/// The markup of the elements of `html` from the first text or symbol on, as (tag kind, x).
private func leftOf(_ fragment: String, in html: String) -> Double? {
    guard let style = html.components(separatedBy: "<").first(where: { $0.contains(fragment) }),
        let left = style.components(separatedBy: "left:").dropFirst().first
    else { return nil }
    return Double(left.prefix { $0 != "p" })
}

@Suite("Label and LabelStyle")
struct LabelTests {
    @Test("The default style draws the icon, then the title; titleOnly and iconOnly leave one out")
    func builtInStyles() throws {
        let label = Label("Add", systemImage: "plus")
        let both = renderedHTML(label)
        let icon = try #require(leftOf("aria-label=\"plus\"", in: both))
        let title = try #require(leftOf(">Add</div>", in: both) ?? leftOf("sg-text", in: both))
        #expect(icon < title, "the icon first: \(both)")
        #expect(renderedHTML(label.labelStyle(.automatic)) == both)
        #expect(renderedHTML(label.labelStyle(.titleAndIcon)) == both)
        let titleOnly = renderedHTML(label.labelStyle(.titleOnly))
        #expect(titleOnly.contains(">Add</div>") && !titleOnly.contains("aria-label=\"plus\""))
        let iconOnly = renderedHTML(label.labelStyle(.iconOnly))
        #expect(!iconOnly.contains(">Add</div>"))
        #expect(iconOnly.contains("aria-label=\"Add\""), "named by its title: \(iconOnly)")
    }

    @Test("A style of our own draws from configuration.title and configuration.icon; a label in a button names it")
    func customStyle() throws {
        let html = renderedHTML(Label("Next", systemImage: "checkmark").labelStyle(TrailingIconStyle()))
        let title = try #require(leftOf("sg-text", in: html))
        let icon = try #require(leftOf("aria-label=\"checkmark\"", in: html))
        #expect(title < icon)
        #expect(html.contains("var(--sg-orange)"))
        let button = ViewHost(
            Button {
            } label: {
                Label("Add", systemImage: "plus")
            }, width: 200
        ).render()
        #expect(button.targets.count == 2 && button.html.contains(">Add</div>"))
    }

    @Test("Label(title:icon:) takes any views")
    func anyViews() {
        let html = renderedHTML(
            Label {
                Text("Ada").bold()
            } icon: {
                Circle().fill(Color.green).frame(width: 10, height: 10)
            })
        #expect(html.contains("font-weight:700") && html.contains("fill:var(--sg-green)"))
    }
}
