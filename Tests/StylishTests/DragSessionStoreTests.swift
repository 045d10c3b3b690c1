import Foundation
import Testing

@testable import Stylish

/// A slider and a `DragGesture` that acts at once (minimum distance 0), side by side.
private func twoDragHost() -> ViewHost {
    let view = Preview(state: 0.0) { $value in
        VStack {
            Slider(value: $value, in: 0...100)
            Rectangle()
                .frame(width: 100, height: 20)
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in })
        }
    }
    return ViewHost(view, width: 228)
}

/// What a drag in progress is expected to hold: where it started, and for the gesture where it
/// last moved.
private struct ExpectedDrag: Equatable {
    var startLocation: CGPoint
    var lastLocation: CGPoint?
}

@Suite("A drag's session is looked up once and written back where the graph keeps it")
struct DragSessionStoreTests {
    /// Random drags on two targets at once (began, changed, ended, cancelled, a began over a drag
    /// in progress, phases with no drag in progress): after each event the graph keeps, by id,
    /// exactly the drags a plain model of the rules keeps, each with its own start (and, for the
    /// gesture, its last location), so that an entry written back to its place never lands on
    /// the other drag's, and an ended drag's is removed.
    @Test("Two drags interleaved keep the sessions a model of the rules keeps", arguments: 0..<4)
    func interleavedDrags(round: Int) throws {
        let host = twoDragHost()
        let ids = host.render().targets.filter { $0.gesture == "drag" }.map(\.id)
        try #require(ids.count == 2)
        var generator = SystemRandomNumberGenerator()
        var model: [String: ExpectedDrag] = [:]
        for _ in 0..<60 {
            let id = ids[Int.random(in: 0..<2, using: &generator)]
            let phase = DragPhase.allCases.randomElement(using: &generator)!
            let location = CGPoint(x: CGFloat(Int.random(in: 0...200, using: &generator)), y: 10)
            do {
                try host.send(.drag(target: id, phase: phase, location: location))
                #expect(phase == .began || model[id] != nil)
            } catch {
                #expect(error.isConflict && phase != .began && model[id] == nil)
            }
            switch phase {
            case .began: model[id] = ExpectedDrag(startLocation: location, lastLocation: location)
            case .changed: model[id]?.lastLocation = location
            case .ended, .cancelled: model[id] = nil
            }
            #expect(Set(host.graph.dragSessions.keys) == Set(model.keys))
            for (key, expected) in model {
                let session = try #require(host.graph.dragSessions[key])
                #expect(session.startLocation == expected.startLocation)
                // The slider's track keeps no last location; the gesture does.
                if key == ids[1] { #expect(session.lastLocation == expected.lastLocation) }
            }
        }
    }
}
