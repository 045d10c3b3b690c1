@testable import Stylish

/// The markup of `view` in a host 200 points wide, for the suites that look for a fragment in it.
func renderedHTML<V: View>(_ view: V) -> String {
    ViewHost(view, width: 200).render().html
}

/// A context to resolve views in outside a host, with the graph and record that keep it valid
/// (the context holds neither).
final class TestResolution {
    let graph = ViewGraph()
    let record: RootRecord

    init(environment: EnvironmentValues = EnvironmentValues()) {
        record = RootRecord(graph: graph, environment: environment) { _ in [] }
    }

    /// A context at the root, in the environment the resolution was made with.
    var context: ResolveContext { ResolveContext(record: record) }
}
