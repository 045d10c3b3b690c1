import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`; the
/// `disclosureGroupStyle(_:)` in the environment draws it (the label with a chevron that turns
/// when none is set).
///
/// Without an `isExpanded` binding the group keeps whether it is expanded itself (collapsed at
/// first). For assistive technology, each button the style draws around the label (and each
/// element a tap gesture of the style makes, then also a `button`) carries `aria-expanded`, as
/// the WAI-ARIA disclosure pattern asks; the content's own buttons do not.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug logging", isOn: $logs)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    @State private var isExpanded = false
    private let expansion: Binding<Bool>?
    private let label: Label
    private let content: Content

    /// A group that shows `content` under `label`, expanded or not as it keeps itself.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(expansion: nil, content: content(), label: label())
    }

    /// A group that shows `content` under `label` while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(expansion: isExpanded, content: content(), label: label())
    }

    private init(expansion: Binding<Bool>?, content: Content, label: Label) {
        self.expansion = expansion
        self.content = content
        self.label = label
    }

    public var body: some View {
        let isExpanded = expansion ?? $isExpanded
        _DisclosureGroupControl(
            configuration: DisclosureGroupStyleConfiguration(
                label: .init(label), content: .init(content.environment(\.styledButtonState, nil)),
                isExpanded: isExpanded)
        )
        .environment(
            \.styledButtonState, StyledButtonState(name: "aria-expanded", value: isExpanded.wrappedValue ? "true" : "false"))
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` that shows `content`, expanded or not as it keeps itself.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title` that shows `content` while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The style in the environment, drawing a disclosure group.
struct _DisclosureGroupControl: PrimitiveView {
    let configuration: DisclosureGroupStyleConfiguration

    static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let style = context.environment.disclosureGroupStyle
        return context.child(0) { style._resolve(view.configuration, in: &$0) }
    }
}
