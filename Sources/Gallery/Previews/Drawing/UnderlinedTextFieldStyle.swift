import Stylish

/// A form's field drawn as a line to write on: the field, a little air above and below, and a
/// rule under it in the tint.
struct UnderlinedTextFieldStyle: TextFieldStyle {
    @Environment(\.tint) private var tint

    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.vertical, 6)
            .overlay(alignment: .bottom) {
                Rectangle()
                    .fill(tint ?? .accentColor)
                    .frame(height: 2)
            }
    }
}
