import Stylish
import StylishControls

/// A StylishSlider below `rows` static rows of `HStack { Text; Spacer; Text }`: what a drag costs as
/// the screen around the control grows.
struct RowsAndSlider: View {
    let rows: Int

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { row in
                HStack {
                    Text("Row \(row)")
                    Spacer()
                    Text("\(row * 7)")
                }
            }
            StylishSlider(value: 0.5)
        }
    }
}
