import Synchronization

/// The metric families a process exposes, in the order they were registered, and their
/// exposition (``Exposition``) at scrape time.
///
/// ```swift
/// let registry = MetricsRegistry()
/// let applied = registry.counter("stylegallery_events_applied_total", help: "Events applied.")
/// applied.increment()
/// registry.gauge("stylegallery_sessions", help: "Sessions held.") { Double(store.count) }
/// let text = registry.exposition()
/// ```
final class MetricsRegistry: Sendable {
    /// One family: its name, help, type and what writes its samples.
    struct Family: Sendable {
        let name: String
        let help: String
        let type: Exposition.Kind
        let samples: @Sendable (inout Exposition) -> Void
    }

    private let families = Mutex<[Family]>([])

    /// An empty registry.
    init() {}

    /// Adds a family; `samples` writes its sample lines (after its `# HELP` and `# TYPE`).
    func register(
        _ name: String, help: String, type: Exposition.Kind, samples: @escaping @Sendable (inout Exposition) -> Void
    ) {
        families.withLock { families in
            precondition(!families.contains { $0.name == name }, "metric \(name) registered twice")
            families.append(Family(name: name, help: help, type: type, samples: samples))
        }
    }

    /// A new counter without labels, registered as `name`.
    func counter(_ name: String, help: String) -> Counter {
        counters(name, help: help, label: nil, values: [""])[0]
    }

    /// New counters, one for each of `label`'s `values` (pre-created: their series exist, at 0,
    /// from the start), registered as one family `name`; in the order of `values`.
    func counters(_ name: String, help: String, label: String?, values: [String]) -> [Counter] {
        let counters = values.map { _ in Counter() }
        register(name, help: help, type: .counter) { exposition in
            for (value, counter) in zip(values, counters) {
                exposition.sample(name, labels: label.map { [($0, value)] } ?? [], value: counter.value)
            }
        }
        return counters
    }

    /// A new histogram without labels with `bounds`, registered as `name`.
    func histogram(_ name: String, help: String, bounds: [Double]) -> Histogram {
        let histogram = Histogram(bounds: bounds)
        register(name, help: help, type: .histogram) { $0.histogram(name, histogram) }
        return histogram
    }

    /// A new gauge without labels, registered as `name`.
    func gauge(_ name: String, help: String) -> MetricGauge {
        let gauge = MetricGauge()
        register(name, help: help, type: .gauge) { $0.sample(name, value: Double(gauge.value)) }
        return gauge
    }

    /// A gauge without labels whose value `read` gives at each scrape.
    func gauge(_ name: String, help: String, read: @escaping @Sendable () -> Double) {
        register(name, help: help, type: .gauge) { $0.sample(name, value: read()) }
    }

    /// Every family in the text exposition format.
    func exposition() -> String {
        let families = families.withLock { $0 }
        var exposition = Exposition()
        for family in families {
            exposition.family(family.name, help: family.help, type: family.type)
            family.samples(&exposition)
        }
        return exposition.text
    }
}
