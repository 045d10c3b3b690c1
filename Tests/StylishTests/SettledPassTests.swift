import Foundation
import Testing

@testable import Stylish

/// Counts the evaluations of a body.
final class Passes {
    var count = 0

    /// Counts one evaluation (a body calls it).
    func note() { count += 1 }
}

/// An `onChange` that sets another `@State`, which the view shows.
private struct DerivedState: View {
    let passes: Passes
    @State var a = 0
    @State var b = 0
    var body: some View {
        let _ = passes.note()
        VStack {
            Button("Next") { a += 1 }
            Text("derived \(b)")
        }
        .onChange(of: a) { _, new in b = new * 10 }
    }
}

/// An `onChange` that only records, writing nothing the view reads.
private struct RecordingOnly: View {
    let passes: Passes
    let log: CallLog
    @State var a = 0
    var body: some View {
        let _ = passes.note()
        Button("Next \(a)") { a += 1 }
            .onChange(of: a) { old, new in log.entries.append("\(old)→\(new)") }
    }
}

/// An `onChange` that calls `withAnimation` and writes nothing.
private struct AnimatesOnly: View {
    let passes: Passes
    @State var a = 0
    var body: some View {
        let _ = passes.note()
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
    let passes: Passes
    let model: Model
    @State var a = 0
    var body: some View {
        let _ = passes.note()
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
    let passes: Passes
    let shows: Bool
    let log: CallLog
    @State var width: CGFloat = 0
    var body: some View {
        let _ = passes.note()
        Text("width \(Int(width))")
            .frame(maxWidth: .infinity)
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { new in
                if shows { width = new } else { log.entries.append("\(new)") }
            }
    }
}

@Suite("The pass after onChange/onGeometryChange actions: only when they changed what a body read")
struct SettledPassTests {
    /// Taps the first button of a view from `make` in a host and in a reference-engine host (with
    /// a view of its own, since copies of a view share their `@State` cells); returns both
    /// renderings and how many times the tap evaluated the first host's view.
    private func tap<V: View>(_ make: (Passes) -> V) throws -> (Rendering, Rendering, passes: Int) {
        let passes = Passes()
        let host = ViewHost(make(passes), width: 300)
        let reference = ViewHost(make(Passes()), width: 300, engine: .reference)
        let button = try #require(host.render().targets.first { $0.gesture == "tap" })
        reference.render()
        let before = passes.count
        let rendering = try host.send(.tap(target: button.id))
        return (rendering, try reference.send(.tap(target: button.id)), passes.count - before)
    }

    @Test("An action that sets @State gets its second pass, and the reply shows the value")
    func stateWriteLaysOutAgain() throws {
        let (rendering, reference, passes) = try tap { DerivedState(passes: $0) }
        #expect(passes == 2)
        #expect(rendering.html.contains("derived 10"))
        #expect(rendering.html == reference.html)
        #expect(rendering.state.map(\.value) == [.int(1), .int(10)])
    }

    @Test("An action that writes nothing costs no second pass, and the reply is the same")
    func noWriteSkipsThePass() throws {
        let log = CallLog()
        let (rendering, reference, passes) = try tap { RecordingOnly(passes: $0, log: log) }
        #expect(passes == 1)
        #expect(log.entries == ["0→1", "0→1"])
        #expect(rendering.html == reference.html)
        #expect(rendering.targets == reference.targets)
        #expect(rendering.state.map(\.value) == reference.state.map(\.value))
    }

    @Test("withAnimation in an action lays out again, so the reply carries the animation")
    func withAnimationLaysOutAgain() throws {
        let (rendering, reference, passes) = try tap { AnimatesOnly(passes: $0) }
        #expect(passes == 2)
        #expect(rendering.animation == reference.animation)
        #expect(rendering.animation != nil)
        #expect(rendering.html == reference.html)
    }

    @Test("A write the engine cannot see (a Binding of closures over a plain object) evaluates nothing again, as in SwiftUI")
    func bindingOfClosuresIsNotSeen() throws {
        let (rendering, reference, passes) = try tap { WritesThroughBinding(passes: $0, model: Model()) }
        #expect(passes == 1)
        #expect(rendering.html.contains("model 0"))
        #expect(rendering.html == reference.html)
    }

    @Test("A geometry observer that sets @State gets its pass; one that only records does not")
    func geometryObservers() throws {
        let log = CallLog()
        let showingPasses = Passes()
        let showing = ViewHost(ShowsWidth(passes: showingPasses, shows: true, log: log), width: 300)
        #expect(showing.render().html.contains("width 300"))
        #expect(showingPasses.count == 2)

        let recordingPasses = Passes()
        let recording = ViewHost(ShowsWidth(passes: recordingPasses, shows: false, log: log), width: 300)
        let reference = ViewHost(ShowsWidth(passes: Passes(), shows: false, log: log), width: 300, engine: .reference)
        #expect(recording.render().html == reference.render().html)
        #expect(recordingPasses.count == 1)
        try recording.send(.geometry(width: 250, height: nil))
        #expect(recordingPasses.count == 2)
        #expect(log.entries == ["300.0", "300.0", "250.0"])
    }
}
