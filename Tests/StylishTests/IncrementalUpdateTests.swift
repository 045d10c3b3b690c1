import Foundation
import Testing

@testable import Stylish

/// A row with a count of its own.
private struct Row: View {
    let evaluations: Evaluations
    let id: Int
    @State var count = 0
    var body: some View {
        let _ = evaluations.note("row \(id)")
        Button("row \(id): \(count)") { count += 1 }
    }
}

/// A stack remade by a tap, whose bar an `onChange` of the same tap widens in the next pass.
private struct WidenedLater: View {
    @State var taps = 0
    @State var width: CGFloat = 10
    var body: some View {
        VStack(spacing: CGFloat(taps)) {
            Button("tap") { taps += 1 }
            Rectangle().frame(width: width, height: 4)
        }
        .onChange(of: taps) { width += 40 }
    }
}

/// Rows by id, which buttons insert, remove and reorder.
private struct Rows: View {
    let evaluations: Evaluations
    @State var ids = [1, 2, 3]
    var body: some View {
        VStack {
            Button("insert") { ids.insert((ids.max() ?? 0) + 1, at: 0) }
            Button("remove") { ids.removeAll { $0 == 2 } }
            Button("restore") { if !ids.contains(2) { ids.append(2) } }
            Button("reverse") { ids.reverse() }
            ForEach(ids, id: \.self) { Row(evaluations: evaluations, id: $0) }
        }
    }
}

/// A branch that shows one counter or another.
private struct Branches: View {
    let evaluations: Evaluations
    @State var isFirst = true
    var body: some View {
        VStack {
            Button("switch") { isFirst.toggle() }
            if isFirst { Row(evaluations: evaluations, id: 1) } else { Row(evaluations: evaluations, id: 2) }
        }
    }
}

/// A sheet whose content has a counter, and counts its dismissals.
private struct Sheets: View {
    let evaluations: Evaluations
    @State var isPresented = false
    @State var dismissals = 0
    var body: some View {
        VStack {
            Button("present") { isPresented = true }
            Text("dismissed \(dismissals)")
        }
        .sheet(isPresented: $isPresented, onDismiss: { dismissals += 1 }) {
            VStack {
                Row(evaluations: evaluations, id: 9)
                Button("close") { isPresented = false }
            }
        }
    }
}

/// Text in the colour scheme, a width read by a geometry reader, and an animated value.
private struct Surroundings: View {
    let evaluations: Evaluations
    @Environment(\.colorScheme) var scheme
    @State var isOn = false
    @State var measured: CGFloat = 0
    var body: some View {
        let _ = evaluations.note("surroundings")
        VStack {
            Text(scheme == .dark ? "dark" : "light")
            Button("toggle") { isOn.toggle() }
            Capsule().frame(width: isOn ? 80 : 40, height: 8).animation(.easeInOut, value: isOn)
            GeometryReader { proxy in
                Text("reader \(Int(proxy.size.width))")
            }
            .frame(height: 30)
            Text("measured \(Int(measured))")
                .frame(maxWidth: .infinity)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { measured = $0 }
        }
    }
}

/// A static row, as a settings screen has many.
private struct StaticRow: View {
    let evaluations: Evaluations
    let index: Int
    var body: some View {
        let _ = evaluations.note("row")
        HStack {
            Text("Row \(index)")
            Spacer()
            Text("value")
        }
    }
}

/// A counter below many static rows.
private struct CounterBelowRows: View {
    let evaluations: Evaluations
    @State var count = 0
    var body: some View {
        let _ = evaluations.note("screen")
        VStack {
            ForEach(0..<200, id: \.self) { StaticRow(evaluations: evaluations, index: $0) }
            Counter(evaluations: evaluations)
        }
    }
}

/// A button that counts its taps.
private struct Counter: View {
    let evaluations: Evaluations
    @State var count = 0
    var body: some View {
        let _ = evaluations.note("counter")
        Button("tapped \(count)") { count += 1 }
    }
}

/// Structural changes and whole-view events, each in a host checked against the reference
/// engine after every event (a difference would stop the test process with a report).
@Suite("Incremental updates")
struct IncrementalUpdateTests {
    @Test("ForEach: an inserted row is evaluated alone, rows keep their state by id, a removed row's state dies")
    func forEachChanges() throws {
        let (host, evaluations) = checkedHost { Rows(evaluations: $0) }
        var rendering = host.render()
        let buttons = rendering.targets.filter { $0.gesture == "tap" }.map(\.id)
        let (insert, remove, restore, reverse) = (buttons[0], buttons[1], buttons[2], buttons[3])
        let rowTwo = try #require(rendering.targets.first { $0.id.contains("$2") })
        rendering = try host.send(.tap(target: rowTwo.id))
        rendering = try host.send(.tap(target: rowTwo.id))
        #expect(rendering.html.contains("row 2: 2"))
        _ = evaluations.take()
        rendering = try host.send(.tap(target: insert))
        #expect(evaluations.take() == ["row 4": 1], "only the new row runs")
        #expect(rendering.html.contains("row 2: 2"), "the row keeps its state at its new place")
        rendering = try host.send(.tap(target: reverse))
        #expect(evaluations.take().isEmpty, "reordered rows keep what they made")
        #expect(rendering.html.contains("row 2: 2"))
        rendering = try host.send(.tap(target: remove))
        #expect(!rendering.html.contains("row 2:"))
        rendering = try host.send(.tap(target: restore))
        #expect(rendering.html.contains("row 2: 0"), "a row that left starts afresh")
    }

    @Test("A tap below 200 static rows runs one body and writes one token again, in place of the old")
    func workInProportion() throws {
        let (host, evaluations) = checkedHost { CounterBelowRows(evaluations: $0) }
        let before = host.render()
        let counter = try #require(before.targets.last { $0.gesture == "tap" }).id
        _ = evaluations.take()
        let store = host.store
        let after = try host.send(.tap(target: counter))
        #expect(evaluations.take() == ["counter": 1], "the rows and the screen are kept")
        #expect(host.store === store, "the markup was changed in place, not written whole")
        let changes = try #require(after.changedTokens(since: before.version))
        #expect(changes.map(\.index).count == 1)
        #expect(changes.first.map { String(decoding: $0.new, as: UTF8.self).contains("tapped 1") } == true)
    }

    @Test("Conditional content: each branch has its own state, which dies when the other shows")
    func branches() throws {
        let (host, _) = checkedHost { Branches(evaluations: $0) }
        var rendering = host.render()
        let taps = rendering.targets.filter { $0.gesture == "tap" }.map(\.id)
        let (toggle, row) = (taps[0], taps[1])
        rendering = try host.send(.tap(target: row))
        #expect(rendering.html.contains("row 1: 1"))
        rendering = try host.send(.tap(target: toggle))
        #expect(rendering.html.contains("row 2: 0"))
        rendering = try host.send(.tap(target: toggle))
        #expect(rendering.html.contains("row 1: 0"))
    }

    @Test("A sheet presented and dismissed: its state starts afresh each time, onDismiss runs once each time")
    func sheets() throws {
        let (host, _) = checkedHost { Sheets(evaluations: $0) }
        var rendering = host.render()
        let present = try #require(rendering.targets.first { $0.gesture == "tap" }).id
        for round in 1...2 {
            rendering = try host.send(.tap(target: present))
            let row = try #require(rendering.targets.first { $0.id.contains(".sheet.0") && $0.gesture == "tap" })
            rendering = try host.send(.tap(target: row.id))
            #expect(rendering.html.contains("row 9: 1"), "round \(round)")
            let close = try #require(rendering.targets.last { $0.gesture == "tap" })
            rendering = try host.send(.tap(target: close.id))
            #expect(rendering.html.contains("dismissed \(round)"))
            #expect(!rendering.html.contains("row 9"))
        }
    }

    @Test("A node remade in a later pass of an update, inside one remade in an earlier pass, is laid out again")
    func laterPassInsideEarlierOne() throws {
        let host = ViewHost(checking: { WidenedLater() }, width: 300)
        let tap = try #require(host.render().targets.first { $0.gesture == "tap" }).id
        let rendering = try host.send(.tap(target: tap))
        #expect(rendering.html.contains("width:50px"))
    }

    @Test("Environment and geometry events, and an animation in flight, render as the reference engine does")
    func wholeViewEvents() throws {
        let (host, evaluations) = checkedHost { Surroundings(evaluations: $0) }
        var rendering = host.render()
        #expect(rendering.html.contains("measured 300"))
        let toggle = try #require(rendering.targets.first { $0.gesture == "tap" }).id
        _ = evaluations.take()
        rendering = try host.send(.environment(colorScheme: .dark, reduceMotion: nil))
        #expect(rendering.html.contains(">dark<"))
        #expect(evaluations.take()["surroundings"] == 1)
        rendering = try host.send(.geometry(width: 250, height: nil))
        #expect(rendering.html.contains("reader 250"))
        #expect(rendering.html.contains("measured 250"))
        rendering = try host.send(.tap(target: toggle))
        #expect(rendering.animation != nil)
        #expect(rendering.html.contains("transition:"))
        rendering = try host.send(.geometry(width: 260, height: nil))
        #expect(rendering.animation == nil)
        #expect(!rendering.html.contains("transition:"), "the next update drops the transitions")
        rendering = try host.send(.environment(colorScheme: nil, reduceMotion: true))
        rendering = try host.send(.tap(target: toggle))
        #expect(rendering.animation == nil, "no animation when motion is reduced")
    }
}
