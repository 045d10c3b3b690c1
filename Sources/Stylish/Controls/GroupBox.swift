import Foundation

/// A box that groups related content under an optional label, as SwiftUI's `GroupBox`; the
/// `groupBoxStyle(_:)` in the environment draws it (a rounded, tinted box when none is set).
///
/// The element is a `group` for assistive technology, named by the label's text.
///
/// ```swift
/// GroupBox("Notifications") {
///     Toggle("Sounds", isOn: $sounds)
///     Toggle("Badges", isOn: $badges)
/// }
/// GroupBox { Text("Synced 2 minutes ago") } label: { Label("iCloud", systemImage: "icloud") }
/// ```
public struct GroupBox<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content

    /// A group box of `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box of `content`, labelled by `label` (SwiftUI's earlier form, still common).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let style = context.environment.groupBoxStyle
        let configuration = GroupBoxStyleConfiguration(label: .init(view.label), content: .init(view.content))
        let nodes = context.child(0) { style._resolve(configuration, in: &$0) }
        let node = context.single(nodes)
        let title = view.label as? Text
        context.editAttributes(of: node) { attributes in
            if !attributes.contains(where: { $0.name == "role" }) { attributes.append(("role", "group")) }
            if let title, !attributes.contains(where: { $0.name == "aria-label" }) {
                attributes.append(("aria-label", title.content))
            }
        }
        return [node]
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box of `content`, without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A group box of `content` labelled with `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
