import Foundation

/// Progress towards completion, or activity of unknown length, as SwiftUI's `ProgressView`; the
/// `progressViewStyle(_:)` in the environment draws it (a bar when the progress is known, a
/// spinner when it is not).
///
/// The element is a `progressbar` for assistive technology: `aria-valuenow` 0…100 when the
/// progress is known, and the label's text as its name.
///
/// ```swift
/// ProgressView("Downloading", value: downloaded, total: size)
/// ProgressView()   // indeterminate
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    /// Progress of `value` out of `total` (indeterminate when `value` is nil), labelled by
    /// `label`, with `currentValueLabel` saying how far it is.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fractionCompleted = value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let style = context.environment.progressViewStyle
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: view.fractionCompleted, label: view.label.map { .init($0) },
            currentValueLabel: view.currentValueLabel.map { .init($0) })
        let nodes = context.child(0) { style._resolve(configuration, in: &$0) }
        let node = context.single(nodes)
        let title = view.label as? Text
        context.editAttributes(of: node) { attributes in
            attributes.removeAll { ["role", "aria-valuemin", "aria-valuemax", "aria-valuenow"].contains($0.name) }
            attributes.append(("role", "progressbar"))
            if let fraction = view.fractionCompleted {
                attributes.append(("aria-valuemin", "0"))
                attributes.append(("aria-valuemax", "100"))
                attributes.append(("aria-valuenow", CSS.number((fraction * 100).rounded())))
            }
            if let title, !attributes.contains(where: { $0.name == "aria-label" }) {
                attributes.append(("aria-label", title.content))
            }
        }
        return [node]
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Progress of `value` out of `total` (indeterminate when `value` is nil), labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label) { EmptyView() }
    }

    /// Activity of unknown length, labelled by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Progress of `value` out of `total`, without a label (indeterminate when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// Activity of unknown length, without a label.
    public init() {
        self.init(value: Double?.none) { EmptyView() }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Progress of `value` out of `total` labelled with `title` (indeterminate when `value` is nil).
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.init(value: value, total: total) { Text(title) }
    }

    /// Activity of unknown length labelled with `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: Double?.none) { Text(title) }
    }
}
