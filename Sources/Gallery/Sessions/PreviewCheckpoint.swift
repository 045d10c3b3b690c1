import Stylish

/// Where a preview's replay starts instead of its first event: its `@State` values at a quiet
/// point (no gesture in flight), and the events that set what lives outside them (the geometry,
/// the environment).
///
/// A preview takes one every ``PreviewInstance/checkpointInterval`` events and drops the events
/// before it, so its memory and its saved record stay the same size however long it is used. It
/// keeps one only when a host restored from it answers the next event byte for byte as the live
/// one did, and only when every value has a plain form (see ``ViewHost/stateCheckpoint()``);
/// otherwise it keeps its events, as before.
struct PreviewCheckpoint: Equatable {
    /// The `@State` values by structural key, in tree order.
    var state: [StateEntry]
    /// The geometry and environment events so far, each kept only at its last occurrence.
    var settings: [ViewEvent]

    /// One `@State` value and its key.
    struct StateEntry: Equatable {
        var key: String
        var value: StateValue
    }

    /// The checkpoint of `host` after `settings`; nil when its state has no exact plain form
    /// (or a number that JSON cannot hold), or a gesture is in flight.
    init?(host: ViewHost, settings: [ViewEvent]) {
        guard host.isQuiet, let state = host.stateCheckpoint(), state.allSatisfy({ Self.isSavable($0.value) }) else {
            return nil
        }
        self.state = state.map { StateEntry(key: $0.key, value: $0.value) }
        self.settings = Self.settings(settings)
        guard self.settings.allSatisfy({ EventRecord($0).event == $0 }) else { return nil }
    }

    init(state: [StateEntry], settings: [ViewEvent]) {
        self.state = state
        self.settings = settings
    }

    /// The geometry and environment events of `events`: the last geometry, and each distinct
    /// environment event at its last occurrence (an environment event sets the fields it names,
    /// so an earlier copy of a later one changes nothing the later one does not set again).
    static func settings(_ events: [ViewEvent]) -> [ViewEvent] {
        var result: [ViewEvent] = []
        for event in events {
            switch event {
            case .geometry:
                result.removeAll { if case .geometry = $0 { true } else { false } }
            case .environment:
                result.removeAll { $0 == event }
            default:
                continue
            }
            result.append(event)
        }
        return result
    }

    /// A fresh host of `definition` started from the checkpoint (inside a replay, so callbacks
    /// that reach outside the model are skipped), with `environment` at its root (nil: the default).
    func host(_ definition: PreviewDefinition, environment: EnvironmentValues? = nil) throws(ViewEventError) -> ViewHost {
        let host = environment.map { definition.makeHost(environment: $0) } ?? definition.makeHost()
        let outcome = ViewHost.$isRepeatingActions.withValue(true) { () -> ViewEventError? in
            do throws(ViewEventError) {
                try host.restore(state: state.map { ($0.key, $0.value) }, settings: settings)
            } catch {
                return error
            }
            return nil
        }
        if let outcome { throw outcome }
        return host
    }

    private static func isSavable(_ value: StateValue) -> Bool {
        switch value {
        case .double(let number): number.isFinite
        case .array(let values): values.allSatisfy(isSavable)
        case .other: false
        default: true
        }
    }
}
