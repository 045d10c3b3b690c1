import Foundation

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// The whole height available to a sheet.
    public static let large = PresentationDetent(kind: .fraction(1))
    /// Half the height available to a sheet.
    public static let medium = PresentationDetent(kind: .fraction(0.5))

    /// `fraction` (0…1) of the height available to a sheet.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(min(1, max(0, fraction))))
    }

    /// A height in points (at most the height available).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(max(0, height)))
    }

    /// The sheet's height at this detent when `available` points are free for it.
    func height(in available: CGFloat) -> CGFloat {
        switch kind {
        case .fraction(let fraction): (available * fraction).rounded()
        case .height(let height): min(height, available)
        }
    }
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

extension View {
    /// The heights the sheet this view is in rests at; it is drawn at the smallest, from the
    /// bottom of the canvas up (a drag between detents is the user's on iOS: here the sheet stays).
    /// Outside a sheet it does nothing.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PresentationSettingModifier { $0.setDetents(detents) })
    }

    /// The heights the sheet this view is in rests at, `selection` the one it is drawn at (when
    /// it is one of them; else the smallest).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let chosen = selection.wrappedValue
        return modifier(_PresentationSettingModifier { $0.setDetents(detents, selected: chosen) })
    }

    /// Whether the sheet this view is in shows a drag indicator at its top (`.automatic`: when it
    /// has several detents). Outside a sheet it does nothing.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_PresentationSettingModifier { $0.setDragIndicator(visibility) })
    }
}

/// Tells the sheet being resolved a setting of its content's.
struct _PresentationSettingModifier: PrimitiveViewModifier {
    let apply: (PresentationStack) -> Void

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        modifier.apply(context.graph.presentations)
        return content(&context)
    }
}
