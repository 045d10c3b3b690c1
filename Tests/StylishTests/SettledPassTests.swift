import Foundation
import Testing

@testable import Stylish

/// An `onChange` that sets another `@State`, which the view shows.
private struct DerivedState: View {
    @State var a = 0
    @State var b = 0
    var body: some View {
        VStack {
            Button("Next") { a += 1 }
            Text("derived \(b)")
        }
        .onChange(of: a) { _, new in b = new * 10 }
    }
}

/// An `onChange` that only records, writing nothing the view reads.
private struct RecordingOnly: View {
    let log: CallLog
    @State var a = 0
    var body: some View {
        Button("Next \(a)") { a += 1 }
            .onChange(of: a) { old, new in log.entries.append("\(old)→\(new)") }
    }
}

/// An `onChange` that calls `withAnimation` and writes nothing.
private struct AnimatesOnly: View {
    @State var a = 0
    var body: some View {
        Button("Next \(a)") { a += 1 }
            .onChange(of: a) { withAnimation(.easeInOut) {} }
    }
}

/// A value that views read outside `@State`, through a binding of its own.
private final class Model {
    var value = 0
}

/// An `onChange` that writes through a `Binding` made of closures.
private struct WritesThroughBinding: View {
    let model: Model
    @State var a = 0
    var body: some View {
        let binding = Binding(get: { model.value }, set: { model.value = $0 })
        VStack {
            Button("Next") { a += 1 }
            Text("model \(model.value)")
        }
        .onChange(of: a) { _, new in binding.wrappedValue = new * 100 }
    }
}

/// An `onGeometryChange` that shows the width it is told, or only records it.
private struct ShowsWidth: View {
    let shows: Bool
    let log: CallLog
    @State var width: CGFloat = 0
    var body: some View {
        Text("width \(Int(width))")
            .frame(maxWidth: .infinity)
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { new in
                if shows { width = new } else { log.entries.append("\(new)") }
            }
    }
}

@Suite("The pass after onChange/onGeometryChange actions: skipped only when they wrote nothing")
struct SettledPassTests {
    /// Taps the first button of a view from `make` in a host and in one (with a view of its own,
    /// since copies of a view share their `@State` cells) that always lays out again; returns both
    /// renderings and how many passes the tap cost the first host.
    private func tap<V: View>(_ make: () -> V) throws -> (Rendering, Rendering, passes: Int) {
        let host = ViewHost(make(), width: 300)
        let reference = ViewHost(make(), width: 300)
        reference.relaysOutAfterEveryEffect = true
        let button = try #require(host.render().targets.first { $0.gesture == "tap" })
        reference.render()
        let before = host.layOutCount
        let rendering = try host.send(.tap(target: button.id))
        return (rendering, try reference.send(.tap(target: button.id)), host.layOutCount - before)
    }

    @Test("An action that sets @State gets its second pass, and the reply shows the value")
    func stateWriteLaysOutAgain() throws {
        let (rendering, reference, passes) = try tap { DerivedState() }
        #expect(passes == 2)
        #expect(rendering.html.contains("derived 10"))
        #expect(rendering.html == reference.html)
        #expect(rendering.state.map(\.value) == [.int(1), .int(10)])
    }

    @Test("An action that writes nothing costs no second pass, and the reply is the same")
    func noWriteSkipsThePass() throws {
        let log = CallLog()
        let (rendering, reference, passes) = try tap { RecordingOnly(log: log) }
        #expect(passes == 1)
        #expect(log.entries == ["0→1", "0→1"])
        #expect(rendering.html == reference.html)
        #expect(rendering.targets == reference.targets)
        #expect(rendering.state.map(\.value) == reference.state.map(\.value))
    }

    @Test("withAnimation in an action lays out again, so the reply carries the animation")
    func withAnimationLaysOutAgain() throws {
        let (rendering, reference, passes) = try tap { AnimatesOnly() }
        #expect(passes == 2)
        #expect(rendering.animation == reference.animation)
        #expect(rendering.html == reference.html)
    }

    @Test("A write through a Binding of closures lays out again")
    func bindingWriteLaysOutAgain() throws {
        let (rendering, _, passes) = try tap { WritesThroughBinding(model: Model()) }
        #expect(passes == 2)
        #expect(rendering.html.contains("model 100"))
    }

    @Test("A geometry observer that sets @State gets its pass; one that only records does not")
    func geometryObservers() throws {
        let log = CallLog()
        let showing = ViewHost(ShowsWidth(shows: true, log: log), width: 300)
        #expect(showing.render().html.contains("width 300"))
        #expect(showing.layOutCount == 2)

        let recording = ViewHost(ShowsWidth(shows: false, log: log), width: 300)
        let reference = ViewHost(ShowsWidth(shows: false, log: log), width: 300)
        reference.relaysOutAfterEveryEffect = true
        #expect(recording.render().html == reference.render().html)
        #expect(recording.layOutCount == 1)
        #expect(reference.layOutCount == 2)
        try recording.send(.geometry(width: 250, height: nil))
        #expect(recording.layOutCount == 2)
        #expect(log.entries == ["300.0", "300.0", "250.0"])
    }
}
