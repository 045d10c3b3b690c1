import Foundation
import Testing

@testable import Stylish

/// A provider written as SwiftUI developers write them: several previews in the builder, named,
/// one in a `Group` with a fixed layout, and the compile-only traits.
private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Text("Plain")
        Text("Named").previewDisplayName("Named badge")
        Group {
            Text("Fixed").previewLayout(.fixed(width: 120, height: 40)).previewDisplayName("Fixed")
            Text("On a phone")
                .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
                .previewInterfaceOrientation(.landscapeLeft)
                .previewLayout(.device)
        }
    }
}

private struct Single_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Text("One")
            Text("preview")
        }
        .padding()
    }
    static var platform: PreviewPlatform? { .macOS }
}

private struct Looped_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["a", "b", "c"], id: \.self) { name in
            Text(name).previewDisplayName(name.uppercased())
        }
        if Bool("false") == true { Text("never") } else { Text("else branch") }
        EmptyView()
    }
}

/// Reads the colour scheme of the environment it is in.
private struct SchemeProbe: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text("scheme \(colorScheme.rawValue)") }
}

/// A host of `view` checked against the reference engine.
private func checkedHost(_ view: any View, width: CGFloat? = nil) -> ViewHost {
    func host<V: View>(_ view: V) -> ViewHost { ViewHost(checking: { view }, width: width) }
    return host(view)
}

/// The markup of `view`, from a host checked against the reference engine.
private func checkedHTML(_ view: any View) -> String {
    checkedHost(view).render().html
}

@Suite("PreviewProvider")
struct PreviewProviderTests {
    @Test("Each view of a provider's previews is an entry: a Group's views flattened, names from previewDisplayName")
    func entries() {
        let entries = Badge_Previews.previewEntries
        #expect(entries.map(\.displayName) == [nil, "Named badge", "Fixed", nil])
        #expect(entries.map(\.layout) == [.sizeThatFits, .sizeThatFits, .fixed(width: 120, height: 40), .device])
        #expect(Badge_Previews.platform == nil, "the default platform is nil")
    }

    @Test("A stack is one preview; a provider may name its platform, which changes nothing")
    func single() {
        #expect(Single_Previews.previewEntries.count == 1)
        #expect(Single_Previews.platform == .macOS)
        #expect(checkedHTML(Single_Previews.previewEntries[0].makeView()).contains(">One</div>"))
    }

    @Test("ForEach gives an entry per element, an if the branch it takes, EmptyView none")
    func containers() {
        let entries = Looped_Previews.previewEntries
        #expect(entries.map(\.displayName) == ["A", "B", "C", nil])
        #expect(checkedHTML(entries[3].content).contains(">else branch</div>"))
    }

    @Test("The preview traits render their content unchanged")
    func traitsRenderNothing() {
        let plain = renderedHTML(Text("Same"))
        let traced = renderedHTML(
            Text("Same").previewDisplayName("x").previewLayout(.sizeThatFits).previewDevice("iPad")
                .previewInterfaceOrientation(.portrait))
        #expect(plain == traced)
    }

    @Test("A fixed layout hosts the view in a frame of its size")
    func fixedLayout() {
        let fixed = Badge_Previews.previewEntries[2]
        let size = checkedHost(fixed.makeView(), width: 360).render().size
        #expect(size == CGSize(width: 120, height: 40))
    }

    @Test("The outermost display name wins; Preview(\"name\") names an entry too")
    func naming() {
        struct Named_Previews: PreviewProvider {
            static var previews: some View {
                Text("x").previewDisplayName("inner").previewDisplayName("outer")
                Preview("Macro form") { Text("y") }
            }
        }
        #expect(Named_Previews.previewEntries.map(\.displayName) == ["outer", "Macro form"])
    }

    @Test("preferredColorScheme sets the scheme below it, in the environment and in CSS, and nil keeps it")
    func preferredColorScheme() throws {
        let host = ViewHost(checking: {
            VStack {
                SchemeProbe().preferredColorScheme(.dark)
                SchemeProbe()
                SchemeProbe().preferredColorScheme(nil)
            }
        })
        let html = host.render().html
        #expect(html.components(separatedBy: ">scheme dark</div>").count == 2)
        #expect(html.components(separatedBy: ">scheme light</div>").count == 3)
        #expect(html.components(separatedBy: "color-scheme:dark").count == 2)
        #expect(html.components(separatedBy: "data-color-scheme=\"dark\"").count == 2)
        // The root's scheme changing leaves the preferred one as it is.
        let dark = try host.send(.environment(colorScheme: .dark, reduceMotion: nil))
        #expect(dark.html.components(separatedBy: ">scheme dark</div>").count == 4)
        let light = try host.send(.environment(colorScheme: .light, reduceMotion: nil))
        #expect(light.html.components(separatedBy: ">scheme dark</div>").count == 2)
    }

    @Test("PreviewDevice is spelt as Xcode names devices; the orientations are four")
    func compileOnlyValues() {
        let device: PreviewDevice = "iPhone 15 Pro"
        #expect(device == PreviewDevice(rawValue: "iPhone 15 Pro"))
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    }
}
