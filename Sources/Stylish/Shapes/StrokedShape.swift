import Foundation

/// The outline of a shape drawn as a stroke, as a shape (`Circle().stroke(lineWidth: 4)`):
/// filling it draws the stroke in the fill's style.
public struct _StrokedShape<Content: Shape>: Shape {
    let shape: Content
    let style: StrokeStyle

    /// The outline of the stroked shape (the stroke itself is drawn by the renderer).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape that is drawn stroked rather than filled (``_StrokedShape``).
protocol StrokedOutline {
    /// The shape whose outline is stroked.
    var strokedShape: any Shape { get }
    /// How it is stroked.
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedOutline {
    var strokedShape: any Shape { shape }
    var strokeStyle: StrokeStyle { style }
}
