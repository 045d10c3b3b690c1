import Foundation
import Testing

@testable import Stylish

/// How many times each body ran, by name (a body calls ``note(_:)``).
final class Evaluations {
    private(set) var counts: [String: Int] = [:]

    /// Counts one evaluation of the body called `name`.
    func note(_ name: String) { counts[name, default: 0] += 1 }

    /// The evaluations since the last call, by name, and forgets them.
    func take() -> [String: Int] {
        defer { counts = [:] }
        return counts
    }
}

/// A child that shows a value given by its parent.
private struct Shown: View {
    let evaluations: Evaluations
    let name: String
    let value: Int
    var body: some View {
        let _ = evaluations.note(name)
        Text("\(name) \(value)")
    }
}

/// A child that reads a binding's value, or only passes the binding on.
private struct BindingReader: View {
    let evaluations: Evaluations
    @Binding var value: Int
    let reads: Bool
    var body: some View {
        let _ = evaluations.note(reads ? "reader" : "passer")
        if reads { Text("read \(value)") } else { Text("passes") }
    }
}

/// A parent with two counters: `a` read by the parent's own body, `b` only through `$b`.
private struct Parent: View {
    let evaluations: Evaluations
    @State var a = 0
    @State var b = 0
    var body: some View {
        let _ = evaluations.note("parent")
        VStack {
            Button("a") { a += 1 }
            Button("b") { b += 1 }
            Button("same") { a = a }
            Text("a \(a)")
            Shown(evaluations: evaluations, name: "fixed", value: 1)
            Shown(evaluations: evaluations, name: "follows", value: a)
            BindingReader(evaluations: evaluations, value: $b, reads: true)
            BindingReader(evaluations: evaluations, value: $b, reads: false)
        }
    }
}

/// A parent that labels a child it keeps, and wraps it: the label is the parent's edit of the
/// child's node.
private struct Labeller: View {
    let evaluations: Evaluations
    @State var label = "first"
    var body: some View {
        VStack {
            Button("relabel") { label = label == "first" ? "second" : "first" }
            Shown(evaluations: evaluations, name: "kept", value: 1)
                .accessibilityLabel(Text(label))
                .padding(4)
        }
    }
}

/// A model the engine cannot see change.
private final class PlainModel {
    var count = 0
}

/// A body that shows a plain model's count and a state of its own.
private struct ReadsPlainModel: View {
    let model: PlainModel
    @State var tick = 0
    var body: some View {
        VStack {
            Button("bump model") { model.count += 1 }
            Button("tick") { tick += 1 }
            Text("model \(model.count) tick \(tick)")
        }
    }
}

/// Tracking: what a body read decides when it runs again.
@Suite("Dependency tracking")
struct DependencyTrackingTests {
    /// A checked host of `Parent` (its renderings held to the reference engine's), the counts of
    /// its own copy's bodies, and its buttons.
    private func host() -> (ViewHost, Evaluations, [String]) {
        let (host, evaluations) = checkedHost { Parent(evaluations: $0) }
        let buttons = host.render().targets.filter { $0.gesture == "tap" }.map(\.id)
        _ = evaluations.take()
        return (host, evaluations, buttons)
    }

    @Test("Taking $x reads nothing: a body that only passes a binding on is not run again for it")
    func bindingDoesNotSubscribe() throws {
        let (host, evaluations, buttons) = host()
        try host.send(.tap(target: buttons[1]))
        #expect(evaluations.take() == ["reader": 1], "only the body that reads b's value ran")
    }

    @Test("A write of an equal value marks nothing; another value runs its readers and the children whose inputs changed")
    func equalWrites() throws {
        let (host, evaluations, buttons) = host()
        let before = try #require(host.current).version
        let same = try host.send(.tap(target: buttons[2]))
        #expect(evaluations.take().isEmpty)
        #expect(same.changedTokens(since: before)?.count == 0, "the markup did not change")
        try host.send(.tap(target: buttons[0]))
        // The parent read `a`; of its children only the one given `a` runs (the others' values are
        // provably the ones they had: plain data, the same binding).
        #expect(evaluations.take() == ["parent": 1, "follows": 1])
    }

    @Test("A body that reads what the engine cannot see is not run again for it (as in SwiftUI) until a state it reads changes")
    func untrackedReads() throws {
        let host = ViewHost(ReadsPlainModel(model: PlainModel()), width: 300)
        let taps = host.render().targets.filter { $0.gesture == "tap" }.map(\.id)
        var rendering = try host.send(.tap(target: taps[0]))
        #expect(rendering.html.contains("model 0 tick 0"), "the model changed behind the engine's back")
        rendering = try host.send(.tap(target: taps[1]))
        #expect(rendering.html.contains("model 1 tick 1"), "the body ran for `tick`, and read the model again")
    }

    @Test("A parent run again edits the node of a child it keeps: the node is written again, the child not run")
    func parentEditsKeptChild() throws {
        let (host, evaluations) = checkedHost { Labeller(evaluations: $0) }
        let relabel = try #require(host.render().targets.first { $0.gesture == "tap" }).id
        _ = evaluations.take()
        let rendering = try host.send(.tap(target: relabel))
        #expect(rendering.html.contains("aria-label=\"second\""))
        #expect(evaluations.take().isEmpty, "the child's inputs did not change")
    }

}

/// A host checked against the reference engine of the view `make` makes, given the evaluations its
/// own copy counts (the reference copy counts into another).
func checkedHost<Root: View>(width: CGFloat = 300, _ make: (Evaluations) -> Root) -> (ViewHost, Evaluations) {
    let evaluations = Evaluations()
    var made = 0
    let host = ViewHost(
        checking: { () -> Root in
            made += 1
            return make(made == 1 ? evaluations : Evaluations())
        }, width: width)
    return (host, evaluations)
}
