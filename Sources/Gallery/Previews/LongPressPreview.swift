import Stylish

extension PreviewDefinition {
    /// Issue 28: a long press, timed by the server, confirming an action.
    static let longPress = PreviewDefinition(
        id: "long-press", title: "Long press", section: .seed("027"),
        summary:
            "A hold-to-confirm button: `onLongPressGesture(minimumDuration:perform:onPressingChanged:)` counts a confirmation once the press has lasted a second, as the server's clock measures it. A `ButtonStyle` of our own fills while pressing; a `LongPressGesture` updating a `@GestureState` says when to keep holding.",
        controls: [.button], sourceSymbols: ["HoldToConfirmButtonStyle"], width: 320,
        stateKeys: ["confirmations", "isPressing", "isDetectingLongPress"]
    ) {
        LongPressPreview()
    }
}

/// A button confirmed by holding it for a second, and a count of confirmations.
struct LongPressPreview: View {
    /// How long the button must be held, in seconds.
    static let holdDuration = 1.0

    @State var confirmations = 0
    @State var isPressing = false
    @GestureState var isDetectingLongPress = false

    var body: some View {
        VStack(spacing: 14) {
            Text("Confirmations: \(confirmations)")
            // A tap alone does nothing: only holding confirms.
            Button {
            } label: {
                Text("Hold to confirm")
            }
            .buttonStyle(HoldToConfirmButtonStyle(isPressing: isPressing, duration: Self.holdDuration))
            .onLongPressGesture(minimumDuration: Self.holdDuration) {
                confirmations += 1
            } onPressingChanged: { pressing in
                isPressing = pressing
            }
            .simultaneousGesture(
                LongPressGesture(minimumDuration: Self.holdDuration)
                    .updating($isDetectingLongPress) { currentState, gestureState, _ in
                        gestureState = currentState
                    })
            Text(isDetectingLongPress ? "Keep holding…" : "Press and hold for a second")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}
