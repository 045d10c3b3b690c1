import Foundation
import Gallery
import Stylish
import StylishControls
import Synchronization

/// Counts checkouts on the server side, across every session of one test's gallery.
final class CompletionCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// The checkouts so far.
    var value: Int { count.load(ordering: .acquiring) }

    /// Counts one checkout.
    func increment() { count.add(1, ordering: .acquiringAndReleasing) }
}

/// The checkout seed, with every `onCheckout` also counted by `counter`.
///
/// With `keepsSlider`, the slider stays after the checkout (the thank-you text appears above it),
/// so a second application of the same `ended` event would check out again: only the server's
/// replay of a retried `seq` keeps the count at one.
///
/// The counter stands for something outside the model (a purchase): rebuilding a preview from
/// its saved events after a restart re-runs `onCheckout`, which then must not count again.
struct CountedCheckoutView: View {
    let counter: CompletionCounter
    var keepsSlider = false
    @State var didCheckout = false

    var body: some View {
        if keepsSlider {
            VStack {
                if didCheckout { Text("Thank you for purchasing!") }
                slider
            }
        } else if didCheckout {
            Text("Thank you for purchasing!")
                .padding()
        } else {
            slider
        }
    }

    private var slider: some View {
        StylishSlider(value: 0)
            .sliderStyle(
                CheckoutSliderStyle(
                    label: "Swipe to buy",
                    onCheckout: {
                        if !PreviewReplay.isReplaying { counter.increment() }
                        didCheckout = true
                    })
            )
            .padding()
    }
}

extension Catalogue {
    /// A catalogue of one preview, `counted-checkout`, whose checkouts `counter` counts.
    static func counted(by counter: CompletionCounter) -> Catalogue {
        Catalogue([
            PreviewDefinition(
                id: "counted-checkout", title: "Counted checkout", section: .seed("000"), stateKeys: ["value", "didCheckout"]
            ) {
                CountedCheckoutView(counter: counter)
            },
            PreviewDefinition(
                id: "counted-checkout-kept", title: "Counted checkout, slider kept", section: .seed("000"),
                stateKeys: ["value", "didCheckout"]
            ) {
                CountedCheckoutView(counter: counter, keepsSlider: true)
            },
        ])
    }
}
