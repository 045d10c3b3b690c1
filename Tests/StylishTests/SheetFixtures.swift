import Foundation

@testable import Stylish

/// A button style that no default resembles: a purple capsule behind the label.
struct PurpleCapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(6).background(Capsule().fill(Color.purple))
    }
}

private struct SheetAccentKey: EnvironmentKey {
    static var defaultValue: String { "unset" }
}

extension EnvironmentValues {
    /// A custom environment value, set at the root of a sheet test to prove that it reaches the sheet.
    var sheetAccent: String {
        get { self[SheetAccentKey.self] }
        set { self[SheetAccentKey.self] = newValue }
    }
}

/// What the sheets of these tests show: the environment they see, a counter of their own, and a
/// button that dismisses.
struct SheetBody: View {
    @Environment(\.sheetAccent) private var accent
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss
    @State var taps = 0

    var body: some View {
        VStack {
            Text("Accent: \(accent)")
            Text(isPresented ? "Presented: yes" : "Presented: no")
            Button("Count \(taps)") { taps += 1 }
            Button("Done") { dismiss() }
        }
    }
}

/// A button that presents ``SheetBody``, with the styles set once at the root, as the seed's
/// `sheet-style-propagation` row wants.
struct SheetPresenter: View {
    @State var isPresented = false
    let log: CallLog
    var interactiveDismissDisabled = false
    var label: String?

    var body: some View {
        VStack {
            Button("Show") { isPresented = true }
            PresentingProbe()
        }
        .sheet(isPresented: $isPresented, onDismiss: { log.entries.append("dismissed") }) {
            SheetBody()
                .modifier(_AttributeModifier(name: "aria-label", value: label))
                .interactiveDismissDisabled(interactiveDismissDisabled)
        }
        .buttonStyle(PurpleCapsuleButtonStyle())
        .environment(\.sheetAccent, "violet")
    }
}

/// Shows what `isPresented` is outside a sheet, and a dismiss that must do nothing there.
struct PresentingProbe: View {
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(isPresented ? "Outside presented: yes" : "Outside presented: no")
            Button("Dismiss outside") { dismiss() }
        }
    }
}

/// A sheet whose content presents a second sheet.
struct NestedSheetPresenter: View {
    @State var outer = false

    var body: some View {
        Button("Outer") { outer = true }
            .sheet(isPresented: $outer) { OuterSheet() }
    }
}

/// The outer sheet of ``NestedSheetPresenter``: a counter and a button presenting the inner sheet.
struct OuterSheet: View {
    @State var inner = false
    @State var outerTaps = 0

    var body: some View {
        VStack {
            Button("Outer taps \(outerTaps)") { outerTaps += 1 }
            Button("Inner") { inner = true }
        }
        .sheet(isPresented: $inner) { InnerSheet() }
    }
}

/// The inner sheet: it dismisses itself.
struct InnerSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close inner") { dismiss() }.accessibilityLabel("Inner sheet")
    }
}

/// A presenter that a button inside its own sheet removes from the tree.
struct LeavingPresenterRoot: View {
    @State var showsPresenter = true

    var body: some View {
        VStack {
            Text("Root")
            if showsPresenter {
                LeavingPresenter(showsPresenter: $showsPresenter)
            }
        }
    }
}

/// Presents a sheet whose button removes this view (and so the sheet) from the tree.
struct LeavingPresenter: View {
    @Binding var showsPresenter: Bool
    @State var presented = true

    var body: some View {
        Text("Presenter")
            .sheet(isPresented: $presented) {
                Button("Remove presenter") { showsPresenter = false }
            }
    }
}

/// A short presenter of a sheet that needs 500 points of height.
struct TallSheetPresenter: View {
    @State var presented = false

    var body: some View {
        Button("Tall") { presented = true }
            .sheet(isPresented: $presented) { Color.teal.frame(height: 500) }
    }
}

/// Two sheets on one view; `interactiveDismissDisabled()` outside them, which must do nothing.
struct TwoSheetsPresenter: View {
    @State var first = false
    @State var second = false

    var body: some View {
        VStack {
            Button("First") { first = true }
            Button("Second") { second = true }
        }
        .sheet(isPresented: $first) { Text("First sheet") }
        .sheet(isPresented: $second) { Text("Second sheet").interactiveDismissDisabled() }
        .interactiveDismissDisabled()
    }
}
