import Stylish

// Pasted as a SwiftUI developer writes it; only `import SwiftUI` became `import Stylish`.

struct HoldToDeleteButton: View {
    var duration: Double = 1.5
    var onDelete: () -> Void

    @State private var isPressing = false
    @State private var progress: CGFloat = 0

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.red.opacity(0.2), lineWidth: 6)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: "trash.fill")
                .font(.title2)
                .foregroundColor(isPressing ? .red : .primary)
        }
        .frame(width: 64, height: 64)
        .scaleEffect(isPressing ? 1.1 : 1)
        .contentShape(Circle())
        .onLongPressGesture(
            minimumDuration: duration,
            perform: {
                onDelete()
            },
            onPressingChanged: { pressing in
                isPressing = pressing
                if pressing {
                    withAnimation(.linear(duration: duration)) {
                        progress = 1
                    }
                } else {
                    withAnimation(.easeOut(duration: 0.2)) {
                        progress = 0
                    }
                }
            })
    }
}

struct HoldToDeleteDemo: View {
    @State private var items = ["Photo 1", "Photo 2", "Photo 3"]

    var body: some View {
        VStack(spacing: 24) {
            Text("\(items.count) items")
                .font(.headline)
            HoldToDeleteButton {
                if !items.isEmpty {
                    items.removeLast()
                }
            }
            Text("Hold to delete")
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}
