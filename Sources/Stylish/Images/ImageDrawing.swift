import Foundation

/// A named image as the renderer draws it: an SVG `<image>` of the file at `url`, stretched to
/// the node's frame.
struct ImageDrawing: Equatable {
    let url: String
    /// The accessible label; empty for a decorative image.
    let label: String
    /// The intrinsic size, in points.
    let size: CGSize
    let isResizable: Bool

    /// The size chosen for `proposal`: the intrinsic size, or for a resizable image the proposal
    /// (its intrinsic size in the dimensions left unspecified).
    func size(for proposal: ProposedViewSize) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
    }

    /// Writes the rest of the `<svg …` start tag of a node `frame` large, the image and `</svg>`.
    ///
    /// The image is an `img` labelled with its name unless its element already has a role or a
    /// label; a decorative one is hidden.
    func writeBody(frame: CGSize, to writer: inout HTMLWriter, attributes: [(name: String, value: String)]) {
        writer.writeRaw(" viewBox=\"0 0 ")
        writer.writeNumber(Double(frame.width))
        writer.writeRaw(" ")
        writer.writeNumber(Double(frame.height))
        writer.writeRaw("\" preserveAspectRatio=\"none\"")
        if label.isEmpty {
            writer.writeRaw(" aria-hidden=\"true\"")
        } else {
            if !attributes.contains(where: { $0.name == "role" }) { writer.writeAttribute("role", "img") }
            if !attributes.contains(where: { $0.name == "aria-label" }) { writer.writeAttribute("aria-label", label) }
        }
        writer.writeRaw("><image")
        writer.writeAttribute("href", url)
        writer.writeRaw(" width=\"")
        writer.writeNumber(Double(frame.width))
        writer.writeRaw("\" height=\"")
        writer.writeNumber(Double(frame.height))
        writer.writeRaw("\" preserveAspectRatio=\"none\"/></svg>")
    }
}
