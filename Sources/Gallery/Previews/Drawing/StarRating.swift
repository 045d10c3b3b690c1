import Foundation
import Stylish

/// Five star buttons bound to a rating from 0 to 5.
struct StarRating: View {
    @Binding var rating: Int

    var body: some View {
        HStack(spacing: 6) {
            ForEach(1..<6) { index in
                Button {
                    rating = rating == index ? 0 : index
                } label: {
                    ZStack {
                        Star().fill(index <= rating ? Color.yellow : Color.clear)
                        Star().stroke(index <= rating ? Color.orange : Color.gray, lineWidth: 1.5)
                    }
                    .frame(width: 32, height: 32)
                    // An empty star is clear inside, which is not hit: the whole star is.
                    .contentShape(Star())
                }
                .buttonStyle(StarButtonStyle())
                .accessibilityLabel("\(index) star" + (index == 1 ? "" : "s"))
            }
        }
    }
}
