import Foundation
import Stylish

/// A ring that shows `progress` (0…1) as a trimmed, gradient-stroked circle, with its percentage.
struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(colors: [Color("brand"), Color("brandDeep"), Color("brand")], center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            Text("\(Int((progress * 100).rounded()))%")
                .font(.title2)
                .fontWeight(.semibold)
        }
        .frame(width: 120, height: 120)
    }
}
