import Foundation

extension View {
    /// Makes this view one with the other views of `namespace` that have `id`: when one leaves
    /// and another appears in an animated change, the element moves from where the first was to
    /// where the second is, its size following (`properties`).
    ///
    /// The markup says `data-match="{namespace} {id}"` (and `data-match-properties` when not the
    /// whole frame); the browser animates the move from the old element's box to the new one's.
    /// An `id` is told apart by its description (`String(describing:)`). Views that are not the
    /// source (`isSource: false`) are not moved to the source's frame while both are shown; the
    /// anchor is the centre.
    public consuming func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        modifier(_AttributeModifier(name: "data-match", value: namespace.key + " " + String(describing: id)))
            .modifier(
                _AttributeModifier(
                    name: "data-match-properties", value: properties == .frame ? nil : properties.attributeValue))
    }
}

/// What of a view's geometry `matchedGeometryEffect` carries from place to place.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32

    /// Creates a set of properties from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Where the view is.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// How big the view is.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]

    /// The properties as the markup names them, space separated.
    var attributeValue: String {
        [(MatchedGeometryProperties.position, "position"), (.size, "size")].filter { contains($0.0) }.map(\.1)
            .joined(separator: " ")
    }
}
