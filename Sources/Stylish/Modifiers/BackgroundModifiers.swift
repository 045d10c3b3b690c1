import Foundation

/// The backgrounds SwiftUI takes as a `ShapeStyle` (`.background(.red)`,
/// `.background(.ultraThinMaterial)`), each filling this view's frame.
extension View {
    /// Draws `color` behind this view, filling its frame; `ignoresSafeAreaEdges` is ignored (a
    /// canvas has no safe area).
    public consuming func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(color, alignment: .center)
    }

    /// Draws `material` behind this view, filling its frame: what is behind shows through,
    /// blurred; `ignoresSafeAreaEdges` is ignored (a canvas has no safe area).
    public consuming func background(_ material: Material, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(_MaterialView(material: material), alignment: .center)
    }
}
