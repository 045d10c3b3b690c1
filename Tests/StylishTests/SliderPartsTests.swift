import Foundation
import Testing

@testable import Stylish

/// A slider's track, fill and thumb, written straight into the markup, against the strings they
/// were built from before.
@Suite("Slider parts")
struct SliderPartsTests {
    /// The parts as strings interpolated and then written, the reference.
    static func reference(_ drawing: SliderDrawing, key: String, size: CGSize, transition: String?) -> String {
        let radius = SliderDrawing.thumbRadius
        let along = radius + CGFloat(drawing.fraction) * max(0, size.width - 2 * radius)
        let thumbX = drawing.isMirrored ? size.width - along : along
        let fillLeft = drawing.isMirrored ? thumbX : 0
        let fillWidth = drawing.isMirrored ? size.width - thumbX : thumbX
        let trackTop = (size.height - SliderDrawing.trackHeight) / 2
        let transitionCSS = transition.map { ";transition:" + $0 } ?? ""
        let track = "top:\(CSS.px(trackTop));height:\(CSS.px(SliderDrawing.trackHeight))"
        var writer = HTMLWriter()
        writer.writeRaw("<div class=\"sg-n sg-slider-track\"")
        writer.writeAttribute("data-k", key + ".track")
        writer.writeAttribute("style", "left:0;width:\(CSS.px(size.width));" + track)
        writer.writeRaw("></div><div class=\"sg-n sg-slider-fill\"")
        writer.writeAttribute("data-k", key + ".fill")
        let left = drawing.isMirrored ? CSS.px(fillLeft) : "0"
        writer.writeAttribute(
            "style", "left:\(left);width:\(CSS.px(fillWidth));\(track);background:\(drawing.fill)" + transitionCSS)
        writer.writeRaw("></div><div class=\"sg-n sg-slider-thumb\"")
        writer.writeAttribute("data-k", key + ".thumb")
        let thumb = "left:\(CSS.px(thumbX - radius));top:\(CSS.px((size.height - 2 * radius) / 2))"
        writer.writeAttribute("style", thumb + ";width:\(CSS.px(2 * radius));height:\(CSS.px(2 * radius))" + transitionCSS)
        writer.writeRaw("></div>")
        return writer.string
    }

    @Test("The parts are the reference's, mirrored or not, with a transition or none, their key escaped")
    func partsMatchReference() {
        var generator = SystemRandomNumberGenerator()
        let keys = ["0.1", "a&b\"<c", ""]
        let fills = ["var(--sg-accent)", "rgb(1 2 3 / 0.5)", "x\"&<y"]
        let transitions: [String?] = [nil, "left 0.25s ease-in-out,width 0.25s ease-in-out", "a\"b"]
        for _ in 0..<500 {
            var drawing = SliderDrawing(
                fraction: Double.random(in: -0.2...1.2, using: &generator), fill: fills.randomElement(using: &generator)!)
            drawing.isMirrored = Bool.random(using: &generator)
            let size = CGSize(
                width: CGFloat(Int.random(in: 0...800, using: &generator)) / 2,
                height: CGFloat.random(in: 0...60, using: &generator))
            let key = keys.randomElement(using: &generator)!
            let transition = transitions.randomElement(using: &generator)!
            var writer = HTMLWriter()
            var primes: Int8 = -2
            drawing.writeParts(key: key, primes: &primes, size: size, transition: transition, to: &writer)
            #expect(writer.string == Self.reference(drawing, key: key, size: size, transition: transition))
            #expect(primes == 0, "the parts of one slider, each key written once")
        }
    }
}
