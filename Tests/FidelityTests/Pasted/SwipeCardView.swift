import Stylish

// A swipeable card as iOS code writes it: @GestureState tracks the drag's translation, the card
// follows it and springs back when the drag ends (the state resets, as in SwiftUI); a swipe past
// the threshold counts, and a filter sheet opens at its medium detent.

struct SwipeCardView: View {
    @GestureState private var dragOffset: CGSize = .zero
    @State private var swipes = 0
    @State private var showFilters = false

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.blue.gradient)
                .frame(width: 200, height: 120)
                .overlay(Text("Swipe me").foregroundColor(.white))
                .offset(x: dragOffset.width)
                .rotationEffect(.degrees(Double(dragOffset.width / 20)))
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            if abs(value.translation.width) > 100 { swipes += 1 }
                        }
                )
                .animation(.spring(), value: dragOffset)
            Text("Swipes: \(swipes)")
            Button("Filters") { showFilters = true }
                .buttonStyle(.bordered)
        }
        .padding()
        .sheet(isPresented: $showFilters) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Filters").font(.headline)
                Button("Done") { showFilters = false }
            }
            .padding()
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
        }
    }
}
