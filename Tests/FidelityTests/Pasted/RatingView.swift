import Stylish

// Pasted as a SwiftUI developer writes it; only `import SwiftUI` became `import Stylish`.

struct StarShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.width / 2, y: rect.height / 2)
        let r = rect.width / 2
        let innerR = r * 0.4
        for i in 0..<10 {
            let angle = CGFloat(i) * .pi / 5 - .pi / 2
            let radius = i % 2 == 0 ? r : innerR
            let pt = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if i == 0 { path.move(to: pt) } else { path.addLine(to: pt) }
        }
        path.closeSubpath()
        return path
    }
}

struct RatingView: View {
    @Binding var rating: Int
    var maximumRating = 5
    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        HStack {
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                StarShape()
                    .fill(number > rating ? offColor : onColor)
                    .frame(width: 24, height: 24)
                    .onTapGesture {
                        rating = number
                    }
            }
        }
    }
}

struct RatingDemo: View {
    @State private var rating = 2

    var body: some View {
        VStack(spacing: 8) {
            RatingView(rating: $rating)
            Text("Rating: \(rating)")
                .font(.headline)
        }
    }
}
