@testable import Stylish

/// The markup of `view` in a host 200 points wide, for the suites that look for a fragment in it.
func renderedHTML<V: View>(_ view: V) -> String {
    ViewHost(view, width: 200).render().html
}
