import Foundation
import Stylish

/// The size of one interactive target against WCAG 2.2's 2.5.8 (Target Size, Minimum, AA): at
/// least 24 × 24 CSS px, or spaced so that a 24 px circle centred on it meets no other target
/// and no other small target's circle.
struct TargetSizeFinding {
    /// How a target meets 2.5.8, or that it does not.
    enum Outcome: String {
        /// It is 24 × 24 or larger.
        case size
        /// It is smaller, but its 24 px circle is clear of the other targets (the spacing exception).
        case spacing
        /// It is smaller and too close to another target.
        case fails
    }

    /// The target's id (`data-target`).
    let id: String
    /// Its element's role, when it has one.
    let role: String?
    /// Its element's accessible name, when it has one.
    let name: String?
    /// Its frame in the canvas, from the engine's layout.
    let frame: CGRect
    let outcome: Outcome

    /// The smallest width and height 2.5.8 asks for, in CSS px.
    static let minimum: CGFloat = 24

    /// Whether it meets 2.5.8, by its size or by its spacing.
    var passes: Bool { outcome != .fails }

    /// The finding for each of `rendering`'s targets (one per element, whatever its gestures).
    static func all(in rendering: Rendering, controls: [String: StageControl]) -> [TargetSizeFinding] {
        var frames: [(id: String, frame: CGRect)] = []
        for target in rendering.targets where !frames.contains(where: { $0.id == target.id }) {
            frames.append((target.id, target.frame))
        }
        let isSmall = { (frame: CGRect) in frame.width < minimum || frame.height < minimum }
        return frames.map { id, frame in
            let others = frames.filter { $0.id != id }
            let outcome: Outcome
            if !isSmall(frame) {
                outcome = .size
            } else {
                let centre = CGPoint(x: frame.midX, y: frame.midY)
                let radius = minimum / 2
                let isClear = others.allSatisfy { other in
                    let reaches = distance(from: centre, to: other.frame) < radius
                    let circles =
                        isSmall(other.frame)
                        && hypot(other.frame.midX - centre.x, other.frame.midY - centre.y) < minimum
                    return !reaches && !circles
                }
                outcome = isClear ? .spacing : .fails
            }
            let control = controls[id]
            return TargetSizeFinding(
                id: id, role: control?.role, name: control.flatMap { $0.name.isEmpty ? nil : $0.name }, frame: frame,
                outcome: outcome)
        }
    }

    /// How far `point` is from the nearest point of `rect` (0 inside it).
    private static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return hypot(dx, dy)
    }
}
