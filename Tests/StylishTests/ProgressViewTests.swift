import Foundation
import Testing

@testable import Stylish

/// A download that steps by a quarter, in a style of our own, as SwiftUI code writes one.
private struct Download: View {
    @State var done = 0.25
    var body: some View {
        VStack {
            ProgressView("Downloading", value: done, total: 1)
                .progressViewStyle(RingStyle())
            Button("More") { done = min(1, done + 0.25) }
        }
    }
}

private struct RingStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 6)
            Circle()
                .trim(from: 0, to: configuration.fractionCompleted ?? 0)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
        .frame(width: 60, height: 60)
    }
}

/// The start tag of the progressbar element of `html`.
private func progressbar(in html: String) -> String? {
    html.components(separatedBy: "<").first { $0.contains("role=\"progressbar\"") }
}

@Suite("ProgressView and ProgressViewStyle")
struct ProgressViewTests {
    @Test("A known progress is a bar filled that far in the tint, a progressbar with its value and label")
    func linear() throws {
        let html = renderedHTML(ProgressView("Copying", value: 3.0, total: 4).frame(width: 200))
        let bar = try #require(progressbar(in: html))
        #expect(
            bar.contains("aria-valuenow=\"75\"") && bar.contains("aria-valuemax=\"100\"")
                && bar.contains("aria-label=\"Copying\""))
        #expect(html.contains("fill:var(--sg-accent)"))
        #expect(stylesContaining("width:150px;height:4px", in: html).count == 1, "three quarters of 200: \(html)")
        #expect(renderedHTML(ProgressView(value: 0.5).tint(.orange)).contains("fill:var(--sg-orange)"))
        #expect(renderedHTML(ProgressView(value: 2.0, total: 1)).contains("aria-valuenow=\"100\""), "clamped")
    }

    @Test("An unknown progress is a ring with no value; .circular and .linear choose")
    func indeterminate() throws {
        let html = renderedHTML(ProgressView("Loading"))
        let bar = try #require(progressbar(in: html))
        #expect(!bar.contains("aria-valuenow") && bar.contains("aria-label=\"Loading\""))
        #expect(html.contains("stroke-linecap:round"), "an arc: \(html)")
        #expect(renderedHTML(ProgressView(value: 0.5).progressViewStyle(.circular)).contains("stroke-linecap:round"))
        #expect(!renderedHTML(ProgressView().progressViewStyle(.linear)).contains("stroke-linecap:round"))
    }

    @Test("A style of our own draws from fractionCompleted; the value updates through the incremental engine")
    func customStyle() throws {
        let host = ViewHost(checking: { Download() }, width: 200)
        let rest = host.render()
        #expect(rest.html.contains(">25%</div>") && progressbar(in: rest.html)?.contains("aria-valuenow=\"25\"") == true)
        let tap = try #require(rest.targets.first { $0.gesture == "tap" })
        let more = try host.send(.tap(target: tap.id))
        #expect(more.html.contains(">50%</div>") && progressbar(in: more.html)?.contains("aria-valuenow=\"50\"") == true)
    }
}
