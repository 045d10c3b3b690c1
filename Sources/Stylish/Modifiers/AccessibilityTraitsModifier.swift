import Foundation

extension View {
    /// Adds `traits` to this view for assistive technology, as SwiftUI's
    /// `accessibilityAddTraits(_:)`: `.isButton`, `.isLink`, `.isImage` and `.isHeader` give the
    /// element that WAI-ARIA role (a header is `heading`, level 2) unless it has one already.
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityTraitsModifier(adding: traits, removing: []))
    }

    /// Removes `traits` from this view: the element loses the role of a removed trait.
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityTraitsModifier(adding: [], removing: traits))
    }

    /// Adds `traits`, SwiftUI's older spelling of ``accessibilityAddTraits(_:)``.
    public consuming func accessibility(addTraits traits: AccessibilityTraits) -> some View {
        accessibilityAddTraits(traits)
    }

    /// Removes `traits`, SwiftUI's older spelling of ``accessibilityRemoveTraits(_:)``.
    public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }
}

/// What a view is for assistive technology, as SwiftUI's `AccessibilityTraits`; the traits
/// without a WAI-ARIA role here (`.isSelected`, `.isStaticText`, …) change nothing.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int

    /// The traits of `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 1)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 2)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 8)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 9)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 10)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 11)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 12)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 13)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 14)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// The WAI-ARIA roles of the traits that have one, in order.
    var roles: [(trait: AccessibilityTraits, role: String)] {
        [(.isButton, "button"), (.isLink, "link"), (.isImage, "img"), (.isHeader, "heading")]
            .filter { contains($0.0) }
    }
}

@usableFromInline
struct _AccessibilityTraitsModifier: PrimitiveViewModifier {
    let adding: AccessibilityTraits
    let removing: AccessibilityTraits

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        let added = modifier.adding.roles.first?.role
        let removed = Set(modifier.removing.roles.map(\.role))
        guard added != nil || !removed.isEmpty else { return nodes }
        for node in nodes {
            context.editAttributes(of: node) { attributes in
                if let role = attributes.first(where: { $0.name == "role" })?.value, removed.contains(role) {
                    attributes.removeAll { $0.name == "role" || ($0.name == "aria-level" && role == "heading") }
                }
                guard let added, !attributes.contains(where: { $0.name == "role" }) else { return }
                attributes.append(("role", added))
                if added == "heading" { attributes.append(("aria-level", "2")) }
            }
        }
        return nodes
    }
}
