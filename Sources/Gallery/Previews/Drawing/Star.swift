import Foundation
import Stylish

/// A five-pointed star filling its frame, its inner points at `innerRatio` of the outer radius.
struct Star: Shape {
    var points = 5
    var innerRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        var path = Path()
        for index in 0..<(points * 2) {
            let angle = Angle.degrees(Double(index) * 180 / Double(points) - 90)
            let radius = index.isMultiple(of: 2) ? outer : outer * innerRatio
            let point = CGPoint(
                x: center.x + radius * CGFloat(cos(angle.radians)), y: center.y + radius * CGFloat(sin(angle.radians)))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
