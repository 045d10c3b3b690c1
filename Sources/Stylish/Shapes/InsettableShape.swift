import Foundation

/// A shape that can be drawn inset by an amount, as SwiftUI's `InsettableShape`: what
/// `strokeBorder` strokes so that the stroke lies inside the frame.
///
/// ```swift
/// Circle().strokeBorder(.tint, lineWidth: 4)   // the whole stroke inside the circle's frame
/// ```
public protocol InsettableShape: Shape {
    /// The shape this one becomes, inset.
    associatedtype InsetShape: InsettableShape
    /// This shape with its edges moved inward by `amount`.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// This shape's outline drawn with `content`, `lineWidth` points wide, inside its frame.
    public consuming func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// This shape's outline drawn with `content` in `style`, inside its frame.
    public consuming func strokeBorder<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// This shape's outline, `lineWidth` points wide inside its frame, drawn in the foreground
    /// style.
    public consuming func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// This shape's outline in `style`, inside its frame, drawn in the foreground style.
    public consuming func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }
}
