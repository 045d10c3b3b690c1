import Foundation

/// A title with an icon, as SwiftUI's `Label`; the `labelStyle(_:)` in the environment decides
/// how they are drawn (the icon before the title unless told otherwise).
///
/// ```swift
/// Label("Delete", systemImage: "trash")
/// Label { Text("Ada").bold() } icon: { Circle().fill(.tint).frame(width: 12, height: 12) }
/// ```
public struct Label<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let style = context.environment.labelStyle
        let configuration = LabelStyleConfiguration(title: .init(view.title), icon: .init(view.icon))
        let nodes = context.child(0) { style._resolve(configuration, in: &$0) }
        // A label drawn as its icon alone is still named by its title.
        if style._hidesTitle, let title = view.title as? Text, let node = nodes.first, nodes.count == 1 {
            context.editAttributes(of: node) { attributes in
                attributes.removeAll { $0.name == "aria-label" }
                attributes.append(("aria-label", title.content))
            }
        }
        return nodes
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `title` and the SF Symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init {
            Text(title)
        } icon: {
            Image(systemName: systemImage)
        }
    }

    /// A label of `title` and the image `image` of the images folder.
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init {
            Text(title)
        } icon: {
            Image(image)
        }
    }
}
