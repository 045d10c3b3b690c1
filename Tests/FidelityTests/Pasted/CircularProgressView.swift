import Stylish

// Pasted as a SwiftUI developer writes it; only `import SwiftUI` became `import Stylish`.

struct CircularProgressView: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(
                    Color.pink.opacity(0.5),
                    lineWidth: 30
                )
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    Color.pink,
                    style: StrokeStyle(
                        lineWidth: 30,
                        lineCap: .round
                    )
                )
                .rotationEffect(.degrees(-90))
                .animation(.easeOut, value: progress)
        }
    }
}

struct ProgressDemo: View {
    @State var progress: Double = 0

    var body: some View {
        VStack {
            Spacer()
            ZStack {
                CircularProgressView(progress: progress)
                Text("\(Int(progress * 100))")
                    .font(.largeTitle)
                    .bold()
            }.frame(width: 200, height: 200)
            Spacer()
            HStack {
                Slider(value: $progress, in: 0...1)
                Button("Reset") {
                    progress = 0
                }
            }
        }
    }
}
