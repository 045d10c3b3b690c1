import Foundation

extension View {
    /// Draws this view in front of its siblings of a lower value, as SwiftUI's `zIndex(_:)`
    /// (the element's CSS `z-index`; siblings are 0).
    @inlinable
    public consuming func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(value: value))
    }

    /// Lets this view reach under the safe areas, as SwiftUI's `ignoresSafeArea(_:edges:)`: a
    /// no-op on the web, where a canvas has no safe areas.
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self {
        self
    }

    /// Lets this view reach under the safe areas at `edges` (SwiftUI's older spelling): a no-op on
    /// the web, where a canvas has no safe areas.
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self {
        self
    }
}

/// The kinds of safe area, as SwiftUI's `SafeAreaRegions` (none on the web).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int

    /// The regions of `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

@usableFromInline
struct _ZIndexModifier: PrimitiveViewModifier {
    let value: Double

    @usableFromInline init(value: Double) {
        self.value = value
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        guard !modifier.value.isNaN, modifier.value != 0 else { return nodes }
        // CSS takes whole numbers up to 2³¹ − 1: `.zIndex(.infinity)` is the frontmost it can be.
        let level = Int(min(2_147_483_647, max(-2_147_483_647, modifier.value.rounded())))
        let declaration = "z-index:" + String(level)
        for node in nodes {
            context.editStyle(of: node) { style in
                style.removeAll { $0.hasPrefix("z-index:") }
                style.append(declaration)
            }
        }
        return nodes
    }
}
