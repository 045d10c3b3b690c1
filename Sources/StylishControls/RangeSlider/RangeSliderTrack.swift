import Foundation
import Stylish

/// The drawing the built-in range slider styles share: a track, the selected part in the fill
/// colour, and a round thumb at each end that is dragged and adjusted on its own.
///
/// Thumbs sit inside the track (a thumb's centre runs from one radius after the start to one
/// radius before the end). Vertically the minimum is at the bottom, as in every platform's
/// vertical slider; right to left, the engine mirrors the layout and the drags, so the minimum of a
/// horizontal slider is at the right.
///
/// A drag reports locations in the thumb's own coordinates as they were when the drag began (as
/// SwiftUI's translation, it is how far the pointer really moved, though the thumb moves too); the
/// thumb keeps the value it had then plus that distance, and stops at the bounds and at the other
/// thumb.
struct RangeSliderTrack: View {
    typealias Thumb = RangeSliderStyleConfiguration.Thumb

    var configuration: RangeSliderStyleConfiguration
    var axis: Axis
    var thumbDiameter: CGFloat
    var fill: Color
    var isEnabled: Bool

    /// The thumb being dragged, if any: editing starts once per drag and ends once.
    @State var draggedThumb: Thumb? = nil
    /// The dragged thumb's value when its drag began.
    @State var valueAtDragStart = 0.0

    static let trackThickness: CGFloat = 4

    var body: some View {
        GeometryReader { proxy in
            let length = axis == .horizontal ? proxy.size.width : proxy.size.height
            let lower = along(configuration.value(of: .lower), length: length)
            let upper = along(configuration.value(of: .upper), length: length)
            ZStack {
                Capsule()
                    .fill(Color.gray.opacity(0.3))
                    .frame(width: bar(length).width, height: bar(length).height)
                    .position(point(along: length / 2, length: length, in: proxy.size))
                Capsule()
                    .fill(fill)
                    .frame(width: bar(upper - lower).width, height: bar(upper - lower).height)
                    .position(point(along: (lower + upper) / 2, length: length, in: proxy.size))
                ForEach(stackingOrder, id: \.self) { end in
                    thumb(end, at: end == .lower ? lower : upper, length: length, in: proxy.size)
                }
            }
        }
    }

    /// The thumbs from bottom to top. The upper thumb is on top, except when both stand at the
    /// upper bound: there only the lower one can move, so the pointer must reach it. (Identified
    /// by end, the thumbs keep their keys and targets when the order changes.)
    var stackingOrder: [Thumb] {
        configuration.value(of: .lower) >= configuration.bounds.upperBound ? [.upper, .lower] : [.lower, .upper]
    }

    /// The size of a bar `length` long along the track, as thick as the track.
    private func bar(_ length: CGFloat) -> CGSize {
        axis == .horizontal
            ? CGSize(width: max(0, length), height: Self.trackThickness)
            : CGSize(width: Self.trackThickness, height: max(0, length))
    }

    /// The distance of a thumb's centre at `value` from the track's minimum end.
    func along(_ value: Double, length: CGFloat) -> CGFloat {
        let radius = thumbDiameter / 2
        return radius + CGFloat(configuration.fraction(of: value)) * max(0, length - thumbDiameter)
    }

    /// The point `distance` from the minimum end, on the track's centre line (left to right: the
    /// engine mirrors it in a right-to-left layout, as SwiftUI mirrors `position`).
    private func point(along distance: CGFloat, length: CGFloat, in size: CGSize) -> CGPoint {
        switch axis {
        case .horizontal:
            CGPoint(x: distance, y: size.height / 2)
        case .vertical:
            CGPoint(x: size.width / 2, y: length - distance)
        }
    }

    private func thumb(_ thumb: Thumb, at distance: CGFloat, length: CGFloat, in size: CGSize) -> some View {
        Circle()
            .fill(Color.white)
            .overlay(Circle().stroke(Color.gray.opacity(0.5), lineWidth: 1))
            .frame(width: thumbDiameter, height: thumbDiameter)
            .opacity(isEnabled ? 1 : 0.6)
            .gesture(drag(thumb, length: length))
            .accessibilityAdjustableValue(
                configuration.binding(for: thumb), in: configuration.reachableValues(of: thumb),
                keyStep: (configuration.bounds.upperBound - configuration.bounds.lowerBound) / 10,
                label: configuration.accessibilityLabel(of: thumb), orientation: axis,
                onEditingChanged: configuration.onEditingChanged
            )
            .accessibilityValue(configuration.accessibilityValue(of: thumb))
            .position(point(along: distance, length: length, in: size))
    }

    private func drag(_ thumb: Thumb, length: CGFloat) -> DragGesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                if draggedThumb != thumb {
                    draggedThumb = thumb
                    valueAtDragStart = configuration.value(of: thumb)
                    configuration.onEditingChanged(true)
                }
                follow(thumb, value, length: length)
            }
            .onEnded { _ in endDrag() }
            .onCancelled { endDrag() }
    }

    /// Puts `thumb` at its value when the drag began plus how far the pointer has moved since.
    private func follow(_ thumb: Thumb, _ value: DragGesture.Value, length: CGFloat) {
        let moved =
            axis == .horizontal
            ? value.location.x - value.startLocation.x : value.startLocation.y - value.location.y
        let usable = length - thumbDiameter
        guard usable > 0 else { return }
        let bounds = configuration.bounds
        let change = Double(moved / usable) * (bounds.upperBound - bounds.lowerBound)
        configuration.move(thumb, to: valueAtDragStart + change)
    }

    private func endDrag() {
        guard draggedThumb != nil else { return }
        draggedThumb = nil
        configuration.onEditingChanged(false)
    }
}
