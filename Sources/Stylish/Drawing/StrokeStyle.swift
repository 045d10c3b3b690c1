import Foundation

/// How the ends of a stroked line are drawn, as CoreGraphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    /// The SVG `stroke-linecap` value.
    var svg: StaticString {
        switch self {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }
}

/// How the corners of a stroked path are drawn, as CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    /// The SVG `stroke-linejoin` value.
    var svg: StaticString {
        switch self {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }
}

/// The width, caps, joins and dashes of a stroke, as SwiftUI's `StrokeStyle`.
///
/// ```swift
/// Circle().trim(from: 0, to: progress)
///     .stroke(.tint, style: StrokeStyle(lineWidth: 8, lineCap: .round))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// A stroke `lineWidth` wide, with these caps, joins and dashes.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Writes the stroke's width and, where they differ from SVG's defaults, its caps, joins,
    /// miter limit and dashes as declarations into the `style` attribute being written.
    func writeDeclarations(to writer: inout HTMLWriter) {
        writer.writeRaw(";stroke-width:")
        writer.writeNumber(Double(lineWidth))
        if lineCap != .butt {
            writer.writeRaw(";stroke-linecap:")
            writer.writeRaw(lineCap.svg)
        }
        if lineJoin != .miter {
            writer.writeRaw(";stroke-linejoin:")
            writer.writeRaw(lineJoin.svg)
        }
        if miterLimit != 10 {
            writer.writeRaw(";stroke-miterlimit:")
            writer.writeNumber(Double(max(1, miterLimit)))
        }
        let dashes = dash.filter { $0 >= 0 && $0.isFinite }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            writer.writeRaw(";stroke-dasharray:")
            for (index, length) in dashes.enumerated() {
                if index > 0 { writer.writeRaw(" ") }
                writer.writeNumber(Double(length))
            }
            if dashPhase != 0 {
                writer.writeRaw(";stroke-dashoffset:")
                writer.writeNumber(Double(dashPhase))
            }
        }
    }
}
